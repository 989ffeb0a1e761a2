import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective } from '@graphql-tools/utils';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { accountResolvers } from './modules/account/resolvers.ts';
import { baseResolvers } from './modules/base/resolvers.ts';
import { cartResolvers } from './modules/cart/resolvers.ts';
import { checkoutResolvers } from './modules/checkout/resolvers.ts';
import { contentResolvers } from './modules/content/resolvers.ts';
import { contractResolvers } from './modules/contracts/resolvers.ts';
import { liveResolvers } from './modules/live/resolvers.ts';
import { marketplaceResolvers } from './modules/marketplace/resolvers.ts';
import { organizationResolvers } from './modules/organization/resolvers.ts';
import { settingsResolvers } from './modules/settings/resolvers.ts';
import { shopResolvers } from './modules/shop/resolvers/index.ts';
import { jobResolvers } from './modules/jobs/resolvers.ts';
import { recentlyViewedResolvers } from './modules/shop/resolvers/recently-viewed.ts';
import { sweepstakeResolvers } from './modules/sweepstake/resolvers.ts';
import { videoResolvers } from './modules/video/resolvers.ts';
import { walletResolvers } from './modules/wallet/resolvers.ts';

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
      baseResolvers,
      shopResolvers,
      accountResolvers,
      cartResolvers,
      contentResolvers,
      organizationResolvers,
      checkoutResolvers,
      settingsResolvers,
      walletResolvers,
      videoResolvers,
      marketplaceResolvers,
      contractResolvers,
      liveResolvers,
      jobResolvers,
      sweepstakeResolvers,
      recentlyViewedResolvers,
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
