import type { RequestScope } from '../http.ts';
import { eachLoader, lazyLoaders, onceLoader, type Loader } from '../request-loaders.ts';
import type { CheckoutService } from './client.ts';
import type {
  UpstreamAddress,
  UpstreamCheckout,
  UpstreamCheckoutPage,
  UpstreamGroup,
  UpstreamPaymentInfo,
} from './types.ts';

/** The checkout service's pages are 50 checkouts (spec 2 section 9). */
export const CHECKOUT_PAGE_SIZE = 50;

export interface CheckoutLoaders {
  /** A page of the viewer's checkouts (orders), by page number. */
  page: Loader<number, UpstreamCheckoutPage>;
  /** One checkout by its id or by the payment token the SEPA confirmation carries; null when not the viewer's. */
  checkout: Loader<string, UpstreamCheckout | null>;
  paymentStatus: Loader<string, Awaited<ReturnType<CheckoutService['paymentStatus']>>>;
  paymentInfo: Loader<'self', UpstreamPaymentInfo>;
  addresses: Loader<'self', UpstreamAddress[]>;
  /** The person's groups (tester groups): always the person's own, also while acting for an organisation. */
  groups: Loader<'self', UpstreamGroup[]>;
}

interface CheckoutDeps {
  checkouts: CheckoutService;
  scopes: { effective: RequestScope; person: RequestScope };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checkout loaders of one request. Orders, addresses and payment methods belong to the effective token
 * (the organisation while acting for one); groups to the person.
 */
export const createCheckoutLoaders = lazyLoaders<CheckoutDeps, CheckoutLoaders>({
  page: ({ checkouts, scopes }) =>
    eachLoader((page: number) => checkouts.list(scopes.effective, page, CHECKOUT_PAGE_SIZE)),
  checkout: ({ checkouts, scopes }) =>
    eachLoader((id: string) =>
      UUID.test(id) ? checkouts.get(scopes.effective, id) : checkouts.byPaymentToken(scopes.effective, id),
    ),
  paymentStatus: ({ checkouts, scopes }) => eachLoader((id: string) => checkouts.paymentStatus(scopes.effective, id)),
  paymentInfo: ({ checkouts, scopes }) => onceLoader(() => checkouts.paymentInfo(scopes.effective)),
  addresses: ({ checkouts, scopes }) => onceLoader(() => checkouts.addresses(scopes.effective)),
  groups: ({ checkouts, scopes }) => onceLoader(() => checkouts.groups(scopes.person)),
});
