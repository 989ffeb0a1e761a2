import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { checkoutPages } from './checkoutPages.ts';

afterEach(cleanup);

const euro = (amount: string) => ({ amount, currencyCode: 'EUR' });
const germany = { code: 'DE', name: 'Deutschland', phoneRequired: false };
const austria = { code: 'AT', name: 'Österreich', phoneRequired: true };

/** The checkout with a shirt in the cart and an Austrian address on file; `countries` as the graph says. */
async function openCheckout(countries: (typeof germany)[] | null): Promise<RelayMockEnvironment> {
  const { environment } = renderPages(checkoutPages, '/checkout');
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ countries }),
        Person: () => ({ firstName: 'Erika', lastName: 'Müller' }),
        Money: () => euro('59.95'),
        Address: () => ({
          isDefaultShipping: true,
          isDefaultBilling: true,
          company: null,
          firstName: 'Erika',
          lastName: 'Müller',
          street: 'Hauptplatz 1',
          additionalAddress: null,
          postalCode: '8010',
          city: 'Graz',
          countryCode: 'AT',
          phone: null,
        }),
        Cart: () => ({
          itemCount: 1,
          totalPrice: euro('59.95'),
          totalShippingPrice: euro('4.95'),
          validationErrors: [],
          orders: [{ id: 'order-1', items: [{ id: 'item-1', name: 'Heimtrikot', quantity: 1, isTicket: false }] }],
        }),
      }),
    ),
  );
  return environment;
}

describe('the checkout’s address step', () => {
  it('offers the graph’s countries and asks for a phone number where the graph says one is needed', async () => {
    await openCheckout([germany, austria]);
    const country = (await screen.findByLabelText('Land')) as HTMLSelectElement;
    expect([...country.options].map((option) => option.textContent)).toEqual(['Deutschland', 'Österreich']);
    expect(country.value).toBe('AT');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Für den Versand ins Ausland ist eine Telefonnummer erforderlich.')).toBeTruthy();
    fireEvent.change(country, { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { name: /Versand und Zahlung/ })).toBeTruthy();
  });

  it('keeps the cart and the other fields when the countries cannot be loaded, and sends no address', async () => {
    await openCheckout(null);
    expect(await screen.findByText(/Die Länder können gerade nicht geladen werden/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Land' })).toBeNull();
    expect((screen.getByLabelText('Straße und Hausnummer') as HTMLInputElement).value).toBe('Hauptplatz 1');
    expect(screen.getByText('1 × Heimtrikot')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte wähle ein Land.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Versand und Zahlung/ })).toBeNull();
  });
});

/** An amount as the page shows it ("− 21,98 €", "−€21.98", "kostenlos") in cents. */
function cents(text: string, language: 'de' | 'en'): number {
  const digits = text.replace(/[^0-9.,]/g, '');
  if (!digits) return 0;
  const plain = language === 'de' ? digits.replaceAll('.', '').replace(',', '.') : digits.replaceAll(',', '');
  return Math.round(Number(plain) * 100) * (/[−-]/.test(text) ? -1 : 1);
}

describe('the checkout’s summary', () => {
  for (const [language, path, title] of [
    ['de', '/checkout', 'Deine Bestellung'],
    ['en', '/en/checkout', 'Your order'],
  ] as const) {
    it(`shows every line that changes the total, and they add up to it (${language})`, async () => {
      const { environment } = renderPages(checkoutPages, path);
      await act(async () =>
        environment.mock.resolveMostRecentOperation((operation) =>
          MockPayloadGenerator.generate(operation, {
            Query: () => ({ countries: [germany] }),
            Cart: () => ({
              itemCount: 3,
              totalPrice: euro('177.77'),
              validationErrors: [],
              orders: [
                {
                  id: 'order-merchandise',
                  kind: 'MERCHANDISE',
                  itemsPrice: euro('219.80'),
                  shippingPrice: euro('4.95'),
                  promotionCodes: [
                    {
                      id: 'code-1',
                      code: 'STADTWERKE10',
                      partner: { displayName: 'Stadtwerke' },
                      discount: euro('21.98'),
                    },
                  ],
                  vouchers: [{ id: 'voucher-1', code: 'GUT25', amount: euro('25.00') }],
                  items: [
                    { id: 'item-1', name: 'Heimtrikot', quantity: 2, isTicket: false, totalPrice: euro('179.90') },
                    { id: 'item-2', name: 'Schal', quantity: 1, isTicket: false, totalPrice: euro('39.90') },
                  ],
                },
              ],
            }),
          }),
        ),
      );
      const summary = await screen.findByRole('complementary', { name: title });
      const rows = [...summary.querySelectorAll('.cart-totals .summary-row')].map((row) => ({
        label: row.querySelector('dt')!.textContent!,
        cents: cents(row.querySelector('dd')!.textContent!, language),
        total: row.classList.contains('total'),
      }));
      const total = rows.find((row) => row.total)!;
      expect(total.cents).toBe(17777);
      const lines = rows.filter((row) => !row.total);
      expect(lines.map((line) => line.cents)).toEqual([21980, -2198, -2500, 495]);
      expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(total.cents);
      expect(lines.map((line) => line.label).join(' | ')).toContain('STADTWERKE10 (Stadtwerke)');
      expect(lines.map((line) => line.label).join(' | ')).toContain('GUT25');
    });
  }
});
