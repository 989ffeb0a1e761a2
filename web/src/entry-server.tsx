import { prerenderToNodeStream } from 'react-dom/static';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { OriginContext } from './app/origin.ts';
import { requestKey } from './app/preloadedQuery.ts';
import { appRoutes } from './app/router.tsx';
import { Session } from './auth/session.ts';
import { SessionContext } from './auth/SessionContext.tsx';

/** The page's query as the portal answered it in advance (the same answer it embeds in the HTML). */
export interface PreloadedAnswer {
  documentId: string;
  variables: Record<string, unknown>;
  response: unknown;
}

/** A page rendered on the server: what goes into the document's head (title, meta, links) and into #root. */
export interface RenderedPage {
  head: string;
  body: string;
}

/** React's hoistable elements lead the output of a tree without <html>: the page's title, meta and links. */
const HOISTED =
  /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>|<link [^>]*\/>|<script type="application\/ld\+json">[\s\S]*?<\/script>)/;

/**
 * The page as HTML, rendered in the portal's process for an anonymous visitor from the answer of the page's
 * query, so the browser paints the real page (its pictures, names and prices) before any script has run;
 * the app then takes it over (main.tsx). Undefined when the route redirects; throws when the page needs
 * anything else from the graph or fails while rendering. Either way the visitor gets the skeleton.
 */
export async function renderPage(url: string, preloaded: PreloadedAnswer): Promise<RenderedPage | undefined> {
  const expected = requestKey(preloaded.documentId, preloaded.variables);
  // The first thing that went wrong: the page is then not served rendered, and the portal says why.
  let failure: unknown;
  const environment = new Environment({
    network: Network.create((operation, variables) => {
      if (operation.id && requestKey(operation.id, variables) === expected)
        return preloaded.response as GraphQLResponse;
      failure ??= new Error(`${operation.name} is not answered on the server`);
      throw failure;
    }),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const session = new Session(() => Promise.reject(new Error('nobody signs in on the server')));
  await session.restore();
  const handler = createStaticHandler(appRoutes({ environment, signedIn: false }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <OriginContext value={new URL(url).origin}>
      <SessionContext value={session}>
        <RelayEnvironmentProvider environment={environment}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RelayEnvironmentProvider>
      </SessionContext>
    </OriginContext>,
    {
      // React moves a large Suspense boundary (the live ticker's events) out of line, to be put in place by a
      // script after the first paint: the page would shift then, and without scripts it would stay empty. The
      // page is sent whole anyway, so every boundary stays in its place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;
  let head = '';
  for (let found = HOISTED.exec(html); found; found = HOISTED.exec(html)) {
    head += found[0];
    html = html.slice(found[0].length);
  }
  return { head, body: html };
}
