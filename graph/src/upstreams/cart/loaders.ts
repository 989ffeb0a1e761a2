import DataLoader from 'dataloader';
import { type RequestScope } from '../http.ts';
import { UpstreamError } from '../upstream-error.ts';
import { lazyLoaders, onceLoader, type Loader } from '../request-loaders.ts';
import type { CartBadge, CartOwner, CartService } from './client.ts';
import type { UpstreamCart, UpstreamMembership, UpstreamPartner, UpstreamWalletAsset } from './types.ts';

/** How to read one country's cart: whose it is, and the cart itself when claiming it has just answered it. */
export interface CartReading {
  owner: CartOwner;
  cart?: UpstreamCart;
}

/** What the cart loader needs to know about the request's shopper (the graph's request identity provides it). */
export interface ShopperOfRequest {
  readonly isAnonymous: boolean;
  /** How to read the country's cart; undefined when an anonymous visitor has no cart yet (it is empty). */
  reading(countryCode: string): Promise<CartReading | undefined>;
  /** The cart service no longer knows the anonymous shopper: its cart is empty from now on. */
  forgetAnonymous(): Promise<void>;
}

export interface CartLoaders {
  /** The shopper's cart per delivery country; null when an anonymous visitor has none yet. */
  cart: WholeCartLoader;
  /**
   * What the header's badge needs (the cart's id and item count) per delivery country, or the whole cart
   * when this request already has it (a claim answered it); null when an anonymous visitor has none yet.
   */
  badge: Loader<string, CartBadge | UpstreamCart | null>;
  memberships: Loader<'self', UpstreamMembership[]>;
  walletAssets: Loader<'self', UpstreamWalletAsset[]>;
  partners: Loader<'all', UpstreamPartner[]>;
}

/**
 * The shopper's cart per delivery country. It remembers the countries whose whole cart this request asks for,
 * so that a badge of the same cart reads it instead of asking the cart service a second time.
 */
export class WholeCartLoader extends DataLoader<string, UpstreamCart | null> {
  readonly wanted = new Set<string>();

  override load(countryCode: string): Promise<UpstreamCart | null> {
    this.wanted.add(countryCode);
    return super.load(countryCode);
  }
}

interface CartDeps {
  carts: CartService;
  shopper: ShopperOfRequest;
  scopes: { public: RequestScope; person: RequestScope };
}

/**
 * What reading the shopper's cart (`read`) answers, or null when an anonymous visitor has none: a cookie naming
 * a shopper the cart service no longer knows means an empty cart.
 */
async function readCart<T>(
  { shopper }: CartDeps,
  countryCode: string,
  read: (reading: CartReading) => Promise<T>,
): Promise<T | UpstreamCart | null> {
  const reading = await shopper.reading(countryCode);
  if (!reading) return null;
  if (reading.cart) return reading.cart;
  try {
    return await read(reading);
  } catch (error) {
    if (shopper.isAnonymous && error instanceof UpstreamError && error.status === 401) {
      await shopper.forgetAnonymous();
      return null;
    }
    throw error;
  }
}

export const createCartLoaders = lazyLoaders<CartDeps, CartLoaders>({
  cart: (deps) =>
    new WholeCartLoader((countries) =>
      Promise.all(
        countries.map((countryCode) =>
          readCart(deps, countryCode, (reading) => deps.carts.cart(reading.owner, countryCode)),
        ),
      ),
    ),
  badge: (deps, loaders: CartLoaders) =>
    new DataLoader((countries) =>
      Promise.all(
        countries.map((countryCode) =>
          // Batches run after the resolvers of a level have asked: another field's whole cart is known here.
          loaders.cart.wanted.has(countryCode)
            ? loaders.cart.load(countryCode)
            : readCart(deps, countryCode, (reading) => deps.carts.badge(reading.owner, countryCode)),
        ),
      ),
    ),
  memberships: ({ carts, scopes }) => onceLoader(() => carts.memberships(scopes.person)),
  walletAssets: ({ carts, scopes }) => onceLoader(() => carts.walletAssets(scopes.person)),
  partners: ({ carts, scopes }) => onceLoader(() => carts.partners(scopes.public)),
});
