import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { toGlobalId } from '../../shared/relay.ts';

let platform: PlatformUnderTest;
let client: GraphClient;
const bearer: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of ['fan@club.example', 'fan2@club.example']) {
    const token = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
    bearer[email] = { authorization: `Bearer ${token}` };
  }
}, 60_000);
afterAll(() => platform.platform.close());

const REGISTER = `mutation($name: String!, $displayName: String!) {
  channelRegister(input: { name: $name, displayName: $displayName }) {
    __typename
    ... on Error { code message }
    ... on InvalidInputError { field }
    ... on ChannelNameTakenError { field }
    ... on ChannelRegistered { clientId clientSecret channel { id name displayName mayMutate revokedAt deployments { version } } }
  }
}`;
const REVOKE = `mutation($name: String!) {
  channelRevoke(input: { name: $name }) {
    __typename
    ... on Error { code message }
    ... on ChannelRevoked { channel { id name revokedAt deployments { version documentCount } } }
  }
}`;
const CHANNELS = `{ viewer { channels { id name displayName budget { capacity restoreRate } mayMutate revokedAt
  createdAt deployments { version publishedAt retiredAt documentCount } } } }`;

type Result = Record<
  string,
  { __typename: string; code?: string; message?: string; field?: string } & Record<string, unknown>
>;
type Channels = {
  viewer: {
    channels: { id: string; name: string; budget: unknown; revokedAt: string | null; deployments: unknown[] }[];
  };
};

describe('a developer’s channels through the graph', () => {
  it('registers a channel with its secret once, lists it with its budget, and revokes it', async () => {
    const fan = bearer['fan@club.example'];
    const registered = await client.execute<Result>(REGISTER, { name: 'fan-app', displayName: ' Fan-App ' }, fan);
    expect(registered.errors).toBeUndefined();
    const success = registered.data!.channelRegister as {
      __typename: string;
      clientId: string;
      clientSecret: string;
      channel: { id: string; name: string; displayName: string };
    };
    expect(success).toMatchObject({
      __typename: 'ChannelRegistered',
      clientId: 'fan-app',
      channel: {
        id: toGlobalId('DeveloperChannel', 'fan-app'),
        name: 'fan-app',
        displayName: 'Fan-App',
        mayMutate: false,
        revokedAt: null,
        deployments: [],
      },
    });
    expect(success.clientSecret.length).toBeGreaterThanOrEqual(32);

    // The list: one call to the registry for the whole answer, and the secret is in no field of it.
    platform.reset();
    const listed = await client.execute<Channels>(CHANNELS, {}, fan);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.viewer.channels).toEqual([
      expect.objectContaining({
        name: 'fan-app',
        budget: { capacity: 1000, restoreRate: 50 },
        revokedAt: null,
        deployments: [],
      }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(success.clientSecret);
    expect(platform.callsTo('/channels/')).toHaveLength(1);

    // Found by its id through the developer's own list, by nobody else.
    const NODE = `query($id: ID!) { node(id: $id) { __typename ... on DeveloperChannel { name } } }`;
    const own = await client.execute<{ node: unknown }>(NODE, { id: success.channel.id }, fan);
    expect(own.data!.node).toEqual({ __typename: 'DeveloperChannel', name: 'fan-app' });
    const foreign = await client.execute<{ node: unknown }>(
      NODE,
      { id: success.channel.id },
      bearer['fan2@club.example'],
    );
    expect(foreign.data!.node).toBeNull();

    const revoked = await client.execute<Result>(REVOKE, { name: 'fan-app' }, fan);
    expect(revoked.data!.channelRevoke).toMatchObject({
      __typename: 'ChannelRevoked',
      channel: { id: success.channel.id, name: 'fan-app', revokedAt: expect.any(String), deployments: [] },
    });
    // Revoking again changes nothing and is no error.
    const again = await client.execute<Result>(REVOKE, { name: 'fan-app' }, fan);
    expect(again.data!.channelRevoke!.__typename).toBe('ChannelRevoked');
  });

  it('answers a taken name with its typed error in the page’s language, whoever took it', async () => {
    const fan2 = bearer['fan2@club.example'];
    // Another developer's name (even revoked), and the web portal's own.
    for (const name of ['fan-app', 'web']) {
      const taken = await client.execute<Result>(REGISTER, { name, displayName: 'Meine App' }, fan2);
      expect(taken.data!.channelRegister).toEqual({
        __typename: 'ChannelNameTakenError',
        code: 'CHANNEL_NAME_TAKEN',
        message: 'Diesen Namen trägt bereits ein Kanal. Bitte wähle einen anderen.',
        field: 'name',
      });
    }
    for (const [language, message] of [
      ['en', 'A channel with this name exists already. Please choose another name.'],
      ['ja', 'この名前のチャンネルはすでに存在します。別の名前を選んでください。'],
    ]) {
      const taken = await client.execute<Result>(
        REGISTER,
        { name: 'web', displayName: 'App' },
        { ...fan2, 'accept-language': language! },
      );
      expect(taken.data!.channelRegister!.message).toBe(message);
    }
  });

  it('refuses hostile names and display names before calling the registry', async () => {
    platform.reset();
    const fan2 = bearer['fan2@club.example'];
    const hostileNames = [
      'ab',
      'x'.repeat(41),
      'x'.repeat(5000),
      'Fan-App',
      'fan app',
      'fan-',
      '-fan',
      '1fan',
      'fan\u0000app',
      'fan\u001b[2J',
      'fän-app',
      '../../etc',
      "a' OR 1=1 --",
      '',
    ];
    for (const name of hostileNames) {
      const answer = await client.execute<Result>(REGISTER, { name, displayName: 'App' }, fan2);
      expect(answer.data!.channelRegister, JSON.stringify(name)).toMatchObject({
        __typename: 'InvalidInputError',
        code: 'INVALID_INPUT',
        field: 'name',
      });
    }
    for (const displayName of ['', '   ', 'x'.repeat(81), 'App\u0000', 'App\u0007', 'App\u0085']) {
      const answer = await client.execute<Result>(REGISTER, { name: 'gute-app', displayName }, fan2);
      expect(answer.data!.channelRegister, JSON.stringify(displayName)).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'displayName',
      });
    }
    for (const name of ['x'.repeat(5000), 'fan\u0000app', '../web', '']) {
      const answer = await client.execute<Result>(REVOKE, { name }, fan2);
      expect(answer.data!.channelRevoke).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
    expect(platform.callsTo('/channels/')).toHaveLength(0);
  });

  it('finds another developer’s channel nowhere: revoking it is not found, and it stays in use', async () => {
    const fan = bearer['fan@club.example'];
    const fan2 = bearer['fan2@club.example'];
    const registered = await client.execute<Result>(REGISTER, { name: 'stadion-app', displayName: 'Stadion' }, fan);
    expect(registered.data!.channelRegister!.__typename).toBe('ChannelRegistered');
    for (const name of ['stadion-app', 'web', 'gibt-es-nicht']) {
      const refused = await client.execute<Result>(REVOKE, { name }, fan2);
      expect(refused.data!.channelRevoke).toEqual({
        __typename: 'NotFoundError',
        code: 'NOT_FOUND',
        message: 'Das gibt es nicht (mehr).',
      });
    }
    const listed = await client.execute<Channels>(CHANNELS, {}, fan);
    expect(listed.data!.viewer.channels.find((channel) => channel.name === 'stadion-app')!.revokedAt).toBeNull();
    const others = await client.execute<Channels>(CHANNELS, {}, fan2);
    expect(others.data!.viewer.channels).toEqual([]);
  });

  it('asks a visitor to sign in, and lets a signed-out page leave the list out', async () => {
    const anonymous = await client.execute(REGISTER, { name: 'anonym-app', displayName: 'Anonym' });
    expect(anonymous.status).toBe(401);
    const list = await client.execute(CHANNELS);
    expect(list.status).toBe(401);
    const page = await client.execute<{ viewer: Record<string, unknown> }>(
      `query($signedIn: Boolean!) { viewer { channels @include(if: $signedIn) { name } } }`,
      { signedIn: false },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.viewer).toEqual({});
  });
});
