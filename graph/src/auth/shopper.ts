import type { Viewer } from '../../auth/viewer.ts';
import { effectiveBearer } from '../../auth/viewer.ts';
import { readCookie } from '../../shared/cookies.ts';
import { log } from '../../shared/log.ts';
import type { CartOwner, CartService } from '../../upstreams/cart/client.ts';
import { UpstreamError, type RequestScope } from '../../upstreams/http.ts';

/** The cookie that identifies an anonymous shopper (spec 1 section 9): the graph's, never the client's. */
export const ANONYMOUS_COOKIE = 'AnonymousUserShoppingId';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Who is shopping in this request. Anonymous visitors are identified by the cookie, created the first
 * time a change needs a cart; a signed-in person claims the anonymous cart once, then the cookie goes.
 */
export class Shopper {
  private claimed: Promise<void> | undefined;
  private anonymousUserId: string | undefined;

  constructor(
    private readonly carts: CartService,
    private readonly viewer: Viewer,
    private readonly scope: RequestScope,
    request: Request,
    private readonly setCookie: (cookie: string) => void,
  ) {
    const cookie = readCookie(request.headers.get('cookie'), ANONYMOUS_COOKIE);
    this.anonymousUserId = cookie && /^[0-9a-f-]{36}$/i.test(cookie) ? cookie : undefined;
  }

  get isAnonymous(): boolean {
    return this.viewer.kind !== 'person';
  }

  /** The owner for reading the cart; undefined when an anonymous visitor has no cart yet (it is empty). */
  async existingOwner(countryCode: string): Promise<CartOwner | undefined> {
    if (!this.isAnonymous) return this.personOwner(countryCode);
    return this.anonymousUserId ? { scope: this.scope, anonymousUserId: this.anonymousUserId } : undefined;
  }

  /** The owner for changing the cart, creating the anonymous shopper when there is none yet. */
  async owner(countryCode: string): Promise<CartOwner> {
    if (!this.isAnonymous) return this.personOwner(countryCode);
    if (!this.anonymousUserId) await this.startAnonymous();
    return { scope: this.scope, anonymousUserId: this.anonymousUserId };
  }

  /** The shopper's cookie names an anonymous user the cart service no longer knows: start afresh. */
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

  private async personOwner(countryCode: string): Promise<CartOwner> {
    const scope = { ...this.scope, bearer: effectiveBearer(this.viewer) };
    if (this.anonymousUserId) {
      const anonymousUserId = this.anonymousUserId;
      this.claimed ??= this.carts.claim(scope, anonymousUserId, countryCode).then(
        () => this.forgetAnonymous(),
        (error: unknown) => {
          // An anonymous shopper the service no longer knows has nothing to claim.
          if (error instanceof UpstreamError && (error.status === 404 || error.status === 401))
            return this.forgetAnonymous();
          log.warn('cart claim failed', {
            requestId: this.scope.requestId,
            status: error instanceof UpstreamError ? error.status : undefined,
          });
          throw error;
        },
      );
      await this.claimed;
    }
    return { scope };
  }
}
