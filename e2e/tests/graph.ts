import type { Request } from '@playwright/test';

/** The graph's endpoint, whatever the query string (page.route's globs match the whole address). */
export const graphEndpoint = (url: URL) => url.pathname === '/graphql';

/**
 * What the web app asked the graph, or null for any other request: an anonymous query is a GET naming
 * the document and its variables in the address, everything else a POST with them in the body.
 */
export function graphOperation(request: Request): Record<string, unknown> | null {
  const url = new URL(request.url());
  if (!graphEndpoint(url)) return null;
  if (request.method() !== 'GET') return request.postDataJSON() as Record<string, unknown>;
  const { variables, ...params } = Object.fromEntries(url.searchParams);
  return { ...params, ...(variables === undefined ? {} : { variables: JSON.parse(variables) as unknown }) };
}
