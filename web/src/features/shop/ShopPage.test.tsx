import { act, cleanup, screen, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { shopPages } from './shopPages.ts';

afterEach(cleanup);

const renderAt = (path: string): RelayMockEnvironment => renderPages(shopPages, path, { signedIn: false }).environment;

const product = (name: string, amount: string) => ({
  name,
  slug: 'x-1',
  inStock: true,
  images: [],
  price: { amount, currencyCode: 'EUR' },
});

describe('the shop page', () => {
  it('shows a skeleton while loading, then the products with prices in the page’s language', async () => {
    for (const [path, price] of [
      ['/', '1.234,50 €'],
      ['/en', '€1,234.50'],
    ] as const) {
      const environment = renderAt(path);
      expect(await screen.findByRole('status', { name: /Wird geladen|Loading/ })).toBeTruthy();
      await act(async () =>
        environment.mock.resolveMostRecentOperation((operation) =>
          MockPayloadGenerator.generate(operation, {
            Product: () => product('Heimtrikot', '1234.50'),
            ProductConnection: () => ({ edges: [{ node: {} }, { node: {} }] }),
          }),
        ),
      );
      const list = await screen.findByRole('list', { name: /Neuheiten|New arrivals/ });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).getAllByText(price)).toHaveLength(2);
      cleanup();
    }
  });

  it('keeps the page and offers a retry when the shop service failed', async () => {
    const environment = renderAt('/');
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => ({
        data: MockPayloadGenerator.generate(operation, { Query: () => ({ newestProducts: null }) }).data,
        errors: [{ message: 'The shop service is unavailable right now.', path: ['newestProducts'] }],
      })),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Produkte können gerade nicht geladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Neuheiten im Fanshop' })).toBeTruthy();
  });

  it('says so when there are no products', async () => {
    const environment = renderAt('/');
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { ProductConnection: () => ({ edges: [] }) }),
      ),
    );
    expect(await screen.findByText('Zurzeit gibt es hier keine Produkte. Schau bald wieder vorbei!')).toBeTruthy();
  });
});
