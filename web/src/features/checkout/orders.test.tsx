import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { readySession } from '../../test/relay.ts';
import { checkoutPages } from './checkoutPages.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(path: string, { signedIn = true, token = 'token-1' } = {}): RelayMockEnvironment {
  const session = readySession(signedIn);
  // The accessor the Relay network reads the token from.
  Object.defineProperty(session, 'accessToken', { get: () => (signedIn ? token : undefined) });
  return renderPages(checkoutPages, path, { signedIn, session }).environment;
}

const euro = (amount: string) => ({ amount, currencyCode: 'EUR' });

const order = (number: string, state: string, extra: Record<string, unknown> = {}) => ({
  number,
  state,
  createdAt: '2026-11-21T14:30:00Z',
  payment: { method: 'PAYPAL', cardBrand: null, last4: null, accountHolder: null },
  itemsPrice: euro('89.95'),
  promotionDiscount: euro('0.00'),
  voucherDiscount: euro('10.00'),
  shippingPrice: euro('4.95'),
  totalPrice: euro('84.90'),
  taxPrice: euro('13.56'),
  items: [
    {
      id: `item-${number}`,
      name: 'Heimtrikot 2026/27',
      quantity: 2,
      vatRate: 19,
      options: [{ name: 'size', value: 'L' }],
      unitPrice: euro('44.95'),
      totalPrice: euro('89.90'),
    },
  ],
  documents: [
    { kind: 'INVOICE', downloadPath: `/graphql/documents/invoice-${number}` },
    { kind: 'DELIVERY_NOTE', downloadPath: `/graphql/documents/delivery-note-${number}` },
  ],
  ...extra,
});

async function resolveOrder(environment: RelayMockEnvironment, value: Record<string, unknown> | null) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        // A resolver answering null means "make something up" to the generator; null goes on the parent.
        ...(value ? { Order: () => value } : { Viewer: () => ({ order: null }) }),
        PostalAddress: () => ({
          firstName: 'Erika',
          lastName: 'Müller',
          street: 'Südstraße 1',
          postalCode: '50667',
          city: 'Köln',
          countryCode: 'DE',
          company: null,
          additionalAddress: null,
          phone: null,
        }),
      }),
    ),
  );
}

describe('the orders page', () => {
  it('lists the orders with date, readable state, payment, shipping, total and items', async () => {
    const environment = renderAt('/konto/bestellungen');
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          OrderConnection: () => ({
            checkoutCount: 51,
            edges: [{ node: order('260002', 'ORDER_ARRIVED') }, { node: order('260001', 'PARTIAL_CANCELLATION') }],
            pageInfo: { hasNextPage: true, endCursor: 'c49' },
          }),
        }),
      ),
    );
    const first = await screen.findByRole('link', { name: 'Bestellung 260002' });
    expect(first.getAttribute('href')).toBe('/konto/bestellungen/260002');
    const card = first.closest('li')!;
    expect(within(card).getByText('In Bearbeitung')).toBeTruthy();
    expect(within(card).getByText('21.11.2026')).toBeTruthy();
    expect(within(card).getByText('PayPal')).toBeTruthy();
    expect(within(card).getByText('4,95 €')).toBeTruthy();
    expect(within(card).getByText('84,90 €')).toBeTruthy();
    expect(within(card).getByText('Heimtrikot 2026/27 × 2')).toBeTruthy();
    expect(screen.getByText('Teilweise storniert')).toBeTruthy();
    // 51 checkouts, 50 shown: one is left.
    expect(screen.getByRole('button', { name: 'Weitere Bestellung laden' })).toBeTruthy();
  });

  it('says so when nothing was ordered yet, with the way to the shop', async () => {
    const environment = renderAt('/en/account/orders');
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          OrderConnection: () => ({ checkoutCount: 0, edges: [], pageInfo: { hasNextPage: false } }),
        }),
      ),
    );
    expect(await screen.findByText("You haven't ordered anything yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the fan shop' }).getAttribute('href')).toBe('/en');
  });

  it('offers a retry when the checkout service could not say', async () => {
    const environment = renderAt('/konto/bestellungen');
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => ({
        data: MockPayloadGenerator.generate(operation, { Viewer: () => ({ orders: null }) }).data,
        errors: [{ message: 'The checkout service is unavailable right now.', path: ['viewer', 'orders'] }],
      })),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Deine Bestellungen können gerade nicht geladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('asks anonymous visitors to sign in', async () => {
    const environment = renderAt('/konto/bestellungen', { signedIn: false });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)),
    );
    expect(await screen.findByText('Melde dich an, um deine Bestellungen zu sehen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });
});

describe('the order page', () => {
  it('shows the order with its state, items, totals, addresses, payment and support hours', async () => {
    const environment = renderAt('/konto/bestellungen/260001');
    await resolveOrder(
      environment,
      order('260001', 'ORDER_ARRIVED', {
        payment: { method: 'CREDIT_CARD', cardBrand: 'Visa', last4: '4242', accountHolder: null },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung 260001' })).toBeTruthy();
    expect(screen.getByText('In Bearbeitung')).toBeTruthy();
    expect(screen.getByText('21.11.2026, 15:30')).toBeTruthy();
    expect(screen.getByText('Größe: L')).toBeTruthy();
    expect(screen.getByText('inkl. 19 % MwSt.')).toBeTruthy();
    expect(screen.getByText('− 10,00 €')).toBeTruthy();
    expect(screen.queryByText('Rabattcode')).toBeNull();
    expect(screen.getByText('Darin enthaltene MwSt.')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getAllByText(/Südstraße 1/)).toHaveLength(2);
    expect(
      screen.getByText(
        'Fragen zu deiner Bestellung? Unser Service ist Montag bis Freitag von 9:00 bis 17:00 Uhr für dich da.',
      ),
    ).toBeTruthy();
  });

  it('labels every state in words', async () => {
    const environment = renderAt('/en/account/orders/260001');
    await resolveOrder(environment, order('260001', 'ORDER_IN_PROGRESS'));
    expect(await screen.findByText('Handed to the carrier')).toBeTruthy();
  });

  it('downloads a document with the bearer token as <kind>-<number>.pdf', async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/document'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const environment = renderAt('/konto/bestellungen/260001');
    await resolveOrder(environment, order('260001', 'INVOICE_CREATED'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rechnung herunterladen (PDF)' })));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe(`${window.location.origin}/graphql/documents/invoice-260001`);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(downloads).toEqual(['invoice-260001.pdf blob:http://localhost/document']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when a download fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('The document is not available right now.', { status: 503 })),
    );
    const environment = renderAt('/konto/bestellungen/260001');
    await resolveOrder(environment, order('260001', 'INVOICE_CREATED'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lieferschein herunterladen (PDF)' })));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Das Dokument konnte nicht heruntergeladen werden. Bitte versuche es erneut.',
    );
  });

  it('tells an unknown order apart from a failed service', async () => {
    let environment = renderAt('/konto/bestellungen/999999');
    await resolveOrder(environment, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu deinen Bestellungen' }).getAttribute('href')).toBe(
      '/konto/bestellungen',
    );
    cleanup();

    environment = renderAt('/konto/bestellungen/260001');
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => ({
        data: MockPayloadGenerator.generate(operation, { Viewer: () => ({ order: null }) }).data,
        errors: [{ message: 'The checkout service is unavailable right now.', path: ['viewer', 'order'] }],
      })),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Bestellung kann gerade nicht geladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
