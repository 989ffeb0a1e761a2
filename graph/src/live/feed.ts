/**
 * What the live hub (hub.ts) polls and fans out: a feed of the club's static storage, and the resolver that
 * turns a feed's key back into it on whichever instance polls it. Apart from the hub so that the feeds
 * (upstreams/live/feeds.ts) and the hub's subscriber side (watchers.ts) name them without the hub.
 */

/** A live feed of the club's static storage (the ticker, the standings, the live video), polled by the graph. */
export interface LiveFeed<T = unknown> {
  /** Names the feed on every instance, e.g. ticker:de:159. */
  readonly key: string;
  /** The metric label: a few kinds, never ids. */
  readonly kind: string;
  /** Feeds whose state sets this one's cadence; watching this one watches them too. */
  readonly dependsOn?: readonly string[];
  /** One poll (the upstream call has its own deadline). */
  fetch(): Promise<T>;
  /** When the next poll is due after one, from the latest values (`peek`) of this feed and its dependencies. */
  intervalMs(peek: (key: string) => unknown): number;
}

/** Turns a feed key back into its feed, on whichever instance polls it; undefined for a key it does not know. */
export type FeedResolver = (key: string) => LiveFeed | undefined;
