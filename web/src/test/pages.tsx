import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import type { PageTable } from '../app/page.ts';
import { RootLayout } from '../app/RootLayout.tsx';
import { routesOf } from '../app/routeQuery.ts';
import type { Session } from '../auth/session.ts';
import { SessionContext } from '../auth/SessionContext.tsx';
import { readySession } from './relay.ts';

/**
 * Renders a feature's pages at `path` as the app routes them (its route table under the root layout, the
 * page's query answered from a mock environment), for a person signed in or a visitor: `session` when the
 * test needs its own. Any other address renders "elsewhere", where a link leads out of the feature.
 */
export function renderPages(
  pages: PageTable,
  path: string,
  { signedIn = true, session = readySession(signedIn) }: { signedIn?: boolean; session?: Session } = {},
): { environment: RelayMockEnvironment; session: Session } {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      { Component: RootLayout, children: routesOf(pages, { environment, signedIn }) },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext value={session}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </SessionContext>,
  );
  return { environment, session };
}
