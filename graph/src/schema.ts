import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective } from '@graphql-tools/utils';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { accountNodeLoaders, accountResolvers } from './modules/account/resolvers.ts';
import type { NodeLoaders } from './modules/base/nodes.ts';
import { baseResolvers } from './modules/base/resolvers.ts';
import { cartResolvers } from './modules/cart/resolvers.ts';
import { cartTicketResolvers } from './modules/cart/tickets.ts';
import { channelNodeLoaders, channelResolvers } from './modules/channels/resolvers.ts';
import { checkoutResolvers } from './modules/checkout/resolvers.ts';
import { contentNodeLoaders, contentResolvers } from './modules/content/resolvers.ts';
import { searchResolvers } from './modules/content/search-resolvers.ts';
import { contractNodeLoaders, contractResolvers } from './modules/contracts/resolvers.ts';
import { liveNodeLoaders, liveResolvers } from './modules/live/resolvers.ts';
import { marketplaceNodeLoaders, marketplaceResolvers } from './modules/marketplace/resolvers.ts';
import { organizationResolvers } from './modules/organizations/resolvers.ts';
import { settingsResolvers } from './modules/account/settings-resolvers.ts';
import { shopNodeLoaders, shopResolvers } from './modules/shop/resolvers/index.ts';
import { jobNodeLoaders, jobResolvers } from './modules/jobs/resolvers.ts';
import { recentlyViewedResolvers } from './modules/shop/resolvers/recently-viewed.ts';
import { sweepstakeNodeLoaders, sweepstakeResolvers } from './modules/sweepstakes/resolvers.ts';
import { ticketingResolvers } from './modules/ticketing/resolvers.ts';
import { videoNodeLoaders, videoResolvers } from './modules/video/resolvers.ts';
import { walletNodeLoaders, walletResolvers } from './modules/wallet/resolvers.ts';

/**
 * The node types of every module for `Query.node` (Relay object identification). Each module decides what a
 * viewer may fetch by ID: another person's ticket, contract or offer is not found.
 */
const nodeLoaders: NodeLoaders = {
  ...shopNodeLoaders,
  ...accountNodeLoaders,
  ...contentNodeLoaders,
  // Tickets and transfers through the viewer's own token; events are public.
  ...walletNodeLoaders,
  // An offer through the viewer's own history; a listing publicly.
  ...marketplaceNodeLoaders,
  // A contract and a transfer through the viewer's own token.
  ...contractNodeLoaders,
  // A video through the public catalogue.
  ...videoNodeLoaders,
  // Job postings and companies through the public postings (an application is never found by id).
  ...jobNodeLoaders,
  ...sweepstakeNodeLoaders,
  // The live ticker, standings and live video as they are now.
  ...liveNodeLoaders,
  // A developer's channel through their own list.
  ...channelNodeLoaders,
};

const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));

/** The SDL of every module, in a stable order (the same files codegen merges into schema.graphql). */
export function loadTypeDefs(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(modulesDir + file, 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      baseResolvers(nodeLoaders),
      shopResolvers,
      accountResolvers,
      cartResolvers,
      cartTicketResolvers,
      contentResolvers,
      searchResolvers,
      organizationResolvers,
      checkoutResolvers,
      settingsResolvers,
      walletResolvers,
      ticketingResolvers,
      videoResolvers,
      marketplaceResolvers,
      contractResolvers,
      liveResolvers,
      jobResolvers,
      sweepstakeResolvers,
      recentlyViewedResolvers,
      channelResolvers,
    ],
  });
  assertAccessRules(schema);
  return schema;
}

/** Root fields without an access rule; the graph refuses to build a schema that has any. */
export function rootFieldsWithoutAccessRule(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (!getDirective(schema, field, 'access')?.length) missing.push(`${root.name}.${field.name}`);
    }
  }
  return missing;
}

function assertAccessRules(schema: GraphQLSchema): void {
  const missing = rootFieldsWithoutAccessRule(schema);
  if (missing.length) throw new GraphQLError(`Root fields without an @access rule: ${missing.join(', ')}`);
}
