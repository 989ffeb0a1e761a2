import { ownPartOfContract } from './data-export.ts';
import type { UpstreamContract } from '../../upstreams/contracts/types.ts';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountService } from '../../upstreams/account/client.ts';
import { createServices } from '../../services.ts';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { toGlobalId } from '../../shared/relay.ts';

/** The account area through the graph: every rule and native code a typed, localised error at its field. */
let platform: PlatformUnderTest;
let client: GraphClient;
const bearer: Record<string, Record<string, string>> = {};
const FANCLUB = 501;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
  for (const email of [
    'fan@club.example',
    'fan2@club.example',
    'mitglied@club.example',
    'fanclub@club.example',
    'abo@club.example',
    'dauerkarte@club.example',
  ]) {
    const token = (await signIn(platform.platform.identity.issuer, email, DEMO_PASSWORD)).access_token;
    bearer[email] = { authorization: `Bearer ${token}` };
  }
}, 60_000);
afterAll(() => platform.platform.close());
beforeEach(() => {
  platform.calls.length = 0;
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const run = async (
  query: string,
  variables: Record<string, unknown>,
  email?: string,
  headers: Record<string, string> = {},
) => {
  const result = await client.execute<Data>(query, variables, { ...(email ? bearer[email] : {}), ...headers });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};
const actingForFanClub = { 'x-act-for-organization': String(FANCLUB) };

const ERROR = '__typename ... on Error { code message }';
const INVALID = '... on InvalidInputError { field }';
const ADDRESS_FIELDS = 'id firstName city countryCode phone isDefaultShipping isDefaultBilling';
const ADDRESS_ADD = `mutation($input: AddressInput!) { addressAdd(input: $input) {
  ${ERROR} ${INVALID} ... on AddressPhoneRequiredError { field } ... on AddressCountryNotDeliveredError { field }
  ... on AddressesChanged { address { ${ADDRESS_FIELDS} } addresses { ${ADDRESS_FIELDS} } } } }`;
const vienna = {
  firstName: 'Mehmet',
  lastName: 'Özdemir',
  street: 'Mariahilfer Straße 12',
  postalCode: '1070',
  city: 'Wien',
  countryCode: 'AT',
};

describe('personal data', () => {
  const UPDATE = `mutation($input: ProfileUpdateInput!) { profileUpdate(input: $input) {
    ${ERROR} ${INVALID} ... on ProfileUpdated { person { mobile phone profileLanguage } } } }`;

  it('changes the profile language and phone numbers', async () => {
    const data = await run(
      UPDATE,
      { input: { mobile: '+49 171 5550199', phone: '', profileLanguage: 'EN' } },
      'fan2@club.example',
    );
    expect(data.profileUpdate).toEqual({
      __typename: 'ProfileUpdated',
      person: { mobile: '+49 171 5550199', phone: null, profileLanguage: 'EN' },
    });
    const read = await run('{ viewer { person { mobile profileLanguage } } }', {}, 'fan2@club.example');
    expect(read.viewer.person).toEqual({ mobile: '+49 171 5550199', profileLanguage: 'EN' });
    await run(UPDATE, { input: { profileLanguage: 'DE' } }, 'fan2@club.example');
  });

  it('refuses hostile input without a call, and person-only changes while acting for an organisation', async () => {
    const hostile = await run(UPDATE, { input: { mobile: '+49\u0000171', profileLanguage: 'DE' } }, 'fan@club.example');
    expect(hostile.profileUpdate).toMatchObject({ __typename: 'InvalidInputError', field: 'mobile' });
    expect(platform.callsTo('/contacts/self').filter((call) => call.method === 'PUT')).toHaveLength(0);
    const acting = await run(UPDATE, { input: { profileLanguage: 'EN' } }, 'fanclub@club.example', actingForFanClub);
    expect(acting.profileUpdate).toMatchObject({
      __typename: 'PlatformActionsNotAllowedError',
      code: 'PLATFORM_ACTIONS_ARE_NOT_ALLOWED',
    });
  });
});

describe('password', () => {
  const CHANGE = `mutation($input: PasswordChangeInput!) { passwordChange(input: $input) {
    ${ERROR} ${INVALID} ... on PasswordRulesError { field rules } ... on CurrentPasswordInvalidError { field }
    ... on PasswordsDoNotMatchError { field } ... on PasswordChanged { changed } } }`;

  it('names the broken rules, the wrong current password and the mismatch, in the request’s language', async () => {
    const rules = await run(
      CHANGE,
      { input: { currentPassword: DEMO_PASSWORD, newPassword: 'kurz', confirmNewPassword: 'kurz' } },
      'mitglied@club.example',
    );
    expect(rules.passwordChange).toEqual({
      __typename: 'PasswordRulesError',
      code: 'PASSWORD_RULES',
      message: 'Das neue Passwort erfüllt die Anforderungen nicht.',
      field: 'newPassword',
      rules: ['TOO_SHORT', 'REQUIRES_SPECIAL_CHARACTER', 'REQUIRES_DIGIT', 'REQUIRES_UPPER'],
    });
    const wrong = await run(
      CHANGE,
      { input: { currentPassword: 'Nicht-1899', newPassword: 'Südkurve-2026', confirmNewPassword: 'Südkurve-2026' } },
      'mitglied@club.example',
      { 'accept-language': 'en' },
    );
    expect(wrong.passwordChange).toEqual({
      __typename: 'CurrentPasswordInvalidError',
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'The current password is wrong.',
      field: 'currentPassword',
    });
    const mismatch = await run(
      CHANGE,
      { input: { currentPassword: DEMO_PASSWORD, newPassword: 'Südkurve-2026', confirmNewPassword: 'Südkurve-2027' } },
      'mitglied@club.example',
    );
    expect(mismatch.passwordChange).toMatchObject({
      __typename: 'PasswordsDoNotMatchError',
      field: 'confirmNewPassword',
    });
  });
});

describe('e-mail addresses', () => {
  const EMAILS = '{ viewer { emails { id email confirmed isDefault } } }';
  const ADD = `mutation($input: EmailAddInput!) { emailAdd(input: $input) {
    ${ERROR} ${INVALID} ... on EmailAddressAlreadyExistsError { field } ... on EmailsDoNotMatchError { field }
    ... on EmailsChanged { email { id email confirmed } emails { email isDefault } } } }`;
  const SET_DEFAULT = `mutation($id: ID!) { emailSetDefault(id: $id) { ${ERROR} ... on EmailsChanged { emails { email isDefault } } } }`;
  const CONFIRM = `mutation($token: String!) { emailConfirm(token: $token) { ${ERROR} ... on EmailConfirmed { email } } }`;
  const DELETE = `mutation($id: ID!) { emailDelete(id: $id) { ${ERROR} ... on EmailsChanged { emails { email } } } }`;

  it('adds, confirms by the mailed link without signing in, makes primary; refusals are typed at their field', async () => {
    const address = `mitglied.${Date.now()}@example.org`;
    const added = await run(ADD, { input: { email: address, confirmEmail: address } }, 'mitglied@club.example');
    expect(added.emailAdd).toMatchObject({ __typename: 'EmailsChanged', email: { email: address, confirmed: false } });
    const id = added.emailAdd.email.id;
    expect((await run(SET_DEFAULT, { id }, 'mitglied@club.example')).emailSetDefault).toMatchObject({
      __typename: 'EmailNotConfirmedError',
      code: 'EMAIL_NOT_CONFIRMED',
    });

    const token = new URL(platform.platform.devMail!.inbox.list(address)[0]!.links[0]!).searchParams.get('token')!;
    expect((await run(CONFIRM, { token })).emailConfirm).toEqual({ __typename: 'EmailConfirmed', email: address });
    expect((await run(CONFIRM, { token })).emailConfirm).toMatchObject({ code: 'EMAIL_CONFIRMATION_INVALID' });
    const primary = await run(SET_DEFAULT, { id }, 'mitglied@club.example');
    expect(primary.emailSetDefault.emails[0]).toEqual({ email: address, isDefault: true });

    const taken = await run(
      ADD,
      { input: { email: 'fan@club.example', confirmEmail: 'fan@club.example' } },
      'mitglied@club.example',
    );
    expect(taken.emailAdd).toEqual({
      __typename: 'EmailAddressAlreadyExistsError',
      code: 'EMAIL_ADDRESS_ALREADY_EXISTS',
      message: 'Die angegebene E-Mail-Adresse ist bereits vergeben.',
      field: 'email',
    });
    const mismatch = await run(
      ADD,
      { input: { email: 'a@example.org', confirmEmail: 'b@example.org' } },
      'fan@club.example',
    );
    expect(mismatch.emailAdd).toMatchObject({ __typename: 'EmailsDoNotMatchError', field: 'confirmEmail' });
    const hostile = await run(
      ADD,
      { input: { email: `${'x'.repeat(300)}@example.org`, confirmEmail: '' } },
      'fan@club.example',
    );
    expect(hostile.emailAdd).toMatchObject({ __typename: 'InvalidInputError', field: 'email' });

    // Back to the sign-in address the other tests use.
    const old = (await run(EMAILS, {}, 'mitglied@club.example')).viewer.emails.find(
      (email: Data) => email.email === 'mitglied@club.example',
    );
    await run(SET_DEFAULT, { id: old.id }, 'mitglied@club.example');
  });

  it('never reaches another person’s addresses: foreign ids are NotFound', async () => {
    const mine = (await run(EMAILS, {}, 'fan@club.example')).viewer.emails[0];
    expect((await run(DELETE, { id: mine.id }, 'fan2@club.example')).emailDelete).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(
      (await run(SET_DEFAULT, { id: toGlobalId('Address', 1) }, 'fan2@club.example')).emailSetDefault,
    ).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect((await run(EMAILS, {}, 'fan@club.example')).viewer.emails[0]).toEqual(mine);
  });
});

describe('address book', () => {
  const DELETE = `mutation($id: ID!) { addressDelete(id: $id) { ${ERROR} ... on AddressesChanged { addresses { id } } } }`;
  const DEFAULT = `mutation($id: ID!, $kind: AddressDefaultKind!) { addressSetDefault(id: $id, kind: $kind) {
    ${ERROR} ... on AddressesChanged { addresses { ${ADDRESS_FIELDS} } } } }`;

  it('refuses a foreign address without phone at the phone field, stores it with one, sets defaults', async () => {
    const refused = await run(ADDRESS_ADD, { input: vienna }, 'fan2@club.example');
    expect(refused.addressAdd).toEqual({
      __typename: 'AddressPhoneRequiredError',
      code: 'ADDRESS_PHONE_REQUIRED',
      message: 'Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.',
      field: 'phone',
    });
    const usa = await run(
      ADDRESS_ADD,
      { input: { ...vienna, countryCode: 'US', phone: '+1 555 0100' } },
      'fan2@club.example',
    );
    expect(usa.addressAdd).toMatchObject({ __typename: 'AddressCountryNotDeliveredError', field: 'countryCode' });

    const added = await run(ADDRESS_ADD, { input: { ...vienna, phone: '+43 660 1234567' } }, 'fan2@club.example');
    expect(added.addressAdd.__typename).toBe('AddressesChanged');
    const id = added.addressAdd.address.id;
    const shipping = await run(DEFAULT, { id, kind: 'SHIPPING' }, 'fan2@club.example');
    const defaults = shipping.addressSetDefault.addresses.filter((address: Data) => address.isDefaultShipping);
    expect(defaults.map((address: Data) => address.id)).toEqual([id]);
    expect((await run(DELETE, { id }, 'fan2@club.example')).addressDelete.__typename).toBe('AddressesChanged');
  });

  it('never reaches another person’s addresses, and the organisation acted for has its own book', async () => {
    const fanBook = (await run(`{ viewer { addresses { id } } }`, {}, 'fan@club.example')).viewer.addresses;
    const foreign = fanBook[0].id;
    platform.calls.length = 0;
    expect((await run(DELETE, { id: foreign }, 'fan2@club.example')).addressDelete.__typename).toBe('NotFoundError');
    expect(
      (await run(DEFAULT, { id: foreign, kind: 'BILLING' }, 'fan2@club.example')).addressSetDefault.__typename,
    ).toBe('NotFoundError');
    // A global id of another type is refused without a call.
    const before = platform.calls.length;
    expect(
      (await run(DELETE, { id: toGlobalId('EmailAddress', 1) }, 'fan2@club.example')).addressDelete.__typename,
    ).toBe('NotFoundError');
    expect(platform.calls.length).toBe(before);
    expect((await run(`{ viewer { addresses { id } } }`, {}, 'fan@club.example')).viewer.addresses).toEqual(fanBook);

    const club = await run(`{ viewer { addresses { id } } }`, {}, 'fanclub@club.example', actingForFanClub);
    expect(club.viewer.addresses.map((address: Data) => address.id)).not.toContain(foreign);
  });
});

describe('consents and countries', () => {
  const CONSENTS = '{ viewer { consents { id key name(language: EN) kind isMainAdConsent parentKey granted } } }';
  const GRANT = `mutation($id: ID!) { consentGrant(id: $id) { ${ERROR} ... on ConsentsChanged { consents { key granted } } } }`;
  const WITHDRAW = `mutation($id: ID!) { consentWithdraw(id: $id) { ${ERROR} ... on ConsentsChanged { consents { key granted } } } }`;

  it('grants and withdraws the main ad consent with its sectors', async () => {
    const consents = (await run(CONSENTS, {}, 'fan2@club.example')).viewer.consents as Data[];
    const main = consents.find((consent) => consent.isMainAdConsent)!;
    const media = consents.find((consent) => consent.key === 'advertising.media')!;
    expect(main).toMatchObject({ name: 'Advertising consent', kind: 'ADVERTISING', granted: false });
    expect(media.parentKey).toBe('advertising');
    expect(consents.filter((consent) => consent.kind === 'NEWSLETTER')).toHaveLength(8);

    expect((await run(GRANT, { id: media.id }, 'fan2@club.example')).consentGrant).toMatchObject({
      __typename: 'MainAdConsentRequiredError',
      code: 'MAIN_AD_CONSENT_REQUIRED',
    });
    await run(GRANT, { id: main.id }, 'fan2@club.example');
    const granted = (await run(GRANT, { id: media.id }, 'fan2@club.example')).consentGrant.consents as Data[];
    expect(granted.filter((consent) => consent.granted).map((consent) => consent.key)).toEqual([
      'advertising',
      'advertising.media',
    ]);
    const withdrawn = (await run(WITHDRAW, { id: main.id }, 'fan2@club.example')).consentWithdraw.consents as Data[];
    expect(withdrawn.filter((consent) => consent.granted)).toEqual([]);
  });

  it('lists the countries as public data: asked without the viewer’s token, so the answer can be shared', async () => {
    const first = await run('{ countries(language: EN) { code name phoneRequired } }', {}, 'fan@club.example');
    expect(first.countries[0]).toEqual({ code: 'DE', name: 'Germany', phoneRequired: false });
    expect(first.countries.find((country: Data) => country.code === 'AT')).toMatchObject({ phoneRequired: true });
    expect(platform.callsTo('/countries').map((call) => call.headers.authorization)).toEqual([undefined]);
  });

  it('nulls only the countries when the account service cannot say, so an address form degrades alone', async () => {
    const config = testConfig(platform.platform);
    // The account service points at a port nobody listens on; the shop stays healthy.
    const services = {
      ...createServices(config),
      account: new AccountService({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }),
    };
    const result = await graphClient(config, services).execute<{ countries: unknown; storesNavigation: unknown[] }>(
      '{ countries(language: DE) { code } storesNavigation { title } }',
    );
    expect(result.status).toBe(200);
    expect(result.data!.countries).toBeNull();
    expect(result.data!.storesNavigation.length).toBeGreaterThan(0);
    expect(result.errors).toMatchObject([{ path: ['countries'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]);
  });
});

describe('deletion, payment methods, video subscriptions and the data export', () => {
  it('refuses deletion while a contract runs, with the catalogue’s message', async () => {
    const data = await run(
      'mutation { accountDeletionRequest { __typename ... on Error { code message } } }',
      {},
      'mitglied@club.example',
      { 'accept-language': 'en' },
    );
    expect(data.accountDeletionRequest).toEqual({
      __typename: 'AccountHasRunningContractsError',
      code: 'ACCOUNT_HAS_RUNNING_CONTRACTS',
      message: 'The account cannot be deleted while contracts are running.',
    });
  });

  it('refuses deleting a payment method a contract or a payout uses; a foreign one is NotFound', async () => {
    const DELETE = `mutation($id: ID!) { paymentMethodDelete(id: $id) { ${ERROR} } }`;
    const sepa = toGlobalId('StoredPaymentMethod', 'tok_seed_sepa_mitglied');
    expect((await run(DELETE, { id: sepa }, 'mitglied@club.example')).paymentMethodDelete).toMatchObject({
      __typename: 'PaymentMethodUsedByContractError',
      code: 'USER_HAS_UNCANCELLED_CONTRACT',
    });
    const card = toGlobalId('StoredPaymentMethod', 'tok_seed_card_fan2');
    expect((await run(DELETE, { id: card }, 'fan2@club.example')).paymentMethodDelete).toMatchObject({
      __typename: 'PaymentMethodUsedByPayoutError',
      code: 'USER_HAS_RUNNING_PAYOUT',
    });
    expect((await run(DELETE, { id: card }, 'fan@club.example')).paymentMethodDelete.__typename).toBe('NotFoundError');
    const methods = await run(
      '{ viewer { paymentMethods { kind last4 accountHolder } } }',
      {},
      'mitglied@club.example',
    );
    expect(methods.viewer.paymentMethods).toContainEqual({ kind: 'SEPA', last4: '3000', accountHolder: 'Jürgen Weiß' });
  });

  it('starts adding a payment method only with a portal path to return to', async () => {
    const ADD = `mutation($input: PaymentMethodAddInput!) { paymentMethodAdd(input: $input) {
      ${ERROR} ${INVALID} ... on PaymentMethodRedirect { paymentId url } } }`;
    const outward = await run(ADD, { input: { kind: 'PAY_PAL', returnPath: '//evil.example/x' } }, 'fan@club.example');
    expect(outward.paymentMethodAdd).toMatchObject({ __typename: 'InvalidInputError', field: 'returnPath' });
    const noAddress = await run(
      ADD,
      { input: { kind: 'SEPA', returnPath: '/konto/zahlungsarten' } },
      'fan@club.example',
    );
    expect(noAddress.paymentMethodAdd).toMatchObject({ __typename: 'InvalidInputError', field: 'billingAddress' });
  });

  it('exports everything the services hold about the person, and only theirs', async () => {
    const data = await run(
      'mutation { viewerDataExport { __typename ... on DataExport { fileName contentType content } } }',
      {},
      'fan@club.example',
    );
    expect(data.viewerDataExport.fileName).toMatch(/^datenauskunft-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(data.viewerDataExport.content);
    expect(document.profile).toMatchObject({ email: 'fan@club.example', firstName: 'Lena' });
    expect(document.emailAddresses.map((email: Data) => email.email)).toContain('fan@club.example');
    expect(document.addresses.length).toBeGreaterThan(0);
    expect(document.consents.map((consent: Data) => consent.consent)).toContain('advertising');
    expect(Array.isArray(document.orders)).toBe(true);
    // Another person's profile and addresses are not in it (the people a ticket went to may be).
    expect(data.viewerDataExport.content).not.toContain('EF-100002');
    expect(data.viewerDataExport.content).not.toContain('Am Stadion 18');

    // Tickets without their barcodes (entry credentials, not data), and the contracts.
    const member = await run(
      'mutation { viewerDataExport { __typename ... on DataExport { content } } }',
      {},
      'mitglied@club.example',
    );
    const memberDocument = JSON.parse(member.viewerDataExport.content);
    expect(memberDocument.contracts).toEqual([expect.objectContaining({ kind: 'SeasonTicket', state: 'Running' })]);
    expect(memberDocument.tickets.length + memberDocument.seasonTickets.length).toBeGreaterThan(0);
    expect(member.viewerDataExport.content).not.toContain('"barcode"');
    expect(Array.isArray(memberDocument.ticketTransfers)).toBe(true);
  });
});

describe("the data export's contracts", () => {
  const exportOf = async (email: string) =>
    (await run('mutation { viewerDataExport { ... on DataExport { content } } }', {}, email)).viewerDataExport
      .content as string;
  const accountIdOf = async (email: string) =>
    (await platform.platform.db.query<{ id: string }>('SELECT id::text AS id FROM accounts WHERE email = $1', [email]))
      .rows[0]!.id;

  it("holds the other party of a contract by name only: neither their account id nor Paul's shipping address", async () => {
    // Claudia (abo@) subscribes to the season ticket Paul (dauerkarte@) uses; it is sent to Paul's address.
    const [claudia, paul] = [await accountIdOf('abo@club.example'), await accountIdOf('dauerkarte@club.example')];
    const hers = await exportOf('abo@club.example');
    expect(hers).toContain('"lastName": "Schneider"');
    expect(hers).not.toContain(paul);
    expect(hers).not.toContain('Lindenstraße 5');
    // Her own invoice address stays in it.
    expect(hers).toContain('Ahornweg 8');
    const his = await exportOf('dauerkarte@club.example');
    expect(his).toContain('"lastName": "Hoffmann"');
    expect(his).not.toContain(claudia);
    expect(his).not.toContain('Ahornweg 8');
  });

  const party = (subjectId: string, firstName: string) => ({ subjectId, firstName, lastName: 'Muster' });
  const address = (type: 'invoice' | 'shipping', street: string) => ({
    type,
    company: null,
    firstName: 'X',
    lastName: 'Muster',
    street,
    additionalAddress: null,
    postalCode: '12345',
    city: 'Südstadt',
    countryCode: 'DEU',
    phone: null,
  });
  const contract = (overrides: Partial<UpstreamContract>) =>
    ({
      role: 'Subscriber',
      subscriber: party('own-id', 'Jürgen'),
      recipient: null,
      upcomingSeason: { season: 2027, recipient: null },
      addresses: [address('invoice', 'Eigene Straße 1'), address('shipping', 'Eigene Straße 1')],
      ...overrides,
    }) as UpstreamContract;

  it('names the other party without their account id and leaves out the address a ticket goes to for them', () => {
    const forAnother = ownPartOfContract(
      contract({
        recipient: party('their-id', 'Lena'),
        upcomingSeason: { season: 2027, recipient: party('next-id', 'Kim') },
        addresses: [address('invoice', 'Eigene Straße 1'), address('shipping', 'Ihre Gasse 9')],
      }),
      'own-id',
    );
    const text = JSON.stringify(forAnother);
    for (const foreign of ['their-id', 'next-id', 'Ihre Gasse 9']) expect(text).not.toContain(foreign);
    expect(forAnother.recipient).toEqual({ firstName: 'Lena', lastName: 'Muster' });
    expect(forAnother.subscriber).toEqual(party('own-id', 'Jürgen'));
    expect(forAnother.addresses.map((entry) => entry.street)).toEqual(['Eigene Straße 1']);
    // The person's own contract keeps all its addresses.
    expect(ownPartOfContract(contract({}), 'own-id').addresses).toHaveLength(2);
  });

  it("gives a recipient the subscriber's name only, and no addresses", () => {
    const asRecipient = ownPartOfContract(
      contract({ role: 'Recipient', subscriber: party('their-id', 'Jürgen'), recipient: party('own-id', 'Lena') }),
      'own-id',
    );
    expect(JSON.stringify(asRecipient)).not.toContain('their-id');
    expect(asRecipient.addresses).toEqual([]);
  });
});
