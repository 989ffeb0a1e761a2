import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { accounts, DEMO_PASSWORD } from '../db/seed/people.ts';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { callPlatform } from '../../test/http.ts';
import { claimEmailInvitations } from './email-invitations.ts';

let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
const FANCLUB = 501;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  for (const email of ['fanclub@club.example', 'fan2@club.example', 'fan@club.example', 'mitglied@club.example'])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
}, 60_000);
afterAll(() => platform.close());

/** The organisation-scoped token an admin gets through the token exchange (as the graph asks for it). */
async function actingFor(email: string, organizationId = FANCLUB): Promise<string> {
  const exchange = await exchangeForOrganization(
    platform.identity.issuer,
    DEFAULT_GRAPH_CLIENT_SECRET,
    tokens[email]!,
    organizationId,
  );
  expect(exchange.status, `${email} acting for ${organizationId}`).toBe(200);
  return exchange.body.access_token as string;
}

const call = (token: string, method: string, path: string, body?: unknown) =>
  callPlatform<
    Record<string, unknown> & { items?: { email: string; isAdmin: boolean; pendingConfirmation: boolean }[] }
  >(platform.url, method, path, body, { token });

describe('fan club administration', () => {
  it('invites by e-mail with a mailed link, refuses members, open invitations and unknown people with their codes', async () => {
    const admin = await actingFor('fanclub@club.example');
    const before = await call(admin, 'GET', '/organizations/self/members?fulltextSearch=club.example');
    expect(before.body.items!.map((member) => member.email).sort()).toEqual([
      'fanclub@club.example',
      'mitglied@club.example',
    ]);

    const invited = await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'fan2@club.example' });
    expect(invited).toMatchObject({
      status: 201,
      body: { email: 'fan2@club.example', pendingConfirmation: true, isAdmin: false },
    });
    const mails = platform.devMail!.inbox.list('fan2@club.example');
    expect(mails[0]!.subject).toBe('Einladung: Fanclub Südkurve 1999');
    expect(mails[0]!.links).toEqual([`http://127.0.0.1:3000/fanclub/einladung/${FANCLUB}`]);

    // An English-speaking person gets the invitation in English, linking to the English page; withdrawn again.
    const english = await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'firma@club.example' });
    expect(english.status).toBe(201);
    const invitation = platform
      .devMail!.inbox.list('firma@club.example')
      .find((mail) => mail.subject.startsWith('Invitation'));
    expect(invitation?.subject).toBe('Invitation: Fanclub Südkurve 1999');
    expect(invitation?.text).toContain('you are invited to become a member of “Fanclub Südkurve 1999”');
    expect(invitation?.links).toEqual([`http://127.0.0.1:3000/en/fanclub/invitation/${FANCLUB}`]);
    expect((await call(admin, 'DELETE', `/organizations/self/members/${english.body.id}`)).status).toBeLessThan(300);

    expect(
      await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'FAN2@club.example' }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'EmailAddress already exists' },
    });
    expect(
      await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'mitglied@club.example' }),
    ).toMatchObject({
      status: 409,
      body: { errorCode: 'ORGANIZATION_MEMBER_ALREADY_EXISTS', detail: 'ORGANIZATION_MEMBER_ALREADY_EXISTS' },
    });
  });

  it('invites an address without an account through sign-up: the invitation waits, listed, until the account is confirmed', async () => {
    const admin = await actingFor('fanclub@club.example');
    const invited = await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'Neu.Fan@club.example' });
    expect(invited).toMatchObject({
      status: 201,
      body: { id: 'invited:neu.fan@club.example', email: 'Neu.Fan@club.example', pendingConfirmation: true },
    });
    const mail = platform.devMail!.inbox.list('Neu.Fan@club.example')[0]!;
    expect(mail.subject).toBe('Einladung: Fanclub Südkurve 1999');
    expect(mail.text).toContain('„Konto erstellen“');
    expect(mail.links).toEqual([`http://127.0.0.1:3000/fanclub/einladung/${FANCLUB}`]);
    const listed = await call(admin, 'GET', '/organizations/self/members?fulltextSearch=neu.fan');
    expect(listed.body.items).toMatchObject([{ email: 'Neu.Fan@club.example', pendingConfirmation: true }]);
    expect(
      await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'neu.fan@CLUB.example' }),
    ).toMatchObject({ status: 400, body: { detail: 'EmailAddress already exists' } });
    // Not a member yet: it cannot be made an admin.
    expect(
      (
        await call(admin, 'PUT', `/organizations/self/members/${encodeURIComponent(invited.body.id as string)}`, {
          isAdmin: true,
        })
      ).body,
    ).toMatchObject({ errorCode: 'ORGANIZATION_MEMBER_NOT_CONFIRMED' });

    // The account with the address is confirmed: the invitation is its own, as any other.
    const newFan = randomUUID();
    await platform.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO accounts (id, email, password_hash, first_name, last_name, profile_language)
         VALUES ($1, 'neu.fan@club.example', 'x', 'Nele', 'Neumann', 'de')`,
        [newFan],
      );
      expect(await claimEmailInvitations(tx, newFan, 'neu.fan@club.example')).toBe(1);
    });
    const claimed = await call(admin, 'GET', '/organizations/self/members?fulltextSearch=neu.fan');
    expect(claimed.body.items).toMatchObject([
      { id: newFan, firstName: 'Nele', email: 'neu.fan@club.example', pendingConfirmation: true },
    ]);

    // A waiting invitation can be withdrawn like any other; an id that names none is not found.
    await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'spaeter@club.example' });
    expect(
      (await call(admin, 'DELETE', `/organizations/self/members/${encodeURIComponent('invited:spaeter@club.example')}`))
        .status,
    ).toBeLessThan(300);
    expect(
      (await call(admin, 'DELETE', `/organizations/self/members/${encodeURIComponent('invited:spaeter@club.example')}`))
        .status,
    ).toBe(404);
  });

  it('lets only the invited account accept, and admins promote up to two and give up only their own rights', async () => {
    // The wrong account: no invitation for it (the web app shows the wrong-account page).
    expect(
      (await call(tokens['fan@club.example']!, 'GET', `/contacts/self/organizations/${FANCLUB}/membership`)).status,
    ).toBe(404);
    expect(
      (await call(tokens['fan@club.example']!, 'PATCH', `/contacts/self/organizations/${FANCLUB}/membership`)).status,
    ).toBe(404);
    // The invited account sees whose invitation it is before answering.
    expect(
      await call(tokens['fan2@club.example']!, 'GET', `/contacts/self/organizations/${FANCLUB}/membership`),
    ).toMatchObject({
      status: 200,
      body: { organizationId: FANCLUB, state: 'Pending', organizationName: expect.any(String) },
    });
    expect(
      await call(tokens['fan2@club.example']!, 'PATCH', `/contacts/self/organizations/${FANCLUB}/membership`),
    ).toMatchObject({
      status: 200,
      body: { organizationId: FANCLUB, state: 'Accepted' },
    });

    expect(
      await call(tokens['fan2@club.example']!, 'GET', `/contacts/self/organizations/${FANCLUB}/membership`),
    ).toMatchObject({ status: 200, body: { state: 'Accepted', expiresAt: null } });

    const admin = await actingFor('fanclub@club.example');
    const fan2 = idOf('fan2@club.example');
    expect(await call(admin, 'PUT', `/organizations/self/members/${fan2}`, { isAdmin: true })).toMatchObject({
      status: 200,
      body: { isAdmin: true },
    });
    // The new admin hears of it, with the way to the club's administration.
    const made = platform
      .devMail!.inbox.list('fan2@club.example')
      .find((mail) => mail.subject.startsWith('Du bist jetzt Admin'));
    expect(made?.subject).toBe('Du bist jetzt Admin: Fanclub Südkurve 1999');
    expect(made?.links).toEqual(['http://127.0.0.1:3000/konto/fanclub-verwaltung']);
    expect(
      await call(admin, 'PUT', `/organizations/self/members/${idOf('mitglied@club.example')}`, { isAdmin: true }),
    ).toMatchObject({ status: 409, body: { errorCode: 'ORGANIZATION_ADMIN_LIMIT_REACHED' } });
    // Another admin is removed or demoted only through support.
    expect(await call(admin, 'PUT', `/organizations/self/members/${fan2}`, { isAdmin: false })).toMatchObject({
      status: 409,
      body: { errorCode: 'ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT' },
    });
    expect((await call(admin, 'DELETE', `/organizations/self/members/${fan2}`)).status).toBe(409);
    // One's own admin rights can go.
    expect(
      await call(admin, 'PUT', `/organizations/self/members/${idOf('fanclub@club.example')}`, { isAdmin: false }),
    ).toMatchObject({ status: 200, body: { isAdmin: false } });
  });

  it('makes at most two admins when two promotions race', async () => {
    const admin = await actingFor('fan2@club.example'); // the only admin now
    const answers = await Promise.all(
      ['fanclub@club.example', 'mitglied@club.example'].map((email) =>
        call(admin, 'PUT', `/organizations/self/members/${idOf(email)}`, { isAdmin: true }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { rows } = await platform.db.query<{ admins: string }>(
      'SELECT count(*) AS admins FROM organization_memberships WHERE organization_id = $1 AND is_admin',
      [FANCLUB],
    );
    expect(Number(rows[0]!.admins)).toBe(2);
  });

  it('lets nobody but an admin acting for the club manage it, and no club another’s members', async () => {
    const person = tokens['fanclub@club.example']!; // signed in, not acting for the club
    expect((await call(person, 'GET', '/organizations/self/members')).status).toBe(403);
    expect(
      (
        await call(tokens['fan@club.example']!, 'POST', '/organizations/self/members', {
          memberEmail: 'fan@club.example',
        })
      ).status,
    ).toBe(403);
    // A member of the company is no member of the fan club.
    const admin = await actingFor('fan2@club.example');
    expect((await call(admin, 'DELETE', `/organizations/self/members/${idOf('firma@club.example')}`)).status).toBe(404);
    expect(
      (await call(admin, 'PUT', `/organizations/self/members/${idOf('firma@club.example')}`, { isAdmin: true })).status,
    ).toBe(404);
  });

  it('refuses an expired invitation with its own code, and lets the invited person decline', async () => {
    const admin = await actingFor('fan2@club.example');
    await call(admin, 'POST', '/organizations/self/members', { memberEmail: 'fan@club.example' });
    await platform.db.query(
      `UPDATE organization_memberships SET invitation_expires_at = now() - interval '1 day'
       WHERE organization_id = $1 AND account_id = $2`,
      [FANCLUB, idOf('fan@club.example')],
    );
    const fan = tokens['fan@club.example']!;
    expect(await call(fan, 'GET', `/contacts/self/organizations/${FANCLUB}/membership`)).toMatchObject({
      status: 200,
      body: { state: 'Expired' },
    });
    expect(await call(fan, 'PATCH', `/contacts/self/organizations/${FANCLUB}/membership`)).toMatchObject({
      status: 410,
      body: { errorCode: 'ORGANIZATION_INVITATION_EXPIRED' },
    });
    expect((await call(fan, 'DELETE', `/contacts/self/organizations/${FANCLUB}/membership`)).status).toBe(204);
    expect((await call(fan, 'DELETE', `/contacts/self/organizations/${FANCLUB}/membership`)).status).toBe(404);
  });
});
