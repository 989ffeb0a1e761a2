import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { isUuid, parseDatabaseId } from '../../shared/input.ts';
import { serviceLanguage } from '../../shared/language.ts';
import { fromGlobalId } from '../../shared/relay.ts';
import type { GraphContext } from '../../context.ts';
import { loadOrganizations, loadPerson } from '../account/resolvers.ts';
import { isShownOnWeb } from '../shop/products.ts';
import { contractNodeLoaders } from '../contracts/resolvers.ts';
import { marketplaceNodeLoaders } from '../marketplace/resolvers.ts';
import { liveNodeLoaders } from '../live/resolvers.ts';
import { videoNodeLoaders } from '../video/resolvers.ts';
import { jobNodeLoaders } from '../jobs/resolvers.ts';
import { sweepstakeNodeLoaders } from '../sweepstake/resolvers.ts';
import { walletNodeLoaders } from '../wallet/resolvers.ts';

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
 * Node types the graph can fetch by global ID. Each loads through the request's loaders, so the same
 * visibility rules apply as everywhere else (a hidden or exclusive product is not found).
 */
const nodeLoaders: Record<string, (internalId: string, context: GraphContext) => Promise<unknown>> = {
  async Product(internalId, context) {
    const id = parseDatabaseId(internalId);
    if (id === null) return null;
    const product = await context.loaders.shop.product.load(id);
    return product && isShownOnWeb(product) ? { ...product, __typename: 'Product' } : null;
  },
  // A person or organisation is found only when it is the viewer's own: a foreign ID yields null.
  async Person(internalId, context) {
    const person = await loadPerson(context);
    return person?.id === internalId ? person : null;
  },
  async Organization(internalId, context) {
    return (await loadOrganizations(context)).find((organization) => organization.id === Number(internalId)) ?? null;
  },
  async Site(internalId, context) {
    const sites = await context.loaders.cms.sites.load(
      context.language === 'EN' ? 'en' : context.language === 'JA' ? 'ja' : 'de',
    );
    const site = sites.find((candidate) => candidate.key === internalId);
    return site ? { ...site, __typename: 'Site' } : null;
  },
  async TeamMember(internalId, context) {
    const id = parseDatabaseId(internalId);
    const person = id === null ? null : await context.loaders.cms.person.load(id);
    return person ? { ...person, __typename: 'TeamMember' } : null;
  },
  async Match(internalId, context) {
    const id = parseDatabaseId(internalId);
    const match = id === null ? null : await context.loaders.cms.match.load(id);
    return match ? { ...match, __typename: 'Match' } : null;
  },
  async News(internalId, context) {
    if (!isUuid(internalId)) return null;
    const news = await context.loaders.cms.newsItem.load({
      uid: internalId,
      language: serviceLanguage(context.language),
    });
    return news ? { ...news, __typename: 'News' } : null;
  },
  async ProductCategory(internalId, context) {
    const id = parseDatabaseId(internalId);
    if (id === null) return null;
    const categories = await context.loaders.shop.categories.load('all');
    const category = categories.find((item) => item.id === id);
    return category ? { ...category, __typename: 'ProductCategory' } : null;
  },
  // Tickets and transfers through the viewer's own token (another's is not found); events are public.
  ...walletNodeLoaders,
  // An offer through the viewer's own history; a listing publicly.
  ...marketplaceNodeLoaders,
  // A contract and a transfer through the viewer's own token (another's is not found).
  ...contractNodeLoaders,
  // A video through the public catalogue.
  ...videoNodeLoaders,
  // Job postings and companies through the public postings (an application is never found by id).
  ...jobNodeLoaders,
  ...sweepstakeNodeLoaders,
  // The live ticker, standings and live video as they are now.
  ...liveNodeLoaders,
};

export const baseResolvers: Resolvers = {
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
      return load ? ((await load(parsed.internalId, context)) as never) : null;
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
};
