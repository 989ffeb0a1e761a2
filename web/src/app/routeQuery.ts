import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A route loader that starts the route's query before render (render-as-you-fetch) and hands the
 * reference to the page, which reads it with usePreloadedQuery. Older references of the same route
 * are released so the store does not grow with every visit; the previous one is kept, because during
 * a navigation (a transition) React may still show the page that reads it.
 */
export function queryLoader<Query extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => Query['variables'],
) {
  const live: PreloadedQuery<Query>[] = [];
  return (args: LoaderFunctionArgs): PreloadedQuery<Query> => {
    const reference = loadQuery<Query>(environment, query, variables(args), { fetchPolicy: 'store-and-network' });
    live.push(reference);
    if (live.length > 2) live.shift()?.dispose();
    return reference;
  };
}
