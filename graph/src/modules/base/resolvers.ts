import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { fromGlobalId } from '../../shared/relay.ts';
import type { NodeLoaders } from './nodes.ts';

const decimalPattern = /^-?\d+(\.\d+)?$/;

function stringScalar(name: string, description: string, valid: (value: string) => boolean) {
  const check = (value: unknown) => {
    if (typeof value !== 'string' || !valid(value)) throw new TypeError(`${name} cannot represent ${String(value)}`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? check(ast.value) : check(undefined)),
  });
}

/**
 * The scalars, `Query.node` and the `Node` interface. `nodeLoaders` are the modules' node types (each module
 * exports its own; graph/src/schema.ts gathers them).
 */
export const baseResolvers = (nodeLoaders: NodeLoaders): Resolvers => ({
  DateTime: stringScalar('DateTime', 'ISO 8601 instant', (value) => !Number.isNaN(Date.parse(value))),
  Decimal: stringScalar('Decimal', 'Decimal as a string', (value) => decimalPattern.test(value)),
  URL: stringScalar('URL', 'Absolute URL', (value) => URL.canParse(value)),
  Date: stringScalar(
    'Date',
    'ISO 8601 calendar date',
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  ),
  Query: {
    async node(_root, { id }, context) {
      const parsed = fromGlobalId(id);
      if (!parsed) return null;
      const load = nodeLoaders[parsed.type];
      return load ? await load(parsed.internalId, context) : null;
    },
  },
  Node: {
    __resolveType: (node) =>
      (
        node as {
          __typename?:
            | 'Product'
            | 'ProductCategory'
            | 'Person'
            | 'Organization'
            | 'Site'
            | 'TeamMember'
            | 'Match'
            | 'News'
            | 'Ticket'
            | 'TicketTransfer'
            | 'TicketEvent'
            | 'MarketplaceOffer'
            | 'MarketplaceListing'
            | 'Video'
            | 'LiveTicker'
            | 'Standings'
            | 'LiveVideoState';
        }
      ).__typename ?? null,
  },
});
