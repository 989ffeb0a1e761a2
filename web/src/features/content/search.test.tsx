import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { RootLayout } from '../../app/RootLayout.tsx';
import { routesOf } from '../../app/routeQuery.ts';
import { SessionContext } from '../../auth/SessionContext.tsx';
import { readySession } from '../../test/relay.ts';
import { contentPages } from './contentPages.ts';

afterEach(cleanup);

/** Where a link out of the search page led: its address, as the router has it. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** The search page alone at `path`, a visitor's, with every other address rendered as Elsewhere. */
async function renderSearch(path: string): Promise<RelayMockEnvironment> {
  const environment = createMockEnvironment();
  const pages = { search: contentPages.search };
  const router = createMemoryRouter(
    [
      { Component: RootLayout, children: routesOf(pages, { environment, signedIn: false }) },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext value={readySession(false)}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </SessionContext>,
  );
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)),
  );
  return environment;
}

const suggestion = (type: string, title: string, internalId: string, path: string | null, site: string | null) => ({
  id: `SearchResult:${type}:${internalId}`,
  type,
  title,
  site,
  target: { internalId, path },
});

const heimtrikot = [
  suggestion('SHOP_PRODUCT', 'Heimtrikot 2026/27', '1001', 'heimtrikot-2026-27-1001', null),
  suggestion('SHOP_PRODUCT', 'Heimtrikot Kinder 2026/27', '1013', 'heimtrikot-kinder-2026-27-1013', null),
  suggestion('VIDEO', 'Heimspiel gegen Nordhafen', 'v-highlights-nordhafen', null, 'tv'),
];

/** The suggestions query the field sent after the pause, answered with `items`. */
async function answerSuggestions(environment: RelayMockEnvironment, items: unknown[]): Promise<OperationDescriptor> {
  const operation = await waitFor(() => {
    const pending = environment.mock
      .getAllOperations()
      .find((candidate) => candidate.request.node.params.name === 'SearchComboboxSuggestionsQuery');
    expect(pending).toBeDefined();
    return pending!;
  });
  await act(async () => environment.mock.resolve(operation, { data: { searchSuggestions: items } }));
  return operation;
}

const field = () => screen.getByRole('combobox', { name: 'Suchbegriff' });

describe('the search field’s suggestions', () => {
  it('suggests as a fan types, and ArrowDown then Enter goes to the suggestion', async () => {
    const environment = await renderSearch('/suche');
    const input = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Heimtrik' } });
    const operation = await answerSuggestions(environment, heimtrikot);
    expect(operation.request.variables).toEqual({ query: 'Heimtrik', language: 'DE' });
    expect(operation.request.node.params.id).toBeTruthy(); // persisted: the browser sends its id

    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    const options = within(screen.getByRole('listbox', { name: 'Vorschläge' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Heimtrikot 2026/27Fanartikel',
      'Heimtrikot Kinder 2026/27Fanartikel',
      'Heimspiel gegen NordhafenVideo',
    ]);
    expect(screen.getByText('3 Vorschläge, mit den Pfeiltasten auswählen')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/produkt/heimtrikot-2026-27-1001');
  });

  it('leads a video to its page and an English page’s suggestions to English pages', async () => {
    const environment = await renderSearch('/en/search');
    const input = await screen.findByRole('combobox', { name: 'Search term' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Heimsp' } });
    const operation = await answerSuggestions(environment, heimtrikot);
    expect(operation.request.variables).toEqual({ query: 'Heimsp', language: 'EN' });
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // from the field, up is the last suggestion
    expect(screen.getAllByRole('option')[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/en/video/detail/?id=v-highlights-nordhafen');
  });

  it('asks nothing below two letters, closes on Escape, and with nothing chosen Enter searches the text', async () => {
    const environment = await renderSearch('/suche');
    const input = field();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'H' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Heimtrik' } });
    await answerSuggestions(environment, heimtrikot);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Heimtrik');

    // Enter with no suggestion chosen submits the form: the search page for the text.
    fireEvent.submit(input.closest('form')!);
    await waitFor(() =>
      expect(
        environment.mock.getAllOperations().some((pending) => pending.request.variables.query === 'Heimtrik'),
      ).toBe(true),
    );
  });

  it('picks a suggestion by pointer, and hides them when the field loses focus', async () => {
    const environment = await renderSearch('/suche');
    const input = field();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Heimtrik' } });
    await answerSuggestions(environment, heimtrikot);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.blur(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input);
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/produkt/heimtrikot-kinder-2026-27-1013');
  });
});
