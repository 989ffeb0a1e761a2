import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_TYPE,
  GRAPH_CLIENT_ID,
  ORGANIZATION_ADMIN_SCOPE,
  TOKEN_EXCHANGE_GRANT,
  WEB_CLIENT_ID,
} from '../src/identity/constants.ts';

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
}

export const WEB_SCOPE = 'openid profile email offline_access shop checkout account contact cms wallet';

/**
 * Signs in through the provider's real pages as a browser would: authorization request with PKCE,
 * the login form, consent, the code exchange. Tests get genuine tokens this way.
 */
export async function signIn(
  issuer: string,
  email: string,
  password: string,
  webOrigin = 'http://127.0.0.1:3000',
): Promise<Tokens> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name.trim(), value);
    }
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${webOrigin}/sso/callback`;
  const authorize = new URL('/connect/authorize', issuer);
  authorize.search = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: WEB_SCOPE,
    acr_values: 'Level3',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  let response = await send(authorize.toString());
  for (let step = 0; step < 10; step++) {
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`sign-in stopped with HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`);
    if (location.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      const token = await fetch(new URL('/connect/token', issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: WEB_CLIENT_ID,
          code_verifier: verifier,
        }),
      });
      if (!token.ok) throw new Error(`token endpoint answered ${token.status}: ${await token.text()}`);
      return (await token.json()) as Tokens;
    }
    const page = await send(location);
    if (page.status === 200 && /\/interaction\/[^/]+$/.test(new URL(location, issuer).pathname)) {
      // The login page: submit the credentials.
      response = await send(`${new URL(location, issuer).pathname}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });
      if (response.status === 401) throw new Error('wrong credentials');
    } else {
      response = page;
    }
  }
  throw new Error('sign-in did not finish');
}

/** The graph's token exchange call, as the graph makes it. */
export async function exchangeForOrganization(
  issuer: string,
  clientSecret: string,
  subjectToken: string,
  organizationId: number,
) {
  const response = await fetch(new URL('/connect/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: GRAPH_CLIENT_ID,
      client_secret: clientSecret,
      grant_type: TOKEN_EXCHANGE_GRANT,
      subject_token_type: ACCESS_TOKEN_TYPE,
      subject_token: subjectToken,
      scope: `${WEB_SCOPE} ${ORGANIZATION_ADMIN_SCOPE}`,
      organization_id: String(organizationId),
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A channel's own token: the client credentials grant with HTTP Basic, as a channel's server asks for it. */
export async function channelToken(issuer: string, clientId: string, clientSecret: string) {
  const response = await fetch(new URL('/connect/token', issuer), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'graph' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
