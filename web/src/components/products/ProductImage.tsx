import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductImage_image$key } from '../../__generated__/ProductImage_image.graphql';

/** A square product picture; the browser picks the 200, 600 or 1280 px rendition that fits. */
export function ProductImage({
  image,
  alt,
  sizes,
  eager = false,
}: {
  image: ProductImage_image$key | null | undefined;
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ProductImage_image on ProductImage {
        thumbnails {
          width
          url
        }
      }
    `,
    image,
  );
  const thumbnails = data?.thumbnails ?? [];
  const fallback = thumbnails.find((thumbnail) => thumbnail.width === 600) ?? thumbnails.at(-1);
  if (!fallback) return <div className="product-image" role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  return (
    <img
      className="product-image"
      src={fallback.url}
      srcSet={thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(', ')}
      sizes={sizes}
      width={600}
      height={600}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
