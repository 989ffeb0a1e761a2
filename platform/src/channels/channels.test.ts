import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPlatform } from '../../test/http.ts';
import { channelToken, signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import {
  DEFAULT_GRAPH_CLIENT_SECRET,
  DEFAULT_WEB_CHANNEL_SECRET,
  startPlatform,
  type RunningPlatform,
} from '../index.ts';
import { DEPLOYMENT_LIMITS } from './registry.ts';

let platform: RunningPlatform;
let developer: string;
let otherDeveloper: string;
const graphAuth = `Basic ${Buffer.from(`club-graph:${DEFAULT_GRAPH_CLIENT_SECRET}`).toString('base64')}`;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  developer = (await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
  otherDeveloper = (await signIn(platform.identity.issuer, 'fan2@club.example', DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.close());

const asDeveloper = (token: string, method: string, path: string, body?: unknown) =>
  callPlatform(platform.url, method, path, body, { token });
const asGraph = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callPlatform(platform.url, method, path, body, { headers: { authorization: graphAuth, ...headers } });
const publish = (channel: string, version: string, documents: { id: string; body: string }[]) =>
  asGraph('PUT', `/channels/v1/registry/channels/${channel}/deployments/${version}`, { documents });

async function register(name: string, token = developer) {
  const answer = await asDeveloper(token, 'POST', '/channels/v1/self/channels', { name, displayName: `Test ${name}` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { clientId: string; clientSecret: string };
}

describe('the channel registry', () => {
  it('registers a developer’s channel, whose client credentials give a token for the graph only', async () => {
    const { clientId, clientSecret } = await register('stadium-screen');
    expect(clientId).toBe('stadium-screen');
    const granted = await channelToken(platform.identity.issuer, clientId, clientSecret);
    expect(granted.status).toBe(200);
    const claims = decodeJwt(granted.body.access_token as string);
    expect(claims).toMatchObject({ aud: 'https://graph.club.example', client_id: 'stadium-screen', scope: 'graph' });
    // The REST services refuse it: a channel never acts as a person.
    const self = await callPlatform(platform.url, 'GET', '/contacts/self', undefined, {
      token: granted.body.access_token as string,
    });
    expect(self.status).toBe(401);

    const wrong = await channelToken(platform.identity.issuer, clientId, 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');

    const mine = await asDeveloper(developer, 'GET', '/channels/v1/self/channels');
    expect(mine.body.channels.map((channel: { name: string }) => channel.name)).toContain('stadium-screen');
    const theirs = await asDeveloper(otherDeveloper, 'GET', '/channels/v1/self/channels');
    expect(theirs.body.channels.map((channel: { name: string }) => channel.name)).not.toContain('stadium-screen');
  });

  it('refuses hostile channel names and taken ones, storing nothing', async () => {
    for (const name of ['Stadium', 'a', 'x'.repeat(41), 'screen\u0007bell', 'ends-', '../web', 'web']) {
      const answer = await asDeveloper(developer, 'POST', '/channels/v1/self/channels', { name, displayName: 'X' });
      expect([400, 409], name).toContain(answer.status);
    }
    const control = await asDeveloper(developer, 'POST', '/channels/v1/self/channels', {
      name: 'bell-channel',
      displayName: 'Bell\u0007',
    });
    expect(control.status).toBe(400);
    const mine = await asDeveloper(developer, 'GET', '/channels/v1/self/channels');
    expect(mine.body.channels.map((channel: { name: string }) => channel.name)).not.toContain('bell-channel');
  });

  it('revokes: the provider gives no new token, another developer cannot revoke it', async () => {
    const { clientId, clientSecret } = await register('shop-staff-cli');
    const notYours = await asDeveloper(otherDeveloper, 'POST', `/channels/v1/self/channels/${clientId}/revocation`);
    expect(notYours.status).toBe(404);
    expect((await channelToken(platform.identity.issuer, clientId, clientSecret)).status).toBe(200);
    const revoked = await asDeveloper(developer, 'POST', `/channels/v1/self/channels/${clientId}/revocation`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const refused = await channelToken(platform.identity.issuer, clientId, clientSecret);
    expect(refused.status).toBe(401);
  });

  it('registers the web portal at start, with the settings’ secret and its public client', async () => {
    expect((await channelToken(platform.identity.issuer, 'web', DEFAULT_WEB_CHANNEL_SECRET)).status).toBe(200);
    const snapshot = await asGraph('GET', '/channels/v1/registry/snapshot');
    expect(snapshot.body.channels.find((channel: { name: string }) => channel.name === 'web')).toMatchObject({
      publicClientId: 'club-web',
      mayMutate: true,
    });
  });
});

describe('deployments', () => {
  const query = (field: string) => `query Q_${field} { ${field} { id } }`;

  it('stores a deployment once, serves its documents in the snapshot, and stops serving a retired one', async () => {
    await register('partner-app');
    const first = await publish('partner-app', 'v1', [
      { id: 'a1', body: query('a') },
      { id: 'b1', body: query('b') },
    ]);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ version: 'v1', documentCount: 2, retiredAt: null });
    // The same deploy again changes nothing.
    expect(
      (
        await publish('partner-app', 'v1', [
          { id: 'a1', body: query('a') },
          { id: 'b1', body: query('b') },
        ])
      ).status,
    ).toBe(200);
    expect((await publish('partner-app', 'v2', [{ id: 'c1', body: query('c') }])).status).toBe(201);

    const snapshot = await asGraph('GET', '/channels/v1/registry/snapshot');
    const etag = snapshot.headers.get('etag')!;
    const partner = snapshot.body.channels.find((channel: { name: string }) => channel.name === 'partner-app');
    expect(partner.activeVersions).toEqual(['v1', 'v2']);
    expect(Object.keys(partner.documents).sort()).toEqual(['a1', 'b1', 'c1']);
    expect((await asGraph('GET', '/channels/v1/registry/snapshot', undefined, { 'if-none-match': etag })).status).toBe(
      304,
    );

    expect((await asGraph('POST', '/channels/v1/registry/channels/partner-app/deployments/v1/retirement')).status).toBe(
      200,
    );
    const after = await asGraph('GET', '/channels/v1/registry/snapshot', undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const retired = after.body.channels.find((channel: { name: string }) => channel.name === 'partner-app');
    expect(retired.activeVersions).toEqual(['v2']);
    expect(Object.keys(retired.documents)).toEqual(['c1']);
  });

  it('refuses hostile deployments and stores nothing of them', async () => {
    await register('hostile-app');
    const attempts: [string, string, { id: string; body: string }[], number][] = [
      [
        'too many',
        'v1',
        Array.from({ length: DEPLOYMENT_LIMITS.documents + 1 }, (_, i) => ({ id: `d${i}`, body: query('x') })),
        400,
      ],
      ['5 MB document', 'v1', [{ id: 'big', body: `query Big { ${'a '.repeat(2.5 * 2 ** 20)} }` }], 400],
      [
        'duplicate id, other text',
        'v1',
        [
          { id: 'd', body: query('a') },
          { id: 'd', body: query('b') },
        ],
        400,
      ],
      ['control characters', 'v1', [{ id: 'd', body: 'query \u0000 { a }' }], 400],
      ['bad id', 'v1', [{ id: 'a/../b', body: query('a') }], 400],
      ['bad version', 'v 1', [{ id: 'd', body: query('a') }], 400],
      ['empty', 'v1', [], 400],
    ];
    for (const [what, version, documents, status] of attempts) {
      const answer = await publish('hostile-app', encodeURIComponent(version), documents);
      expect(answer.status, what).toBe(status);
    }
    expect((await publish('hostile-app', 'v1', [{ id: 'd', body: query('a') }])).status).toBe(201);
    // An id this channel published before cannot name another text later, nor a version other documents.
    const reused = await publish('hostile-app', 'v2', [{ id: 'd', body: query('b') }]);
    expect(reused).toMatchObject({ status: 409, body: { reason: 'DOCUMENT_ID_REUSED' } });
    const changed = await publish('hostile-app', 'v1', [{ id: 'e', body: query('e') }]);
    expect(changed).toMatchObject({ status: 409, body: { reason: 'VERSION_EXISTS' } });
    const snapshot = await asGraph('GET', '/channels/v1/registry/snapshot');
    const hostile = snapshot.body.channels.find((channel: { name: string }) => channel.name === 'hostile-app');
    expect(hostile.activeVersions).toEqual(['v1']);
    expect(hostile.documents).toEqual({ d: query('a') });
    expect((await publish('no-such-channel', 'v1', [{ id: 'd', body: query('a') }])).status).toBe(404);
  });

  it('answers the graph only', async () => {
    const anonymous = await callPlatform(platform.url, 'GET', '/channels/v1/registry/snapshot');
    expect(anonymous.status).toBe(401);
    const wrong = await callPlatform(platform.url, 'GET', '/channels/v1/registry/snapshot', undefined, {
      headers: { authorization: `Basic ${Buffer.from('club-graph:guess').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    const person = await callPlatform(platform.url, 'GET', '/channels/v1/registry/snapshot', undefined, {
      token: developer,
    });
    expect(person.status).toBe(401);
  });
});
