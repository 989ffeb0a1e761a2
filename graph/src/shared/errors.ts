import { GraphQLError } from 'graphql';
import { UpstreamError } from '../upstreams/http.ts';

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * The error a client sees when a service fails: it names the service and the kind of failure,
 * never a host, a status body or a stack. Everything else unexpected is masked by Yoga.
 */
export function maskError(error: unknown, fallback: (error: unknown) => Error): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof UpstreamError) {
    const graphError = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(`The ${original.service} service is unavailable right now.`, {
      ...(graphError?.nodes ? { nodes: graphError.nodes } : {}),
      ...(graphError?.path ? { path: graphError.path } : {}),
      extensions: { code: 'UPSTREAM_UNAVAILABLE', service: original.service },
    });
  }
  return fallback(error);
}
