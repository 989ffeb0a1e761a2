import { DEMO_PASSWORD, demoAccounts } from '@club/platform';
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
const FANCLUB = toGlobalId('Organization', 501);
const COMPANY = toGlobalId('Organization', 502);
const memberId = (organization: number, email: string) =>
  toGlobalId('OrganizationMember', `${organization}:${demoAccounts.find((account) => account.email === email)!.id}`);

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of ['fanclub@club.example', 'fan2@club.example', 'fan@club.example', 'firma@club.example']) {
    const token = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
    bearer[email] = { authorization: `Bearer ${token}` };
  }
}, 60_000);
afterAll(() => platform.platform.close());

const INVITE = `mutation($organizationId: ID!, $email: String!) {
  organizationMemberInvite(input: { organizationId: $organizationId, email: $email }) {
    __typename ... on Error { code message } ... on OrganizationMemberInviteSuccess { member { email pendingConfirmation } }
  }
}`;
const ANSWER = `mutation($organizationId: ID!) {
  organizationInvitationAccept(input: { organizationId: $organizationId }) { __typename ... on Error { code message } }
}`;
const PROMOTE = `mutation($organizationId: ID!, $memberId: ID!) {
  organizationMemberPromote(input: { organizationId: $organizationId, memberId: $memberId }) {
    __typename ... on Error { code message } ... on OrganizationMemberRoleSuccess { member { email isAdmin } }
  }
}`;
const MEMBERS = `{ viewer { organizations { name members(search: "club.example") { totalCount edges { node { email isAdmin pendingConfirmation } } } } } }`;

type Result = Record<string, { __typename: string; code?: string; message?: string; member?: unknown }>;

describe('fan club administration through the graph', () => {
  it('invites, lets only the invited account accept, lists the members for admins only', async () => {
    const invited = await client.execute<Result>(
      INVITE,
      { organizationId: FANCLUB, email: 'fan2@club.example' },
      bearer['fanclub@club.example'],
    );
    expect(invited.data!.organizationMemberInvite).toEqual({
      __typename: 'OrganizationMemberInviteSuccess',
      member: { email: 'fan2@club.example', pendingConfirmation: true },
    });
    expect(platform.platform.devMail!.inbox.list('fan2@club.example')).toHaveLength(1);

    const again = await client.execute<Result>(
      INVITE,
      { organizationId: FANCLUB, email: 'fan2@club.example' },
      {
        ...bearer['fanclub@club.example'],
        'accept-language': 'en',
      },
    );
    expect(again.data!.organizationMemberInvite).toEqual({
      __typename: 'EmailAddressAlreadyExistsError',
      code: 'EMAIL_ADDRESS_ALREADY_EXISTS',
      message: 'This e-mail address is already taken.',
    });

    // The invitation page: the invited account sees the club's name, any other account (or none) nothing.
    const INVITATION = `{ viewer { organizationInvitation(organizationId: 501) { organizationId organizationName state } } }`;
    type Invitation = { viewer: { organizationInvitation: Record<string, string> | null } };
    const forInvited = await client.execute<Invitation>(INVITATION, {}, bearer['fan2@club.example']);
    expect(forInvited.data!.viewer.organizationInvitation).toMatchObject({ organizationId: FANCLUB, state: 'PENDING' });
    expect(forInvited.data!.viewer.organizationInvitation!.organizationName).not.toBe('');
    for (const headers of [bearer['fan@club.example'], {}]) {
      const other = await client.execute<Invitation>(INVITATION, {}, headers);
      expect(other.errors).toBeUndefined();
      expect(other.data!.viewer.organizationInvitation).toBeNull();
    }

    const wrongAccount = await client.execute<Result>(ANSWER, { organizationId: FANCLUB }, bearer['fan@club.example']);
    expect(wrongAccount.data!.organizationInvitationAccept).toMatchObject({
      __typename: 'OrganizationInvitationNotFoundError',
      code: 'ORGANIZATION_INVITATION_NOT_FOUND',
    });
    const accepted = await client.execute<Result>(ANSWER, { organizationId: FANCLUB }, bearer['fan2@club.example']);
    expect(accepted.data!.organizationInvitationAccept).toEqual({ __typename: 'OrganizationInvitationAnswerSuccess' });
    const answered = await client.execute<Invitation>(INVITATION, {}, bearer['fan2@club.example']);
    expect(answered.data!.viewer.organizationInvitation).toMatchObject({ state: 'ACCEPTED' });

    const admin = await client.execute<{
      viewer: { organizations: { name: string; members: { totalCount: number } | null }[] };
    }>(MEMBERS, {}, bearer['fanclub@club.example']);
    expect(admin.data!.viewer.organizations[0]!.members!.totalCount).toBe(3);
  });

  it('invites an address without an account: the invitation waits for it, listed, and can be withdrawn', async () => {
    const WAITING = `mutation($organizationId: ID!, $email: String!) {
      organizationMemberInvite(input: { organizationId: $organizationId, email: $email }) {
        __typename ... on OrganizationMemberInviteSuccess { member { id email awaitingAccount pendingConfirmation } }
      }
    }`;
    type Waiting = {
      organizationMemberInvite: { __typename: string; member: { id: string; awaitingAccount: boolean } };
    };
    const admin = bearer['fanclub@club.example'];
    const invited = await client.execute<Waiting>(
      WAITING,
      { organizationId: FANCLUB, email: 'neu@club.example' },
      admin,
    );
    expect(invited.data!.organizationMemberInvite).toMatchObject({
      __typename: 'OrganizationMemberInviteSuccess',
      member: { email: 'neu@club.example', awaitingAccount: true, pendingConfirmation: true },
    });
    expect(platform.platform.devMail!.inbox.list('neu@club.example')[0]!.text).toContain('Konto erstellen');
    const REMOVE = `mutation($organizationId: ID!, $memberId: ID!) {
      organizationMemberRemove(input: { organizationId: $organizationId, memberId: $memberId }) { __typename }
    }`;
    const memberId = invited.data!.organizationMemberInvite.member.id;
    const removed = await client.execute<Result>(REMOVE, { organizationId: FANCLUB, memberId }, admin);
    expect(removed.data!.organizationMemberRemove!.__typename).toBe('OrganizationMemberRemoveSuccess');
    // A forged waiting id of another club is not found, and nothing is called for it.
    const forged = toGlobalId('OrganizationMember', '999:invited:neu@club.example');
    const refused = await client.execute<Result>(REMOVE, { organizationId: FANCLUB, memberId: forged }, admin);
    expect(refused.data!.organizationMemberRemove!.__typename).toBe('NotFoundError');
  });

  it('makes at most two admins, with the native code and message, and refuses non-admins and other clubs', async () => {
    const promoted = await client.execute<Result>(
      PROMOTE,
      { organizationId: FANCLUB, memberId: memberId(501, 'fan2@club.example') },
      bearer['fanclub@club.example'],
    );
    expect(promoted.data!.organizationMemberPromote).toEqual({
      __typename: 'OrganizationMemberRoleSuccess',
      member: { email: 'fan2@club.example', isAdmin: true },
    });
    const third = await client.execute<Result>(
      PROMOTE,
      { organizationId: FANCLUB, memberId: memberId(501, 'mitglied@club.example') },
      bearer['fanclub@club.example'],
    );
    expect(third.data!.organizationMemberPromote).toEqual({
      __typename: 'OrganizationAdminLimitReachedError',
      code: 'ORGANIZATION_ADMIN_LIMIT_REACHED',
      message: 'Ein Fanclub kann höchstens zwei Admins haben.',
    });
    // A fan administers nothing; the fan club's admin does not administer the company.
    const notAdmin = await client.execute<Result>(
      INVITE,
      { organizationId: FANCLUB, email: 'fan@club.example' },
      bearer['fan@club.example'],
    );
    expect(notAdmin.data!.organizationMemberInvite).toMatchObject({ __typename: 'NotOrganizationAdminError' });
    const otherClub = await client.execute<Result>(
      PROMOTE,
      { organizationId: COMPANY, memberId: memberId(502, 'firma@club.example') },
      bearer['fanclub@club.example'],
    );
    expect(otherClub.data!.organizationMemberPromote).toMatchObject({ __typename: 'NotOrganizationAdminError' });
    // A member id of one club named with another club's id is nobody.
    const mixed = await client.execute<Result>(
      PROMOTE,
      { organizationId: FANCLUB, memberId: memberId(502, 'firma@club.example') },
      bearer['fanclub@club.example'],
    );
    expect(mixed.data!.organizationMemberPromote).toMatchObject({ __typename: 'NotFoundError' });
    const strangers = await client.execute<{ viewer: { organizations: unknown[] } }>(
      MEMBERS,
      {},
      bearer['fan@club.example'],
    );
    expect(strangers.data!.viewer.organizations).toEqual([]);
  });

  it('checks e-mail addresses and ids before calling', async () => {
    platform.reset();
    for (const email of ['kein-at-zeichen', 'a\u0000@b.de', `${'x'.repeat(300)}@club.example`]) {
      const answer = await client.execute<Result>(
        INVITE,
        { organizationId: FANCLUB, email },
        bearer['fanclub@club.example'],
      );
      expect(answer.data!.organizationMemberInvite).toMatchObject({ __typename: 'InvalidInputError' });
    }
    const forged = await client.execute<Result>(
      PROMOTE,
      { organizationId: FANCLUB, memberId: toGlobalId('OrganizationMember', '501:../../x') },
      bearer['fanclub@club.example'],
    );
    expect(forged.data!.organizationMemberPromote).toMatchObject({ __typename: 'NotFoundError' });
    expect(platform.callsTo('/organizations/')).toHaveLength(0);
  });

  it('lists a person’s memberships with open invitations, and an expired invitation as expired', async () => {
    const MEMBERSHIPS = `{ viewer { memberships { organization { name type } confirmed entryDate }
      organizationInvitation(organizationId: 503) { state organizationName } } }`;
    type Memberships = {
      viewer: {
        memberships: { organization: { name: string }; confirmed: boolean; entryDate: string }[];
        organizationInvitation: { state: string; organizationName: string } | null;
      };
    };
    const fan2 = await client.execute<Memberships>(MEMBERSHIPS, {}, bearer['fan2@club.example']);
    expect(fan2.errors).toBeUndefined();
    expect(fan2.data!.viewer.memberships).toContainEqual(
      expect.objectContaining({
        organization: { name: 'Fanclub Rot-Weiße Löwen', type: 'FAN_CLUB' },
        confirmed: false,
      }),
    );
    expect(fan2.data!.viewer.organizationInvitation).toEqual({
      state: 'EXPIRED',
      organizationName: 'Fanclub Rot-Weiße Löwen',
    });
    // Ids no organisation can have: no invitation, no error, no call that could fail.
    const hostile = await client.execute<{ viewer: Record<string, unknown> }>(
      `{ viewer { a: organizationInvitation(organizationId: -5) { state } b: organizationInvitation(organizationId: 0) { state }
        c: organizationInvitation(organizationId: 2147483647) { state } } }`,
      {},
      bearer['fan2@club.example'],
    );
    expect(hostile.errors).toBeUndefined();
    expect(hostile.data!.viewer).toEqual({ a: null, b: null, c: null });
    const anonymous = await client.execute<{ viewer: { memberships: unknown } }>(
      '{ viewer { memberships { confirmed } } }',
    );
    expect(anonymous.data?.viewer.memberships ?? null).toBeNull();
  });
});
