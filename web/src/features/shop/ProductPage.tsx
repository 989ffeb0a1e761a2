import { graphql, useFragment } from 'react-relay/hooks';
import { Link, Navigate, useParams } from 'react-router';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql';
import type { ProductPage_product$key } from '../../__generated__/ProductPage_product.graphql';
import { NotFoundMessage } from '../../app/NotFoundPage.tsx';
import { germanFallback, paths, useLanguage, useT } from '../../app/language.ts';
import { pathsIn, type Language } from '../../app/pages.ts';
import { imageSizes } from '../../components/products/imageSizes.ts';
import { Shell } from '../../app/Shell.tsx';
import { breadcrumbList, PageMeta } from '../../components/PageMeta.tsx';
import { plainText } from '../../components/plainText.ts';
import { AddToCart } from './components/AddToCart.tsx';
import { Price } from '../../components/Price.tsx';
import { ProductImage } from '../../components/products/ProductImage.tsx';
import { useRecordImpression } from '../../components/products/RecentlyViewed.tsx';
import { useOrigin } from '../../app/origin.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const productPageQuery = graphql`
  query ProductPageQuery($slug: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    product(slug: $slug) {
      id
      slugDe: slug(language: DE)
      slugEn: slug(language: EN)
      slugJa: slug(language: JA)
      ...ProductPage_product
    }
  }
`;

/** A product with its picture, price and sanitised description, at its slug in the page's language. */
export function ProductPage() {
  const data = usePageQuery<ProductPageQuery>(productPageQuery);
  const language = useLanguage();
  const { slug: productSlug } = useParams();
  const t = useT();
  const product = data.product;
  useRecordImpression(product?.id ?? null);
  if (!product) {
    return (
      <Shell query={data} alternates={pathsIn(paths.home)}>
        <NotFoundMessage text={t('error.productNotFoundText')} />
      </Shell>
    );
  }
  const slugs = { de: product.slugDe, en: product.slugEn, ja: product.slugJa };
  const canonical = slugs[language];
  // An old or other-language slug leads to the product's own address in this language.
  if (productSlug !== canonical) return <Navigate to={paths.product(language, canonical)} replace />;
  const alternates = pathsIn((other) => paths.product(other, slugs[other]));
  return (
    <Shell query={data} alternates={alternates}>
      <ProductDetails product={product} alternates={alternates} />
    </Shell>
  );
}

function ProductDetails({
  product,
  alternates,
}: {
  product: ProductPage_product$key;
  alternates: Record<Language, string>;
}) {
  const data = useFragment(
    graphql`
      fragment ProductPage_product on Product {
        name(language: $language)
        nameDe: name(language: DE)
        description(language: $language)
        sku
        price {
          amount
          currencyCode
          ...Price_money
        }
        images {
          thumbnails {
            width
            url
          }
          ...ProductImage_image
        }
        inStock
        isSold
        orderLimit
        maximumQuantity
        minimumAge
        categories {
          slug
          name(language: $language)
        }
        ...AddToCart_product
      }
    `,
    product,
  );
  const language = useLanguage();
  const origin = useOrigin();
  const t = useT();
  const category = data.categories?.[0];
  const description = data.description
    ? plainText(data.description)
    : t('meta.productDescription', { name: data.name });
  const image =
    data.images[0]?.thumbnails.find((thumbnail) => thumbnail.width === 1280) ?? data.images[0]?.thumbnails[0];
  const trail = [
    { name: t('shop.newestTitle'), path: paths.home(language) },
    ...(category ? [{ name: category.name, path: paths.category(language, category.slug) }] : []),
    { name: data.name, path: alternates[language] },
  ];
  const structuredProduct = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: data.name,
    sku: data.sku,
    description,
    ...(image ? { image: new URL(image.url, origin).href } : {}),
    offers: {
      '@type': 'Offer',
      url: new URL(alternates[language], origin).href,
      price: data.price.amount,
      priceCurrency: data.price.currencyCode,
      availability: data.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return (
    <article className="product-detail">
      <PageMeta
        title={data.name}
        description={description}
        alternates={alternates}
        image={image?.url}
        structuredData={[structuredProduct, breadcrumbList(origin, trail)]}
      />
      <nav aria-label={t('shop.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home(language)}>{t('shop.newestTitle')}</Link>
          </li>
          {category && (
            <li>
              <Link to={paths.category(language, category.slug)}>{category.name}</Link>
            </li>
          )}
        </ol>
      </nav>
      <div className="product-detail-layout">
        <ProductImage image={data.images[0]} alt={data.name} sizes={imageSizes.detail} eager />
        <div className="product-detail-info">
          <h1 lang={germanFallback(language, data.name, data.nameDe)}>{data.name}</h1>
          <p className="price large">
            <span className="visually-hidden">{t('shop.price')}: </span>
            <Price money={data.price} />
          </p>
          <p className="fine-print">{t('shop.vatIncluded')}</p>
          <p className={data.inStock ? 'stock in' : 'stock out'}>
            {!data.isSold ? t('shop.noLongerSold') : data.inStock ? t('shop.inStock') : t('shop.outOfStock')}
          </p>
          {/* The fact that limits the fan: the stock when fewer are left than one order may hold, else the limit. */}
          {data.inStock && (
            <p className="fine-print">
              {data.maximumQuantity < data.orderLimit
                ? t('shop.fewLeft', { count: data.maximumQuantity })
                : t('shop.maximumQuantity', { count: data.orderLimit })}
            </p>
          )}
          {data.minimumAge >= 18 && <p className="notice">{t('shop.adultsOnly')}</p>}
          <AddToCart product={data} />
          {data.description && (
            <section aria-labelledby="product-description">
              <h2 id="product-description">{t('shop.description')}</h2>
              {/* The graph reduces descriptions to the shop's whitelist (no scripts, handlers or frames). */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.description }} />
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
