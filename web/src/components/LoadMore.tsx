import { useEffect, useRef, useState, useTransition, type RefObject } from 'react';

/** What a Relay pagination fragment gives a list (`usePaginationFragment`). */
export interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

/**
 * "Load more" under a list shown a page at a time. The next `pageSize` items come in a transition, so what
 * is on screen stays while the button says it is loading; once they arrive, focus moves to the first of
 * them (the `focusable` elements in `list`, one per item) so a keyboard or screen reader goes on where the
 * list grew; a failure is said above the button, which can be pressed again. `onLoaded` hears of each page.
 */
export function LoadMore({
  pagination: { hasNext, isLoadingNext, loadNext },
  pageSize,
  loaded,
  list,
  focusable = 'a, button',
  label,
  loadingLabel,
  failedLabel,
  onLoaded,
}: {
  pagination: Pagination;
  pageSize: number;
  /** How many items the list shows now. */
  loaded: number;
  list?: RefObject<HTMLElement | null>;
  /** Within `list`, the element of each item that takes focus. */
  focusable?: string;
  label: string;
  loadingLabel: string;
  failedLabel: string;
  onLoaded?: () => void;
}) {
  const [, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  /** Where the items the button asked for begin, until they arrive. */
  const firstLoaded = useRef<number | null>(null);
  useEffect(() => {
    const index = firstLoaded.current;
    if (index === null || loaded <= index) return;
    firstLoaded.current = null;
    list?.current?.querySelectorAll<HTMLElement>(focusable)[index]?.focus();
  }, [loaded, list, focusable]);
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
            firstLoaded.current = loaded;
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
