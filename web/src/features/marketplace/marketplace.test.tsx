import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { dismissToast, toasts } from '../../app/toast.ts';
import { renderPages } from '../../test/pages.tsx';
import { marketplacePages } from './marketplacePages.ts';

afterEach(() => {
  cleanup();
  dismissToast();
});

const renderAt = (path: string): RelayMockEnvironment =>
  renderPages(marketplacePages, path, { signedIn: false }).environment;

const listing = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  sku: `MKT-${id}`,
  kind: 'DAY_TICKET',
  event: {
    name: 'SC Südstadt 1899 – SV Eichenau 04',
    competition: 'Liga',
    kickoff: '2026-11-30T14:30:00Z',
    kickoffDate: '2026-11-30',
  },
  season: null,
  block: 'C',
  row: '12',
  seat: '7',
  pricingClass: 'Vollzahler',
  price: { amount: '45.00', currencyCode: 'EUR' },
  isOwn: false,
  ...extra,
});

async function resolvePage(environment: RelayMockEnvironment, listings: Record<string, unknown>[]) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ storesNavigation: [] }),
        MarketplaceListingConnection: () => ({
          totalCount: listings.length,
          edges: listings.map((node) => ({ node })),
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      }),
    ),
  );
}

describe('the ticket marketplace for buyers', () => {
  it('shows each ticket on offer and puts it into the cart', async () => {
    const environment = renderAt('/zweitmarkt');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ language: 'DE', signedIn: false });
    await resolvePage(environment, [
      listing('TWFya2V0cGxhY2VMaXN0aW5nOjE'),
      listing('TWFya2V0cGxhY2VMaXN0aW5nOjI', {
        event: null,
        season: 2026,
        block: 'S3',
        row: null,
        seat: null,
        pricingClass: 'Stehplatz',
        price: { amount: '180.00', currencyCode: 'EUR' },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket-Zweitmarkt' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Angebotene Tickets' });
    const match = within(list).getByRole('listitem', {
      name: 'SC Südstadt 1899 – SV Eichenau 04 Block C, Reihe 12, Platz 7',
    });
    expect(within(match).getByText('30.11.2026, 15:30')).toBeTruthy();
    expect(within(match).getByText('Vollzahler')).toBeTruthy();
    expect(within(match).getByText('45,00 €')).toBeTruthy();
    const season = within(list).getByRole('listitem', { name: 'Dauerkarte Saison 2026/27 Block S3' });
    expect(within(season).getByText('180,00 €')).toBeTruthy();

    await act(async () => fireEvent.click(within(match).getByRole('button', { name: /^In den Warenkorb/ })));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('useCartItemAddMutation');
    expect(sent.request.variables).toEqual({
      input: { sku: 'MKT-TWFya2V0cGxhY2VMaXN0aW5nOjE', quantity: 1 },
      language: 'DE',
    });
    await act(async () =>
      environment.mock.resolve(sent, {
        data: {
          cartItemAdd: {
            __typename: 'CartItemStockExceededError',
            __isError: 'CartItemStockExceededError',
            code: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK',
            message: 'Dieses Ticket ist nicht mehr verfügbar.',
          },
        },
      }),
    );
    expect(within(match).getByRole('alert').textContent).toBe('Dieses Ticket ist nicht mehr verfügbar.');

    await act(async () => fireEvent.click(within(season).getByRole('button', { name: /^In den Warenkorb/ })));
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          CartItemAddResult: () => ({ __typename: 'CartItemAddSuccess' }),
        }),
      ),
    );
    expect(toasts.snapshot()).toMatchObject({
      message: 'Im Warenkorb: Dauerkarte Saison 2026/27, Block S3',
      link: { label: 'Zum Warenkorb', to: '/warenkorb' },
    });
  });

  it('marks the seller’s own ticket and leads to their offers instead of offering the cart', async () => {
    const environment = renderAt('/en/marketplace');
    await resolvePage(environment, [listing('TWFya2V0cGxhY2VMaXN0aW5nOjE', { isOwn: true })]);
    const own = await screen.findByRole('listitem', {
      name: 'SC Südstadt 1899 – SV Eichenau 04 Block C, row 12, seat 7',
    });
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('Your offer')).toBeTruthy();
    expect(
      within(own)
        .getByRole('link', { name: /^Manage your offer/ })
        .getAttribute('href'),
    ).toBe('/en/account/tickets/marketplace');
  });

  it('says so when nobody offers a ticket, in the page’s language', async () => {
    const environment = renderAt('/en/marketplace');
    await resolvePage(environment, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket marketplace' })).toBeTruthy();
    expect(screen.getByText('Nobody is offering a ticket right now. Check back later.')).toBeTruthy();
  });
});
