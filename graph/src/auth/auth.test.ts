import { generateKeyPair, SignJWT, exportSPKI, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../test/harness.ts';
import { createServices } from '../services.ts';
import { OrganizationTokens } from './organization-tokens.ts';

let platform: PlatformUnderTest;
let client: GraphClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
});
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

const SIGNED_IN_QUERY = `{ viewer { organizations { name } } }`;
const AUDIENCE = 'https://api.club.example';

/** A token signed with the provider's own key, with the claims given (and the usual ones by default). */
async function forge(
  claims: Record<string, unknown>,
  options: { issuer?: string; audience?: string; exp?: number | null; iat?: number } = {},
) {
  const key = platform.platform.identity.signingKey;
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ scope: 'shop contact', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(options.issuer ?? platform.platform.identity.issuer)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e01')
    .setIssuedAt(options.iat ?? now - 60);
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? now + 600);
  return jwt.sign(key.privateKey);
}

describe('a field that needs sign-in', () => {
  it('answers 401 with WWW-Authenticate and makes no upstream call for every bad token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const publicKeyPem = await exportSPKI(platform.platform.identity.signingKey.publicKey);
    const stranger = await generateKeyPair('RS256');
    const cases: Record<string, string | undefined> = {
      'no token': undefined,
      garbage: 'garbage.token.here',
      'alg none': new UnsecuredJWT({ sub: 'x', scope: 'shop' })
        .setIssuer(platform.platform.identity.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('10m')
        .encode(),
      'HS256 signed with the public key': await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: platform.platform.identity.signingKey.kid })
        .setIssuer(platform.platform.identity.issuer)
        .setAudience(AUDIENCE)
        .setSubject('x')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(publicKeyPem)),
      'wrong issuer': await forge({}, { issuer: 'https://evil.example' }),
      'wrong audience': await forge({}, { audience: 'https://other.example' }),
      'no exp': await forge({}, { exp: null }),
      'expired beyond the tolerance': await forge({}, { exp: now - 301 - 60 }),
      'issued an hour in the future': await forge({}, { iat: now + 3600, exp: now + 4200 }),
      'issued two hours ago, with a late expiry': await forge({}, { iat: now - 7200, exp: now + 600 }),
      'unknown key id': await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'unknown-key' })
        .setIssuer(platform.platform.identity.issuer)
        .setAudience(AUDIENCE)
        .setSubject('x')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(stranger.privateKey),
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = await client.graph.fetch('http://graph.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query: SIGNED_IN_QUERY }),
      });
      expect(response.status, name).toBe(401);
      expect(response.headers.get('www-authenticate'), name).toMatch(/^Bearer realm="club"/);
      const body = (await response.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code, name).toBe('UNAUTHENTICATED');
      expect(body.data, name).toBeUndefined();
    }
    expect(platform.calls, 'upstream calls').toHaveLength(0);
  });

  it('accepts a token expired within the 300 s clock tolerance', async () => {
    const token = await forge({}, { exp: Math.floor(Date.now() / 1000) - 200 });
    const result = await client.execute<{ viewer: { organizations: unknown[] } }>(
      SIGNED_IN_QUERY,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(result.status).toBe(200);
    expect(result.data!.viewer.organizations).toEqual([]);
  });

  it('still serves public fields to a visitor with a bad token, as anonymous', async () => {
    const result = await client.execute<{ viewer: { person: unknown }; newestProducts: { edges: unknown[] } }>(
      `{ viewer { person { displayName } } newestProducts(first: 1) { edges { cursor } } }`,
      {},
      { authorization: 'Bearer garbage' },
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ viewer: { person: null }, newestProducts: { edges: [{}] } });
  });
});

describe('a signed-in person', () => {
  it('reaches the services with their token as the bearer and sees their own profile and organisations', async () => {
    const tokens = await signIn(platform.platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    platform.reset();
    const result = await client.execute<{
      viewer: { person: Record<string, unknown>; organizations: unknown[]; actingFor: unknown };
    }>(
      `{ viewer { person { displayName firstName email birthday partnerIdentityNumber } organizations { name type } actingFor { name } } }`,
      {},
      { authorization: `Bearer ${tokens.access_token}` },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.viewer).toEqual({
      person: {
        displayName: 'Sabine Krüger',
        firstName: 'Sabine',
        email: 'fanclub@club.example',
        birthday: '1979-11-02',
        partnerIdentityNumber: 'EF-100003',
      },
      organizations: [{ name: 'Fanclub Südkurve 1999', type: 'FAN_CLUB' }],
      actingFor: null,
    });
    const contactCalls = platform.callsTo('/contacts/');
    expect(contactCalls).toHaveLength(2);
    for (const call of contactCalls) expect(call.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
  });

  it('resolves only their own Person by node ID; another person’s ID yields null', async () => {
    const sabine = await signIn(platform.platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    const lena = await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    const own = await client.execute<{ viewer: { person: { id: string } } }>(
      `{ viewer { person { id } } }`,
      {},
      {
        authorization: `Bearer ${lena.access_token}`,
      },
    );
    const lenaId = own.data!.viewer.person.id;
    const NODE = `query N($id: ID!) { node(id: $id) { __typename ... on Person { firstName } } }`;
    const mine = await client.execute<{ node: unknown }>(
      NODE,
      { id: lenaId },
      { authorization: `Bearer ${lena.access_token}` },
    );
    expect(mine.data!.node).toEqual({ __typename: 'Person', firstName: 'Lena' });
    const foreign = await client.execute<{ node: unknown }>(
      NODE,
      { id: lenaId },
      { authorization: `Bearer ${sabine.access_token}` },
    );
    expect(foreign.data!.node).toBeNull();
    const anonymous = await client.execute<{ node: unknown }>(NODE, { id: lenaId });
    expect(anonymous.data!.node).toBeNull();
  });
});

describe('acting for an organisation', () => {
  const ACTING = `{ viewer { person { firstName } actingFor { name type } } newestProducts(first: 1) { edges { cursor } } }`;

  it('exchanges the token once, uses the organisation token upstream and keeps it from the client', async () => {
    const exchangeCalls = vi.fn(fetch);
    const config = testConfig(platform.platform);
    const services = createServices(config);
    services.organizationTokens = new OrganizationTokens({
      tokenEndpoint: `${platform.platform.identity.issuer}/connect/token`,
      clientId: config.graphClientId,
      clientSecret: config.graphClientSecret,
      scope: config.organizationScope,
      timeoutMs: 2000,
      fetch: exchangeCalls,
    });
    const acting = graphClient(config, services);
    const tokens = await signIn(platform.platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    for (const round of [1, 2]) {
      platform.reset();
      const result = await acting.execute<{ viewer: unknown }>(
        ACTING,
        {},
        {
          authorization: `Bearer ${tokens.access_token}`,
          cookie: 'ImpersonationOrganizationId=501; other=1',
        },
      );
      expect(result.data!.viewer, `round ${round}`).toEqual({
        person: { firstName: 'Sabine' },
        actingFor: { name: 'Fanclub Südkurve 1999', type: 'FAN_CLUB' },
      });
      expect(JSON.stringify(result)).not.toContain('eyJ');
      // Public data is fetched without any token, so it can be shared between visitors.
      expect(platform.callsTo('/shop/')[0]!.headers.authorization).toBeUndefined();
      // The person's own data still travels with the person's token.
      for (const call of platform.callsTo('/contacts/'))
        expect(call.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
    }
    expect(exchangeCalls).toHaveBeenCalledTimes(1);
  });

  it('logs "Impersonation Error" and continues as the person when the exchange fails', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const tokens = await signIn(platform.platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
      platform.reset();
      // 503 is a fan club where Sabine is a member but not an admin.
      const result = await client.execute<{ viewer: unknown }>(
        ACTING,
        {},
        {
          authorization: `Bearer ${tokens.access_token}`,
          'x-act-for-organization': '503',
        },
      );
      expect(result.data!.viewer).toEqual({ person: { firstName: 'Sabine' }, actingFor: null });
      const lines = stderr.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('Impersonation Error'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: 'warn',
        msg: 'Impersonation Error',
        organizationId: 503,
        status: 400,
      });
      expect(lines[0]).not.toContain(tokens.access_token);
    } finally {
      stderr.mockRestore();
    }
  });
});

describe('fields left out by @include or @skip', () => {
  it('do not need sign-in, so a page can ask for signed-in data only when someone is signed in', async () => {
    const QUERY = `query Menu($signedIn: Boolean!) { viewer { person { displayName } organizations @include(if: $signedIn) { name } } }`;
    const anonymous = await client.execute<{ viewer: unknown }>(QUERY, { signedIn: false });
    expect(anonymous.status).toBe(200);
    expect(anonymous.data!.viewer).toEqual({ person: null });
    const asking = await client.execute<{ viewer: unknown }>(QUERY, { signedIn: true });
    expect(asking.status).toBe(401);
    expect(platform.calls).toHaveLength(0);
  });
});
