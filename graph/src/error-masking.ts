import { GraphQLError } from 'graphql';
import { UpstreamError } from './upstreams/upstream-error.ts';

/*
 * How failures leave the graph (yoga.ts's maskedErrors): a service's refusal or failure in words a client can
 * act on, graphql-js's own execution errors recognised so production masks them.
 */

/**
 * The error a client sees when a service call fails, at the field's path: a refusal of the request (4xx)
 * says so with a code by its status; a failure of the service (timeout, no connection, 5xx, an answer of
 * the wrong shape, an open breaker) is `UPSTREAM_UNAVAILABLE`. Neither names a host, a status body, a
 * stack or a schema type. Everything else unexpected is masked by Yoga.
 */
export function maskError(error: unknown, fallback: (error: unknown) => Error): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof UpstreamError) {
    const graphError = error instanceof GraphQLError ? error : undefined;
    const where = {
      ...(graphError?.nodes ? { nodes: graphError.nodes } : {}),
      ...(graphError?.path ? { path: graphError.path } : {}),
    };
    const refusal = refusalOf(original);
    if (refusal) return new GraphQLError(refusal.message, { ...where, extensions: { code: refusal.code } });
    return new GraphQLError(`The ${original.service} service is unavailable right now.`, {
      ...where,
      extensions: { code: 'UPSTREAM_UNAVAILABLE', service: original.service },
    });
  }
  return fallback(error);
}

/**
 * graphql-js's own execution errors ("Cannot return null for non-nullable field …", "Expected a value
 * of type …") describe a bug of the graph in the schema's words. Errors the graph raises carry a code,
 * and failures of resolvers carry their cause; these have neither, and are masked in production.
 */
export function isExecutorError(error: unknown): error is GraphQLError {
  return (
    error instanceof GraphQLError &&
    !error.originalError &&
    error.path !== undefined &&
    error.extensions?.code === undefined
  );
}

const refusals: Record<number, { code: string; message: string }> = {
  401: { code: 'UNAUTHENTICATED', message: 'Sign in again to see this.' },
  403: { code: 'FORBIDDEN', message: 'This is not yours to see or change.' },
  404: { code: 'NOT_FOUND', message: 'This does not exist (any more).' },
  409: { code: 'CONFLICT', message: 'This was changed in the meantime; reload and try again.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests; try again in a moment.' },
};

function refusalOf(error: UpstreamError): { code: string; message: string } | undefined {
  if (error.kind !== 'status' || error.status === undefined || error.status < 400 || error.status >= 500) return;
  return refusals[error.status] ?? { code: 'BAD_USER_INPUT', message: 'The request was refused as invalid.' };
}
