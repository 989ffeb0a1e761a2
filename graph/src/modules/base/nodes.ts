import type { ResolversParentTypes } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';

/**
 * Loads one node type by its internal id for `Query.node`, through the request's loaders so the same
 * visibility rules apply as everywhere else; null when the viewer may not see it or it does not exist.
 */
export type NodeLoader = (internalId: string, context: GraphContext) => Promise<ResolversParentTypes['Node'] | null>;

/**
 * Each module's node types (Relay object identification), by type name. A module exports its own;
 * graph/src/schema.ts gathers them for the base module's `node` field, so no module imports another's.
 */
export type NodeLoaders = Record<string, NodeLoader>;
