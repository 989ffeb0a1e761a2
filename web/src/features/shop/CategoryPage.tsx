import { useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useParams, useRevalidator } from 'react-router';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql';
import type { CategoryPage_category$key } from '../../__generated__/CategoryPage_category.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { breadcrumbList, PageMeta } from '../../components/PageMeta.tsx';
import { ProductGrid } from '../../components/products/ProductGrid.tsx';
import { useOrigin } from '../../app/origin.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';
import { LoadMore } from '../../components/LoadMore.tsx';

export const categoryPageQuery = graphql`
  query CategoryPageQuery($slug: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    productCategory(slug: $slug) {
      name(language: $language)
      ...CategoryPage_category
    }
  }
`;

/** A shop category with its products, newest first, ten at a time. */
export function CategoryPage() {
  const data = usePageQuery<CategoryPageQuery>(categoryPageQuery);
  const { slug: categorySlug = '' } = useParams();
  const language = useLanguage();
  const origin = useOrigin();
  const alternates = pathsIn((other) => paths.category(other, categorySlug));
  const t = useT();
  return (
    <Shell query={data} alternates={alternates}>
      {data.productCategory ? (
        <>
          <PageMeta
            title={data.productCategory.name}
            description={t('meta.categoryDescription', { name: data.productCategory.name })}
            alternates={alternates}
            structuredData={[
              breadcrumbList(origin, [
                { name: t('shop.newestTitle'), path: paths.home(language) },
                { name: data.productCategory.name, path: paths.category(language, categorySlug) },
              ]),
            ]}
          />
          <h1>{data.productCategory.name}</h1>
          <CategoryProducts category={data.productCategory} title={data.productCategory.name} />
        </>
      ) : (
        <NotFoundMessage />
      )}
    </Shell>
  );
}

function CategoryProducts({ category, title }: { category: CategoryPage_category$key; title: string }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment CategoryPage_category on ProductCategory
      @refetchable(queryName: "CategoryProductsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        products(first: $count, after: $cursor) @connection(key: "CategoryPage_products") {
          edges {
            node {
              ...ProductGrid_products
            }
          }
        }
      }
    `,
    category,
  );
  const t = useT();
  const revalidator = useRevalidator();
  const grid = useRef<HTMLDivElement>(null);
  if (!data.products) {
    return (
      <ErrorState
        message={t('shop.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const products = data.products.edges.map((edge) => edge.node);
  if (products.length === 0) return <p className="empty">{t('shop.empty')}</p>;
  return (
    <>
      <div ref={grid}>
        <ProductGrid products={products} label={title} />
      </div>
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={10}
        focus={{ list: grid, items: 'li a', loaded: products.length }}
        label={t('shop.loadMore')}
        loadingLabel={t('shop.loadingMore')}
        failedLabel={t('error.loadMoreFailed')}
      />
    </>
  );
}
