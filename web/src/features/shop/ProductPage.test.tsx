import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { shopPages } from './shopPages.ts';

afterEach(cleanup);

/** The product page for a product with these facts, as the graph answers them. */
async function openProduct(facts: { inStock: boolean; isSold: boolean; orderLimit: number; maximumQuantity: number }) {
  const { environment } = renderPages(shopPages, '/produkt/torwarthandschuhe-1018', { signedIn: false });
  // The page's module loads lazily; its query goes out once it has.
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Product: () => ({
          name: 'Torwarthandschuhe',
          nameDe: 'Torwarthandschuhe',
          slug: 'torwarthandschuhe-1018',
          slugDe: 'torwarthandschuhe-1018',
          slugEn: 'goalkeeper-gloves-1018',
          slugJa: 'torwarthandschuhe-1018',
          description: null,
          minimumAge: 0,
          options: [],
          images: [],
          categories: [],
          price: { amount: '39.95', currencyCode: 'EUR' },
          ...facts,
        }),
      }),
    ),
  );
  return screen.findByRole('heading', { level: 1, name: 'Torwarthandschuhe' });
}

describe('the product page', () => {
  it('says how many are left when the stock, not the per-order limit, is what limits the fan', async () => {
    await openProduct({ inStock: true, isSold: true, orderLimit: 10, maximumQuantity: 3 });
    expect(screen.getByText('Nur noch 3 Stück vorrätig')).toBeTruthy();
    expect(screen.queryByText(/Höchstens/)).toBeNull();
  });

  it('states the per-order limit when there are enough', async () => {
    await openProduct({ inStock: true, isSold: true, orderLimit: 5, maximumQuantity: 5 });
    expect(screen.getByText('Sofort lieferbar')).toBeTruthy();
    expect(screen.getByText('Höchstens 5 Stück pro Bestellung')).toBeTruthy();
  });

  it('says a product no longer sold is no longer available, not out of stock', async () => {
    await openProduct({ inStock: false, isSold: false, orderLimit: 5, maximumQuantity: 0 });
    expect(screen.getByText('Nicht mehr erhältlich')).toBeTruthy();
    expect(screen.queryByText('Zurzeit nicht vorrätig')).toBeNull();
  });
});
