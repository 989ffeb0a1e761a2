import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';

let platform: PlatformUnderTest;
let client: GraphClient;
beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
});
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

const get = (path: string, init: RequestInit = {}) => client.graph.fetch(`http://graph.test${path}`, init);

/** Parses a feed with ical.js, registering its time zones as a calendar program would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

interface MatchAnswer {
  matches: {
    internalId: number;
    homeTeam: string;
    awayTeam: string;
    venue: string;
    kickoff: string | null;
    kickoffDate: string;
  }[];
}

describe('the match calendar as iCalendar', () => {
  it('serves a football site’s fixtures in Europe/Berlin, one event per match, with the to-be-determined all-day case', async () => {
    const response = await get('/calendar/profis.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    // One call for the sites, one for the site's matches.
    expect(
      platform
        .callsTo('/cms/')
        .map((call) => call.url.split('?')[0])
        .sort(),
    ).toEqual(['/cms/v1/matches', '/cms/v1/sites']);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');

    const expected = (
      await client.execute<MatchAnswer>(
        `{ matches(site: "profis") { internalId homeTeam awayTeam venue kickoff kickoffDate } }`,
      )
    ).data!.matches;
    expect(events).toHaveLength(expected.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const match of expected) {
      const event = events.find((candidate) => candidate.uid === `match-${match.internalId}@graph.test`)!;
      expect(event.summary).toBe(`${match.homeTeam} – ${match.awayTeam}`);
      expect(event.location).toBe(match.venue);
      if (match.kickoff) {
        expect(event.startDate.isDate).toBe(false);
        expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
        // iCalendar times have whole seconds.
        expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(match.kickoff) / 1000) * 1000);
        expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(2 * 60 * 60 * 1000);
      } else {
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString()).toBe(match.kickoffDate);
        expect(event.description).toContain('noch nicht fest');
      }
    }
    expect(expected.some((match) => match.kickoff === null)).toBe(true);
    expect(expected.some((match) => match.kickoff !== null)).toBe(true);
    // Summer and winter kick-offs carry Berlin's offset of that day (CEST and CET).
    expect(text).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T\d{6}\r\n/);

    // The same feed again: the same UIDs, so a subscribed calendar updates rather than duplicates.
    const again = parse(await (await get('/calendar/profis.ics')).text());
    expect(again.events.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it('shares the CMS answers behind the feed across subscribers', async () => {
    const shared = graphClient(testConfig(platform.platform, { publicCacheTtlMs: 60_000 }));
    try {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => shared.graph.fetch('http://graph.test/calendar/profis.ics')),
      );
      expect(responses.every((response) => response.status === 200)).toBe(true);
      expect(platform.callsTo('/cms/')).toHaveLength(2);
    } finally {
      await shared.graph.dispose();
    }
  });

  it('serves all football sites at /calendar.ics', async () => {
    const { events } = parse(await (await get('/calendar.ics')).text());
    const ids = events.map((event) => Number(/^match-(\d+)@/.exec(event.uid)![1]));
    // Profis, Frauen and U19 fixtures (7001…, 7101…, 7201…).
    for (const first of [7001, 7101, 7201]) expect(ids).toContain(first);
  });

  it('answers 404 for unknown sites, sites without fixtures and paths no site has, without a CMS call for the latter', async () => {
    for (const path of ['/calendar/gibtsnicht.ics', '/calendar/museum.ics']) {
      expect((await get(path)).status, path).toBe(404);
    }
    platform.reset();
    for (const path of [
      '/calendar/../profis.ics',
      '/calendar/%2e%2e%2fprofis.ics',
      `/calendar/${'x'.repeat(5000)}.ics`,
      '/calendar/pro%00fis.ics',
      '/calendar/PROFIS.ics',
      '/calendar/profis.ics/extra',
      '/calendar/profis.ICS',
      '/calendar/⚽.ics',
    ]) {
      expect((await get(path)).status, path.slice(0, 40)).toBe(404);
    }
    expect(platform.callsTo('/cms/')).toHaveLength(0);
    const post = await get('/calendar/profis.ics', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    const head = await get('/calendar/profis.ics', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('gives football sites subscribe links on the request’s host, and other sites none', async () => {
    const result = await client.execute<{
      profis: { calendar: { icsUrl: string; webcalUrl: string; googleUrl: string } | null };
      museum: { calendar: unknown };
    }>(`{
      profis: site(key: "profis") { calendar { icsUrl webcalUrl googleUrl } }
      museum: site(key: "museum") { calendar { icsUrl } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.profis.calendar).toEqual({
      icsUrl: '/calendar/profis.ics',
      webcalUrl: 'webcal://graph.test/calendar/profis.ics',
      googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://graph.test/calendar/profis.ics')}`,
    });
    expect(result.data!.museum.calendar).toBeNull();
  });
});
