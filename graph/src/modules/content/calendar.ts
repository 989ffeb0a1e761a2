import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Plugin } from 'graphql-yoga';
import { requestIdOf } from '../../observability/request-id.ts';
import { log } from '../../shared/log.ts';
import { useRoute } from '../../shared/routes.ts';
import type { ContentService } from '../../upstreams/content/client.ts';
import type { ContentMatch, ContentSite } from '../../upstreams/content/types.ts';
import type { RequestScope } from '../../upstreams/http.ts';

/**
 * The club's fixtures as iCalendar feeds (RFC 5545) that calendar programs subscribe to:
 * `/calendar/{site}.ics` for one football site, `/calendar.ics` for all of them. Built with ical-generator,
 * times in Europe/Berlin with its VTIMEZONE, one VEVENT per match with a UID that stays the same across
 * fetches, so a subscribed calendar updates its events instead of duplicating them.
 */

export const CALENDAR_TIME_ZONE = 'Europe/Berlin';
/** How long a match is in the calendar: 90 minutes, half time, stoppage time. */
const MATCH_DURATION_MS = 2 * 60 * 60 * 1000;
/** Feeds may be cached by browsers, proxies and calendar services for this long. */
const MAX_AGE_SECONDS = 300;
const FEED = /^\/calendar(?:\/([a-z0-9][a-z0-9-]{0,39}))?\.ics$/;
const CLUB = 'SC Südstadt 1899';
const TO_BE_DETERMINED =
  'Der genaue Anstoßtermin steht noch nicht fest. (Exact kick-off time is still to be determined.)';

/** Sites whose fixtures make a calendar: the football sites. */
export const hasCalendar = (site: Pick<ContentSite, 'kind'>): boolean => site.kind === 'football';

/** The feed of a site and the links that subscribe Google Calendar, Apple Calendar and Outlook to it. */
export function calendarLinks(site: string, origin: URL) {
  const icsUrl = `/calendar/${site}.ics`;
  const webcalUrl = `webcal://${origin.host}${icsUrl}`;
  return {
    icsUrl,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
  };
}

/** The iCalendar text of `matches`, named after `name`. */
export function matchCalendar(name: string, matches: readonly ContentMatch[], host: string): string {
  const calendar = ical({
    name,
    prodId: { company: CLUB, product: 'Spielplan', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    // The events name their zone, and the generator writes its VTIMEZONE. No calendar-wide zone: with one,
    // ical-generator would write DTSTAMP in local time, where RFC 5545 wants UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: MAX_AGE_SECONDS,
    x: [{ key: 'X-WR-TIMEZONE', value: CALENDAR_TIME_ZONE }],
  });
  for (const match of matches) {
    const common = {
      id: `match-${match.id}@${host}`,
      summary: `${match.homeTeam} – ${match.awayTeam}`,
      location: match.venue,
      // The stamp must not change between fetches of an unchanged match: the kick-off date will do.
      stamp: new Date(`${match.kickoffDate}T00:00:00Z`),
    };
    if (match.kickoff) {
      // ical-generator writes a native Date's local wall time under the TZID; TZDate's is Berlin's.
      const start = new TZDate(Date.parse(match.kickoff), CALENDAR_TIME_ZONE);
      calendar.createEvent({
        ...common,
        start,
        end: new TZDate(start.getTime() + MATCH_DURATION_MS, CALENDAR_TIME_ZONE),
        timezone: CALENDAR_TIME_ZONE,
        description: match.competition + (match.matchday ? `, ${match.matchday}. Spieltag` : ''),
      });
    } else {
      // No kick-off time yet: an all-day event on the day (in Berlin, whatever the server's zone), which says so.
      const [year, month, day] = match.kickoffDate.split('-').map(Number) as [number, number, number];
      calendar.createEvent({
        ...common,
        start: new TZDate(year, month - 1, day, CALENDAR_TIME_ZONE),
        end: new TZDate(year, month - 1, day + 1, CALENDAR_TIME_ZONE),
        allDay: true,
        timezone: CALENDAR_TIME_ZONE,
        description: `${match.competition}${match.matchday ? `, ${match.matchday}. Spieltag` : ''}. ${TO_BE_DETERMINED}`,
      });
    }
  }
  return calendar.toString();
}

/**
 * Serves the feeds from the graph's process, through the graph's CMS service with its shared cache: a feed
 * is public, asked without a token, and many subscribers cost one CMS call per site every few seconds.
 */
export function useCalendarFeeds(cms: ContentService): Plugin {
  return useRoute(FEED, async ({ request, url, endResponse, fetchAPI }, found) => {
    const key = found[1];
    const text = (status: number, body: string, headers: Record<string, string> = {}) =>
      endResponse(
        new fetchAPI.Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } }),
      );
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return text(405, 'Method not allowed', { allow: 'GET, HEAD' });
    const scope: RequestScope = { requestId: requestIdOf(request), signal: request.signal };
    try {
      const sites = (await cms.sites(scope, 'de')).filter(hasCalendar);
      const chosen = key === undefined ? sites : sites.filter((site) => site.key === key);
      if (chosen.length === 0) return text(404, 'No calendar here');
      const matches = (await Promise.all(chosen.map((site) => cms.matches(scope, site.key)))).flat();
      matches.sort((a, b) => a.kickoffDate.localeCompare(b.kickoffDate) || a.id - b.id);
      const name = key === undefined ? `${CLUB} – Spielplan` : `${CLUB} – ${chosen[0]!.name.text} – Spielplan`;
      const body = matchCalendar(name, matches, url.host);
      return endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : body, {
          status: 200,
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': `inline; filename="${key ?? 'spielplan'}.ics"`,
            'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
          },
        }),
      );
    } catch (error) {
      log.warn('calendar feed failed', {
        requestId: scope.requestId,
        error: error instanceof Error ? error.name : 'unknown',
      });
      return text(503, 'The calendar is not available right now', { 'retry-after': '30' });
    }
  });
}
