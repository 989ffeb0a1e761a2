import type { UpstreamMatchOffer, UpstreamTicketBlock, UpstreamTicketPrice } from '../../upstreams/ticketing/types.ts';

/** GraphQL types of the box office and the upstream shapes behind them. */
export type MatchTicketOfferModel = UpstreamMatchOffer;
export type TicketBlockModel = UpstreamTicketBlock;
export type TicketPriceModel = UpstreamTicketPrice;
/** A price category, gathered from the offer's blocks. */
export interface TicketCategoryModel {
  number: number;
  blocks: UpstreamTicketBlock[];
}
