import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
});
afterAll(() => platform.close());

const selfWith = (token: string | undefined, path = '/contacts/self') =>
  fetch(platform.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the development OpenID provider', () => {
  it('publishes discovery with the endpoints, PKCE and the authentication level', async () => {
    const discovery = (await (
      await fetch(`${platform.identity.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: platform.identity.issuer,
      token_endpoint: `${platform.identity.issuer}/connect/token`,
      end_session_endpoint: `${platform.identity.issuer}/connect/endsession`,
      revocation_endpoint: `${platform.identity.issuer}/connect/revocation`,
      acr_values_supported: ['Level3'],
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows a club-branded login page in German or English', async () => {
    for (const [language, heading, back] of [
      ['de', 'Anmelden beim SC Südstadt 1899', 'Zurück zum Fanshop, ohne anzumelden'],
      ['en', 'Sign in to SC Südstadt 1899', 'Back to the fan shop without signing in'],
    ]) {
      const authorize = await fetch(
        `${platform.identity.issuer}/connect/authorize?client_id=club-web&response_type=code&scope=openid&ui_locales=${language}` +
          `&redirect_uri=${encodeURIComponent('http://127.0.0.1:3000/sso/callback')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
        { redirect: 'manual' },
      );
      const cookie = authorize.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const page = await fetch(new URL(authorize.headers.get('location')!, platform.identity.issuer), {
        headers: { cookie },
      });
      const html = await page.text();
      expect(html).toContain(heading);
      // A way back to the portal that asked, without signing in.
      expect(html).toContain(`<a class="back" href="http://127.0.0.1:3000/">${back}</a>`);
    }
  });

  it('issues RS256 JWT access tokens for the REST services, with refresh tokens for offline access', async () => {
    const tokens = await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: platform.identity.issuer,
      aud: 'https://api.club.example',
      sub: expect.any(String),
    });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeJwt(tokens.id_token)).toMatchObject({ acr: 'Level3', email: 'fan@club.example' });
  });

  it('refuses wrong credentials', async () => {
    await expect(signIn(platform.identity.issuer, 'fan@club.example', 'falsch')).rejects.toThrow('wrong credentials');
  });
});

describe('/self resources', () => {
  it('serve the token’s own subject only', async () => {
    const lena = await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    const mehmet = await signIn(platform.identity.issuer, 'fan2@club.example', DEMO_PASSWORD);
    expect(await (await selfWith(lena.access_token)).json()).toMatchObject({
      firstName: 'Lena',
      isOrganization: false,
    });
    expect(await (await selfWith(mehmet.access_token)).json()).toMatchObject({ firstName: 'Mehmet' });
  });

  it('answer 401 with WWW-Authenticate without a valid token', async () => {
    for (const token of [undefined, 'garbage', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const response = await selfWith(token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="club"/);
      expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    }
  });

  it('list the organisations a person administers', async () => {
    const sabine = await signIn(platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    const admin = (await (
      await selfWith(sabine.access_token, '/contacts/self/organizations/memberships?IsAdmin=true')
    ).json()) as {
      items: { organization: { name: string; type: string } }[];
    };
    expect(admin.items.map((item) => item.organization)).toEqual([
      expect.objectContaining({ id: 501, name: 'Fanclub Südkurve 1999', type: 'FanClub' }),
    ]);
    const all = (await (await selfWith(sabine.access_token, '/contacts/self/organizations/memberships')).json()) as {
      totalCount: number;
    };
    expect(all.totalCount).toBe(2);
  });
});

describe('the wallet', () => {
  it('holds the club member’s membership badge, and nothing of it for other people', async () => {
    const member = await signIn(platform.identity.issuer, 'mitglied@club.example', DEMO_PASSWORD);
    const fan = await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    const answer = await selfWith(member.access_token, '/assets/self?PageSize=1000&Page=1');
    expect(answer.status).toBe(200);
    const assets = (await answer.json()) as {
      items: { assetTemplate: { type: string } }[];
    };
    expect(assets.items.map((item) => item.assetTemplate.type)).toEqual(['SCSuedstadt1899MembershipBadge']);
    const none = (await (await selfWith(fan.access_token, '/assets/self?PageSize=1000&Page=1')).json()) as {
      items: unknown[];
    };
    expect(none.items).toEqual([]);
    expect((await selfWith(undefined, '/assets/self')).status).toBe(401);
  });

  it('knows the member’s birthday lies within the last ten days', async () => {
    const member = await signIn(platform.identity.issuer, 'mitglied@club.example', DEMO_PASSWORD);
    const contact = (await (await selfWith(member.access_token)).json()) as { birthday: string };
    const thisYear = new Date(`${new Date().getFullYear()}${contact.birthday.slice(4)}T12:00:00Z`);
    const daysAgo = (Date.now() - thisYear.getTime()) / 86_400_000;
    expect(daysAgo).toBeGreaterThanOrEqual(0);
    expect(daysAgo).toBeLessThanOrEqual(10);
  });
});

describe('token exchange (RFC 8693)', () => {
  it('gives an administrator an organisation-scoped token that lives no longer than the subject token', async () => {
    const sabine = await signIn(platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    const { status, body } = await exchangeForOrganization(
      platform.identity.issuer,
      DEFAULT_GRAPH_CLIENT_SECRET,
      sabine.access_token,
      501,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    });
    const exchanged = decodeJwt(body.access_token as string);
    const subject = decodeJwt(sabine.access_token);
    expect(exchanged).toMatchObject({ sub: subject.sub, org_id: 501, aud: 'https://api.club.example' });
    expect(String(exchanged.scope)).toContain('organization.admin');
    expect(exchanged.exp).toBeLessThanOrEqual(subject.exp!);
    const contact = await (await selfWith(body.access_token as string)).json();
    expect(contact).toMatchObject({ isOrganization: true, name: 'Fanclub Südkurve 1999', organizationType: 'FanClub' });
  });

  it('refuses organisations the subject does not administer, forged tokens and other clients', async () => {
    const sabine = await signIn(platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    const memberOnly = await exchangeForOrganization(
      platform.identity.issuer,
      DEFAULT_GRAPH_CLIENT_SECRET,
      sabine.access_token,
      503,
    );
    expect(memberOnly).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const forged = await exchangeForOrganization(
      platform.identity.issuer,
      DEFAULT_GRAPH_CLIENT_SECRET,
      'not.a.token',
      501,
    );
    expect(forged.body.error).toBe('invalid_grant');
    const wrongSecret = await exchangeForOrganization(platform.identity.issuer, 'wrong', sabine.access_token, 501);
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });
});
