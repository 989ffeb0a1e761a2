import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useOperationCost } from './cost.ts';

/**
 * Limits on the shape of an operation, checked while parsing and validating, so an operation over a
 * limit is refused before the context is built and before any upstream call. They sit well above what
 * the web app's persisted queries need (a test runs every persisted query against them): the largest
 * today have depth 7, 2 aliases, 1 directive, 193 tokens and a cost of 1921 (armor's estimate: objects 2,
 * scalars 1, ×1.5 per level, × `first`; see cost.ts, which counts `first` from variables and defaults too).
 * Depth counts fields only (fragments are flattened), so Relay's fragment nesting costs nothing.
 */
export const operationLimits = {
  depth: 12,
  aliases: 15,
  directives: 10,
  tokens: 2000,
  cost: 10_000,
} as const;

/** armor's cost weights, which the operation limit and the channels' budgets (channels/plugin.ts) both use. */
export const costWeights = { objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 } as const;

/** The one message a refused operation gets: the limits themselves are not told to the caller. */
export const LIMIT_MESSAGE = 'Query validation error.';

/**
 * graphql-armor with the limits above. In production introspection is off and nothing is exempt, so an
 * operation named or aliased `__schema` gains nothing; in development GraphiQL's introspection query
 * (deeper than any page) is exempt from depth and cost, and refusals say which limit was hit.
 */
export function useOperationLimits(options: { production: boolean }): Plugin[] {
  const exposeLimits = !options.production;
  const ignoreIntrospection = !options.production;
  // A refusal is an ordinary validation error (HTTP 400 for application/graphql-response+json); the token
  // limit is checked while parsing, where there is no validation context, so it fails the parse instead.
  const refuse = (context: ValidationContext | null, error: GraphQLError) => {
    const message = exposeLimits ? error.message.replace(/^Syntax Error: /, '') : LIMIT_MESSAGE;
    if (context) {
      context.reportError(new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
      return;
    }
    throw new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } });
  };
  const common = { exposeLimits, propagateOnRejection: false, onReject: [refuse] };
  const armor = EnvelopArmorPlugin({
    maxDepth: { ...common, n: operationLimits.depth, flattenFragments: true, ignoreIntrospection },
    maxAliases: { ...common, n: operationLimits.aliases },
    maxDirectives: { ...common, n: operationLimits.directives },
    maxTokens: { ...common, n: operationLimits.tokens },
    // Armor's cost sees literal page sizes only; the cost below is checked with the variables.
    costLimit: { enabled: false },
    // Masks "Did you mean …?" in validation errors; other errors are handled by the error masking.
    blockFieldSuggestion: { enabled: options.production, mask: '' },
  }) as Plugin;
  // GraphiQL's introspection query in development is deeper and costlier than any page, and exempt.
  const cost = useOperationCost({
    maxCost: operationLimits.cost,
    weights: costWeights,
    message: exposeLimits ? `Query Cost limit of ${operationLimits.cost} exceeded, found {cost}.` : LIMIT_MESSAGE,
    ignoreIntrospection,
  });
  return [armor, cost];
}
