import type { components } from '../__generated__/platform.ts';

/** What the box office sells of a match (GET /ticketing/v1/matches/{eventId}/offer). */
export type UpstreamMatchOffer = components['schemas']['MatchOffer'];
export type UpstreamTicketBlock = UpstreamMatchOffer['blocks'][number];
export type UpstreamTicketPrice = UpstreamTicketBlock['prices'][number];
