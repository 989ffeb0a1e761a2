import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserManager, type User } from 'oidc-client-ts';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { dismissToast, toasts } from '../../app/toast.ts';
import { Session } from '../../auth/session.ts';
import { renderPages } from '../../test/pages.tsx';
import { contractPages } from './contractPages.ts';
import { answerMutation } from '../../test/relay.ts';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

/** A person signed in. */
function signedInSession(): Session {
  const session = new Session(
    async () =>
      new UserManager({
        authority: 'http://identity.test',
        client_id: 'club-web',
        redirect_uri: 'http://localhost/sso/callback',
      }),
  );
  const user = { profile: { sub: 'subject-1' }, expired: false, access_token: 'token-1' } as unknown as User;
  (session as unknown as { set(change: { user: User; ready: boolean }): void }).set({ user, ready: true });
  return session;
}

const renderAt = (path: string): RelayMockEnvironment =>
  renderPages(contractPages, path, { session: signedInSession() }).environment;

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

async function resolvePage(environment: RelayMockEnvironment, resolvers: Resolvers = {}) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Person: () => ({ displayName: 'Claudia Hoffmann', email: 'abo@club.example' }),
        Viewer: () => ({ actingFor: null }),
        ...resolvers,
      }),
    ),
  );
}

const currentToast = () => toasts.snapshot()?.message;
const euro = (amount: string) => ({ amount, currencyCode: 'EUR' });
const claudia = { firstName: 'Claudia', lastName: 'Hoffmann', isViewer: true };
const paul = { firstName: 'Paul', lastName: 'Neumann', isViewer: false };
const address = {
  company: null,
  firstName: 'Claudia',
  lastName: 'Hoffmann',
  street: 'Ahornweg 8',
  additionalAddress: null,
  postalCode: '12347',
  city: 'Südstadt',
  countryCode: 'DE',
  phone: null,
};
const countries = [
  { code: 'DE', name: 'Deutschland', phoneRequired: false },
  { code: 'AT', name: 'Österreich', phoneRequired: true },
];

const contract = (extra: Record<string, unknown> = {}) => ({
  id: 'Q29udHJhY3Q6MTAwMQ',
  internalId: 1001,
  name: 'Dauerkarte Profis',
  kind: 'SEASON_TICKET',
  status: 'CONFIRMED',
  role: 'SUBSCRIBER',
  subscriber: claudia,
  recipient: claudia,
  upcomingRecipient: claudia,
  season: 2026,
  upcomingSeason: 2027,
  seat: { block: 'D', row: '5', seat: '12' },
  venue: 'Südstadt-Arena',
  pricingClass: { code: 'KAT2', name: 'Kategorie 2 (Gegengerade)', price: euro('545.00'), isCurrent: true },
  ticketMedium: {
    code: 'CARD',
    name: 'Dauerkarten-Chipkarte',
    fee: euro('5.00'),
    needsShippingAddress: true,
    isCurrent: true,
  },
  transferable: true,
  paymentMethod: {
    id: 'sepa-1',
    kind: 'SEPA',
    cardBrand: null,
    last4: '3000',
    accountHolder: 'Claudia Hoffmann',
    payPalEmail: null,
    expiryMonth: null,
    expiryYear: null,
  },
  invoiceAddress: address,
  shippingAddress: address,
  missing: [],
  terminationReason: null,
  terminatedAt: null,
  endsOn: null,
  renewalDate: '2027-07-01',
  confirmedAt: null,
  pendingTransfer: null,
  canConfirm: false,
  canChange: true,
  options: null,
  terminationReasons: null,
  ...extra,
});

describe('the contracts list', () => {
  it('shows the three groups with each contract’s season, seat, status and people, linked to the contract', async () => {
    const environment = renderAt('/konto/vertraege');
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('ContractsPageQuery');
    await resolvePage(environment, {
      ContractGroups: () => ({
        ownTicket: [contract({ status: 'NOT_CONFIRMED', canConfirm: true })],
        otherOwnTickets: [
          contract({
            id: 'Q29udHJhY3Q6MTAwMg',
            internalId: 1002,
            name: 'Dauerkarte Frauen',
            recipient: paul,
            upcomingRecipient: paul,
            seat: { block: 'W2', row: '3', seat: '8' },
          }),
        ],
        otherTickets: [
          contract({
            id: 'Q29udHJhY3Q6MTAwMw',
            internalId: 1003,
            role: 'RECIPIENT',
            status: 'TERMINATED',
            subscriber: { ...paul, firstName: 'Jürgen', lastName: 'Krause' },
            seat: { block: 'S', row: null, seat: null },
          }),
        ],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Verträge' });
    const main = screen.getAllByRole('main').at(-1)!;
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Deine Dauerkarte', 'Weitere Dauerkarten, die du bezahlst', 'Dauerkarten anderer, die du nutzt']);
    const navigation = screen.getByRole('navigation', { name: 'Kontobereich' });
    expect(within(navigation).getByRole('link', { name: 'Verträge' }).getAttribute('aria-current')).toBe('page');

    const own = within(screen.getByRole('list', { name: 'Deine Dauerkarte' })).getByRole('listitem');
    expect(within(own).getByRole('link', { name: 'Dauerkarte Profis' }).getAttribute('href')).toBe(
      '/konto/vertraege/1001',
    );
    expect(within(own).getByText('Bestätigung ausstehend')).toBeTruthy();
    expect(within(own).getByText('2026/27')).toBeTruthy();
    expect(within(own).getByText('Block D, Reihe 5, Platz 12')).toBeTruthy();
    expect(within(own).getAllByText('Claudia Hoffmann (du)')).toHaveLength(2);

    const paid = within(screen.getByRole('list', { name: 'Weitere Dauerkarten, die du bezahlst' })).getByRole(
      'listitem',
    );
    expect(within(paid).getByRole('link', { name: 'Dauerkarte Frauen' }).getAttribute('href')).toBe(
      '/konto/vertraege/1002',
    );
    expect(within(paid).getByText('Nutzt die Dauerkarte').nextSibling?.textContent).toBe('Paul Neumann');
    expect(within(paid).getByText('Bezahlt von').nextSibling?.textContent).toBe('Claudia Hoffmann (du)');

    const used = within(screen.getByRole('list', { name: 'Dauerkarten anderer, die du nutzt' })).getByRole('listitem');
    expect(within(used).getByText('Gekündigt')).toBeTruthy();
    expect(within(used).getByText('Block S')).toBeTruthy();
    expect(within(used).getByText('Bezahlt von').nextSibling?.textContent).toBe('Jürgen Krause');
  });

  it('says so when there is no contract, and offers a retry when the service cannot say', async () => {
    const environment = renderAt('/en/account/contracts');
    await resolvePage(environment, {
      ContractGroups: () => ({ ownTicket: [], otherOwnTickets: [], otherTickets: [] }),
    });
    expect(await screen.findByText(/You have no season ticket yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your season ticket' })).toBeNull();
    cleanup();

    const failing = renderAt('/konto/vertraege');
    await resolvePage(failing, { Viewer: () => ({ actingFor: null, contracts: null }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Deine Verträge können gerade nicht geladen werden.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});

describe('a contract', () => {
  it('lets its subscriber confirm the renewal and shows the graph’s message', async () => {
    const environment = renderAt('/konto/vertraege/1001');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      id: '1001',
      language: 'DE',
      signedIn: true,
    });
    await resolvePage(environment, { Contract: () => contract({ status: 'NOT_CONFIRMED', canConfirm: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Dauerkarte Profis' });
    const confirm = screen.getByRole('region', { name: 'Verlängerung bestätigen' });
    expect(within(confirm).getByText(/auch in der Saison 2027\/28 behalten/)).toBeTruthy();
    // Each change has its page.
    const links = [
      ['Rechnungsadresse ändern', '/konto/vertraege/1001/adresse/rechnung'],
      ['Versandadresse ändern', '/konto/vertraege/1001/adresse/versand'],
      ['Zahlungsart ändern', '/konto/vertraege/1001/zahlungsart'],
      ['Preisklasse ändern', '/konto/vertraege/1001/preisklasse'],
      ['Ticketformat ändern', '/konto/vertraege/1001/ticketformat'],
      ['Empfänger ändern', '/konto/vertraege/1001/empfaenger'],
      ['Vertrag übertragen', '/konto/vertraege/1001/uebertragen'],
      ['Vertrag kündigen', '/konto/vertraege/1001/kuendigen'],
    ];
    for (const [name, href] of links) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(screen.getByText('SEPA-Lastschrift, IBAN •••• 3000')).toBeTruthy();
    expect(screen.getByText('Kategorie 2 (Gegengerade) (545,00 €)', { selector: 'p' })).toBeTruthy();

    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Jetzt bestätigen' })));
    const sent = await answerMutation(environment, 'ContractConfirmMutation', {
      __typename: 'ContractConfirmSuccess',
      message: 'Bestätigung erfolgreich',
      contracts: [
        {
          id: 'Q29udHJhY3Q6MTAwMQ',
          status: 'CONFIRMED',
          canConfirm: false,
          canChange: true,
          confirmedAt: '2026-11-25T10:00:00Z',
          missing: [],
        },
      ],
    });
    expect(sent.request.variables).toEqual({ contractId: 'Q29udHJhY3Q6MTAwMQ' });
    expect(within(confirm).getByRole('status').textContent).toBe('Bestätigung erfolgreich');
    expect(within(confirm).queryByRole('button', { name: 'Jetzt bestätigen' })).toBeNull();
    expect(screen.getByText('Bestätigt')).toBeTruthy();
  });

  it('shows what an incomplete contract is missing, each with the way to give it', async () => {
    const environment = renderAt('/konto/vertraege/1001');
    await resolvePage(environment, {
      Contract: () =>
        contract({
          status: 'INCOMPLETE',
          missing: ['INVOICE_ADDRESS', 'PAYMENT_METHOD'],
          invoiceAddress: null,
          paymentMethod: null,
        }),
    });
    const confirm = await screen.findByRole('region', { name: 'Verlängerung bestätigen' });
    expect(within(confirm).getByText('Bevor du den Vertrag bestätigen kannst, fehlen noch Angaben:')).toBeTruthy();
    expect(within(confirm).getByRole('link', { name: 'Rechnungsadresse angeben' }).getAttribute('href')).toBe(
      '/konto/vertraege/1001/adresse/rechnung',
    );
    expect(within(confirm).getByRole('link', { name: 'Zahlungsart wählen' }).getAttribute('href')).toBe(
      '/konto/vertraege/1001/zahlungsart',
    );
    expect(within(confirm).queryByRole('button')).toBeNull();
    expect(screen.getByText('Angaben fehlen')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Rechnungsadresse' })).getByText('Noch nicht angegeben'),
    ).toBeTruthy();
  });

  it('is read-only for its recipient, who is told to ask the subscriber by name', async () => {
    const environment = renderAt('/konto/vertraege/1003');
    await resolvePage(environment, {
      Contract: () =>
        contract({
          internalId: 1003,
          role: 'RECIPIENT',
          subscriber: { ...paul, firstName: 'Jürgen', lastName: 'Krause' },
          recipient: claudia,
          upcomingRecipient: claudia,
          canChange: false,
          paymentMethod: null,
          invoiceAddress: null,
          shippingAddress: null,
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Dauerkarte Profis' });
    const ask = screen.getByRole('region', { name: 'Du möchtest etwas ändern?' });
    expect(ask.textContent).toContain('kann nur Jürgen Krause vornehmen. Bitte wende dich dafür an Jürgen Krause.');
    expect(screen.getByText('Bezahlt von').nextSibling?.textContent).toBe('Jürgen Krause');
    expect(screen.queryByRole('link', { name: /ändern|kündigen|übertragen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jetzt bestätigen' })).toBeNull();
  });

  it('says when a terminated contract ends and why', async () => {
    const environment = renderAt('/konto/vertraege/1001');
    await resolvePage(environment, {
      Contract: () =>
        contract({
          status: 'TERMINATED',
          canChange: false,
          upcomingRecipient: null,
          endsOn: '2027-07-01',
          terminatedAt: '2026-11-20T09:00:00Z',
          terminationReason: { internalId: 11, text: 'Umzug' },
        }),
    });
    expect(
      await screen.findByText('Du hast diesen Vertrag am 20.11.2026 gekündigt. Er endet am 01.07.2027.'),
    ).toBeTruthy();
    expect(screen.getByText('Grund: Umzug')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vertrag kündigen' })).toBeNull();
  });

  it('shows a pending change of recipient with the way to take it back', async () => {
    const environment = renderAt('/konto/vertraege/1001');
    await resolvePage(environment, {
      Contract: () =>
        contract({
          status: 'PENDING_RECIPIENT',
          canChange: false,
          pendingTransfer: {
            id: 'transfer-global-1',
            internalId: '0d6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f51',
            kind: 'RECIPIENT',
            email: 'paul@club.example',
            expiresAt: '2026-12-09T10:00:00Z',
          },
        }),
    });
    const pending = await screen.findByRole('region', { name: 'Offener Empfängerwechsel' });
    expect(within(pending).getByText(/Du hast paul@club.example angeboten/)).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Zur Übertragung' }).getAttribute('href')).toBe(
      '/konto/vertraege/empfaengerwechsel/0d6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f51',
    );
    expect(screen.getByText(/Solange eine Übertragung offen ist/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Preisklasse ändern' })).toBeNull();

    await act(async () => fireEvent.click(within(pending).getByRole('button', { name: /^Zurückziehen/ })));
    await act(async () => fireEvent.click(within(pending).getByRole('button', { name: 'Zurückziehen' })));
    const sent = await answerMutation(environment, 'TransferActionsWithdrawMutation', {
      __typename: 'ContractTransferAnswerSuccess',
      transfer: {
        id: 'transfer-global-1',
        state: 'WITHDRAWN',
        respondedAt: '2026-11-25T10:00:00Z',
        canWithdraw: false,
        canAnswer: false,
        contract: {
          id: 'Q29udHJhY3Q6MTAwMQ',
          status: 'CONFIRMED',
          canChange: true,
          canConfirm: false,
          pendingTransfer: null,
        },
      },
    });
    expect(sent.request.variables).toEqual({ transferId: 'transfer-global-1' });
    expect(currentToast()).toBe('Angebot an paul@club.example zurückgezogen');
    expect(screen.queryByRole('region', { name: 'Offener Empfängerwechsel' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Preisklasse ändern' })).toBeTruthy();
  });

  it('says so when the contract is not the viewer’s', async () => {
    const environment = renderAt('/konto/vertraege/999');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, contract: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vertrag nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu deinen Verträgen' }).getAttribute('href')).toBe('/konto/vertraege');
  });
});

describe('changing a contract', () => {
  it('places a typed error at its field, and goes back to the contract once saved', async () => {
    const environment = renderAt('/konto/vertraege/1001/adresse/rechnung');
    await resolvePage(environment, {
      Contract: () => contract(),
      Viewer: () => ({ actingFor: null, addresses: [] }),
      Query: () => ({ countries }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Rechnungsadresse ändern' });
    expect(screen.getByText('Dauerkarte Profis · Saison 2026/27 · Block D, Reihe 5, Platz 12')).toBeTruthy();
    const street = screen.getByLabelText('Straße und Hausnummer') as HTMLInputElement;
    expect(street.value).toBe('Ahornweg 8');
    fireEvent.change(street, { target: { value: 'Lindenallee 3' } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'AT' } });
    fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '+43 660 1234567' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' })));
    const sent = await answerMutation(environment, 'ContractAddressPageMutation', {
      __typename: 'AddressCountryNotDeliveredError',
      code: 'ADDRESS_COUNTRY_NOT_DELIVERED',
      field: 'address.countryCode',
      message: 'In dieses Land können wir leider nicht liefern.',
    });
    expect(sent.request.variables.input).toEqual({
      contractId: 'Q29udHJhY3Q6MTAwMQ',
      type: 'INVOICE',
      address: { ...address, street: 'Lindenallee 3', countryCode: 'AT', phone: '+43 660 1234567' },
    });
    const country = screen.getByLabelText('Land');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(country.getAttribute('aria-describedby')!)?.textContent).toBe(
      'In dieses Land können wir leider nicht liefern.',
    );
    await waitFor(() => expect(document.activeElement).toBe(country));

    fireEvent.change(country, { target: { value: 'DE' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Adresse speichern' })));
    await answerMutation(environment, 'ContractAddressPageMutation', {
      __typename: 'ContractChangeSuccess',
      contract: { id: 'Q29udHJhY3Q6MTAwMQ', status: 'CONFIRMED', missing: [], canConfirm: false },
    });
    expect(currentToast()).toBe('Rechnungsadresse gespeichert');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('ContractPageQuery'),
    );
  });

  it('offers the price classes with their prices, the current one marked, and refuses choosing it again', async () => {
    const environment = renderAt('/konto/vertraege/1001/preisklasse');
    await resolvePage(environment, {
      Contract: () =>
        contract({
          options: {
            pricingClasses: [
              { code: 'KAT1', name: 'Kategorie 1 (Haupttribüne)', price: euro('695.00'), isCurrent: false },
              { code: 'KAT2', name: 'Kategorie 2 (Gegengerade)', price: euro('545.00'), isCurrent: true },
            ],
            ticketMedia: [],
          },
        }),
    });
    const group = await screen.findByRole('group', { name: 'Preisklasse ab der Saison 2027/28' });
    const current = within(group).getByRole('radio', { name: /Kategorie 2/ }) as HTMLInputElement;
    expect(current.checked).toBe(true);
    expect(current.closest('label')?.textContent).toContain('aktuell');
    expect(within(group).getByText('695,00 € pro Saison')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preisklasse speichern' })));
    expect(within(group).getByRole('alert').textContent).toContain('Das ist schon deine aktuelle Wahl.');
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([]);

    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: /Kategorie 1/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preisklasse speichern' })));
    const sent = await answerMutation(environment, 'ContractPricingClassPageMutation', {
      __typename: 'ContractChangeSuccess',
      contract: {
        id: 'Q29udHJhY3Q6MTAwMQ',
        pricingClass: { code: 'KAT1', name: 'Kategorie 1 (Haupttribüne)', price: euro('695.00'), isCurrent: true },
      },
    });
    expect(sent.request.variables).toEqual({
      input: { contractId: 'Q29udHJhY3Q6MTAwMQ', pricingClass: 'KAT1' },
      language: 'DE',
    });
    expect(currentToast()).toBe('Preisklasse geändert: Kategorie 1 (Haupttribüne) ab der Saison 2027/28');
  });

  it('explains a change of recipient and places an unknown e-mail address at its field', async () => {
    const environment = renderAt('/konto/vertraege/1001/empfaenger');
    await resolvePage(environment, { Contract: () => contract() });
    await screen.findByRole('heading', { level: 1, name: 'Empfänger ändern' });
    expect(screen.getByText(/ab der Saison 2027\/28 an jemand anderen weiter/)).toBeTruthy();
    expect(screen.getByText(/Link per E-Mail, der 14 Tage gültig ist/)).toBeTruthy();
    const email = screen.getByLabelText('E-Mail-Adresse der neuen Empfängerin oder des neuen Empfängers');
    fireEvent.change(email, { target: { value: 'unbekannt@example.org' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link verschicken' })));
    const sent = await answerMutation(environment, 'ContractTransferStartPageMutation', {
      __typename: 'ContractPersonNotFoundError',
      code: 'RECIPIENT_NOT_FOUND',
      message: 'Zu dieser E-Mail-Adresse gibt es kein Konto.',
    });
    expect(sent.request.variables.input).toEqual({
      contractId: 'Q29udHJhY3Q6MTAwMQ',
      kind: 'RECIPIENT',
      email: 'unbekannt@example.org',
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Zu dieser E-Mail-Adresse gibt es kein Konto.');
    expect(email.getAttribute('aria-describedby')).toContain('contract-transfer-email-error');
  });

  it('terminates only after the person confirms that it cannot be undone', async () => {
    const environment = renderAt('/konto/vertraege/1001/kuendigen');
    await resolvePage(environment, {
      Contract: () =>
        contract({
          terminationReasons: [
            { internalId: 11, text: 'Umzug' },
            { internalId: 12, text: 'Finanzielle Gründe' },
          ],
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Vertrag kündigen' });
    expect(screen.getByText('Der Vertrag endet am').nextSibling?.textContent).toBe('01.07.2027');
    const submit = screen.getByRole('button', { name: 'Vertrag verbindlich kündigen' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const acknowledge = screen.getByRole('checkbox', {
      name: 'Mir ist bewusst, dass die Kündigung nicht rückgängig gemacht werden kann.',
    });
    await act(async () => fireEvent.click(acknowledge));
    expect(submit.disabled).toBe(false);
    // No reason yet: said at the field, nothing sent.
    await act(async () => fireEvent.click(submit));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wähle einen Grund.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Grund der Kündigung'), { target: { value: '12' } });
    await act(async () => fireEvent.click(acknowledge));
    expect(submit.disabled).toBe(true);
    await act(async () => fireEvent.click(acknowledge));
    await act(async () => fireEvent.click(submit));
    const sent = await answerMutation(environment, 'ContractTerminationPageMutation', {
      __typename: 'ContractChangeSuccess',
      contract: {
        id: 'Q29udHJhY3Q6MTAwMQ',
        status: 'TERMINATED',
        canChange: false,
        canConfirm: false,
        endsOn: '2027-07-01',
        terminatedAt: '2026-11-25T10:00:00Z',
        upcomingRecipient: null,
        terminationReason: { internalId: 12, text: 'Finanzielle Gründe' },
      },
    });
    expect(sent.request.variables.input).toEqual({ contractId: 'Q29udHJhY3Q6MTAwMQ', reasonId: 12 });
    expect(currentToast()).toBe('Vertrag gekündigt. Er endet am 01.07.2027.');
  });
});

describe('the page a transfer’s mail links', () => {
  const uuid = '0d6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f51';
  const transfer = (extra: Record<string, unknown> = {}) => ({
    id: 'transfer-global-1',
    internalId: uuid,
    kind: 'RECIPIENT',
    state: 'PENDING',
    direction: 'RECEIVED',
    email: 'paul@club.example',
    subscriber: { firstName: 'Claudia', lastName: 'Hoffmann', email: 'abo@club.example' },
    person: { firstName: 'Paul', lastName: 'Neumann' },
    contractName: 'Dauerkarte Frauen',
    upcomingSeason: 2027,
    seat: { block: 'W2', row: '3', seat: '8' },
    pricingClass: 'Sitzplatz',
    reasonForDeclining: null,
    convertedTo: null,
    contract: null,
    createdAt: '2026-11-25T10:00:00Z',
    expiresAt: '2026-12-09T10:00:00Z',
    respondedAt: null,
    canAnswer: true,
    canWithdraw: false,
    ...extra,
  });
  const paulsBook = {
    id: 'address-1',
    company: null,
    firstName: 'Paul',
    lastName: 'Neumann',
    street: 'Birkenweg 2',
    additionalAddress: null,
    postalCode: '12345',
    city: 'Südstadt',
    countryCode: 'DE',
    phone: null,
    isDefaultBilling: true,
    isDefaultShipping: true,
  };

  async function open(path: string, value: Record<string, unknown> | null) {
    const environment = renderAt(path);
    await resolvePage(environment, {
      Person: () => ({ displayName: 'Paul Neumann', email: 'paul@club.example' }),
      Viewer: () => ({ actingFor: null, contractTransfer: value, addresses: [paulsBook], paymentMethods: [] }),
      Query: () => ({ countries }),
    });
    return environment;
  }

  it('shows who offers what, and accepts a change of recipient with the address', async () => {
    const environment = await open(`/konto/vertraege/empfaengerwechsel/${uuid}`, transfer());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await screen.findByRole('heading', { level: 1, name: 'Eine Dauerkarte für dich' });
    expect(
      screen.getByText(
        'Claudia Hoffmann (abo@club.example) möchte, dass du ab der Saison 2027/28 diese Dauerkarte nutzt. Bezahlt wird sie weiter von Claudia Hoffmann.',
      ),
    ).toBeTruthy();
    const offer = screen.getByRole('region', { name: 'Dauerkarte Frauen' });
    expect(within(offer).getByText('Block W2, Reihe 3, Platz 8')).toBeTruthy();
    expect(within(offer).getByText('Sitzplatz')).toBeTruthy();
    expect((screen.getByLabelText('Straße und Hausnummer') as HTMLInputElement).value).toBe('Birkenweg 2');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dauerkarte annehmen' })));
    const sent = await answerMutation(environment, 'TransferAnswerAcceptMutation', {
      __typename: 'ContractTransferAnswerSuccess',
      transfer: {
        id: 'transfer-global-1',
        state: 'ACCEPTED',
        respondedAt: '2026-11-26T10:00:00Z',
        canAnswer: false,
        canWithdraw: false,
      },
    });
    expect(sent.request.variables.input).toEqual({
      transferId: 'transfer-global-1',
      address: {
        company: null,
        firstName: 'Paul',
        lastName: 'Neumann',
        street: 'Birkenweg 2',
        additionalAddress: null,
        postalCode: '12345',
        city: 'Südstadt',
        countryCode: 'DE',
        phone: null,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dauerkarte angenommen' })).toBeTruthy();
    expect(
      screen
        .getByText('Du nutzt die Dauerkarte ab der Saison 2027/28. Bezahlt wird sie weiter von Claudia Hoffmann.')
        .getAttribute('role'),
    ).toBe('status');
    expect(currentToast()).toBe('Dauerkarte angenommen');
  });

  it('asks for the graph’s contract with the kind of the link', async () => {
    const environment = renderAt(`/en/account/contracts/takeover/${uuid}`);
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      id: uuid,
      kind: 'SUBSCRIBER',
      language: 'EN',
    });
    cleanup();
    const recipient = renderAt(`/konto/vertraege/empfaengerwechsel/${uuid}`);
    expect(recipient.mock.getMostRecentOperation().request.variables).toMatchObject({ id: uuid, kind: 'RECIPIENT' });
  });

  it('says why a fan club cannot accept, with the way back to the personal account', async () => {
    const environment = await open(`/konto/vertraege/empfaengerwechsel/${uuid}`, transfer());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Dauerkarte annehmen' })));
    await answerMutation(environment, 'TransferAnswerAcceptMutation', {
      __typename: 'FanClubAsRecipientError',
      code: 'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED',
      message: 'Ein Fanclub kann keine Dauerkarte nutzen. Nimm das Angebot mit deinem persönlichen Konto an.',
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ein Fanclub kann keine Dauerkarte nutzen.');
    expect(within(alert).getByRole('button', { name: 'Zu meinem persönlichen Konto wechseln' })).toBeTruthy();
    // Still open: the person can try again.
    expect(screen.getByRole('button', { name: 'Dauerkarte annehmen' })).toBeTruthy();
  });

  it('declines with a required reason', async () => {
    const environment = await open(`/konto/vertraege/empfaengerwechsel/${uuid}`, transfer());
    const decline = await screen.findByRole('form', { name: 'Ablehnen' });
    await act(async () => fireEvent.click(within(decline).getByRole('button', { name: 'Ablehnen' })));
    expect(within(decline).getByRole('alert').textContent).toBe('muss ausgefüllt werden');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.change(within(decline).getByLabelText('Grund'), { target: { value: 'Ich ziehe weg.' } });
    await act(async () => fireEvent.click(within(decline).getByRole('button', { name: 'Ablehnen' })));
    const sent = await answerMutation(environment, 'TransferAnswerDeclineMutation', {
      __typename: 'ContractTransferAnswerSuccess',
      transfer: {
        id: 'transfer-global-1',
        state: 'DECLINED',
        respondedAt: '2026-11-26T10:00:00Z',
        reasonForDeclining: 'Ich ziehe weg.',
        canAnswer: false,
        canWithdraw: false,
      },
    });
    expect(sent.request.variables.input).toEqual({ transferId: 'transfer-global-1', reason: 'Ich ziehe weg.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Angebot abgelehnt' })).toBeTruthy();
  });

  it('turns into the expired page when the link ran out, also while answering', async () => {
    await open(
      `/konto/vertraege/uebernahme/${uuid}`,
      transfer({ kind: 'SUBSCRIBER', state: 'EXPIRED', canAnswer: false }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Der Link ist abgelaufen' })).toBeTruthy();
    expect(
      screen.getByText(
        'Der Link ist abgelaufen. Eine Bestätigung ist derzeit nicht möglich; bitte wende dich an die Vertragsinhaberin oder den Vertragsinhaber.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Claudia Hoffmann erreichst du unter abo@club.example.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vertrag übernehmen' })).toBeNull();
    cleanup();

    const environment = await open(`/konto/vertraege/empfaengerwechsel/${uuid}`, transfer());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Dauerkarte annehmen' })));
    await answerMutation(environment, 'TransferAnswerAcceptMutation', {
      __typename: 'ContractTransferExpiredError',
      code: 'TRANSFER_LINK_EXPIRED',
      message: 'Der Link ist abgelaufen.',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Der Link ist abgelaufen' })).toBeTruthy();
  });

  it('says an answered or withdrawn offer is no longer available', async () => {
    await open(`/konto/vertraege/empfaengerwechsel/${uuid}`, transfer({ state: 'WITHDRAWN', canAnswer: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieses Angebot gibt es nicht mehr' })).toBeTruthy();
    expect(screen.getByText('Claudia Hoffmann hat das Angebot zurückgezogen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dauerkarte annehmen' })).toBeNull();
  });

  it('tells a person signed in with another account so', async () => {
    await open(`/konto/vertraege/empfaengerwechsel/${uuid}`, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dieser Link gilt für ein anderes Konto' }),
    ).toBeTruthy();
    expect(screen.getByText(/Du bist als paul@club.example angemeldet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden und anderes Konto nutzen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dauerkarte annehmen' })).toBeNull();
  });

  it('takes over a contract with both addresses and a stored payment method', async () => {
    const environment = renderAt(`/konto/vertraege/uebernahme/${uuid}`);
    await resolvePage(environment, {
      Person: () => ({ displayName: 'Paul Neumann', email: 'paul@club.example' }),
      Viewer: () => ({
        actingFor: null,
        contractTransfer: transfer({ kind: 'SUBSCRIBER' }),
        addresses: [paulsBook],
        paymentMethods: [
          {
            id: 'card-1',
            kind: 'CREDIT_CARD',
            cardBrand: 'visa',
            last4: '4242',
            accountHolder: null,
            payPalEmail: null,
            expiryMonth: 12,
            expiryYear: 2029,
          },
        ],
      }),
      Query: () => ({ countries }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ein Dauerkarten-Vertrag für dich' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vertrag übernehmen' })));
    const method = screen.getByLabelText('Zahlungsart');
    expect(method.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte wähle eine Zahlungsart.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(method, { target: { value: 'card-1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vertrag übernehmen' })));
    const sent = await answerMutation(environment, 'TransferAnswerAcceptMutation', {
      __typename: 'SeasonTicketOwnershipError',
      code: 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
      message: 'Du hast bereits eine Dauerkarte.',
    });
    const input = sent.request.variables.input as Record<string, unknown>;
    expect(input.paymentMethodId).toBe('card-1');
    expect(input.invoiceAddress).toEqual(input.shippingAddress);
    expect(screen.getByRole('alert').textContent).toBe('Du hast bereits eine Dauerkarte.');
  });

  it('shows the subscriber their own transfer, and turns a change of recipient into a transfer as subscriber', async () => {
    const environment = await open(
      `/konto/vertraege/empfaengerwechsel/${uuid}`,
      transfer({ direction: 'SENT', canAnswer: false, canWithdraw: true, contract: { internalId: 1002 } }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dein Empfängerwechsel an paul@club.example' }),
    ).toBeTruthy();
    expect(screen.getByText('Offen')).toBeTruthy();
    expect(screen.getByText('Angeboten an').nextSibling?.textContent).toBe('Paul Neumann (paul@club.example)');
    expect(screen.getByRole('link', { name: 'Zurück zum Vertrag' }).getAttribute('href')).toBe('/konto/vertraege/1002');

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Stattdessen als Vertragsinhaber übertragen' })),
    );
    const sent = await answerMutation(environment, 'TransferActionsToSubscriberMutation', {
      __typename: 'ContractTransferStartSuccess',
      transfer: {
        id: 'transfer-global-2',
        internalId: '7b1e2a9e-8d1b-4c7e-9a52-0b1c2d3e4f52',
        kind: 'SUBSCRIBER',
        state: 'PENDING',
        email: 'paul@club.example',
        expiresAt: '2026-12-10T10:00:00Z',
        canWithdraw: true,
      },
      contract: null,
    });
    expect(sent.request.variables).toEqual({ transferId: 'transfer-global-1' });
    expect(await screen.findByText('In Vertragsübertragung umgewandelt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stattdessen als Vertragsinhaber übertragen' })).toBeNull();
    expect(toasts.snapshot()?.link?.to).toBe('/konto/vertraege/uebernahme/7b1e2a9e-8d1b-4c7e-9a52-0b1c2d3e4f52');
  });
});
