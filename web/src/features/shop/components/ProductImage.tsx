interface Thumbnail {
  readonly width: number;
  readonly url: string;
}

/** A square product picture; the browser picks the 200, 600 or 1280 px rendition that fits. */
export function ProductImage({
  thumbnails,
  alt,
  sizes,
  eager = false,
}: {
  thumbnails: readonly Thumbnail[];
  alt: string;
  sizes: string;
  eager?: boolean;
}) {
  const fallback = thumbnails.find((thumbnail) => thumbnail.width === 600) ?? thumbnails.at(-1);
  if (!fallback) return <div className="product-image placeholder" />;
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
