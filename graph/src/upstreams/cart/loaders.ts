import DataLoader from 'dataloader';
import type { Shopper } from '../../modules/cart/shopper.ts';
import { UpstreamError, type RequestScope } from '../http.ts';
import type { CartService } from './client.ts';
import type { UpstreamCart, UpstreamMembership, UpstreamPartner, UpstreamWalletAsset } from './types.ts';

export interface CartLoaders {
  /** The shopper's cart per delivery country; null when an anonymous visitor has none yet. */
  cart: DataLoader<string, UpstreamCart | null>;
  memberships: DataLoader<'self', UpstreamMembership[]>;
  walletAssets: DataLoader<'self', UpstreamWalletAsset[]>;
  partners: DataLoader<'all', UpstreamPartner[]>;
}

export function createCartLoaders(
  carts: CartService,
  shopper: Shopper,
  scopes: { public: RequestScope; person: RequestScope },
): CartLoaders {
  const single = <Value>(load: () => Promise<Value>) =>
    new DataLoader<'self' | 'all', Value>(async (keys) => {
      const value = await load();
      return keys.map(() => value);
    });
  return {
    cart: new DataLoader((countries) =>
      Promise.all(
        countries.map(async (countryCode) => {
          const owner = await shopper.existingOwner(countryCode);
          if (!owner) return null;
          try {
            return await carts.cart(owner, countryCode);
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
    ),
    memberships: single(() => carts.memberships(scopes.person)) as DataLoader<'self', UpstreamMembership[]>,
    walletAssets: single(() => carts.walletAssets(scopes.person)) as DataLoader<'self', UpstreamWalletAsset[]>,
    partners: single(() => carts.partners(scopes.public)) as DataLoader<'all', UpstreamPartner[]>,
  };
}
