import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import type { GraphConfig } from '../../config.ts';
import { createGraph, type Graph } from '../../yoga.ts';
import { redisUrlForTests } from '../../../test/redis.ts';

/**
 * The live match centre through the graph against the real platform and its match simulator: the ticker's
 * live rules (periods, minutes, 90' + n'), the standings and the live video as queries, and the
 * subscriptions over server-sent events, polled once per interval however many subscribe — on one instance
 * and (with REDIS_URL) on two instances sharing Redis.
 */
const redisUrl = redisUrlForTests();
let platform: PlatformUnderTest;
let client: GraphClient;
/** The feeds' cadence shortened twentyfold: the ticker is polled every 250 ms while active. */
const CADENCE_SCALE = 0.05;
const PROFIS = 159;
const FRAUEN = 16953;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform, { liveCadenceScale: CADENCE_SCALE }));
}, 60_000);
afterAll(async () => {
  await client.graph.dispose();
  await platform.platform.close();
});
beforeEach(async () => {
  platform.reset();
  for (const team of [PROFIS, FRAUEN]) await simulator(team, 'DELETE');
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

/** Starts (or stops) the platform's simulation of a team's match at a match second, at a speed. */
async function simulator(teamId: number, method: 'PUT' | 'DELETE', body?: { speed: number; atSecond?: number }) {
  const response = await fetch(`${platform.platform.url}/dev/match-simulator/${teamId}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect([200, 204, 404]).toContain(response.status);
}
/** Holds a simulated match at a moment (a speed so slow that nothing happens while the test runs). */
const holdAt = (teamId: number, atSecond: number) => simulator(teamId, 'PUT', { speed: 0.001, atSecond });

const run = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const result = await client.execute<Data>(query, variables, headers);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};

const TICKER = `id matchId site path tickerActive period live over break competition kickoff homeTeam awayTeam
  homeGoals awayGoals penalties { home away } afterExtraTime afterPenalties minute { minute stoppage display }
  events { id type period minute { minute stoppage display } side player playerOut homeScore awayScore scored text }
  updatedAt`;

/** Match seconds of the profis' cup tie (the simulator's `penalties` scenario): when each period begins. */
const AT = {
  firstHalf: 5 * 60,
  halfTime: 5 * 60 + 47 * 60,
  secondHalf: 5 * 60 + 47 * 60 + 15 * 60,
  fullTime90: 5 * 60 + 47 * 60 + 15 * 60 + 48 * 60,
  extraFirstHalf: 5 * 60 + 47 * 60 + 15 * 60 + 48 * 60 + 5 * 60,
  shootOut: 5 * 60 + 47 * 60 + 15 * 60 + 48 * 60 + 5 * 60 + 16 * 60 + 2 * 60 + 16 * 60,
};

/** An SSE subscription through the graph's HTTP handler, as graphql-sse's client opens one. */
function subscribe(graph: Graph, query: string, variables: Record<string, unknown> = {}) {
  const controller = new AbortController();
  const events: Data[] = [];
  let completed = false;
  let reader: ReadableStreamDefaultReader<string> | undefined;
  const done = (async () => {
    const response = await graph.fetch('http://graph.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query, variables }),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += value;
        let boundary;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = /^event: (.*)$/m.exec(message)?.[1];
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (event === 'next' && data) events.push(JSON.parse(data) as Data);
          if (event === 'complete') completed = true;
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    events,
    get completed() {
      return completed;
    },
    close: async () => {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
      await done.catch(() => undefined);
    },
  };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Polls of one ticker feed (another test's feed may still be watched for a few seconds). */
const tickerPolls = (language: 'de' | 'en') => platform.callsTo(`/static/liveticker/${language}/${PROFIS}`).length;

describe('the live ticker as a query', () => {
  it('shows a team’s next match before its ticker starts, not live and without a minute', async () => {
    const { liveTicker } = await run(`{ liveTicker(teamId: ${PROFIS}, language: DE) { ${TICKER} } }`);
    expect(liveTicker).toMatchObject({ tickerActive: false, live: false, over: false, minute: null, events: [] });
    expect(liveTicker.path).toBe(`${liveTicker.site}/spiel/${liveTicker.matchId}`);
  });

  it('counts the minute from the period’s start and shows added time as 90′ + n′', async () => {
    await holdAt(PROFIS, AT.secondHalf + 46 * 60 + 20);
    const { liveTicker } = await run(`{ liveTicker(teamId: ${PROFIS}, language: DE) { ${TICKER} } }`);
    expect(liveTicker).toMatchObject({
      tickerActive: true,
      period: 'SECOND_HALF',
      live: true,
      over: false,
      break: false,
      minute: { minute: 90, stoppage: 2, display: "90' + 2'" },
    });
    const kickoff = liveTicker.events.at(-1);
    expect(kickoff).toMatchObject({ type: 'KICKOFF', period: 'FIRST_HALF', minute: { display: "1'" } });
    const secondHalf = liveTicker.events.find((event: Data) => event.type === 'KICKOFF_SECOND_HALF');
    expect(secondHalf.minute.display).toBe("46'");
    // Newest first; each goal carries the score after it.
    const goals = liveTicker.events.filter((event: Data) => event.type === 'GOAL');
    expect(goals.length).toBeGreaterThan(0);
    expect([goals[0].homeScore, goals[0].awayScore]).toEqual([liveTicker.homeGoals, liveTicker.awayGoals]);
    expect(goals[0].text).toMatch(/Tor/);
  });

  it('is in the asked language, English for Japanese', async () => {
    await holdAt(PROFIS, AT.halfTime + 60);
    const english = await run(`{ liveTicker(teamId: ${PROFIS}, language: EN) { id events { text } } }`);
    const japanese = await run(`{ liveTicker(teamId: ${PROFIS}, language: JA) { id events { text } } }`);
    const german = await run(`{ liveTicker(teamId: ${PROFIS}) { id events { text } } }`);
    const { liveTicker: state } = await run(`{ liveTicker(teamId: ${PROFIS}, language: EN) { break period } }`);
    expect(state).toEqual({ break: true, period: 'HALF_TIME' });
    expect(japanese.liveTicker).toEqual(english.liveTicker);
    expect(german.liveTicker.id).not.toBe(english.liveTicker.id);
    expect(german.liveTicker.events.map((event: Data) => event.text)).not.toEqual(
      english.liveTicker.events.map((event: Data) => event.text),
    );
  });

  it('ends the shoot-out in FullTimePens: over, after extra time and penalties, with the tally', async () => {
    await holdAt(PROFIS, AT.shootOut + 20 * 60);
    const { liveTicker } = await run(`{ liveTicker(teamId: ${PROFIS}, language: EN) { ${TICKER} } }`);
    expect(liveTicker).toMatchObject({
      period: 'FULL_TIME_PENS',
      over: true,
      minute: null,
      afterExtraTime: true,
      afterPenalties: true,
      penalties: { home: 4, away: 3 },
    });
    const shots = liveTicker.events.filter((event: Data) => event.type === 'PENALTY_SHOT');
    expect(shots.length).toBeGreaterThanOrEqual(7);
    expect(shots.every((shot: Data) => shot.minute === null && typeof shot.scored === 'boolean')).toBe(true);
  });

  it('answers null for a team without a ticker, another id or a season out of range, never an error', async () => {
    const data = await run(`{
      unknown: liveTicker(teamId: 4711) { id }
      negative: liveTicker(teamId: -1) { id }
      zero: standings(teamId: 0) { id }
      ancient: standings(teamId: ${PROFIS}, season: 1066) { id }
      future: standings(teamId: ${PROFIS}, season: 99999) { id }
    }`);
    expect(data).toEqual({ unknown: null, negative: null, zero: null, ancient: null, future: null });
    // The CMS said so: no feed was asked for an id no site has.
    expect(platform.callsTo('/static/')).toHaveLength(0);
    const tooLarge = await client.execute(`{ liveTicker(teamId: 99999999999) { id } }`);
    expect(tooLarge.errors?.[0]?.message).toMatch(/Int/);
  });
});

describe('a match’s own page', () => {
  it('carries the ticker while the match is its team’s ticker match, and no other match does', async () => {
    await holdAt(PROFIS, AT.firstHalf + 10 * 60);
    const { liveTicker } = await run(`{ liveTicker(teamId: ${PROFIS}) { matchId } }`);
    const data = await run(
      `query($id: Int!) {
      ticked: match(id: $id) { liveTicker(language: EN) { teamId matchId period minute { display } } }
      other: match(id: 7001) { liveTicker { teamId } }
    }`,
      { id: liveTicker.matchId },
    );
    expect(data.ticked.liveTicker).toEqual({
      teamId: PROFIS,
      matchId: liveTicker.matchId,
      period: 'FIRST_HALF',
      minute: { display: "11'" },
    });
    expect(data.other.liveTicker).toBeNull();
  });
});

describe('standings and the live video as queries', () => {
  it('gives the league table with the club’s row, live while a league match runs', async () => {
    await holdAt(FRAUEN, AT.firstHalf + 30 * 60);
    const { standings } = await run(`{ standings(teamId: ${FRAUEN}) { id season teamId competition
      rows { rank team own live played won drawn lost goalsFor goalsAgainst goalDifference points } } }`);
    expect(standings.season).toBe(2025);
    expect(standings.rows).toHaveLength(14);
    expect(standings.rows.map((row: Data) => row.rank)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
    const own = standings.rows.filter((row: Data) => row.own);
    expect(own).toHaveLength(1);
    expect(own[0].live).toBe(true);
    expect(standings.rows.filter((row: Data) => row.live)).toHaveLength(2);
    for (const row of standings.rows) expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
  });

  it('has a live video only while the first team’s match is on', async () => {
    const before = await run(`{ liveVideo { id video { uid } payment } }`);
    expect(before.liveVideo).toMatchObject({ video: null, payment: null });
    await holdAt(PROFIS, AT.firstHalf + 10 * 60);
    const during = await run(`{ liveVideo { id video { uid title } payment } }`);
    expect(during.liveVideo).toMatchObject({ video: { uid: 'v-live-suedstadt' }, payment: 'PAY' });
    expect(during.liveVideo.id).toBe(before.liveVideo.id);
  });
});

describe('live subscriptions over server-sent events', () => {
  it('sends the present state, then each change, to every subscriber from one poll per interval', async () => {
    await holdAt(PROFIS, AT.firstHalf + 10 * 60);
    const query = `subscription { matchUpdated(teamId: ${PROFIS}, language: DE) { id period homeGoals awayGoals
      minute { display } events { id } } }`;
    const subscribers = Array.from({ length: 25 }, () => subscribe(client.graph, query));
    await until(() => subscribers.every((subscriber) => subscriber.events.length >= 1));
    const first = subscribers[0]!.events[0]!.data?.matchUpdated;
    expect(subscribers[0]!.events[0]!.errors).toBeUndefined();
    expect(first).toMatchObject({ period: 'FIRST_HALF', minute: { display: "11'" } });

    // Twelve intervals of 250 ms (the active ticker's 5 s, scaled): about twelve polls for 25 subscribers.
    platform.reset();
    await sleep(3000);
    expect(tickerPolls('de')).toBeGreaterThanOrEqual(8);
    expect(tickerPolls('de')).toBeLessThanOrEqual(16);
    // Nothing changed (the match is held): nothing more was pushed.
    expect(subscribers.every((subscriber) => subscriber.events.length === 1)).toBe(true);

    await holdAt(PROFIS, AT.secondHalf + 46 * 60 + 20);
    await until(() => subscribers.every((subscriber) => subscriber.events.length === 2));
    for (const subscriber of subscribers) {
      expect(subscriber.events[1]!.data.matchUpdated).toMatchObject({
        period: 'SECOND_HALF',
        minute: { display: "90' + 2'" },
      });
    }
    await Promise.all(subscribers.map((subscriber) => subscriber.close()));
  });

  it('pushes the standings and the live video as they change', async () => {
    await holdAt(FRAUEN, AT.firstHalf + 60);
    const standings = subscribe(
      client.graph,
      `subscription { standingsUpdated(teamId: ${FRAUEN}) { id rows { team own live goalsFor goalsAgainst } } }`,
    );
    const video = subscribe(client.graph, `subscription { liveVideoChanged { id video { uid } } }`);
    await until(() => standings.events.length >= 1 && video.events.length >= 1);
    expect(video.events[0]!.data.liveVideoChanged.video).toBeNull();

    await holdAt(FRAUEN, AT.halfTime + 14 * 60);
    await holdAt(PROFIS, AT.firstHalf + 60);
    // The live video is read every 30 s (1.5 s scaled), the standings every 10 s while active (0.5 s).
    await until(() => video.events.length >= 2 && standings.events.length >= 2, 6000);
    expect(video.events.at(-1)!.data.liveVideoChanged.video).toEqual({ uid: 'v-live-suedstadt' });
    const own = (event: Data) => event.data.standingsUpdated.rows.find((row: Data) => row.own);
    expect(own(standings.events.at(-1)!)).not.toEqual(own(standings.events[0]!));
    await Promise.all([standings.close(), video.close()]);
  });

  it('refuses a team without a ticker with BAD_USER_INPUT and polls nothing for it', async () => {
    const refused = subscribe(client.graph, `subscription { matchUpdated(teamId: 4711) { id } }`);
    await until(() => refused.events.length === 1 && refused.completed);
    expect(refused.events[0]!.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Another test's feeds may still be polled for a few seconds; none names this team.
    expect(platform.calls.filter((call) => call.url.includes('4711'))).toHaveLength(0);
    await refused.close();
  });
});

describe.runIf(redisUrl)('two graph instances sharing Redis', () => {
  let config: GraphConfig;
  beforeAll(() => {
    config = testConfig(platform.platform, { liveCadenceScale: CADENCE_SCALE, redisUrl });
  });

  it('delivers every update to subscribers on both, polls once per interval in total, and hands the poll over', async () => {
    await holdAt(PROFIS, AT.firstHalf + 10 * 60);
    const [a, b] = [createGraph({ config }), createGraph({ config })];
    const query = `subscription { matchUpdated(teamId: ${PROFIS}, language: EN) { id period minute { display } } }`;
    const onA = [subscribe(a, query), subscribe(a, query)];
    const onB = [subscribe(b, query), subscribe(b, query)];
    const all = [...onA, ...onB];
    await until(() => all.every((subscriber) => subscriber.events.length >= 1));

    platform.reset();
    await sleep(3000);
    // Twelve intervals: about twelve polls in all, where each instance polling would make about 24.
    expect(tickerPolls('en')).toBeGreaterThanOrEqual(8);
    expect(tickerPolls('en')).toBeLessThanOrEqual(16);

    await holdAt(PROFIS, AT.halfTime + 60);
    await until(() => all.every((subscriber) => subscriber.events.length === 2));
    expect(all.map((subscriber) => subscriber.events[1]!.data.matchUpdated.period)).toEqual(Array(4).fill('HALF_TIME'));

    // The poller goes away: the other instance takes the lease over and its subscribers still get updates.
    const pollerIsA = (await whichPolls(a, b)) === a;
    const [gone, staying, stayingSubscribers] = pollerIsA ? [a, b, onB] : [b, a, onA];
    await Promise.all((pollerIsA ? onA : onB).map((subscriber) => subscriber.close()));
    await gone.dispose();
    await holdAt(PROFIS, AT.secondHalf + 60);
    await until(() => stayingSubscribers.every((subscriber) => subscriber.events.length === 3), 8000);
    expect(stayingSubscribers[0]!.events[2]!.data.matchUpdated.period).toBe('SECOND_HALF');
    await Promise.all(stayingSubscribers.map((subscriber) => subscriber.close()));
    await staying.dispose();
  });
});

/** Which of two graphs holds the poller's lease now (read from its live hub). */
async function whichPolls(a: Graph, b: Graph): Promise<Graph> {
  await until(() => a.live.isPoller || b.live.isPoller);
  return a.live.isPoller ? a : b;
}
