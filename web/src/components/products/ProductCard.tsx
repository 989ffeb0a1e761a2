import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { germanFallback, paths, useLanguage, useT } from '../../app/language.ts';
import { imageSizes } from './imageSizes.ts';
import { Price } from '../Price.tsx';
import { ProductImage } from './ProductImage.tsx';

export function ProductCard({ product, eager }: { product: ProductCard_product$key; eager?: boolean }) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        name(language: $language)
        nameDe: name(language: DE)
        slug(language: $language)
        price {
          ...Price_money
        }
        images {
          ...ProductImage_image
        }
        inStock
      }
    `,
    product,
  );
  const language = useLanguage();
  const t = useT();
  return (
    <li className="product-card">
      <Link to={paths.product(language, data.slug)}>
        <ProductImage image={data.images[0]} alt="" sizes={imageSizes.card} eager={eager ?? false} />
        {/* The grid's heading is the page's h1, so each card's name is the next level. */}
        <h2 lang={germanFallback(language, data.name, data.nameDe)}>{data.name}</h2>
      </Link>
      <p className="price">
        <Price money={data.price} />
      </p>
      {!data.inStock && <p className="stock out">{t('shop.outOfStock')}</p>}
    </li>
  );
}
