import { useEffect, useRef, useState, useTransition, type RefObject } from 'react';

/** What a Relay pagination fragment gives a list (`usePaginationFragment`). */
export interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

/**
 * "Load more" under a list shown a page at a time. The next `pageSize` items come in a transition, so what
 * is on screen stays while the button says it is loading; with `focus`, once they arrive focus moves to
 * the first of them, so a keyboard or screen reader goes on where the list grew; a failure is said above
 * the button, which can be pressed again. `onLoaded` hears of each page.
 */
export function LoadMore({
  pagination: { hasNext, isLoadingNext, loadNext },
  pageSize,
  focus,
  label,
  loadingLabel,
  failedLabel,
  onLoaded,
}: {
  pagination: Pagination;
  pageSize: number;
  /** The list (`items` selects the element of each item that takes focus) and how many it shows now. */
  focus?: { list: RefObject<HTMLElement | null>; items: string; loaded: number };
  label: string;
  loadingLabel: string;
  failedLabel: string;
  onLoaded?: () => void;
}) {
  const [, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  /** Where the items the button asked for begin, until they arrive. */
  const firstLoaded = useRef<number | null>(null);
  const loaded = focus?.loaded ?? 0;
  const list = focus?.list;
  const items = focus?.items;
  useEffect(() => {
    const index = firstLoaded.current;
    if (index === null || !items || loaded <= index) return;
    firstLoaded.current = null;
    list?.current?.querySelectorAll<HTMLElement>(items)[index]?.focus();
  }, [loaded, list, items]);
  return (
    <>
      {failed && (
        <p className="field-error" role="alert">
          {failedLabel}
        </p>
      )}
      {hasNext && (
        <button
          type="button"
          className="load-more"
          disabled={isLoadingNext}
          onClick={() => {
            firstLoaded.current = focus ? loaded : null;
            setFailed(false);
            startTransition(() => {
              loadNext(pageSize, {
                onComplete: (error) => {
                  if (error) setFailed(true);
                  else onLoaded?.();
                },
              });
            });
          }}
        >
          {isLoadingNext ? loadingLabel : label}
        </button>
      )}
    </>
  );
}
