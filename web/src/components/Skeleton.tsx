/** Placeholders of the final size, so nothing shifts when the data arrives. */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite" aria-label={label}>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-card skeleton">
            <div className="skeleton-image" />
            <div className="skeleton-line" />
            <div className="skeleton-line short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
