import { readCookie } from '../shared/cookies.ts';
import { log } from '../shared/log.ts';
import type { CartOwner, CartService } from '../upstreams/cart/client.ts';
import type { CartReading, ShopperOfRequest } from '../upstreams/cart/loaders.ts';
import type { UpstreamCart } from '../upstreams/cart/types.ts';
import { type RequestScope } from '../upstreams/http.ts';
import { UpstreamError } from '../upstreams/upstream-error.ts';
import { effectiveBearer, type Viewer } from './viewer.ts';
import { isUuid } from '../shared/input.ts';

/** The cookie that identifies an anonymous shopper (spec 1 section 9): the graph's, never the client's. */
export const ANONYMOUS_COOKIE = 'AnonymousUserShoppingId';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is shopping in this request, beside the viewer (who is asking): an anonymous visitor, identified by
 * the cookie that is created the first time a change needs a cart, or the signed-in person (or the
 * organisation they act for). A person who still holds an anonymous cart claims it once, then the cookie
 * goes; the claim answers the merged cart, so reading the cart costs no second call.
 */
export class Shopper implements ShopperOfRequest {
  private claim: { countryCode: string; cart: Promise<UpstreamCart | undefined> } | undefined;
  private anonymousUserId: string | undefined;

  constructor(
    private readonly carts: CartService,
    private readonly viewer: Viewer,
    private readonly scope: RequestScope,
    cookieHeader: string | null,
    private readonly setCookie: (cookie: string) => void,
  ) {
    const cookie = readCookie(cookieHeader, ANONYMOUS_COOKIE);
    // The cart service's anonymous ids are UUIDs; a cookie holding anything else names no shopper.
    this.anonymousUserId = cookie && isUuid(cookie) ? cookie : undefined;
  }

  get isAnonymous(): boolean {
    return this.viewer.kind !== 'person';
  }

  async reading(countryCode: string): Promise<CartReading | undefined> {
    if (!this.isAnonymous) {
      const owner = this.personOwner();
      const claimed = await this.claimFor(owner, countryCode);
      return claimed?.countryCode === countryCode ? { owner, cart: claimed.cart } : { owner };
    }
    return this.anonymousUserId ? { owner: { scope: this.scope, anonymousUserId: this.anonymousUserId } } : undefined;
  }

  /** The owner for changing the cart, creating the anonymous shopper when there is none yet. */
  async owner(countryCode: string): Promise<CartOwner> {
    if (!this.isAnonymous) {
      const owner = this.personOwner();
      await this.claimFor(owner, countryCode);
      return owner;
    }
    if (!this.anonymousUserId) await this.startAnonymous();
    return { scope: this.scope, anonymousUserId: this.anonymousUserId };
  }

  async forgetAnonymous(): Promise<void> {
    this.anonymousUserId = undefined;
    this.setCookie(`${ANONYMOUS_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`);
  }

  async startAnonymous(): Promise<void> {
    this.anonymousUserId = await this.carts.createAnonymousUser(this.scope);
    this.setCookie(
      `${ANONYMOUS_COOKIE}=${this.anonymousUserId}; Path=/; Max-Age=${YEAR_SECONDS}; Secure; HttpOnly; SameSite=Lax`,
    );
  }

  private personOwner(): CartOwner {
    return { scope: { ...this.scope, bearer: effectiveBearer(this.viewer) } };
  }

  /**
   * Claims the anonymous cart once per request, for the country first asked; later callers wait for the same
   * claim. Resolves with the claim's answer, or undefined when there was nothing to claim.
   */
  private async claimFor(
    owner: CartOwner,
    countryCode: string,
  ): Promise<{ countryCode: string; cart: UpstreamCart } | undefined> {
    if (!this.claim) {
      if (!this.anonymousUserId) return undefined;
      this.claim = { countryCode, cart: this.claimCart(owner, this.anonymousUserId, countryCode) };
    }
    const cart = await this.claim.cart;
    return cart && { countryCode: this.claim.countryCode, cart };
  }

  private claimCart(owner: CartOwner, anonymousUserId: string, countryCode: string): Promise<UpstreamCart | undefined> {
    return this.carts.claim(owner.scope, anonymousUserId, countryCode).then(
      async (cart) => {
        await this.forgetAnonymous();
        return cart;
      },
      async (error: unknown) => {
        // An anonymous shopper the service no longer knows has nothing to claim.
        if (error instanceof UpstreamError && (error.status === 404 || error.status === 401)) {
          await this.forgetAnonymous();
          return undefined;
        }
        log.warn('cart claim failed', {
          requestId: this.scope.requestId,
          status: error instanceof UpstreamError ? error.status : undefined,
        });
        throw error;
      },
    );
  }
}
