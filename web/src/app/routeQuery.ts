import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A route loader that starts the route's query before render (render-as-you-fetch) and hands the
 * reference to the page, which reads it with usePreloadedQuery. The previous reference of the same
 * route is released so the store does not grow with every visit.
 */
export function queryLoader<Query extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => Query['variables'],
) {
  let previous: PreloadedQuery<Query> | undefined;
  return (args: LoaderFunctionArgs): PreloadedQuery<Query> => {
    const reference = loadQuery<Query>(environment, query, variables(args), { fetchPolicy: 'store-and-network' });
    previous?.dispose();
    previous = reference;
    return reference;
  };
}
