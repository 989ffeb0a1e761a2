import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';

export function ProductCard({ product, eager }: { product: ProductCard_product$key; eager?: boolean }) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        name(language: $language)
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
        <ProductImage
          image={data.images[0]}
          alt=""
          sizes="(min-width: 1100px) 20vw, (min-width: 700px) 30vw, 50vw"
          eager={eager ?? false}
        />
        <h3>{data.name}</h3>
      </Link>
      <p className="price">
        <Price money={data.price} />
      </p>
      {!data.inStock && <p className="stock out">{t('shop.outOfStock')}</p>}
    </li>
  );
}
