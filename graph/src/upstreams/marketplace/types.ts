import type { components, paths } from '../__generated__/platform.ts';

/** An offer on the marketplace with its payout, as the payout service answers it. */
export type UpstreamPayout = components['schemas']['Payout'];
export type UpstreamPayoutType = UpstreamPayout['payoutType'];
export type UpstreamPayoutState = UpstreamPayout['state'];
/** The ticket an offer is about (without its barcode). */
export type UpstreamPayoutTicket = UpstreamPayout['ticket'];
export type UpstreamPayoutPage = paths['/payouts']['get']['responses']['200']['content']['application/json'];
/** Whether and how a ticket can be offered (`GET /payouts/tickets/{id}/payoutInformation`). */
export type UpstreamPayoutInformation =
  paths['/payouts/tickets/{id}/payoutInformation']['get']['responses']['200']['content']['application/json'];
/** What offering a ticket would pay out (`GET /payouts/tickets/{id}/payoutAmount`). */
export type UpstreamPayoutAmount =
  paths['/payouts/tickets/{id}/payoutAmount']['get']['responses']['200']['content']['application/json'];
export type UpstreamOfferRequest = NonNullable<
  paths['/payouts/tickets']['post']['requestBody']
>['content']['application/json'];
export type UpstreamMarketplaceListing = components['schemas']['MarketplaceListing'];
export type UpstreamListingPage =
  paths['/marketplace/listings']['get']['responses']['200']['content']['application/json'];

/** How the seller is paid out, in the REST fields: a voucher, a stored card or PayPal account, or neither. */
export interface PayoutChoice {
  useVoucher: boolean;
  paymentTokenId?: string | undefined;
}
