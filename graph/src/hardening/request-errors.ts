import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A request that never ran (its variables could not be coerced) is a request error: HTTP 400, as
 * graphql-js's own executor makes it. graphql-jit reports the same failure as a plain result with
 * errors and no data, which Yoga would answer with 200; this gives those errors the status the
 * interpreter gives them, so a client sees the same status with JIT on or off.
 */
export function useRequestErrorStatus(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!('errors' in result) || !result.errors?.length || result.data != null) return;
        setResult({
          ...result,
          errors: result.errors.map((error) =>
            (error.extensions as { http?: unknown } | undefined)?.http
              ? error
              : new GraphQLError(error.message, {
                  ...(error.nodes ? { nodes: error.nodes } : {}),
                  extensions: { ...error.extensions, http: { status: 400 } },
                }),
          ),
        });
      },
    }),
  };
}

/** The refusals of the trusted-documents check, as request errors (400), whatever the client accepts. */
export const persistedDocumentErrors = {
  notFound: {
    message: 'PersistedQueryNotFound',
    extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST', http: { status: 400 } },
  },
  persistedQueryOnly: {
    message: 'PersistedQueryOnly',
    extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
  },
  keyNotFound: {
    message: 'PersistedQueryKeyNotFound',
    extensions: { code: 'PERSISTED_QUERY_KEY_NOT_FOUND', http: { status: 400 } },
  },
};
