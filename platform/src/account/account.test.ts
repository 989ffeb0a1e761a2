import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeForOrganization, signIn } from '../../test/sign-in.ts';
import { MAIN_AD_CONSENT_ID } from '../db/seed/account.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { DEFAULT_GRAPH_CLIENT_SECRET, startPlatform, type RunningPlatform } from '../index.ts';
import { callPlatform } from '../../test/http.ts';

/** The account area's contact, consent, password and paywall routes (spec 2 sections 2–8). */
let platform: RunningPlatform;
const tokens: Record<string, string> = {};
const FANCLUB = 501;
let fanclubToken: string;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  for (const email of ['fan@club.example', 'fan2@club.example', 'mitglied@club.example', 'fanclub@club.example'])
    tokens[email] = (await signIn(platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
  const exchange = await exchangeForOrganization(
    platform.identity.issuer,
    DEFAULT_GRAPH_CLIENT_SECRET,
    tokens['fanclub@club.example']!,
    FANCLUB,
  );
  fanclubToken = exchange.body.access_token as string;
}, 60_000);
afterAll(() => platform.close());

/** An answer's JSON, read loosely: the tests assert its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const call = (
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => callPlatform<Json>(platform.url, method, path, body, { token, headers });

const fan = () => tokens['fan@club.example'];
const vienna = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Mariahilfer Straße 12',
  postalCode: '1070',
  city: 'Wien',
  countryCode: 'AT',
};

describe('profile', () => {
  it('changes phone numbers and the profile language, and refuses name and birthday changes at their fields', async () => {
    const changed = await call(fan(), 'PUT', '/contacts/self', {
      firstName: 'Lena',
      lastName: 'Fischer',
      birthday: '1994-05-17',
      mobile: '+49 171 5550101',
      phone: ' ',
      profileLanguage: 'en',
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { mobile: '+49 171 5550101', phone: null, profileLanguage: 'en', firstName: 'Lena' },
    });
    expect((await call(fan(), 'GET', '/contacts/self')).body.profileLanguage).toBe('en');

    const renamed = await call(fan(), 'PUT', '/contacts/self', {
      firstName: 'Helena',
      birthday: '1990-01-01',
      profileLanguage: 'de',
    });
    expect(renamed.status).toBe(400);
    expect(Object.keys(renamed.body.errors).sort()).toEqual(['birthday', 'firstName']);
    // Nothing of the refused change landed.
    expect((await call(fan(), 'GET', '/contacts/self')).body).toMatchObject({
      firstName: 'Lena',
      profileLanguage: 'en',
    });
    await call(fan(), 'PUT', '/contacts/self', { profileLanguage: 'de' });
  });

  it('is the person’s own: acting for an organisation is refused with the native code', async () => {
    expect(await call(fanclubToken, 'PUT', '/contacts/self', { profileLanguage: 'en' })).toMatchObject({
      status: 403,
      body: { errorCode: 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED' },
    });
    expect((await call(undefined, 'PUT', '/contacts/self', { profileLanguage: 'en' })).status).toBe(401);
  });
});

describe('address book', () => {
  it('adds, changes and removes addresses; a foreign address needs a phone, at the phone field', async () => {
    const refused = await call(fan(), 'POST', '/contacts/self/addresses', vienna);
    expect(refused).toMatchObject({ status: 400, body: { errors: { phone: [expect.stringContaining('phone')] } } });
    const added = await call(fan(), 'POST', '/contacts/self/addresses', { ...vienna, phone: '+43 660 1234567' });
    expect(added).toMatchObject({ status: 201, body: { countryCode: 'AT', isOrderAddress: false } });

    const changed = await call(fan(), 'PUT', '/contacts/self/addresses', {
      ...vienna,
      id: added.body.id,
      phone: '+43 660 7654321',
      city: 'Wien-Neubau',
    });
    expect(changed).toMatchObject({ status: 200, body: { city: 'Wien-Neubau', phone: '+43 660 7654321' } });
    expect((await call(fan(), 'PUT', '/contacts/self/addresses', { ...vienna, id: added.body.id })).status).toBe(400);
    expect(
      (await call(fan(), 'POST', '/contacts/self/addresses', { ...vienna, countryCode: 'US', phone: '+1 555 0100' }))
        .body.errors,
    ).toHaveProperty('countryCode');

    expect((await call(fan(), 'DELETE', `/contacts/self/addresses/${added.body.id}`)).status).toBe(204);
    expect((await call(fan(), 'DELETE', `/contacts/self/addresses/${added.body.id}`)).status).toBe(404);
  });

  it('keeps exactly one default shipping and one default billing address', async () => {
    const book = async () => (await call(fan(), 'GET', '/contacts/self/addresses')).body.items as Json[];
    const [home] = await book();
    const other = (await call(fan(), 'POST', '/contacts/self/addresses', { ...vienna, phone: '+43 1 5550' })).body;
    const afterShipping = await call(fan(), 'POST', `/contacts/self/addresses/${other.id}/setDefaultOrderAddress`);
    expect(afterShipping.status).toBe(200);
    expect(afterShipping.body.items.filter((a: Json) => a.isOrderAddress).map((a: Json) => a.id)).toEqual([other.id]);
    expect(afterShipping.body.items.filter((a: Json) => a.isInvoiceAddress).map((a: Json) => a.id)).toEqual([home.id]);
    await call(fan(), 'POST', `/contacts/self/addresses/${other.id}/setDefaultInvoiceAddress`);

    // Removing the defaults hands them to the oldest address left.
    expect((await call(fan(), 'DELETE', `/contacts/self/addresses/${other.id}`)).status).toBe(204);
    const defaults = (await book()).filter((a) => a.isOrderAddress || a.isInvoiceAddress);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ id: home.id, isOrderAddress: true, isInvoiceAddress: true });
  });

  it('never reaches another person’s or the organisation’s addresses', async () => {
    const mine = (await call(fan(), 'GET', '/contacts/self/addresses')).body.items[0];
    const other = tokens['fan2@club.example'];
    expect((await call(other, 'DELETE', `/contacts/self/addresses/${mine.id}`)).status).toBe(404);
    expect((await call(other, 'POST', `/contacts/self/addresses/${mine.id}/setDefaultOrderAddress`)).status).toBe(404);
    expect(
      (await call(other, 'PUT', '/contacts/self/addresses', { ...vienna, phone: '+43 1 5550', id: mine.id })).status,
    ).toBe(404);
    // The admin acting for the fan club sees the club's book, not her own.
    const clubBook = (await call(fanclubToken, 'GET', '/contacts/self/addresses')).body.items as Json[];
    expect(clubBook.map((a) => a.id)).not.toContain(mine.id);
    expect((await call(fan(), 'GET', '/contacts/self/addresses')).body.items[0]).toEqual(mine);
  });
});

describe('e-mail addresses', () => {
  it('adds an address, confirms it by the mailed link, makes it primary and signs in with it', async () => {
    const token = tokens['fan2@club.example'];
    const address = `mehmet.${randomUUID().slice(0, 8)}@example.org`;
    expect(
      await call(token, 'POST', '/contacts/self/emails', { email: address, confirmEmail: address.toUpperCase() }),
    ).toMatchObject({ status: 201, body: { email: address, confirmed: false, isDefault: false } });
    const entry = (await call(token, 'GET', '/contacts/self/emails')).body.items.find((e: Json) => e.email === address);
    expect((await call(token, 'POST', `/contacts/self/emails/${entry.id}/setDefaultEmailAddress`)).body).toMatchObject({
      errorCode: 'EMAIL_NOT_CONFIRMED',
    });

    const mail = platform.devMail!.inbox.list(address)[0]!;
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/konto/e-mail-bestaetigen');
    const secret = link.searchParams.get('token')!;
    expect(await call(undefined, 'POST', '/contacts/emails/confirmation', { token: secret })).toMatchObject({
      status: 200,
      body: { email: address },
    });
    // A link works once.
    expect((await call(undefined, 'POST', '/contacts/emails/confirmation', { token: secret })).body.errorCode).toBe(
      'EMAIL_CONFIRMATION_INVALID',
    );

    const primary = await call(token, 'POST', `/contacts/self/emails/${entry.id}/setDefaultEmailAddress`);
    expect(primary.body.items[0]).toMatchObject({ email: address, isDefault: true, confirmed: true });
    expect((await signIn(platform.identity.issuer, address, DEMO_PASSWORD)).access_token).toBeTruthy();
    // The default cannot be deleted; the old one, no longer default, can.
    expect((await call(token, 'DELETE', `/contacts/self/emails/${entry.id}`)).body.errorCode).toBe(
      'DEFAULT_EMAIL_CANNOT_BE_DELETED',
    );
    const old = primary.body.items.find((e: Json) => e.email === 'fan2@club.example');
    await call(token, 'POST', `/contacts/self/emails/${old.id}/setDefaultEmailAddress`);
    expect((await call(token, 'DELETE', `/contacts/self/emails/${entry.id}`)).status).toBe(204);
  });

  it('refuses an address someone has, mismatched repetitions, and resending too often', async () => {
    const token = fan();
    expect(
      await call(token, 'POST', '/contacts/self/emails', {
        email: 'Mitglied@Club.example',
        confirmEmail: 'mitglied@club.example',
      }),
    ).toMatchObject({ status: 400, body: { detail: 'EmailAddress already exists' } });
    expect(
      (await call(token, 'POST', '/contacts/self/emails', { email: 'a@example.org', confirmEmail: 'b@example.org' }))
        .body.errors,
    ).toHaveProperty('confirmEmail');
    const address = `lena.${randomUUID().slice(0, 8)}@example.org`;
    const added = (await call(token, 'POST', '/contacts/self/emails', { email: address, confirmEmail: address })).body;
    expect((await call(token, 'PUT', `/contacts/self/emails/${added.id}/resendConfirmationEmail`)).status).toBe(429);
    // Another person cannot touch it.
    const other = tokens['fan2@club.example'];
    expect((await call(other, 'DELETE', `/contacts/self/emails/${added.id}`)).status).toBe(404);
    expect((await call(other, 'PUT', `/contacts/self/emails/${added.id}/resendConfirmationEmail`)).status).toBe(404);
    expect((await call(other, 'POST', `/contacts/self/emails/${added.id}/setDefaultEmailAddress`)).status).toBe(404);
    expect((await call(token, 'DELETE', `/contacts/self/emails/${added.id}`)).status).toBe(204);
  });
});

describe('consents', () => {
  it('lists the main ad consent, its seven sectors and the eight newsletters', async () => {
    const { body } = await call(undefined, 'GET', '/consents?language=en');
    const main = body.items.filter((c: Json) => c.isMainAdConsent);
    expect(main).toEqual([expect.objectContaining({ id: MAIN_AD_CONSENT_ID, name: 'Advertising consent' })]);
    expect(body.items.filter((c: Json) => c.parentId === MAIN_AD_CONSENT_ID)).toHaveLength(7);
    expect(body.items.filter((c: Json) => c.consentType === 'Newsletter')).toHaveLength(8);
  });

  it('grants and terminates; a sector needs the main consent and lapses with it', async () => {
    const token = tokens['mitglied@club.example'];
    const media = 104;
    expect((await call(token, 'POST', `/consents/${media}`)).body.errorCode).toBe('MAIN_AD_CONSENT_REQUIRED');
    const main = await call(token, 'POST', `/consents/${MAIN_AD_CONSENT_ID}`);
    expect(main).toMatchObject({ status: 201, body: { consentId: MAIN_AD_CONSENT_ID, consentState: 'Valid' } });
    expect((await call(token, 'POST', `/consents/${MAIN_AD_CONSENT_ID}`)).status).toBe(200);
    expect((await call(token, 'POST', `/consents/${media}`)).status).toBe(201);

    const terminated = await call(token, 'PUT', `/consents/contacts/${main.body.id}/terminate`);
    expect(terminated.body).toMatchObject({ consentState: 'Terminated' });
    const granted = (await call(token, 'GET', '/consents/contactConsents/self')).body.items.map(
      (c: Json) => c.consentId,
    );
    expect(granted).not.toContain(MAIN_AD_CONSENT_ID);
    expect(granted).not.toContain(media);
    expect((await call(token, 'PUT', `/consents/contacts/${main.body.id}/terminate`)).status).toBe(200);
    expect((await call(fan(), 'PUT', `/consents/contacts/${main.body.id}/terminate`)).status).toBe(404);
    expect((await call(token, 'POST', '/consents/999999')).status).toBe(404);
  });
});

describe('password', () => {
  it('names each broken rule, the wrong current password and the mismatch at their fields', async () => {
    const token = tokens['fanclub@club.example'];
    const change = (body: Record<string, string>) => call(token, 'PUT', '/accounts/self/password', body);
    expect(
      (await change({ currentPassword: DEMO_PASSWORD, newPassword: 'abc', confirmNewPassword: 'abc' })).body.errors,
    ).toEqual({ newPassword: ['TooShort', 'RequiresSpecialCharacter', 'RequiresDigit', 'RequiresUpper'] });
    expect(
      (await change({ currentPassword: DEMO_PASSWORD, newPassword: `Aa1!${'x'.repeat(70)}`, confirmNewPassword: 'x' }))
        .body.errors,
    ).toEqual({ newPassword: ['TooLong'] });
    expect(
      (
        await change({
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Südkurve-2026',
          confirmNewPassword: 'Südkurve-2025',
        })
      ).body.errors,
    ).toEqual({ confirmNewPassword: ['PasswordsDoNotMatch'] });
    expect(
      await change({
        currentPassword: 'wrong-Password-1',
        newPassword: 'Südkurve-2026',
        confirmNewPassword: 'Südkurve-2026',
      }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'CURRENT_PASSWORD_INVALID', errors: { currentPassword: ['Invalid'] } },
    });
  });

  it('changes the password at the identity provider: the new one signs in, the old one no longer', async () => {
    const token = tokens['fanclub@club.example'];
    expect(
      (
        await call(token, 'PUT', '/accounts/self/password', {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Südkurve-2026',
          confirmNewPassword: 'Südkurve-2026',
        })
      ).status,
    ).toBe(204);
    expect((await signIn(platform.identity.issuer, 'fanclub@club.example', 'Südkurve-2026')).access_token).toBeTruthy();
    await expect(signIn(platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD)).rejects.toThrow();
    await call(token, 'PUT', '/accounts/self/password', {
      currentPassword: 'Südkurve-2026',
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    });
  });

  it('makes guessing the current password slow: the sixth wrong one within 15 minutes waits', async () => {
    const token = tokens['fan2@club.example'];
    const attempt = () =>
      call(token, 'PUT', '/accounts/self/password', {
        currentPassword: 'Guess-1234',
        newPassword: 'Südkurve-2026',
        confirmNewPassword: 'Südkurve-2026',
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });
});

describe('deletion and subscriptions', () => {
  it('refuses deletion while a contract runs, and records a request with a mail otherwise', async () => {
    expect(await call(tokens['mitglied@club.example'], 'DELETE', '/contacts/self')).toMatchObject({
      status: 400,
      body: { errorCode: 'ACCOUNT_HAS_RUNNING_CONTRACTS' },
    });
    const requested = await call(fan(), 'DELETE', '/contacts/self');
    expect(requested).toMatchObject({ status: 202, body: { state: 'Requested' } });
    expect((await call(fan(), 'DELETE', '/contacts/self')).body.requestedAt).toBe(requested.body.requestedAt);
    expect(platform.devMail!.inbox.list('fan@club.example').filter((m) => m.subject.includes('Löschung'))).toHaveLength(
      1,
    );
  });

  it('lists the person’s contracts: mitglied@’s running season ticket, none for others or organisations', async () => {
    const { body } = await call(tokens['mitglied@club.example'], 'GET', '/abo/self/contracts');
    expect(body).toMatchObject({ totalCount: 1, hasNextPage: false });
    expect(body.items[0]).toMatchObject({
      kind: 'SeasonTicket',
      state: 'Running',
      paymentTokenId: 'tok_seed_sepa_mitglied',
    });
    expect((await call(fan(), 'GET', '/abo/self/contracts')).body.items).toEqual([]);
    expect((await call(fanclubToken, 'GET', '/abo/self/contracts')).body.items).toEqual([]);
    expect((await call(fan(), 'GET', '/abo/self/contracts?PageSize=0')).status).toBe(400);
  });

  it('answers the person’s paid video subscriptions, with whether each grants access today', async () => {
    const paywall = (token: string | undefined) =>
      call(token, 'GET', '/shop/v4/paywallSubscriptions', undefined, { 'et-tenant-id': '1' });
    const { body } = await paywall(tokens['mitglied@club.example']);
    expect(body.items).toEqual([
      expect.objectContaining({ productName: 'Club TV Jahresabo', state: 'Active', accessLevel: 1, hasAccess: true }),
    ]);
    expect((await paywall(tokens['fanclub@club.example'])).body.items).toEqual([]);
  });

  it('lists the countries with names in the asked language, Germany first', async () => {
    const { body } = await call(undefined, 'GET', '/countries?language=en');
    expect(body.items[0]).toEqual({ code: 'DE', name: 'Germany', phoneRequired: false });
    expect(body.items.find((c: Json) => c.code === 'AT')).toEqual({ code: 'AT', name: 'Austria', phoneRequired: true });
  });
});
