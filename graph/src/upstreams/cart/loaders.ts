import DataLoader from 'dataloader';
import { UpstreamError, type RequestScope } from '../http.ts';
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
  cart: DataLoader<string, UpstreamCart | null>;
  /**
   * What the header's badge needs (the cart's id and item count) per delivery country, or the whole cart
   * when this request already has it (a claim answered it); null when an anonymous visitor has none yet.
   */
  badge: DataLoader<string, CartBadge | UpstreamCart | null>;
  memberships: DataLoader<'self', UpstreamMembership[]>;
  walletAssets: DataLoader<'self', UpstreamWalletAsset[]>;
  partners: DataLoader<'all', UpstreamPartner[]>;
}

export function createCartLoaders(
  carts: CartService,
  shopper: ShopperOfRequest,
  scopes: { public: RequestScope; person: RequestScope },
): CartLoaders {
  const single = <Key, Value>(load: () => Promise<Value>) =>
    new DataLoader<Key, Value>(async (keys) => {
      const value = await load();
      return keys.map(() => value);
    });
  const cart: DataLoader<string, UpstreamCart | null> = new DataLoader((countries) =>
    Promise.all(
      countries.map(async (countryCode) => {
        const reading = await shopper.reading(countryCode);
        if (!reading) return null;
        if (reading.cart) return reading.cart;
        try {
          return await carts.cart(reading.owner, countryCode);
        } catch (error) {
          // The cookie names a shopper the cart service no longer knows: the cart is empty.
          if (shopper.isAnonymous && error instanceof UpstreamError && error.status === 401) {
            await shopper.forgetAnonymous();
            return null;
          }
          throw error;
        }
      }),
    ),
  );
  // The countries whose whole cart this request asks for: a badge of the same cart then reads it too.
  const wholeCartWanted = new Set<string>();
  const loadWholeCart = cart.load.bind(cart);
  cart.load = (countryCode) => {
    wholeCartWanted.add(countryCode);
    return loadWholeCart(countryCode);
  };
  return {
    cart,
    badge: new DataLoader((countries) =>
      Promise.all(
        countries.map(async (countryCode) => {
          // Batches run after the resolvers of a level have asked: another field's whole cart is known here.
          if (wholeCartWanted.has(countryCode)) return cart.load(countryCode);
          const reading = await shopper.reading(countryCode);
          if (!reading) return null;
          if (reading.cart) return reading.cart;
          try {
            return await carts.badge(reading.owner, countryCode);
          } catch (error) {
            if (shopper.isAnonymous && error instanceof UpstreamError && error.status === 401) {
              await shopper.forgetAnonymous();
              return null;
            }
            throw error;
          }
        }),
      ),
    ),
    memberships: single(() => carts.memberships(scopes.person)),
    walletAssets: single(() => carts.walletAssets(scopes.person)),
    partners: single(() => carts.partners(scopes.public)),
  };
}
