import { useEffect } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { RecentlyViewed_viewer$key } from '../../__generated__/RecentlyViewed_viewer.graphql';
import type { RecentlyViewedRecordMutation } from '../../__generated__/RecentlyViewedRecordMutation.graphql';
import { useT } from '../../app/language.ts';
import { useSessionState } from '../../auth/SessionContext.tsx';
import { ProductGrid } from './ProductGrid.tsx';

/**
 * The products the signed-in person opened lately (spec 2 sections 3 and 9), as the graph filters them for
 * the page's language. Nothing for visitors or an empty list; a note when the shop cannot say.
 */
export function RecentlyViewed({ viewer }: { viewer: RecentlyViewed_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment RecentlyViewed_viewer on Viewer {
        recentlyViewedProducts(language: $language) @include(if: $signedIn) {
          ...ProductGrid_products
        }
      }
    `,
    viewer,
  );
  const t = useT();
  const products = data.recentlyViewedProducts;
  // Not asked for (a visitor) or nothing viewed yet: the section is left out.
  if (products === undefined || (products !== null && products.length === 0)) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{t('shop.recentlyViewed.title')}</h2>
      {products === null ? (
        <p className="notice">{t('shop.recentlyViewed.unavailable')}</p>
      ) : (
        <ProductGrid products={products} label={t('shop.recentlyViewed.title')} />
      )}
    </section>
  );
}

/**
 * Records that the signed-in person opened a product, once the page has rendered (queries stay free of side
 * effects); a failure only costs the entry in the recently viewed list, so it is not shown.
 */
export function useRecordImpression(productId: string | null) {
  const { user } = useSessionState();
  const [record] = useMutation<RecentlyViewedRecordMutation>(graphql`
    mutation RecentlyViewedRecordMutation($input: ProductImpressionRecordInput!) {
      productImpressionRecord(input: $input) {
        __typename
      }
    }
  `);
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn || !productId) return;
    record({ variables: { input: { productId } }, onError: () => undefined });
  }, [signedIn, productId, record]);
}
