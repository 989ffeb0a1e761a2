import type {
  UpstreamMarketplaceListing,
  UpstreamPayout,
  UpstreamPayoutAmount,
  UpstreamPayoutInformation,
  UpstreamPayoutTicket,
} from '../../upstreams/marketplace/types.ts';

export type MarketplaceOfferModel = UpstreamPayout;
export type MarketplaceTicketModel = UpstreamPayoutTicket;
export type PayoutPaymentMethodModel = NonNullable<UpstreamPayout['paymentMethod']>;
export type MarketplaceOfferQuoteModel = UpstreamPayoutAmount;
export type TicketMarketplaceModel = UpstreamPayoutInformation;
export type MarketplaceListingModel = UpstreamMarketplaceListing;
