import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserManager, type User } from 'oidc-client-ts';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { dismissToast, toasts } from '../../app/toast.ts';
import { Session } from '../../auth/session.ts';
import { clearOfflineWallet } from '../../auth/offlineWallet.ts';
import { renderPages } from '../../test/pages.tsx';
import { walletPages } from './walletPages.ts';
import { answerMutation } from '../../test/relay.ts';

const TICKET_ID = 'VGlja2V0OjQy';

beforeEach(async () => {
  await clearOfflineWallet();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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
  renderPages(walletPages, path, { session: signedInSession() }).environment;

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

async function resolvePage(environment: RelayMockEnvironment, resolvers: Resolvers = {}) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Person: () => ({ displayName: 'Lena Fischer', firstName: 'Lena', lastName: 'Fischer' }),
        Viewer: () => ({ actingFor: null }),
        ...resolvers,
      }),
    ),
  );
}

const currentToast = () => toasts.snapshot()?.message;
const euro = (amount: string) => ({ amount, currencyCode: 'EUR' });

const event = {
  name: 'SC Südstadt 1899 – SV Eichenau 04',
  competition: 'Liga',
  kickoff: '2026-11-30T14:30:00Z',
  kickoffDate: '2026-11-30',
};

const ticket = (marketplace: Record<string, unknown> | null) => ({
  id: TICKET_ID,
  internalId: 42,
  serialNumber: 'TS-2026-000042',
  kind: 'DAY_TICKET',
  event,
  season: null,
  block: 'C',
  row: '12',
  seat: '7',
  media: 'MOBILE_TICKET',
  pricingClass: 'Vollzahler',
  price: euro('45.00'),
  venue: { name: 'Südstadt-Arena', street: null, postalCode: null, city: null },
  orderNumber: 'T-104711',
  barcode: 'a.b.c',
  isTransferable: false,
  belongsToContract: false,
  pendingTransfer: null,
  terms: null,
  venueRules: null,
  marketplace,
});

const offer = (state: string, extra: Record<string, unknown> = {}) => ({
  id: `offer-${state}`,
  internalId: `payout-${state}`,
  state,
  payoutType: 'CREDIT_CARD',
  ticketPrice: euro('45.00'),
  handlingFee: euro('4.50'),
  reimbursementFee: euro('2.25'),
  payoutAmount: euro('38.25'),
  paymentMethod: { kind: 'CREDIT_CARD', label: 'Visa •••• 4242' },
  createdAt: '2026-11-20T18:00:00Z',
  soldAt: null,
  paidOutAt: null,
  voucherCode: null,
  failureReason: null,
  canWithdraw: false,
  canRetry: false,
  ...extra,
});

const offerable = { canBeOffered: true, notOfferableReason: null, payoutTypes: ['VOUCHER'], offer: null };

describe('the ticket on the marketplace', () => {
  it('shows each state with what it means, and the way to offer the ticket or why not', async () => {
    const cases: [Record<string, unknown>, (section: HTMLElement) => void][] = [
      [
        { canBeOffered: false, notOfferableReason: 'ALREADY_OFFERED', offer: offer('CREATED', { canWithdraw: true }) },
        (section) => {
          expect(within(section).getByText('Im Verkauf')).toBeTruthy();
          expect(within(section).getByText(/Dein Ticket steht zum Verkauf/)).toBeTruthy();
          // The payout of the open offer.
          expect(within(section).getByText('Kreditkarte: Visa •••• 4242')).toBeTruthy();
          expect(within(section).getByText('45,00 €')).toBeTruthy();
          expect(within(section).getByText('−4,50 €')).toBeTruthy();
          expect(within(section).getByText('−2,25 €')).toBeTruthy();
          expect(within(section).getByText('38,25 €')).toBeTruthy();
          expect(within(section).getByRole('button', { name: 'Angebot zurückziehen' })).toBeTruthy();
          expect(within(section).queryByText('Dieses Ticket ist schon auf dem Marktplatz.')).toBeNull();
        },
      ],
      [
        { canBeOffered: false, notOfferableReason: 'ALREADY_OFFERED', offer: offer('PENDING') },
        (section) => {
          expect(within(section).getByText('Zahlung läuft')).toBeTruthy();
          expect(within(section).queryByRole('button', { name: 'Angebot zurückziehen' })).toBeNull();
        },
      ],
      [
        { canBeOffered: false, notOfferableReason: 'OTHER', offer: offer('PAYMENT_SUCCEEDED') },
        (section) => {
          expect(within(section).getByText('Verkauft')).toBeTruthy();
          expect(within(section).getByText('Geld ausgezahlt.')).toBeTruthy();
          expect(within(section).queryByText('38,25 €')).toBeNull();
        },
      ],
      [
        { canBeOffered: false, notOfferableReason: 'OTHER', offer: offer('PAYMENT_FAILED') },
        (section) => {
          expect(within(section).getByText('Verkauft')).toBeTruthy();
          expect(within(section).getByText(/Bitte aktualisiere deine Zahlungsdaten/)).toBeTruthy();
          expect(
            within(section)
              .getByRole('link', { name: 'Zahlungsdaten aktualisieren und Auszahlung erneut versuchen' })
              .getAttribute('href'),
          ).toBe('/konto/tickets/marktplatz');
        },
      ],
      [
        { ...offerable, offer: offer('CANCELLED') },
        (section) => {
          expect(within(section).getByText('Zurückgezogen')).toBeTruthy();
          expect(within(section).getByRole('link', { name: 'Zum Verkauf anbieten' }).getAttribute('href')).toBe(
            `/konto/tickets/${TICKET_ID}/verkaufen`,
          );
        },
      ],
      [
        { canBeOffered: false, notOfferableReason: 'EVENT_STARTED', payoutTypes: [], offer: null },
        (section) => {
          expect(within(section).getByText(/Das Spiel hat begonnen/)).toBeTruthy();
          expect(within(section).queryByRole('link', { name: 'Zum Verkauf anbieten' })).toBeNull();
        },
      ],
    ];
    for (const [marketplace, check] of cases) {
      const environment = renderAt(`/konto/tickets/${TICKET_ID}`);
      await resolvePage(environment, { Ticket: () => ticket(marketplace) });
      check(await screen.findByRole('region', { name: 'Das Ticket auf dem Marktplatz' }));
      cleanup();
    }

    // The payout service cannot say: a retry.
    const unknown = renderAt(`/en/account/tickets/${TICKET_ID}`);
    await resolvePage(unknown, { Ticket: () => ticket(null) });
    const section = await screen.findByRole('region', { name: 'The ticket on the marketplace' });
    expect(within(section).getByRole('alert').textContent).toContain('cannot be said right now');
  });

  it('says why an offer cannot be withdrawn, where the button is; once withdrawn it reloads the page', async () => {
    const environment = renderAt(`/konto/tickets/${TICKET_ID}`);
    const open = {
      canBeOffered: false,
      notOfferableReason: 'ALREADY_OFFERED',
      offer: offer('CREATED', { canWithdraw: true }),
    };
    await resolvePage(environment, { Ticket: () => ticket(open) });
    const section = await screen.findByRole('region', { name: 'Das Ticket auf dem Marktplatz' });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Angebot zurückziehen' })));
    const sent = await answerMutation(environment, 'TicketMarketplaceSectionWithdrawMutation', {
      __typename: 'MarketplaceTicketInCartError',
      code: 'MARKETPLACE_TICKET_IN_CART',
      message: 'Das Ticket liegt im Warenkorb eines Käufers und kann nicht zurückgezogen werden.',
    });
    expect(sent.request.variables).toEqual({ ticketId: TICKET_ID });
    const alert = within(section).getByRole('alert');
    expect(alert.textContent).toBe('Das Ticket liegt im Warenkorb eines Käufers und kann nicht zurückgezogen werden.');
    expect(document.activeElement).toBe(alert);

    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Angebot zurückziehen' })));
    expect(within(section).queryByRole('alert')).toBeNull();
    await answerMutation(environment, 'TicketMarketplaceSectionWithdrawMutation', {
      __typename: 'MarketplaceOfferWithdrawSuccess',
      offer: { id: 'offer-CREATED', state: 'CANCELLED', canWithdraw: false },
      ticket: {
        id: TICKET_ID,
        isTransferable: true,
        marketplace: { ...offerable, offer: { ...offer('CANCELLED'), id: 'offer-CREATED' } },
      },
    });
    expect(currentToast()).toBe('Angebot zurückgezogen. Das Ticket ist nicht mehr im Verkauf.');
    expect(await within(section).findByRole('link', { name: 'Zum Verkauf anbieten' })).toBeTruthy();
    expect(document.activeElement).toBe(
      within(section).getByRole('heading', { name: 'Das Ticket auf dem Marktplatz' }),
    );
    // The page's data anew.
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('TicketPageQuery'),
    );
  });
});

describe('offering a ticket', () => {
  const quote = (
    payoutType: string,
    reimbursementFee: string,
    reimbursementFeePercent: string,
    payoutAmount: string,
  ) => ({
    __typename: 'MarketplaceOfferQuote',
    payoutType,
    ticketPrice: euro('45.00'),
    handlingFee: euro('4.50'),
    handlingFeePercent: '10',
    reimbursementFee: euro(reimbursementFee),
    reimbursementFeePercent,
    payoutAmount: euro(payoutAmount),
  });
  const countries = [
    { code: 'DE', name: 'Deutschland', phoneRequired: false },
    { code: 'AT', name: 'Österreich', phoneRequired: true },
  ];

  async function openFlow() {
    const environment = renderAt(`/konto/tickets/${TICKET_ID}/verkaufen`);
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      id: TICKET_ID,
      signedIn: true,
    });
    await resolvePage(environment, {
      Ticket: () =>
        ticket({
          canBeOffered: true,
          notOfferableReason: null,
          payoutTypes: ['ORIGINAL_PAYMENT', 'VOUCHER', 'CREDIT_CARD', 'PAY_PAL'],
          offer: null,
        }),
      Viewer: () => ({
        actingFor: null,
        addresses: [
          {
            isDefaultBilling: false,
            company: null,
            firstName: 'Lena',
            lastName: 'Fischer',
            street: 'Lieferweg 1',
            additionalAddress: null,
            postalCode: '12345',
            city: 'Südstadt',
            countryCode: 'DE',
            phone: null,
          },
          {
            isDefaultBilling: true,
            company: null,
            firstName: 'Lena',
            lastName: 'Fischer',
            street: 'Rechnungsstraße 5',
            additionalAddress: null,
            postalCode: '12345',
            city: 'Südstadt',
            countryCode: 'DE',
            phone: null,
          },
        ],
        paymentMethods: [
          { id: 'card-1', kind: 'CREDIT_CARD', cardBrand: 'visa', last4: '4242', payPalEmail: null },
          { id: 'sepa-1', kind: 'SEPA', cardBrand: null, last4: '3000', payPalEmail: null },
        ],
        marketplaceOfferQuote: quote('VOUCHER', '0.00', '0', '40.50'),
      }),
      Query: () => ({ countries }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ticket zum Verkauf anbieten' });
    return environment;
  }

  const steps = () =>
    within(screen.getByRole('list', { name: 'Schritte des Angebots' }))
      .getAllByRole('listitem')
      .map((step) => [step.textContent, step.getAttribute('aria-current')]);

  async function toReview() {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await screen.findByRole('button', { name: 'Verbindlich anbieten' });
  }

  it('prefills the billing address, and updates the payout as the payout type changes', async () => {
    const environment = await openFlow();
    expect(steps()).toEqual([
      ['1 Rechnungsadresse', 'step'],
      ['2 Auszahlung', null],
      ['3 Prüfen und anbieten', null],
    ]);
    expect((screen.getByLabelText('Straße und Hausnummer') as HTMLInputElement).value).toBe('Rechnungsstraße 5');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    expect(steps()[1]).toEqual(['2 Auszahlung', 'step']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Auszahlung' }));
    const group = screen.getByRole('group', { name: 'Wie möchtest du ausgezahlt werden?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ORIGINAL_PAYMENT', 'VOUCHER', 'CREDIT_CARD', 'PAY_PAL']);
    expect((within(group).getByRole('radio', { name: /^Gutschein/ }) as HTMLInputElement).checked).toBe(true);
    // No PayPal account stored: offered disabled, with the way to store one.
    const payPal = within(group).getByRole('radio', { name: /^PayPal/ }) as HTMLInputElement;
    expect(payPal.disabled).toBe(true);
    expect(within(group).getByRole('link', { name: 'Zahlungsart hinzufügen' }).getAttribute('href')).toBe(
      '/konto/zahlungsarten',
    );
    // The voucher's quote came with the page.
    const quoteBox = screen.getByRole('region', { name: 'Das bekommst du' });
    expect(within(quoteBox).getByText(/^Verkaufsgebühr \(10\s%\)$/)).toBeTruthy();
    expect(within(quoteBox).getByText(/^Erstattungsgebühr \(0\s%\)$/)).toBeTruthy();
    expect(within(quoteBox).getByText('40,50 €')).toBeTruthy();

    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: /^Kreditkarte/ })));
    expect((screen.getByLabelText('Kreditkarte für die Auszahlung') as HTMLSelectElement).value).toBe('card-1');
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe('MarketplaceOfferQuoteRefetchQuery');
    expect(refetch.request.variables).toMatchObject({
      id: TICKET_ID,
      payoutType: 'CREDIT_CARD',
      paymentMethodId: 'card-1',
    });
    await resolvePage(environment, {
      Viewer: () => ({ marketplaceOfferQuote: quote('CREDIT_CARD', '2.25', '5', '38.25') }),
    });
    expect(await within(quoteBox).findByText(/^Erstattungsgebühr \(5\s%\)$/)).toBeTruthy();
    expect(within(quoteBox).getByText('38,25 €')).toBeTruthy();

    // A refusal of the quote is said in its place.
    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: /^Ursprüngliche Zahlungsart/ })));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      payoutType: 'ORIGINAL_PAYMENT',
      paymentMethodId: null,
    });
    await resolvePage(environment, {
      Viewer: () => ({
        marketplaceOfferQuote: {
          __typename: 'PayoutTypeNotAvailableError',
          __isError: 'PayoutTypeNotAvailableError',
          code: 'INVALID_INPUT',
          field: 'payoutType',
          message: 'Dieses Ticket wurde nicht online bezahlt.',
        },
      }),
    });
    expect((await within(quoteBox).findByRole('alert')).textContent).toBe('Dieses Ticket wurde nicht online bezahlt.');
  });

  it('places the graph’s refusals at the step and field they concern, and goes to the ticket once offered', async () => {
    const environment = await openFlow();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /^Kreditkarte/ })));
    await resolvePage(environment, {
      Viewer: () => ({ marketplaceOfferQuote: quote('CREDIT_CARD', '2.25', '5', '38.25') }),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    const review = await screen.findByRole('region', { name: 'Prüfen und anbieten' });
    expect(within(review).getByText(/Rechnungsstraße 5/)).toBeTruthy();
    expect(within(review).getByText('Kreditkarte: Visa •••• 4242')).toBeTruthy();
    expect(within(review).getByText('38,25 €')).toBeTruthy();

    // A phone number the address needs: back to the address, at the field.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verbindlich anbieten' })));
    const sent = await answerMutation(environment, 'MarketplaceOfferCreatePageMutation', {
      __typename: 'AddressPhoneRequiredError',
      code: 'ADDRESS_PHONE_REQUIRED',
      field: 'address.phone',
      message: 'Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.',
    });
    expect(sent.request.variables.input).toEqual({
      ticketId: TICKET_ID,
      payoutType: 'CREDIT_CARD',
      paymentMethodId: 'card-1',
      address: {
        company: null,
        firstName: 'Lena',
        lastName: 'Fischer',
        street: 'Rechnungsstraße 5',
        additionalAddress: null,
        postalCode: '12345',
        city: 'Südstadt',
        countryCode: 'DE',
        phone: null,
      },
    });
    expect(steps()[0]).toEqual(['1 Rechnungsadresse', 'step']);
    const phone = screen.getByLabelText(/^Telefon/);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.')).toBeTruthy();

    // An unknown payment token: at the card's choice.
    fireEvent.change(phone, { target: { value: '+49 170 1234567' } });
    await toReview();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verbindlich anbieten' })));
    await answerMutation(environment, 'MarketplaceOfferCreatePageMutation', {
      __typename: 'PaymentTokenUnknownError',
      code: 'PAYMENT_TOKEN_UNKNOWN',
      message: 'Diese Zahlungsart ist nicht mehr gespeichert.',
    });
    expect(steps()[1]).toEqual(['2 Auszahlung', 'step']);
    const card = screen.getByLabelText('Kreditkarte für die Auszahlung');
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Diese Zahlungsart ist nicht mehr gespeichert.')).toBeTruthy();

    // A refusal of the ticketing system: said on the review, with focus.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verbindlich anbieten' })));
    await answerMutation(environment, 'MarketplaceOfferCreatePageMutation', {
      __typename: 'PayoutAlreadyRunningError',
      code: 'USER_HAS_RUNNING_PAYOUT',
      message: 'Für dieses Ticket läuft bereits eine Auszahlung.',
    });
    const alert = within(screen.getByRole('region', { name: 'Prüfen und anbieten' })).getByRole('alert');
    expect(alert.textContent).toBe('Für dieses Ticket läuft bereits eine Auszahlung.');
    await waitFor(() => expect(document.activeElement).toBe(alert));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verbindlich anbieten' })));
    await answerMutation(environment, 'MarketplaceOfferCreatePageMutation', {
      __typename: 'MarketplaceOfferCreateSuccess',
      offer: { id: 'offer-1', state: 'CREATED', canWithdraw: true },
      ticket: {
        id: TICKET_ID,
        isTransferable: false,
        marketplace: { canBeOffered: false, notOfferableReason: 'ALREADY_OFFERED' },
      },
    });
    expect(currentToast()).toBe('Dein Ticket steht jetzt zum Verkauf.');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('TicketPageQuery'),
    );
  });

  it('says why a ticket cannot be offered', async () => {
    const environment = renderAt(`/konto/tickets/${TICKET_ID}/verkaufen`);
    await resolvePage(environment, {
      Ticket: () =>
        ticket({ canBeOffered: false, notOfferableReason: 'TRANSFER_PENDING', payoutTypes: [], offer: null }),
    });
    expect(await screen.findByText(/Zieh die Weitergabe zurück/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Schritte des Angebots' })).toBeNull();
  });
});

describe('the marketplace history', () => {
  const marketplaceTicket = {
    internalId: 42,
    serialNumber: 'TS-2026-000042',
    kind: 'DAY_TICKET',
    event,
    season: null,
    block: 'C',
    row: '12',
    seat: '7',
    pricingClass: 'Vollzahler',
  };
  const methods = [
    { id: 'card-1', kind: 'CREDIT_CARD', cardBrand: 'visa', last4: '4242', payPalEmail: null },
    { id: 'paypal-1', kind: 'PAY_PAL', cardBrand: null, last4: null, payPalEmail: 'lena@club.example' },
    { id: 'sepa-1', kind: 'SEPA', cardBrand: null, last4: '3000', payPalEmail: null },
  ];

  async function openHistory(offers: Record<string, unknown>[]) {
    const environment = renderAt('/konto/tickets/marktplatz');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paymentMethods: methods }),
      MarketplaceOfferConnection: () => ({
        totalCount: offers.length,
        edges: offers.map((node) => ({ node: { ...node, ticket: marketplaceTicket } })),
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Deine Tickets auf dem Marktplatz' });
    return environment;
  }

  it('is the fifth tab, and lists the offers with state, payout, fees, dates and a voucher’s code to copy', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openHistory([
      offer('PAYMENT_SUCCEEDED', {
        payoutType: 'VOUCHER',
        paymentMethod: null,
        reimbursementFee: euro('0.00'),
        payoutAmount: euro('40.50'),
        voucherCode: 'SCS-GUT-4711',
        soldAt: '2026-11-22T10:00:00Z',
        paidOutAt: '2026-11-22T10:05:00Z',
      }),
    ]);
    const tabs = screen.getByRole('navigation', { name: 'Deine Tickets' });
    expect(within(tabs).getAllByRole('link')[4]!.textContent).toBe('Marktplatz');
    expect(within(tabs).getByRole('link', { name: 'Marktplatz' }).getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Tickets anderer Fans findest du auf dem Zweitmarkt.' }).getAttribute('href'),
    ).toBe('/zweitmarkt');

    const row = screen.getByRole('listitem', { name: 'SC Südstadt 1899 – SV Eichenau 04 Block C, Reihe 12, Platz 7' });
    expect(within(row).getByText('Verkauft')).toBeTruthy();
    expect(within(row).getByText('Geld ausgezahlt.')).toBeTruthy();
    expect(within(row).getByText('Gutschein')).toBeTruthy();
    expect(within(row).getByText('40,50 €')).toBeTruthy();
    expect(within(row).getByText(/Angeboten am 20\.11\.2026, 19:00 · Verkauft am 22\.11\.2026, 11:00/)).toBeTruthy();
    expect(within(row).getByText('SCS-GUT-4711', { selector: 'code' })).toBeTruthy();
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: /^Code kopieren/ })));
    expect(writeText).toHaveBeenCalledWith('SCS-GUT-4711');
    expect(within(row).getByRole('status').textContent).toBe('Kopiert');
  });

  it('retries a failed payout with a stored card or PayPal account, and shows the result', async () => {
    const environment = await openHistory([
      offer('PAYMENT_FAILED', { canRetry: true, failureReason: 'Die Karte ist abgelaufen.' }),
    ]);
    const row = screen.getByRole('listitem', { name: /SC Südstadt 1899/ });
    expect(within(row).getByText('Verkauft')).toBeTruthy();
    expect(within(row).getByText('Grund: Die Karte ist abgelaufen.')).toBeTruthy();
    const form = within(row).getByRole('form', { name: 'Auszahlung erneut versuchen' });
    const choice = within(form).getByLabelText('Auszahlen an') as HTMLSelectElement;
    // Cards and PayPal accounts; a SEPA mandate only collects.
    expect([...choice.options].map((option) => option.textContent)).toEqual([
      'Kreditkarte: Visa •••• 4242',
      'PayPal: lena@club.example',
    ]);
    fireEvent.change(choice, { target: { value: 'paypal-1' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Auszahlung erneut versuchen' })));
    const sent = await answerMutation(environment, 'PayoutRetryMutation', {
      __typename: 'PaymentTokenUnknownError',
      code: 'PAYMENT_TOKEN_UNKNOWN',
      message: 'Diese Zahlungsart ist nicht mehr gespeichert.',
    });
    expect(sent.request.variables).toEqual({
      input: { offerId: 'offer-PAYMENT_FAILED', paymentMethodId: 'paypal-1' },
      language: 'DE',
    });
    expect(within(form).getByText('Diese Zahlungsart ist nicht mehr gespeichert.')).toBeTruthy();
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(choice);

    fireEvent.change(choice, { target: { value: 'card-1' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Auszahlung erneut versuchen' })));
    await answerMutation(environment, 'PayoutRetryMutation', {
      __typename: 'PayoutRetrySuccess',
      offer: {
        id: 'offer-PAYMENT_FAILED',
        state: 'SOLD',
        canRetry: false,
        canWithdraw: false,
        failureReason: null,
        paidOutAt: null,
        voucherCode: null,
        paymentMethod: { kind: 'CREDIT_CARD', label: 'Visa •••• 4242' },
      },
    });
    expect(within(row).getByRole('status').textContent).toBe('Auszahlung erneut gestartet. Stand: Verkauft');
    expect(within(row).queryByRole('form')).toBeNull();
    expect(within(row).getByText('Dein Ticket wurde verkauft. Die Auszahlung ist unterwegs.')).toBeTruthy();
  });

  it('says so when the person never offered a ticket', async () => {
    await openHistory([]);
    expect(screen.getByText('Du hast noch kein Ticket auf dem Marktplatz angeboten.')).toBeTruthy();
  });
});
