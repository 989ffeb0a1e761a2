import { createHash, randomBytes } from 'node:crypto';
import { WEB_CLIENT_ID } from '../src/identity/constants.ts';
import { WEB_SCOPE, type Tokens } from './sign-in.ts';

export interface Page {
  status: number;
  location: string;
  html: string;
  headers: Headers;
}

/**
 * A browser at the OpenID provider's pages, as its tests need one: its own cookies (one sign-in at a time, so
 * paths are not told apart), a client address (X-Forwarded-For from loopback, as HAProxy names the browser) and a
 * language. Redirects are returned, not followed, so tests see each step.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly issuer: string,
    readonly client: string,
    readonly language: 'de' | 'en' = 'de',
  ) {}

  async open(url: string, form?: Record<string, string> | string): Promise<Page> {
    const response = await fetch(new URL(url, this.issuer), {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-forwarded-for': this.client,
        'accept-language': this.language,
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { body: typeof form === 'string' ? form : new URLSearchParams(form).toString() }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return {
      status: response.status,
      location: response.headers.get('location') ?? '',
      html: await response.text(),
      headers: response.headers,
    };
  }

  /** Starts the portal's sign-in (code + PKCE) and opens the login page it leads to. */
  async startSignIn(webOrigin = 'http://127.0.0.1:3000'): Promise<SignIn> {
    const verifier = randomBytes(32).toString('base64url');
    const redirectUri = `${webOrigin}/sso/callback`;
    const authorize = new URL('/connect/authorize', this.issuer);
    authorize.search = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: WEB_SCOPE,
      acr_values: 'Level3',
      ui_locales: this.language,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const started = await this.open(authorize.toString());
    const uid = /^\/interaction\/([^/?]+)$/.exec(new URL(started.location, this.issuer).pathname)?.[1];
    if (!uid) throw new Error(`no interaction: ${started.status} ${started.location}`);
    return { uid, verifier, redirectUri, loginPage: await this.open(started.location) };
  }

  /** Submits the login page of a sign-in. */
  login(signIn: SignIn, email: string, password: string): Promise<Page> {
    return this.open(`/interaction/${signIn.uid}/login`, { email, password });
  }

  /** Follows a finished login to the portal's callback and exchanges the code for tokens. */
  async finish(signIn: SignIn, answer: Page): Promise<Tokens> {
    let page = answer;
    for (let step = 0; step < 10; step++) {
      if (page.location.startsWith(signIn.redirectUri)) {
        const code = new URL(page.location).searchParams.get('code');
        const token = await fetch(new URL('/connect/token', this.issuer), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: code ?? '',
            redirect_uri: signIn.redirectUri,
            client_id: WEB_CLIENT_ID,
            code_verifier: signIn.verifier,
          }),
        });
        if (!token.ok) throw new Error(`token endpoint answered ${token.status}`);
        return (await token.json()) as Tokens;
      }
      if (!page.location) throw new Error(`sign-in stopped with HTTP ${page.status}: ${page.html.slice(0, 300)}`);
      page = await this.open(page.location);
    }
    throw new Error('sign-in did not finish');
  }
}

export interface SignIn {
  uid: string;
  verifier: string;
  redirectUri: string;
  loginPage: Page;
}
