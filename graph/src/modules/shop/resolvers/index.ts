import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import { localized, type Language } from '../../../shared/language.ts';
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../../shared/money.ts';
import { parseDatabaseId } from '../../../shared/input.ts';
import { toGlobalId } from '../../../shared/relay.ts';
import type { NodeLoaders } from '../../base/nodes.ts';
import { sanitizeDescription } from '../../../shared/sanitize.ts';
import { entitySlug, idFromSlug } from '../../../shared/slug.ts';
import { isShownOnWeb, newestProductsConnection } from '../products.ts';
import { navigationPath } from '../navigation.ts';
import { memoize } from '../../../shared/memoize.ts';

const thumbnailWidths = [200, 600, 1280] as const;

/** Sanitising is pure and the descriptions are public, so results are shared across requests. */
const sanitizeCached = memoize(sanitizeDescription, 2000);

const cmsLanguage = (language: Language): 'de' | 'en' => (language === 'EN' ? 'en' : 'de');

export const shopResolvers: Resolvers = {
  Query: {
    newestProducts: (_root, args, context) => newestProductsConnection(context.loaders.shop, args),
    async product(_root, { slug }, context) {
      const id = idFromSlug(slug);
      if (id === null) return null;
      const product = await context.loaders.shop.product.load(id);
      return product && isShownOnWeb(product) ? product : null;
    },
    productCategories: (_root, _args, context) => context.loaders.shop.categories.load('all'),
    async productCategory(_root, { slug }, context) {
      const categories = await context.loaders.shop.categories.load('all');
      return categories.find((category) => category.slug === slug) ?? null;
    },
    async storesNavigation(_root, args, context) {
      const navigation = await context.loaders.content.storesNavigation.load(
        cmsLanguage(args.language ?? context.language),
      );
      return navigation.children;
    },
  },
  Product: {
    id: (product) => toGlobalId('Product', product.id),
    internalId: (product) => product.id,
    name: (product, args, context) => localized(product.name, args.language ?? context.language),
    description(product, args, context) {
      if (!product.description) return null;
      const html = sanitizeCached(localized(product.description, args.language ?? context.language));
      return html || null;
    },
    slug: (product, args, context) =>
      entitySlug(localized(product.name, args.language ?? context.language), product.id),
    price(product) {
      const currency = product.currency;
      if (!isCurrencyCode(currency)) throw new GraphQLError(`Unsupported currency ${currency}`);
      return fromMinorUnits(toMinorUnits(product.price, currency), currency);
    },
    releaseDate: (product) => product.releaseDate,
    async categories(product, _args, context) {
      const categories = await context.loaders.shop.categories.load('all');
      return categories.filter((category) => product.categories.includes(category.id));
    },
    inStock: (product) => product.isActive && product.stock > 0,
    isSold: (product) => product.isActive,
    orderLimit: (product) => product.maxQuantity,
    // What can actually be bought: a product with 3 in stock does not promise 10.
    maximumQuantity: (product) => (product.isActive ? Math.max(0, Math.min(product.maxQuantity, product.stock)) : 0),
    minimumAge: (product) => product.minAge,
  },
  ProductImage: {
    url: (image) => image.url,
    thumbnails: (image) => thumbnailWidths.map((width) => ({ width, url: image.thumbnails[width] })),
  },
  ProductCategory: {
    id: (category) => toGlobalId('ProductCategory', category.id),
    internalId: (category) => category.id,
    name: (category, args, context) => localized(category.name, args.language ?? context.language),
    products: (category, args, context) =>
      newestProductsConnection(context.loaders.shop, { ...args, categoryId: category.id }),
  },
  NavigationItem: {
    title: (node) => node.name,
    path: (node) => navigationPath(node.full_slug, node.website),
    isSubmenuItem: (node) => node.is_submenu_item,
    suppressActiveClass: (node) => node.suppress_active_class,
    expandChildren: (node) => node.expand_children,
    children: (node) => node.children,
  },
};

/** Products and categories by global ID: a hidden or exclusive product is not found. */
export const shopNodeLoaders: NodeLoaders = {
  async Product(internalId, context) {
    const id = parseDatabaseId(internalId);
    if (id === null) return null;
    const product = await context.loaders.shop.product.load(id);
    return product && isShownOnWeb(product) ? { ...product, __typename: 'Product' } : null;
  },
  async ProductCategory(internalId, context) {
    const id = parseDatabaseId(internalId);
    if (id === null) return null;
    const categories = await context.loaders.shop.categories.load('all');
    const category = categories.find((item) => item.id === id);
    return category ? { ...category, __typename: 'ProductCategory' } : null;
  },
};
