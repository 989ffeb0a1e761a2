import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql';
import { ProductCard } from './ProductCard.tsx';

/** Products in a responsive grid; the first row loads eagerly as it is above the fold. */
export function ProductGrid({
  products,
  label,
}: {
  products: readonly { readonly id: string; readonly ' $fragmentSpreads': ProductCard_product$key[' $fragmentSpreads'] }[];
  label: string;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 4} />
      ))}
    </ul>
  );
}
