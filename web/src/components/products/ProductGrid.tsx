import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductGrid_products$key } from '../../__generated__/ProductGrid_products.graphql';
import { ProductCard } from './ProductCard.tsx';

/** Products in a responsive grid; the first row loads eagerly as it is above the fold. */
export function ProductGrid({ products, label }: { products: ProductGrid_products$key; label: string }) {
  const data = useFragment(
    graphql`
      fragment ProductGrid_products on Product @relay(plural: true) {
        id
        ...ProductCard_product
      }
    `,
    products,
  );
  return (
    <ul className="product-grid" aria-label={label}>
      {data.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 4} />
      ))}
    </ul>
  );
}
