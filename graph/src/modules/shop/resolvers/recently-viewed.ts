import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import { personScope } from '../../../auth/scopes.ts';
import type { GraphContext } from '../../../context.ts';
import type { Language } from '../../../shared/language.ts';
import { log } from '../../../shared/log.ts';
import { entityIdOf } from '../../../shared/slug.ts';
import { typedError } from '../../base/typed-errors.ts';
import { UpstreamError } from '../../../upstreams/upstream-error.ts';
import type { ShopProduct } from '../../../upstreams/shop/types.ts';
import { isShownOnWeb } from '../products.ts';

/**
 * Spec 2 section 5: a recently viewed product is shown only when active, not hidden and with a non-empty name
 * and description in the requested language (Japanese has no shop texts: German stands for it).
 */
export function isShownAsRecentlyViewed(product: ShopProduct, language: Language): boolean {
  if (!product.isActive || product.isHidden) return false;
  const key = language === 'EN' ? 'en' : 'de';
  const name = product.name[key];
  const description = product.description?.[key];
  return Boolean(name?.trim()) && Boolean(description?.trim());
}

export const recentlyViewedResolvers: Resolvers = {
  Viewer: {
    async recentlyViewedProducts(_viewer, { language }, context) {
      try {
        const page = await context.loaders.sweepstakes.recentImpressions.load('self');
        const wanted = language ?? context.language;
        return page.items
          .map((impression) => impression.product)
          .filter((product) => isShownAsRecentlyViewed(product, wanted));
      } catch (error) {
        // A client that went away is no failure of the service (and the upstream client logs real ones).
        if (!(error instanceof UpstreamError && error.kind === 'aborted'))
          log.warn('recently viewed products unavailable', {
            requestId: context.requestId,
            error: error instanceof Error ? error.message : String(error),
          });
        return null;
      }
    },
  },
  Mutation: {
    async productImpressionRecord(_root, { input }, context: GraphContext) {
      const id = entityIdOf('Product', input.productId);
      if (id === null) return typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field: 'productId' });
      const product = await context.loaders.shop.product.load(id);
      if (!product || !isShownOnWeb(product)) return typedError(context, 'NotFoundError', 'NOT_FOUND');
      try {
        await context.services.sweepstakes.recordImpression(personScope(context), product.sku);
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404)
          return typedError(context, 'NotFoundError', 'NOT_FOUND');
        throw error;
      }
      return { __typename: 'ProductImpressionRecordSuccess' as const, product };
    },
  },
};
