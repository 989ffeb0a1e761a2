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
