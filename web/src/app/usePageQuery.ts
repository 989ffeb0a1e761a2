import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLoaderData } from 'react-router';

/**
 * The reference to the page's query that its route's loader started before the page rendered (routesOf in
 * routeQuery.ts), for a page that reads it itself (to refetch it, or to read it in an error boundary too).
 */
export function usePageQueryReference<Query extends OperationType>(): PreloadedQuery<Query> {
  return useLoaderData() as PreloadedQuery<Query>;
}

/** The page's data: its route's query, started by the loader before the page rendered, read with Relay. */
export function usePageQuery<Query extends OperationType>(query: GraphQLTaggedNode): Query['response'] {
  return usePreloadedQuery<Query>(query, usePageQueryReference<Query>());
}
