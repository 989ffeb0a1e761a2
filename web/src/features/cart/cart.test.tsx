import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { cartPages } from './cartPages.ts';
import { answerMutation } from '../../test/relay.ts';

afterEach(cleanup);

const renderCart = (): RelayMockEnvironment => renderPages(cartPages, '/warenkorb', { signedIn: false }).environment;

const euros = (amount: string) => ({ amount, currencyCode: 'EUR' });

const jersey = {
  id: 'item-jersey',
  sku: 'JERSEY-HOME-M',
  name: 'Heimtrikot 2026/27',
  quantity: 2,
  maximumQuantity: 5,
  isTicket: false,
  isExpired: false,
  saleClosed: false,
  reservationSecondsLeft: null,
  imageUrl: 'https://media.test/jersey.jpg',
  options: [{ name: 'size', value: 'M' }],
  unitPrice: euros('89.95'),
  memberUnitPrice: null,
  totalPrice: euros('179.90'),
  product: { slug: 'heimtrikot-2026-27-1001' },
};
const ticket = {
  ...jersey,
  id: 'item-ticket',
  sku: 'TICKET-4711-N1',
  name: 'Heimspiel gegen Nordstadt, Block N1',
  quantity: 1,
  maximumQuantity: 4,
  isTicket: true,
  reservationSecondsLeft: 725,
  options: [],
  unitPrice: euros('25.00'),
  totalPrice: euros('25.00'),
  product: null,
};

/** A cart with a merchandise order and a ticket order, as the graph answers it. */
const cart = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Cart',
  itemCount: 3,
  expiredTicketCount: 0,
  validationErrors: [],
  pricing: { showMemberPrices: false, inBirthdayRange: false, memberDiscountPercent: 0 },
  mergeNotices: [],
  voucherNotices: [],
  totalPrice: euros('204.90'),
  orders: [
    {
      id: 'order-merchandise',
      kind: 'MERCHANDISE',
      itemsPrice: euros('179.90'),
      shippingPrice: euros('0.00'),
      items: [jersey],
      vouchers: [],
      promotionCodes: [],
    },
    {
      id: 'order-tickets',
      kind: 'TICKETS',
      itemsPrice: euros('25.00'),
      shippingPrice: euros('0.00'),
      items: [ticket],
      vouchers: [],
      promotionCodes: [],
    },
  ],
  ...extra,
});

async function openCart(answer: Record<string, unknown> = cart()) {
  const environment = renderCart();
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ cart: answer }),
        Partner: () => ({ id: 'partner-1', displayName: 'Stadtwerke' }),
      }),
    ),
  );
  await screen.findByRole('heading', { level: 1, name: 'Warenkorb' });
  return environment;
}

describe('the cart', () => {
  it('shows each order’s items with their prices, free shipping and the total in the page’s language', async () => {
    await openCart();
    const merchandise = screen.getByRole('region', { name: 'Fanartikel' });
    expect(within(merchandise).getByRole('link', { name: 'Heimtrikot 2026/27' }).getAttribute('href')).toBe(
      '/produkt/heimtrikot-2026-27-1001',
    );
    expect(merchandise.textContent).toContain('Größe: M');
    expect(merchandise.textContent).toContain('179,90');
    const tickets = screen.getByRole('region', { name: 'Tickets' });
    expect(within(tickets).getByRole('timer').textContent).toBe('Reserviert noch 12:05');
    const summary = screen.getByRole('complementary', { name: 'Gesamtsumme' });
    expect(summary.textContent).toContain('kostenlos');
    expect(summary.textContent).toMatch(/Gesamtsumme\s*204,90\s*€/);
  });

  it('says at a ticket whose sale closed that it cannot be bought, instead of a reservation', async () => {
    const closed = cart();
    closed.orders[1]!.items = [{ ...ticket, saleClosed: true }];
    await openCart(closed);
    const tickets = screen.getByRole('region', { name: 'Tickets' });
    expect(tickets.textContent).toContain('Verkauf beendet: bitte entferne dieses Ticket');
    expect(tickets.textContent).not.toContain('Reserviert');
  });

  it('says which voucher left the idle guest cart and why, until the shopper has read it', async () => {
    const message =
      'Der Gutschein FANSHOP-15 wurde aus deinem Warenkorb genommen: Der Warenkorb lag einen Tag unberührt, und eine andere Bestellung hat den Gutschein eingelöst.';
    await openCart(cart({ voucherNotices: [{ id: 'notice-1', message }] }));
    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Ein Gutschein hat deinen Warenkorb verlassen' })).toBeTruthy();
    expect(notice.textContent).toContain(message);
    expect(within(notice).getByRole('button', { name: 'Verstanden' })).toBeTruthy();
  });

  it('changes an item’s quantity and shows the service’s refusal at that item', async () => {
    const environment = await openCart();
    fireEvent.change(screen.getByRole('combobox', { name: 'Menge von Heimtrikot 2026/27' }), {
      target: { value: '4' },
    });
    const operation = await answerMutation(environment, 'useCartChangesItemUpdateMutation', {
      __typename: 'CartItemStockExceededError',
      code: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK',
      message: 'Von diesem Artikel sind nicht mehr genug vorrätig.',
    });
    expect(operation.request.variables.input).toEqual({ itemId: 'item-jersey', quantity: 4 });
    const merchandise = screen.getByRole('region', { name: 'Fanartikel' });
    expect(within(merchandise).getByRole('alert').textContent).toBe(
      'Von diesem Artikel sind nicht mehr genug vorrätig.',
    );
    // The ticket's row is not touched by the jersey's refusal.
    expect(within(screen.getByRole('region', { name: 'Tickets' })).queryByRole('alert')).toBeNull();
  });

  it('sends nothing for an empty voucher code, and shows a refused code at its field', async () => {
    const environment = await openCart();
    const pending = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Gutscheincode' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(environment.mock.getAllOperations()).toHaveLength(pending);

    fireEvent.change(screen.getByRole('textbox', { name: 'Gutscheincode' }), { target: { value: '  gift-2026 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const operation = await answerMutation(environment, 'useCartChangesVoucherRedeemMutation', {
      __typename: 'VoucherInvalidError',
      code: 'GET_VOUCHER_INFO_VALIDATION_FAILURE',
      message: 'Dieser Gutschein wurde bereits eingelöst oder ist noch nicht aktiviert.',
    });
    expect(operation.request.variables.input).toEqual({ code: 'gift-2026' });
    expect((await screen.findByText(/bereits eingelöst oder ist noch nicht aktiviert/)).id).toBe('voucher-error');
    const summary = screen.getByRole('complementary', { name: 'Gesamtsumme' });
    expect(within(summary).getByRole('status').textContent).toBe('');
  });

  it('confirms a redeemed voucher with its code', async () => {
    const environment = await openCart();
    fireEvent.change(screen.getByRole('textbox', { name: 'Gutscheincode' }), { target: { value: 'gift-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    await answerMutation(environment, 'useCartChangesVoucherRedeemMutation', {
      __typename: 'VoucherRedeemSuccess',
      cart: null,
    });
    const summary = screen.getByRole('complementary', { name: 'Gesamtsumme' });
    expect((await within(summary).findByText('Gutschein GIFT-2026 eingelöst.')).getAttribute('role')).toBe('status');
    expect((screen.getByRole('textbox', { name: 'Gutscheincode' }) as HTMLInputElement).value).toBe('');
  });

  it('lists what is wrong with the cart once per problem', async () => {
    const problem = { code: 'CARTITEM_EXPIRED', message: 'Die Reservierung dieses Artikels ist abgelaufen.' };
    await openCart(cart({ validationErrors: [problem, problem], expiredTicketCount: 1 }));
    const problems = screen.getByRole('region', { name: 'Bitte prüfe deinen Warenkorb' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([problem.message]);
    expect(screen.getByRole('alert').textContent).toContain('1 Ticket in deinem Warenkorb ist nicht mehr reserviert');
  });

  it('says when the cart is empty and leads back to the shop', async () => {
    await openCart(cart({ itemCount: 0, orders: [], totalPrice: euros('0.00') }));
    expect(screen.getByText('Dein Warenkorb ist leer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('complementary', { name: 'Gesamtsumme' })).toBeNull();
  });

  it('shows the service’s refusal of the cart itself as a notice, not an error page', async () => {
    await openCart({
      __typename: 'CartShippingCountryUnknownError',
      __isError: 'CartShippingCountryUnknownError',
      code: 'CART_SHIPPINGCOUNTRYCODE_UNKNOWN',
      message: 'In dieses Land können wir leider nicht liefern.',
    });
    expect(screen.getByText('In dieses Land können wir leider nicht liefern.').className).toContain('notice');
    expect(screen.queryByRole('complementary', { name: 'Gesamtsumme' })).toBeNull();
  });
});
