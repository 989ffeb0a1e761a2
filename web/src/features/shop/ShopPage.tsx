import { graphql } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { ShopPageQuery } from '../../__generated__/ShopPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { ProductGrid } from '../../components/products/ProductGrid.tsx';
import { RecentlyViewed } from '../../components/products/RecentlyViewed.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const shopPageQuery = graphql`
  query ShopPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      ...RecentlyViewed_viewer
    }
    newestProducts(first: 10) {
      edges {
        node {
          ...ProductGrid_products
        }
      }
    }
  }
`;

/** The fan shop's front page: the ten newest products. */
export function ShopPage() {
  const data = usePageQuery<ShopPageQuery>(shopPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const products = data.newestProducts?.edges.map((edge) => edge.node);
  return (
    <Shell query={data} alternates={pathsIn(paths.home)}>
      <PageMeta
        title={t('shop.newestTitle')}
        description={t('meta.homeDescription')}
        alternates={pathsIn(paths.home)}
      />
      <h1>{t('shop.newestTitle')}</h1>
      <p className="lead">{t('shop.newestIntro')}</p>
      {products === undefined ? (
        <ErrorState
          message={t('shop.unavailable')}
          retryLabel={t('error.retry')}
          onRetry={() => void revalidator.revalidate()}
        />
      ) : products.length === 0 ? (
        <p className="empty">{t('shop.empty')}</p>
      ) : (
        <ProductGrid products={products} label={t('shop.newestTitle')} />
      )}
      <RecentlyViewed viewer={data.viewer} />
    </Shell>
  );
}
