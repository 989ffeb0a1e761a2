import { GraphQLError } from 'graphql';

const suggestion = /\s*Did you mean [^?]*\?/g;

/**
 * The error without graphql-js's "Did you mean …?" hints, which tell a caller the names of fields,
 * arguments and enum values it did not ask for (production answers no such questions).
 */
export function withoutSuggestions(error: Error): Error {
  if (!suggestion.test(error.message)) return error;
  suggestion.lastIndex = 0;
  const message = error.message.replace(suggestion, '').trim();
  if (!(error instanceof GraphQLError)) return new Error(message);
  return new GraphQLError(message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.originalError ? { originalError: error.originalError } : {}),
    extensions: error.extensions,
  });
}
