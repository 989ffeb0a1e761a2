import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope } from '../http.ts';
import { UpstreamError } from '../upstream-error.ts';
import type { UpstreamCart, UpstreamMembership, UpstreamPartner, UpstreamWalletAsset } from './types.ts';

/** The header badge's view of a cart: its id, item count and unseen claim notices. */
export interface CartBadge {
  id: number;
  count: number;
  notices: number;
}

/** Who the cart belongs to: the scope's bearer (a person or an organisation), or an anonymous shopper. */
export interface CartOwner {
  scope: RequestScope;
  anonymousUserId?: string | undefined;
}

/** The cart service (v4) with vouchers (v2), discounts (v2), partners, memberships and wallet assets. */
export class CartService {
  private readonly http: UpstreamClient;

  private readonly tenantId: number;

  constructor(
    private readonly config: { baseUrl: string; timeoutMs: number; tenantId: number },
    http?: UpstreamClient,
  ) {
    this.tenantId = config.tenantId;
    this.http =
      http ??
      new UpstreamClient({
        service: 'cart',
        baseUrl: config.baseUrl,
        timeoutMs: config.timeoutMs,
        defaultHeaders: { 'et-tenant-id': String(config.tenantId) },
      });
  }

  /**
   * The same service (same connections, breaker and bulkhead) sharing its public answers through `cache`: the
   * partners whose discount codes a cart accepts are the same for everyone, so a cart page asks for them once
   * in a few seconds instead of once per request.
   */
  withSharedCache(cache: SharedCache): CartService {
    return new CartService(this.config, this.http.withCache(cache));
  }

  /** The breaker's state, for health checks and tests. */
  get circuitState() {
    return this.http.circuitState;
  }

  async createAnonymousUser(scope: RequestScope): Promise<string> {
    const answer = await this.http.call<{ userId: string }>(scope, 'POST', '/carts/anonymousUser');
    return answer.userId;
  }

  claim(scope: RequestScope, anonymousUserId: string, countryCode: string): Promise<UpstreamCart> {
    return this.http.call(scope, 'POST', '/carts/self/claims', {
      query: { countryCode },
      body: { userId: anonymousUserId },
    });
  }

  cart(owner: CartOwner, countryCode: string): Promise<UpstreamCart> {
    return this.http.get(owner.scope, '/carts/self', {
      query: { countryCode, anonymousUserId: owner.anonymousUserId },
    });
  }

  /**
   * The cart badge's answer without the cart: its id and item count from `HEAD /carts/self`
   * (headers cart-id and cart-item-count), far cheaper for both sides than the whole cart.
   */
  async badge(owner: CartOwner, countryCode: string): Promise<CartBadge> {
    const headers = await this.http.call<Record<string, string | string[] | undefined>>(
      owner.scope,
      'HEAD',
      '/carts/self',
      {
        query: { countryCode, anonymousUserId: owner.anonymousUserId },
      },
    );
    const number = (name: string) => {
      const value = Number(headers?.[name]);
      return Number.isSafeInteger(value) && value >= 0 ? value : 0;
    };
    return { id: number('cart-id'), count: number('cart-item-count'), notices: number('cart-notice-count') };
  }

  addItem(
    owner: CartOwner,
    countryCode: string,
    item: { sku: string; quantity: number; userOptionValues: { name: string; value: string }[] },
  ) {
    return this.http.call<UpstreamCart>(owner.scope, 'POST', '/carts/self/items', {
      query: { countryCode, anonymousUserId: owner.anonymousUserId },
      body: item,
    });
  }

  /** Tickets of a match, all in one block (named, or the best available), their places held (issue 44). */
  addTickets(
    owner: CartOwner,
    countryCode: string,
    tickets: {
      eventId: number;
      block?: string;
      category?: number;
      quantities: { priceClass: 'Adult' | 'Member' | 'Reduced' | 'Child'; quantity: number }[];
    },
  ) {
    return this.http.call<UpstreamCart>(owner.scope, 'POST', '/carts/self/tickets', {
      query: { countryCode, anonymousUserId: owner.anonymousUserId },
      body: tickets,
    });
  }

  updateItem(owner: CartOwner, itemId: number, change: { quantity?: number; shippingCode?: string }) {
    return this.http.call<UpstreamCart>(owner.scope, 'PUT', `/carts/self/items/${itemId}`, {
      query: { anonymousUserId: owner.anonymousUserId },
      body: { 'et-tenant-id': this.tenantId, ...change },
    });
  }

  removeItem(owner: CartOwner, itemId: number) {
    return this.http.call<UpstreamCart>(owner.scope, 'DELETE', `/carts/self/items/${itemId}`, {
      query: { anonymousUserId: owner.anonymousUserId, 'et-tenant-id': this.tenantId },
    });
  }

  redeemVoucher(owner: CartOwner, countryCode: string, voucherCode: string) {
    return this.http.call<UpstreamCart>(owner.scope, 'POST', '/vouchers', {
      query: { countryCode, anonymousUserId: owner.anonymousUserId },
      body: { 'et-tenant-id': this.tenantId, voucherCode },
    });
  }

  removeVoucher(owner: CartOwner, voucherId: number) {
    return this.http.call<UpstreamCart>(owner.scope, 'DELETE', `/vouchers/${voucherId}`, {
      query: { anonymousUserId: owner.anonymousUserId },
    });
  }

  addDiscount(owner: CartOwner, countryCode: string, discount: { partnerId: number; code: string }) {
    return this.http.call<UpstreamCart>(owner.scope, 'POST', '/carts/self/discounts', {
      query: { countryCode, anonymousUserId: owner.anonymousUserId },
      body: discount,
    });
  }

  removeDiscount(owner: CartOwner, discountId: number) {
    return this.http.call<UpstreamCart>(owner.scope, 'DELETE', `/carts/self/discounts/${discountId}`, {
      query: { anonymousUserId: owner.anonymousUserId },
    });
  }

  dismissNotices(owner: CartOwner, countryCode: string) {
    return this.http.call<UpstreamCart>(owner.scope, 'DELETE', '/carts/self/notices', {
      query: { countryCode, anonymousUserId: owner.anonymousUserId },
    });
  }

  async partners(scope: RequestScope): Promise<UpstreamPartner[]> {
    const answer = await this.http.get<{ items: UpstreamPartner[] }>(scope, '/partners', {
      query: { Page: 1, PageSize: 100 },
      share: true,
    });
    return answer.items;
  }

  /** The person's memberships with their price groups; none is a 404, which means an empty list. */
  async memberships(scope: RequestScope): Promise<UpstreamMembership[]> {
    try {
      return (await this.http.get<{ items: UpstreamMembership[] }>(scope, '/memberships/self')).items;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return [];
      throw error;
    }
  }

  async walletAssets(scope: RequestScope): Promise<UpstreamWalletAsset[]> {
    const answer = await this.http.get<{ items: UpstreamWalletAsset[] }>(scope, '/assets/self', {
      query: { PageSize: 1000, Page: 1 },
    });
    return answer.items;
  }
}
