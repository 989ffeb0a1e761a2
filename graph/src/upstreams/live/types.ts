import type { components } from '../__generated__/platform.ts';

/** The static storage host's live feeds (generated from the platform's OpenAPI document). */
export type LiveFeedLanguage = 'de' | 'en';
export type UpstreamLiveTicker = components['schemas']['LiveTickerFeed'];
export type UpstreamLiveEvent = UpstreamLiveTicker['events'][number];
export type UpstreamStandings = components['schemas']['StandingsFeed'];
/** Empty while nothing is live. */
export type UpstreamLiveVideo = components['schemas']['LiveVideoFeed'];
