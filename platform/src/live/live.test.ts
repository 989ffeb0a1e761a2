import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CUP_MATCH_ID, seasonOf } from '../db/seed/content.ts';
import { seed } from '../db/seed/seed.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import openapi from '../../openapi/platform.json' with { type: 'json' };
import { clubLineup, opponentLineup } from './lineups.ts';
import { buildScenario, stateAt, type Lineups, type Scenario } from './scenarios.ts';
import type { LiveTickerFeed, StandingsFeed } from './schemas.ts';
import { callPlatform } from '../../test/http.ts';

/** The live match feeds of issue #17 and the match simulator behind them. */

const FIRST_TEAM = 159;
const WOMEN = 16953;
const ACADEMY = 17193;
const MINUTE = 60;

const lineups: Lineups = {
  home: clubLineup(
    'SC Südstadt 1899',
    Array.from({ length: 16 }, (_, index) => ({
      name: `Spieler ${index + 1}`,
      position: index === 0 ? 'goalkeeper' : ['defender', 'midfielder', 'forward'][index % 3]!,
    })),
  ),
  away: opponentLineup('FC Nordhafen', false),
};

const periodsOf = (scenario: Scenario) => scenario.phases.map((phase) => [phase.period, phase.start]);
/** The minute a ticker shows for an event: 1–45 (then 45'+n'), 46–90 (then 90'+n'), 91–105, 106–120. */
const minuteOf = (period: string, elapsed: number) => {
  const halves: Record<string, [number, number]> = {
    FirstHalf: [1, 45],
    SecondHalf: [46, 45],
    ExtraFirstHalf: [91, 15],
    ExtraSecondHalf: [106, 15],
  };
  const [start, length] = halves[period]!;
  const minute = Math.floor(elapsed / MINUTE);
  return minute < length ? `${start + minute}'` : `${start + length - 1}'+${minute - length + 1}'`;
};

describe('the timeline (pure)', () => {
  const cup = buildScenario('penalties', lineups);
  const league = buildScenario('regular', lineups);

  it('plays the cup tie through extra time to penalties, minute by minute', () => {
    expect(periodsOf(cup)).toEqual([
      ['PreMatch', 0],
      ['FirstHalf', 5 * MINUTE],
      ['HalfTime', (5 + 47) * MINUTE],
      ['SecondHalf', (5 + 47 + 15) * MINUTE],
      ['FullTime90', (5 + 47 + 15 + 48) * MINUTE],
      ['ExtraFirstHalf', 120 * MINUTE],
      ['ExtraHalfTime', 136 * MINUTE],
      ['ExtraSecondHalf', 138 * MINUTE],
      ['ShootOut', 154 * MINUTE],
      ['FullTimePens', 165 * MINUTE],
    ]);
    expect([cup.kickoffAt, cup.endAt, cup.tickerEndAt]).toEqual([300, 9900, 10_800]);
    // The whistles and kick-offs that separate the periods, in order.
    expect(
      cup.events
        .filter((event) => !event.team)
        .map((event) => `${event.type}@${event.period}`)
        .join(' '),
    ).toBe(
      'Kickoff@FirstHalf WhistleFirstHalf@FirstHalf KickoffSecondHalf@SecondHalf FinalWhistle@SecondHalf ' +
        'Kickoff@ExtraFirstHalf WhistleFirstHalf@ExtraFirstHalf KickoffSecondHalf@ExtraSecondHalf ' +
        'FinalWhistle@ExtraSecondHalf FinalWhistle@ShootOut',
    );
    const goals = cup.events.filter((event) => event.type === 'Goal');
    expect(goals.map((event) => [event.team, minuteOf(event.period, event.elapsed!), event.score])).toEqual([
      ['home', "23'", { home: 1, away: 0 }],
      ['away', "41'", { home: 1, away: 1 }],
      ['home', "67'", { home: 2, away: 1 }],
      ['away', "90'+2'", { home: 2, away: 2 }],
    ]);
    const substitutions = cup.events.filter((event) => event.type === 'Substitution');
    expect(substitutions.filter((event) => event.team === 'home')).toHaveLength(3);
    expect(substitutions.filter((event) => event.team === 'away')).toHaveLength(3);
    expect(substitutions.every((event) => event.player && event.playerOut && event.player !== event.playerOut)).toBe(
      true,
    );
    expect(cup.events.filter((event) => event.type === 'VAR')).toHaveLength(2);
    // The yellow-red card in extra time goes to a player booked before.
    const sentOff = cup.events.find((event) => event.type === 'YellowRedCard')!;
    expect(sentOff.period).toBe('ExtraSecondHalf');
    expect(minuteOf(sentOff.period, sentOff.elapsed!)).toBe("112'");
    expect(
      cup.events.some(
        (event) => event.type === 'YellowCard' && event.player === sentOff.player && event.at < sentOff.at,
      ),
    ).toBe(true);
    // Ids are the events' places in the match, chronological.
    expect(cup.events.map((event) => event.seq)).toEqual(cup.events.map((_, index) => index + 1));
    expect([...cup.events].sort((a, b) => a.at - b.at)).toEqual(cup.events);
  });

  it('knows the state at any match second: clock, score, stoppage time, the 90’+2’ equaliser', () => {
    expect(stateAt(cup, 0)).toMatchObject({
      period: 'PreMatch',
      clock: null,
      score: null,
      penalties: null,
      events: [],
      kickedOff: false,
      finished: false,
      tickerActive: true,
      onAir: false,
    });
    expect(stateAt(cup, 299.9).period).toBe('PreMatch');
    const kickoff = stateAt(cup, 300);
    expect(kickoff).toMatchObject({
      period: 'FirstHalf',
      clock: { period: 'FirstHalf', elapsed: 0 },
      score: { home: 0, away: 0 },
      onAir: true,
    });
    expect(kickoff.events.map((event) => event.type)).toEqual(['Kickoff']);
    // 45'+2': stoppage time of the first half.
    expect(stateAt(cup, 300 + 46 * MINUTE + 30).clock).toEqual({ period: 'FirstHalf', elapsed: 46 * MINUTE + 30 });
    expect(stateAt(cup, 52 * MINUTE)).toMatchObject({ period: 'HalfTime', clock: null, score: { home: 1, away: 1 } });
    const secondHalf = 67 * MINUTE;
    expect(stateAt(cup, secondHalf + 2779).score).toEqual({ home: 2, away: 1 });
    const equaliser = stateAt(cup, secondHalf + 2780);
    expect(equaliser.score).toEqual({ home: 2, away: 2 });
    expect(equaliser.clock).toEqual({ period: 'SecondHalf', elapsed: 2780 });
    expect(equaliser.events[0]).toMatchObject({ type: 'Goal', team: 'away', elapsed: 2780, period: 'SecondHalf' });
    // 90'+3' is reached before the whistle.
    expect(stateAt(cup, secondHalf + 47 * MINUTE + 59).clock).toEqual({ period: 'SecondHalf', elapsed: 2879 });
    expect(stateAt(cup, secondHalf + 48 * MINUTE)).toMatchObject({ period: 'FullTime90', clock: null });
    expect(stateAt(cup, 9239)).toMatchObject({
      period: 'ExtraSecondHalf',
      score: { home: 2, away: 2 },
      penalties: null,
    });
  });

  it('ends the shoot-out 4:3, one shot a minute, and keeps the ticker on for 15 minutes after', () => {
    expect(stateAt(cup, 9240)).toMatchObject({ period: 'ShootOut', clock: null, penalties: { home: 0, away: 0 } });
    const shots = cup.events.filter((event) => event.type === 'PenaltyShot');
    expect(shots).toHaveLength(10);
    expect(shots.map((event) => event.team)).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 ? 'away' : 'home')));
    expect(shots.map((event) => event.at - 9240)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * MINUTE));
    expect(shots.every((event) => event.elapsed === null && event.period === 'ShootOut')).toBe(true);
    expect(shots.map((event) => event.scored)).toEqual([true, true, true, false, false, true, true, true, true, false]);
    expect(shots.filter((event) => !event.scored).every((event) => event.score === null)).toBe(true);
    expect(shots.at(-2)!.score).toEqual({ home: 4, away: 3 });

    const end = stateAt(cup, 9900);
    expect(end).toMatchObject({
      period: 'FullTimePens',
      score: { home: 2, away: 2 },
      penalties: { home: 4, away: 3 },
      finished: true,
      tickerActive: true,
      onAir: true,
    });
    expect(end.events[0]).toMatchObject({ type: 'FinalWhistle', period: 'ShootOut', elapsed: null });
    expect(end.events[0]!.text.de).toContain('gewinnt das Elfmeterschießen mit 4:3');
    expect(stateAt(cup, 10_799).tickerActive).toBe(true);
    const quiet = stateAt(cup, 10_800);
    expect(quiet).toMatchObject({ period: 'FullTimePens', finished: true, tickerActive: false, onAir: false });
    expect(quiet.lastChangeAt).toBe(10_800);
    expect(stateAt(cup, 19_999)).toEqual(quiet);
  });

  it('plays a league match 2:1 to full time', () => {
    expect(periodsOf(league)).toEqual([
      ['PreMatch', 0],
      ['FirstHalf', 5 * MINUTE],
      ['HalfTime', 51 * MINUTE],
      ['SecondHalf', 66 * MINUTE],
      ['FullTime90', 115 * MINUTE],
      ['FullTime', 116 * MINUTE],
    ]);
    expect([league.kickoffAt, league.endAt, league.tickerEndAt]).toEqual([300, 6960, 7860]);
    expect(stateAt(league, 66 * MINUTE + 48 * MINUTE + 59).clock).toEqual({ period: 'SecondHalf', elapsed: 2939 });
    expect(stateAt(league, 115 * MINUTE)).toMatchObject({ period: 'FullTime90', finished: false });
    expect(stateAt(league, 116 * MINUTE)).toMatchObject({
      period: 'FullTime',
      score: { home: 2, away: 1 },
      penalties: null,
      finished: true,
      tickerActive: true,
    });
    expect(stateAt(league, 7860)).toMatchObject({ period: 'FullTime', finished: true, tickerActive: false });
    const types = new Set(league.events.map((event) => event.type));
    for (const type of ['Goal', 'YellowCard', 'RedCard', 'Substitution', 'VAR', 'FinalWhistle'])
      expect(types).toContain(type);
    expect(types).not.toContain('PenaltyShot');
  });

  it('changes nothing between happenings: the same state all through half-time', () => {
    const first = stateAt(cup, 3121);
    expect(first.lastChangeAt).toBe(3120);
    expect(stateAt(cup, 4019)).toEqual(first);
  });

  it('comments in German and English', () => {
    const goal = cup.events.find((event) => event.type === 'Goal')!;
    expect(goal.text).toEqual({
      de: `Tor für SC Südstadt 1899! ${goal.player} trifft per Kopf nach einer Ecke.`,
      en: `Goal for SC Südstadt 1899! ${goal.player} heads in from a corner.`,
    });
    const substitution = cup.events.find((event) => event.type === 'Substitution')!;
    expect(substitution.text.de).toBe(
      `Wechsel bei SC Südstadt 1899: ${substitution.player} kommt für ${substitution.playerOut}.`,
    );
  });
});

// ─── Through HTTP ───────────────────────────────────────────────────────────────────────────────────────

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
}, 60_000);
afterAll(() => platform.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A string body is sent as it is (hostile input); anything else as JSON. */
const call = (method: string, path: string, body?: unknown) =>
  typeof body === 'string'
    ? callPlatform<Json>(platform.url, method, path, undefined, { rawBody: body })
    : callPlatform<Json>(platform.url, method, path, body);

const ticker = async (teamId: number, language: 'de' | 'en' = 'de') => {
  const answer = await call('GET', `/static/liveticker/${language}/${teamId}.json`);
  expect(answer.status).toBe(200);
  return answer.body as LiveTickerFeed;
};
const standings = async (teamId: number, season = 2025) => {
  const answer = await call('GET', `/static/standings/${season}/${teamId}.json`);
  expect(answer.status).toBe(200);
  return answer.body as StandingsFeed;
};
const liveVideo = async () => (await call('GET', '/static/live-video.json')).body;
/** (Re)starts a simulation; a speed of 0.1 keeps the match where it was put for the few seconds a test takes. */
async function simulate(teamId: number, atSecond: number, speed = 0.1, scenario?: string) {
  const answer = await call('PUT', `/dev/match-simulator/${teamId}`, {
    speed,
    atSecond,
    ...(scenario ? { scenario } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { teamId: number; matchId: number; startedAt: string; offsetSeconds: number; speed: number };
}
const cmsMatch = async (id: number) => (await call('GET', `/cms/v1/matches/${id}`)).body;
/** Waits (up to 3 s) until the CMS's match row says what is expected: the simulator's loop ran. */
async function cmsMatchEventually(id: number, expected: Record<string, unknown>) {
  const deadline = Date.now() + 3000;
  let match = await cmsMatch(id);
  while (Date.now() < deadline) {
    try {
      expect(match).toMatchObject(expected);
      return match;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
      match = await cmsMatch(id);
    }
  }
  expect(match).toMatchObject(expected);
  return match;
}

describe('the live ticker feed', () => {
  it('shows the next match before anything is simulated: no period, no score, no events, cacheable for 5 s', async () => {
    const answer = await call('GET', `/static/liveticker/de/${FIRST_TEAM}.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=5');
    const seeded = await cmsMatch(LIVE_CUP_MATCH_ID);
    expect(answer.body).toEqual({
      id: LIVE_CUP_MATCH_ID,
      liveticker_active: false,
      period: null,
      website: 'profis',
      full_slug: `profis/spiel/${LIVE_CUP_MATCH_ID}`,
      competition: 'Pokal',
      kickoff: seeded.kickoff,
      home: { name: 'SC Südstadt 1899' },
      away: { name: 'FC Nordhafen' },
      score: null,
      penalties: null,
      clock: null,
      events: [],
      updated_at: seeded.kickoff,
    });
    expect(seeded).toMatchObject({ status: 'before', competition: 'Pokal', homeGoals: null });
    expect((await ticker(FIRST_TEAM, 'en')).full_slug).toBe(`en/profis/match/${LIVE_CUP_MATCH_ID}`);
    for (const team of [WOMEN, ACADEMY]) {
      const feed = await ticker(team);
      expect(feed).toMatchObject({ liveticker_active: false, period: null, events: [] });
      expect((await cmsMatch(feed.id)).status).toBe('before');
    }
    expect(await liveVideo()).toEqual({});
  });

  it('refuses what is not a feed: 404 for a team without a ticker, 400 for a bad language or team id', async () => {
    for (const path of ['/static/liveticker/de/1.json', '/static/liveticker/en/2147483647.json']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.headers.get('cache-control')).toBeNull();
    }
    for (const path of [
      '/static/liveticker/fr/159.json',
      '/static/liveticker/ja/159.json',
      '/static/liveticker/de/abc.json',
      '/static/liveticker/de/0.json',
      '/static/liveticker/de/1.5.json',
      '/static/liveticker/de/2147483648.json',
      '/static/liveticker/de/-159.json',
    ]) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.title).toBe('Bad Request');
    }
    expect((await call('GET', '/static/liveticker/de/159')).status).toBe(404);
  });

  it('30 minutes into the first half: the clock, the score and the events so far, newest first', async () => {
    const started = await simulate(FIRST_TEAM, 5 * MINUTE + 30 * MINUTE);
    expect(started).toEqual({
      teamId: FIRST_TEAM,
      matchId: LIVE_CUP_MATCH_ID,
      scenario: 'penalties',
      speed: 0.1,
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      offsetSeconds: 2100,
    });
    const feed = await ticker(FIRST_TEAM);
    expect(feed).toMatchObject({
      id: LIVE_CUP_MATCH_ID,
      liveticker_active: true,
      period: 'FirstHalf',
      clock: { period: 'FirstHalf', elapsed: 30 * MINUTE },
      score: { home: 1, away: 0 },
      penalties: null,
      // The kick-off was 30 minutes (300 real seconds at a tenth of real time) before the start.
      kickoff: new Date(Date.parse(started.startedAt) - 1800 * 10 * 1000).toISOString(),
    });
    expect(feed.events.map((event) => [event.id, event.type, event.team, event.elapsed])).toEqual([
      [`${LIVE_CUP_MATCH_ID}-3`, 'Goal', 'home', 1334],
      [`${LIVE_CUP_MATCH_ID}-2`, 'YellowCard', 'away', 700],
      [`${LIVE_CUP_MATCH_ID}-1`, 'Kickoff', null, 0],
    ]);
    const goal = feed.events[0]!;
    expect(goal).toMatchObject({ period: 'FirstHalf', score: { home: 1, away: 0 }, scored: null, player_out: null });
    expect(goal.text).toBe(`Tor für SC Südstadt 1899! ${goal.player} trifft per Kopf nach einer Ecke.`);
    // The goal's scorer is one of the first team's players.
    const squad = (await call('GET', '/cms/v1/persons?site=profis&role=player')).body.items as Json[];
    expect(
      squad.map((person) => `${person.first_name} ${person.last_name}`).concat(squad.map((p) => p.known_name)),
    ).toContain(goal.player);
    const english = await ticker(FIRST_TEAM, 'en');
    expect(english.events[0]!.text).toBe(`Goal for SC Südstadt 1899! ${goal.player} heads in from a corner.`);
    expect(english.events[1]!.text).toMatch(/^Yellow card for .+ \(FC Nordhafen\) for a late challenge\.$/);
    expect(english.events[2]!.text).toBe('Kick-off! SC Südstadt 1899 v FC Nordhafen is under way.');
    expect(feed.updated_at).toBe(new Date(Date.parse(started.startedAt) - (2100 - 1634) * 10 * 1000).toISOString());

    // Every CMS reader agrees: the match is live, 1:0.
    await cmsMatchEventually(LIVE_CUP_MATCH_ID, {
      status: 'live',
      period: 'FirstHalf',
      homeGoals: 1,
      awayGoals: 0,
      kickoff: feed.kickoff,
      afterExtraTime: false,
    });
    const live = (await call('GET', '/cms/v1/matches?site=profis&status=live')).body.items as Json[];
    expect(live.map((match) => match.id)).toEqual([LIVE_CUP_MATCH_ID]);
    expect(await liveVideo()).toEqual({ video_uid: 'v-live-suedstadt', payment: 'pay' });
    // The live stream is a paid video of the catalogue.
    const video = await fetch(`${platform.url}/cms/v2/videos/v-live-suedstadt?language=en`, {
      headers: { 'et-tenant-id': '1' },
    });
    expect(await video.json()).toMatchObject({
      payment: 'pay',
      title: 'Live: Südstadt TV at the stadium',
      website: 'tv',
    });
  });

  it('answers byte for byte the same while nothing happens (half-time), in both languages', async () => {
    const started = await simulate(FIRST_TEAM, 58 * MINUTE);
    for (const [path, teamId] of [
      ['/static/liveticker/de/159.json', FIRST_TEAM],
      ['/static/liveticker/en/159.json', FIRST_TEAM],
      ['/static/standings/2025/159.json', FIRST_TEAM],
      ['/static/live-video.json', FIRST_TEAM],
    ] as const) {
      const first = await call('GET', path);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = await call('GET', path);
      expect(second.text, `${path} ${teamId}`).toBe(first.text);
    }
    const feed = await ticker(FIRST_TEAM);
    expect(feed).toMatchObject({ period: 'HalfTime', clock: null, score: { home: 1, away: 1 } });
    expect(feed.events[0]).toMatchObject({ type: 'WhistleFirstHalf', period: 'FirstHalf', elapsed: 47 * MINUTE });
    expect(feed.events[0]!.text).toBe('Halbzeitpfiff – es steht 1:1.');
    // The half-time whistle is the newest change: 6 match minutes (360 real seconds) before the start.
    expect(feed.updated_at).toBe(new Date(Date.parse(started.startedAt) - 6 * MINUTE * 10 * 1000).toISOString());
  });

  it('in stoppage time: the clock beyond 45 minutes and the 90’+2’ equaliser', async () => {
    await simulate(FIRST_TEAM, 67 * MINUTE + 46 * MINUTE + 30);
    const feed = await ticker(FIRST_TEAM, 'en');
    expect(feed).toMatchObject({
      period: 'SecondHalf',
      clock: { period: 'SecondHalf', elapsed: 46 * MINUTE + 30 },
      score: { home: 2, away: 2 },
    });
    expect(feed.events[0]).toMatchObject({
      type: 'Goal',
      team: 'away',
      elapsed: 2780,
      score: { home: 2, away: 2 },
      text: expect.stringMatching(/^Goal for FC Nordhafen! .+ pokes it in from close range\.$/),
    });
    expect(feed.events.filter((event) => event.type === 'Substitution')).toHaveLength(5);
    await cmsMatchEventually(LIVE_CUP_MATCH_ID, { status: 'live', period: 'SecondHalf', homeGoals: 2, awayGoals: 2 });
  });

  it('in the shoot-out: the penalty tally and every shot, 4:3 at the end', async () => {
    await simulate(FIRST_TEAM, 154 * MINUTE + 10 * MINUTE + 30);
    const feed = await ticker(FIRST_TEAM);
    expect(feed).toMatchObject({
      period: 'ShootOut',
      clock: null,
      score: { home: 2, away: 2 },
      penalties: { home: 4, away: 3 },
      liveticker_active: true,
    });
    const shots = feed.events.filter((event) => event.type === 'PenaltyShot');
    expect(shots).toHaveLength(10);
    expect(shots[0]).toMatchObject({ team: 'away', scored: false, score: null, elapsed: null, period: 'ShootOut' });
    expect(shots[0]!.text).toMatch(/schießt daneben! Es bleibt beim 4:3\.$/);
    expect(shots[1]).toMatchObject({ team: 'home', scored: true, score: { home: 4, away: 3 } });
    expect(feed.events.map((event) => event.type)).toContain('YellowRedCard');
    await cmsMatchEventually(LIVE_CUP_MATCH_ID, {
      status: 'live',
      period: 'ShootOut',
      afterExtraTime: true,
      afterPenalties: true,
    });
  });

  it('after the end: on for 15 minutes, then the ticker goes quiet and the live video disappears', async () => {
    await simulate(FIRST_TEAM, 165 * MINUTE + 5 * MINUTE);
    expect(await ticker(FIRST_TEAM)).toMatchObject({
      period: 'FullTimePens',
      liveticker_active: true,
      penalties: { home: 4, away: 3 },
    });
    expect(await liveVideo()).toEqual({ video_uid: 'v-live-suedstadt', payment: 'pay' });
    await cmsMatchEventually(LIVE_CUP_MATCH_ID, {
      status: 'after',
      period: 'FullTimePens',
      homeGoals: 2,
      awayGoals: 2,
    });

    const started = await simulate(FIRST_TEAM, 180 * MINUTE + 10);
    const feed = await ticker(FIRST_TEAM, 'en');
    expect(feed).toMatchObject({
      id: LIVE_CUP_MATCH_ID,
      period: 'FullTimePens',
      liveticker_active: false,
      score: { home: 2, away: 2 },
      penalties: { home: 4, away: 3 },
      clock: null,
    });
    expect(feed.events[0]!.text).toBe(
      'It’s all over! SC Südstadt 1899 win the shoot-out 4-3 and go through to the next round.',
    );
    // Its newest change is the ticker going quiet, 10 match seconds before the start.
    expect(feed.updated_at).toBe(new Date(Date.parse(started.startedAt) - 10 * 10 * 1000).toISOString());
    expect(await liveVideo()).toEqual({});
    await cmsMatchEventually(LIVE_CUP_MATCH_ID, {
      status: 'after',
      period: 'FullTimePens',
      afterExtraTime: true,
      afterPenalties: true,
    });
  });

  it('in PreMatch: the ticker is on, no score and no video yet; the CMS shows the coming kick-off', async () => {
    const started = await simulate(FIRST_TEAM, 2 * MINUTE);
    const feed = await ticker(FIRST_TEAM);
    expect(feed).toMatchObject({ period: 'PreMatch', liveticker_active: true, score: null, clock: null, events: [] });
    expect(await liveVideo()).toEqual({});
    // Three match minutes to go at a tenth of real time: the kick-off is 30 real minutes away.
    const kickoff = new Date(Date.parse(started.startedAt) + 3 * MINUTE * 10 * 1000).toISOString();
    expect(feed.kickoff).toBe(kickoff);
    await cmsMatchEventually(LIVE_CUP_MATCH_ID, {
      status: 'before',
      period: 'PreMatch',
      kickoff,
      homeGoals: null,
      afterPenalties: false,
    });
  });

  it('keeps the CMS in step as the match goes on (the loop writes each change)', async () => {
    // 40 match seconds before the half-time whistle, at a minute a second.
    await simulate(FIRST_TEAM, 52 * MINUTE - 40, 60);
    expect((await cmsMatch(LIVE_CUP_MATCH_ID)).period).toBe('FirstHalf');
    await cmsMatchEventually(LIVE_CUP_MATCH_ID, { status: 'live', period: 'HalfTime', homeGoals: 1, awayGoals: 1 });
    expect((await ticker(FIRST_TEAM)).period).toBe('HalfTime');
  });

  it('stops: the match is back to what it was, and the feed shows it as still to come', async () => {
    const list = (await call('GET', '/dev/match-simulator')).body.items as Json[];
    expect(list).toEqual([expect.objectContaining({ teamId: FIRST_TEAM, matchId: LIVE_CUP_MATCH_ID, speed: 60 })]);
    const seeded = (
      await platform.db.query<{ kickoff: Date }>(
        'SELECT original_kickoff AS kickoff FROM match_simulations WHERE team_id = $1',
        [FIRST_TEAM],
      )
    ).rows[0]!.kickoff;
    expect((await call('DELETE', `/dev/match-simulator/${FIRST_TEAM}`)).status).toBe(204);
    expect((await call('DELETE', `/dev/match-simulator/${FIRST_TEAM}`)).status).toBe(204);
    expect(await cmsMatch(LIVE_CUP_MATCH_ID)).toMatchObject({
      status: 'before',
      period: null,
      homeGoals: null,
      awayGoals: null,
      afterExtraTime: false,
      afterPenalties: false,
      kickoff: new Date(seeded).toISOString(),
    });
    // The loop, still running a round, writes nothing of a stopped simulation.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await cmsMatch(LIVE_CUP_MATCH_ID)).status).toBe('before');
    expect(await ticker(FIRST_TEAM)).toMatchObject({
      id: LIVE_CUP_MATCH_ID,
      liveticker_active: false,
      period: null,
      score: null,
      events: [],
      kickoff: new Date(seeded).toISOString(),
    });
    expect(await liveVideo()).toEqual({});
    expect((await call('GET', '/dev/match-simulator')).body).toEqual({ items: [] });
  });
});

describe('the standings feed', () => {
  it('serves the league table of the current season and of 2025, 18 teams for the first team, 14 for the others', async () => {
    const current = seasonOf(new Date());
    for (const [team, size, competition] of [
      [FIRST_TEAM, 18, 'Liga'],
      [WOMEN, 14, 'Frauen-Liga'],
      [ACADEMY, 14, 'U19-Liga'],
    ] as const) {
      const answer = await call('GET', `/static/standings/${current}/${team}.json`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=5');
      const table = answer.body as StandingsFeed;
      expect(table).toMatchObject({ season: current, team_id: team, competition });
      expect(table.rows).toHaveLength(size);
      expect(table.rows.map((row) => row.rank)).toEqual(Array.from({ length: size }, (_, index) => index + 1));
      expect(new Set(table.rows.map((row) => row.team)).size).toBe(size);
      const own = table.rows.filter((row) => row.team_id !== null);
      expect(own).toEqual([expect.objectContaining({ team_id: team, live: false })]);
      // Everyone has played as often as the club, and the numbers add up.
      for (const row of table.rows) {
        expect(row.played).toBe(own[0]!.played);
        expect(row.won + row.drawn + row.lost).toBe(row.played);
        expect(row.points).toBe(row.won * 3 + row.drawn);
        expect(row.goal_difference).toBe(row.goals_for - row.goals_against);
        expect(row.live).toBe(false);
      }
      const order = table.rows.map((row) => row.points * 1000 + row.goal_difference);
      expect(order).toEqual([...order].sort((a, b) => b - a));
      expect((await standings(team, 2025)).rows).toEqual(table.rows);
    }
    // The club's row is its real record: the played league matches of the CMS.
    const played = ((await call('GET', '/cms/v1/matches?site=profis&status=after')).body.items as Json[]).filter(
      (match) => match.competition === 'Liga',
    );
    const own = (await standings(FIRST_TEAM)).rows.find((row) => row.team_id === FIRST_TEAM)!;
    expect(own.played).toBe(played.length);
    expect(own.goals_for).toBe(
      played.reduce(
        (sum, match) => sum + (match.homeTeam === 'SC Südstadt 1899' ? match.homeGoals : match.awayGoals),
        0,
      ),
    );
  });

  it('refuses what is not a table: 404 for another season or a team without a ticker, 400 for a bad season', async () => {
    for (const path of ['/static/standings/1999/159.json', '/static/standings/2025/1.json']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    }
    for (const path of [
      '/static/standings/abc/159.json',
      '/static/standings/99999/159.json',
      '/static/standings/2025/abc.json',
      '/static/standings/2025/0.json',
    ])
      expect((await call('GET', path)).status, path).toBe(400);
  });

  it('counts a running league match live for both its teams, and not a cup tie', async () => {
    const before = await standings(WOMEN);
    const ownBefore = before.rows.find((row) => row.team_id === WOMEN)!;
    // The second half, 2:1 for the home side after 71 minutes.
    const started = await simulate(WOMEN, 66 * MINUTE + 27 * MINUTE);
    const feed = await ticker(WOMEN);
    expect(feed).toMatchObject({ website: 'frauen', period: 'SecondHalf', score: { home: 2, away: 1 } });
    expect(started.matchId).toBe(feed.id);
    const clubIsHome = feed.home.name.startsWith('SC Südstadt 1899');
    const opponent = clubIsHome ? feed.away.name : feed.home.name;
    const [goalsFor, goalsAgainst] = clubIsHome ? [2, 1] : [1, 2];

    const table = await standings(WOMEN);
    expect(
      table.rows
        .filter((row) => row.live)
        .map((row) => row.team)
        .sort(),
    ).toEqual([opponent, ownBefore.team].sort());
    const own = table.rows.find((row) => row.team_id === WOMEN)!;
    expect(own).toMatchObject({
      played: ownBefore.played + 1,
      goals_for: ownBefore.goals_for + goalsFor,
      goals_against: ownBefore.goals_against + goalsAgainst,
      points: ownBefore.points + (clubIsHome ? 3 : 0),
      live: true,
    });
    const rival = table.rows.find((row) => row.team === opponent)!;
    const rivalBefore = before.rows.find((row) => row.team === opponent)!;
    expect(rival).toMatchObject({ played: rivalBefore.played + 1, points: rivalBefore.points + (clubIsHome ? 0 : 3) });
    // Ranks follow the points.
    expect(table.rows.map((row) => row.points)).toEqual([...table.rows.map((row) => row.points)].sort((a, b) => b - a));
    // The table's newest change is the 71st-minute goal.
    expect(table.updated_at).toBe(
      new Date(Date.parse(started.startedAt) - (27 * MINUTE - 1550) * 10 * 1000).toISOString(),
    );
    // The other leagues are untouched, and a cup tie never counts.
    await simulate(FIRST_TEAM, 100 * MINUTE);
    expect((await standings(FIRST_TEAM)).rows.some((row) => row.live)).toBe(false);
    expect((await standings(ACADEMY)).rows.some((row) => row.live)).toBe(false);

    // Finished: the result still counts, nobody is live.
    await simulate(WOMEN, 116 * MINUTE + MINUTE);
    const final = await standings(WOMEN);
    expect(final.rows.some((row) => row.live)).toBe(false);
    expect(final.rows.find((row) => row.team_id === WOMEN)).toMatchObject({ played: ownBefore.played + 1 });
    await cmsMatchEventually(feed.id, { status: 'after', period: 'FullTime' });
    // Not counted twice once the CMS says the match is played.
    expect((await standings(WOMEN)).rows.find((row) => row.team_id === WOMEN)).toMatchObject({
      played: ownBefore.played + 1,
    });

    expect((await call('DELETE', `/dev/match-simulator/${WOMEN}`)).status).toBe(204);
    expect((await call('DELETE', `/dev/match-simulator/${FIRST_TEAM}`)).status).toBe(204);
    expect((await standings(WOMEN)).rows).toEqual(before.rows);
  });

  it('plays the academy’s league match with the regular scenario, or the scenario asked for', async () => {
    const started = await simulate(ACADEMY, 5 * MINUTE + 40 * MINUTE);
    expect(started).toMatchObject({ scenario: 'regular' });
    expect(await ticker(ACADEMY)).toMatchObject({
      website: 'nachwuchs',
      period: 'FirstHalf',
      score: { home: 1, away: 1 },
    });
    // Restarting keeps the match and resets it: PreMatch again.
    const again = await simulate(ACADEMY, 0);
    expect(again.matchId).toBe(started.matchId);
    expect(await ticker(ACADEMY)).toMatchObject({ id: started.matchId, period: 'PreMatch', score: null });
    // The first team may play a league match too.
    const league = await simulate(FIRST_TEAM, 0, 1, 'regular');
    expect(league).toMatchObject({ scenario: 'regular' });
    expect(league.matchId).not.toBe(LIVE_CUP_MATCH_ID);
    expect((await cmsMatch(league.matchId)).competition).toBe('Liga');
    for (const team of [ACADEMY, FIRST_TEAM])
      expect((await call('DELETE', `/dev/match-simulator/${team}`)).status).toBe(204);
  });
});

describe('the match simulator’s controls', () => {
  it('holds a match at speed 0: the clock stands where it was put, and the feed does not change', async () => {
    await simulate(FIRST_TEAM, 5 * MINUTE + 20 * MINUTE + 30, 0);
    const first = await call('GET', `/static/liveticker/de/${FIRST_TEAM}.json`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await call('GET', `/static/liveticker/de/${FIRST_TEAM}.json`);
    expect(first.body.clock).toEqual({ period: 'FirstHalf', elapsed: 20 * MINUTE + 30 });
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
    expect(Number.isNaN(Date.parse(first.body.kickoff))).toBe(false);
    await call('DELETE', `/dev/match-simulator/${FIRST_TEAM}`);
  });

  it('refuses an unknown team (404) and a bad body (400 problem)', async () => {
    expect((await call('PUT', '/dev/match-simulator/1', { speed: 1 })).status).toBe(404);
    expect((await call('DELETE', '/dev/match-simulator/1')).status).toBe(404);
    for (const body of [
      { speed: -1 },
      { speed: 3601 },
      { speed: 'fast' },
      { speed: 1, atSecond: -1 },
      { speed: 1, atSecond: 20_001 },
      { speed: 1, atSecond: 1.5 },
      { speed: 1, scenario: 'friendly' },
      { speed: 1, extra: true },
      {},
      '[]',
      '{"speed":',
    ]) {
      const answer = await call('PUT', `/dev/match-simulator/${FIRST_TEAM}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await call('PUT', '/dev/match-simulator/abc', { speed: 1 })).status).toBe(400);
    expect((await call('GET', '/dev/match-simulator')).body).toEqual({ items: [] });
  });

  it('is not part of the OpenAPI document; the feeds are, with named schemas', () => {
    const paths = openapi.paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(Object.keys(paths).filter((path) => path.startsWith('/dev/match-simulator'))).toEqual([]);
    for (const path of [
      '/static/liveticker/{language}/{teamId}.json',
      '/static/standings/{season}/{teamId}.json',
      '/static/live-video.json',
    ])
      expect(paths[path]?.get?.tags, path).toEqual(['live']);
    const schemas = Object.keys(openapi.components.schemas);
    for (const name of ['LiveTickerFeed', 'LiveEvent', 'StandingsFeed', 'StandingsRow', 'LiveVideoFeed'])
      expect(schemas).toContain(name);
  });
});

describe('seed', () => {
  it('gives a database seeded before the live ticker its cup tie and the live stream, once', async () => {
    await platform.db.query('DELETE FROM videos WHERE uid = $1', ['v-live-suedstadt']);
    // The box office came after the cup tie: an older database had no sale of it either.
    for (const table of ['ticket_products', 'match_blocks', 'match_sales'])
      await platform.db.query(`DELETE FROM ${table} WHERE event_id = $1`, [LIVE_CUP_MATCH_ID]);
    await platform.db.query('DELETE FROM cms_matches WHERE id = $1', [LIVE_CUP_MATCH_ID]);
    expect((await call('GET', `/cms/v1/matches/${LIVE_CUP_MATCH_ID}`)).status).toBe(404);
    expect(await seed(platform.db)).toBe(false);
    await seed(platform.db);
    const { rows } = await platform.db.query<{ matches: string | number; videos: string | number }>(
      `SELECT (SELECT count(*) FROM cms_matches WHERE id = $1) AS matches,
              (SELECT count(*) FROM videos WHERE uid = $2) AS videos`,
      [LIVE_CUP_MATCH_ID, 'v-live-suedstadt'],
    );
    expect({ matches: Number(rows[0]!.matches), videos: Number(rows[0]!.videos) }).toEqual({ matches: 1, videos: 1 });
    expect(await cmsMatch(LIVE_CUP_MATCH_ID)).toMatchObject({ status: 'before', awayTeam: 'FC Nordhafen' });
    expect((await ticker(FIRST_TEAM)).id).toBe(LIVE_CUP_MATCH_ID);
  });
});
