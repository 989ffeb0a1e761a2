/** Which of a site's fixtures a block shows: the match header's match, the countdown's next home match. */
import type { GraphContext } from '../../context.ts';
import type { ContentMatch } from '../../upstreams/content/types.ts';
import type { PageBlockModel } from './content.mappers.ts';

/**
 * The next home match with a kick-off time, for a countdown to it: the club's team is the one in every one of
 * the site's fixtures (its name differs by site: the women's, the U19), a home match one where it is the host.
 */
export function nextHomeMatch(matches: readonly ContentMatch[], now: number): ContentMatch | null {
  const appearances = new Map<string, number>();
  for (const match of matches) {
    for (const team of [match.homeTeam, match.awayTeam]) appearances.set(team, (appearances.get(team) ?? 0) + 1);
  }
  const club = [...appearances].sort((a, b) => b[1] - a[1])[0]?.[0];
  return (
    matches
      .filter((match) => match.homeTeam === club && match.kickoff !== null && Date.parse(match.kickoff) > now)
      .sort((a, b) => Date.parse(a.kickoff!) - Date.parse(b.kickoff!))[0] ?? null
  );
}

/** The match a countdown block counts down to, when it counts down to the next home match. */
export async function countdownMatch(block: PageBlockModel, context: GraphContext): Promise<ContentMatch | null> {
  if (block.until !== 'nextHomeMatch' || typeof block.site !== 'string') return null;
  return nextHomeMatch(await context.loaders.content.matches.load(block.site), Date.now());
}

/** The next match of a site (or the one being played); the latest played when the season is over. */
export function matchOfHeader(matches: ContentMatch[], which: unknown): ContentMatch | null {
  const live = matches.find((match) => match.status === 'live');
  if (live) return live;
  const upcoming = matches.find((match) => match.status === 'before' || match.status === 'announced');
  const played = matches.filter((match) => match.status === 'after').at(-1);
  return (which === 'current' ? (played ?? upcoming) : (upcoming ?? played)) ?? null;
}
