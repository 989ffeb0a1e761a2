import { guestCartItems, rememberGuestCart } from './signInConfirmation.ts';
import type { User, UserManager } from 'oidc-client-ts';
import type { Language } from '../app/pages.ts';
import { clearOfflineWallet } from './offlineWallet.ts';
import { COOKIES, deleteCookie, readCookie, writeCookie } from './cookies.ts';

export interface ActingFor {
  id: string;
  name: string;
  type: string;
}

export interface SessionState {
  /** False until a previous sign-in has been restored (or found absent) after a page load. */
  ready: boolean;
  user: User | null;
  actingFor: ActingFor | null;
  /**
   * Set while a person was signed in on this device but their session could not be restored for want
   * of a network (the stadium): their subject, so the tickets they kept on the device open at the gate
   * (auth/offlineWallet.ts). Null otherwise; the session is restored when the network is back.
   */
  offlineSubject: string | null;
}

/** The subject of the person signed in on this device, for the tickets kept on it (offlineWallet.ts). */
const SUBJECT_KEY = 'club.signedInSubject';

function storedSubject(): string | null {
  try {
    return localStorage.getItem(SUBJECT_KEY);
  } catch {
    return null;
  }
}

function storeSubject(subject: string | null): void {
  try {
    if (subject) localStorage.setItem(SUBJECT_KEY, subject);
    else localStorage.removeItem(SUBJECT_KEY);
  } catch {
    // Storage refused (a private mode): there are no kept tickets to find either.
  }
}

/**
 * A restore that failed for want of a network (no signal, the provider or its configuration
 * unreachable, the sign-in library's code not loaded), not because the session has ended.
 */
function unreachable(error: unknown): boolean {
  if (!navigator.onLine || error instanceof TypeError) return true;
  return (
    error instanceof Error &&
    /ErrorTimeout|network|failed to fetch|dynamically imported/i.test(`${error.name} ${error.message}`)
  );
}

/**
 * The browser's sign-in state around oidc-client-ts: who is signed in, whom they act for, and the
 * sign-in and sign-out journeys with the cookies the spec names. Components subscribe to it; the Relay
 * network reads the access token from it.
 *
 * The sign-in library is loaded on first use only (signing in, finishing a journey on a callback page,
 * or restoring a session after a reload): a visitor who never signed in never downloads it.
 */
export class Session {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  /** Set while the browser leaves for the provider's sign-out: nothing may start a sign-in then. */
  private leaving = false;

  private manager: Promise<UserManager> | undefined;

  constructor(private readonly loadUserManager: () => Promise<UserManager>) {
    this.state = { ready: false, user: null, actingFor: readActingFor(), offlineSubject: null };
  }

  /** The library's UserManager, loaded and wired to this session on first use. */
  userManager(): Promise<UserManager> {
    this.manager ??= this.loadUserManager().then((userManager) => {
      userManager.events.addUserLoaded((user) => this.set({ user }));
      userManager.events.addUserUnloaded(() => this.set({ user: null }));
      // A failed silent renewal signs the user out (spec 1 section 4); one that failed for want of a
      // network does not (the stadium): the tickets kept for the gate stay, and a query without a valid
      // token asks for a new sign-in once there is a network again.
      userManager.events.addSilentRenewError((error) => {
        if (!unreachable(error)) void this.forget();
      });
      return userManager;
    });
    // A failed load (offline) may be tried again by the next sign-in.
    this.manager.catch(() => (this.manager = undefined));
    return this.manager;
  }

  get snapshot(): SessionState {
    return this.state;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get accessToken(): string | undefined {
    const user = this.state.user;
    return user && !user.expired ? user.access_token : undefined;
  }

  /**
   * After a page load: a person who was signed in (the LoginDateTime cookie says so) gets their tokens
   * back silently, before the first page query runs, so that it is asked with their token. Anonymous
   * visitors skip this and the sign-in library entirely.
   */
  async restore(): Promise<void> {
    // The callback pages finish a journey themselves; restoring there would race them.
    if (readCookie(COOKIES.loginDateTime) && !window.location.pathname.startsWith('/sso/')) {
      try {
        const user = await (await this.userManager()).signinSilent();
        this.set({ user, offlineSubject: null });
      } catch (error) {
        if (!unreachable(error)) await this.forget();
        else {
          // Still signed in, as far as anyone can tell: the kept tickets open, and the session comes
          // back with the network.
          this.set({ offlineSubject: storedSubject() });
          window.addEventListener('online', () => void this.restore(), { once: true });
        }
      }
    }
    this.set({ ready: true });
  }

  /** Sends the browser to the provider, remembering the page to come back to. */
  async signIn(language: Language, returnTo = currentUrl()): Promise<void> {
    if (this.leaving) return;
    // Whatever button started it, the first page after the return says the guest cart was taken over.
    if (!this.state.user) rememberGuestCart(guestCartItems());
    writeCookie(COOKIES.urlBeforeSignIn, returnTo, 60 * 60);
    await (await this.userManager()).signinRedirect({ ui_locales: language });
  }

  /** Finishes sign-in on /sso/callback (the provider's answer is in the URL) and says where to go next. */
  async completeSignIn(url?: string): Promise<string> {
    const user = await (await this.userManager()).signinRedirectCallback(url);
    writeCookie(COOKIES.loginDateTime, new Date().toISOString());
    writeCookie(COOKIES.loginTimezone, Intl.DateTimeFormat().resolvedOptions().timeZone);
    const returnTo = safeReturnPath(readCookie(COOKIES.urlBeforeSignIn));
    deleteCookie(COOKIES.urlBeforeSignIn);
    this.set({ user, ready: true });
    return returnTo;
  }

  async signOut(language: Language): Promise<void> {
    // Unloading the user re-renders the page without a token on its way out; a 401 it provokes then
    // must not turn the sign-out into a new sign-in.
    this.leaving = true;
    writeCookie(COOKIES.urlBeforeSignOut, currentUrl(), 60 * 60);
    deleteCookie(COOKIES.loginDateTime);
    deleteCookie(COOKIES.loginTimezone);
    // The tickets kept for the gate leave the device with the person.
    await this.forgetDeviceData();
    await this.revokeRefreshToken();
    await (await this.userManager()).signoutRedirect({ extraQueryParams: { ui_locales: language } });
  }

  /**
   * Access tokens are self-contained JWTs (15 minutes) the provider cannot revoke; revoking the refresh
   * token ends the grant, so no new access token can be had after sign-out. A failure here must not
   * keep anyone signed in, so it only goes to the console.
   */
  private async revokeRefreshToken(): Promise<void> {
    const userManager = await this.userManager();
    const user = await userManager.getUser();
    if (!user?.refresh_token) return;
    try {
      const endpoint = await userManager.metadataService.getRevocationEndpoint();
      if (!endpoint) return;
      await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: user.refresh_token,
          token_type_hint: 'refresh_token',
          client_id: userManager.settings.client_id,
        }),
      });
    } catch (error) {
      console.warn('refresh token revocation failed', error instanceof Error ? error.name : error);
    }
  }

  /** Finishes sign-out on /sso/callback-logout and says where to go next. */
  async completeSignOut(url?: string): Promise<string> {
    await (await this.userManager()).signoutRedirectCallback(url);
    await this.forgetDeviceData();
    this.actAs(null);
    const returnTo = safeReturnPath(readCookie(COOKIES.urlBeforeSignOut));
    deleteCookie(COOKIES.urlBeforeSignOut);
    this.set({ user: null, ready: true });
    return returnTo;
  }

  /** Switches between the personal account (null) and an organisation the person administers. */
  actAs(organization: ActingFor | null): void {
    if (organization) {
      writeCookie(COOKIES.organizationId, organization.id);
      writeCookie(COOKIES.organizationName, organization.name);
      writeCookie(COOKIES.organizationType, organization.type);
    } else {
      for (const name of [COOKIES.organizationId, COOKIES.organizationName, COOKIES.organizationType])
        deleteCookie(name);
    }
    this.set({ actingFor: organization });
  }

  /** Signed out locally, without a trip to the provider (its session is gone already). */
  private async forget(): Promise<void> {
    // Only reached with the library loaded (a failed restore or renewal).
    await this.manager?.then(
      (userManager) => userManager.removeUser(),
      () => undefined,
    );
    deleteCookie(COOKIES.loginDateTime);
    deleteCookie(COOKIES.loginTimezone);
    await this.forgetDeviceData();
    this.actAs(null);
    this.set({ user: null });
  }

  /** Removes what the device kept of the person: their tickets for the gate and whose they are. */
  private async forgetDeviceData(): Promise<void> {
    storeSubject(null);
    this.state = { ...this.state, offlineSubject: null };
    await clearOfflineWallet();
  }

  private set(change: Partial<SessionState>): void {
    const subject = change.user?.profile.sub;
    if (subject && subject !== storedSubject()) {
      // Another person on this device: what was kept for the one before goes.
      void clearOfflineWallet();
      storeSubject(subject);
    }
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

function readActingFor(): ActingFor | null {
  const id = readCookie(COOKIES.organizationId);
  if (!id) return null;
  return { id, name: readCookie(COOKIES.organizationName) ?? '', type: readCookie(COOKIES.organizationType) ?? '' };
}

const currentUrl = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Only paths of this portal are followed after sign-in or sign-out, never another site. */
export function safeReturnPath(value: string | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/sso/') ? value : '/';
}
