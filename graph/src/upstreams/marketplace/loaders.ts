import { eachLoader, lazyLoaders, type Loader } from '../request-loaders.ts';
import { type RequestScope } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import type { MarketplaceService } from './client.ts';
import type {
  PayoutChoice,
  UpstreamListingPage,
  UpstreamPayoutAmount,
  UpstreamPayoutInformation,
  UpstreamPayoutPage,
} from './types.ts';

/** The payout service's pages of offers: 1000, so a person's history is one call (spec 2 section 9). */
export const OFFER_PAGE_SIZE = 1000;
/** The listings' pages: at most 100 (the service's bound); public and shared, so small pages share well. */
export const LISTING_PAGE_SIZE = 100;

export interface MarketplaceLoaders {
  /** A page of the viewer's offers and payouts, newest first, by page number. */
  offerPage: Loader<number, UpstreamPayoutPage>;
  /** Whether and how the viewer's ticket can be offered, and its latest offer; null when it is not theirs. */
  information: Loader<number, UpstreamPayoutInformation | null>;
  /** What offering a ticket would pay out with a choice of payout. */
  quote: Loader<{ ticketId: number; choice: PayoutChoice }, UpstreamPayoutAmount>;
  /** A page of the tickets on sale: public, without a token, shared across requests. */
  listingPage: Loader<number, UpstreamListingPage>;
}

/**
 * Marketplace loaders of one request. Offers and payouts are the effective token's: the service refuses an
 * organisation's, so a person acting for one is told so instead of seeing the person's own; listings are public.
 */
interface MarketplaceDeps {
  marketplace: MarketplaceService;
  scopes: { effective: RequestScope; public: RequestScope };
}

export const createMarketplaceLoaders = lazyLoaders<MarketplaceDeps, MarketplaceLoaders>({
  offerPage: ({ marketplace, scopes }) =>
    eachLoader((page: number) => marketplace.offers(scopes.effective, page, OFFER_PAGE_SIZE)),
  information: ({ marketplace, scopes }) =>
    eachLoader((ticketId: number) => orNull(marketplace.information(scopes.effective, ticketId))),
  quote: ({ marketplace, scopes }) =>
    eachLoader(({ ticketId, choice }: { ticketId: number; choice: PayoutChoice }) =>
      marketplace.quote(scopes.effective, ticketId, choice),
    ),
  listingPage: ({ marketplace, scopes }) =>
    eachLoader((page: number) => marketplace.listings(scopes.public, page, LISTING_PAGE_SIZE)),
});
