/**
 * The page's query answered by the portal in advance (scripts/portal-pages.ts embeds it in the HTML):
 * the first request of the app with the same document and variables takes it instead of waiting for the
 * network. Used once; later visits of the page ask the graph as usual.
 */
export const PRELOADED_QUERY_ELEMENT_ID = 'preloaded-query';

/** A stable text of a request: keys sorted at every level, so the order the variables were built in does not count. */
export function requestKey(documentId: string, variables: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, child]) => [key, sorted(child)]),
        )
      : value;
  return JSON.stringify([documentId, sorted(variables)]);
}

let taken = false;

/** The embedded answer if it is for this request and has not been used yet. */
export function takePreloadedResponse(documentId: string, variables: Record<string, unknown>): unknown {
  if (taken || typeof document === 'undefined') return undefined;
  const element = document.getElementById(PRELOADED_QUERY_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  const embedded = JSON.parse(element.dataset.request ?? '{}') as {
    documentId?: string;
    variables?: Record<string, unknown>;
  };
  if (
    !embedded.documentId ||
    requestKey(embedded.documentId, embedded.variables ?? {}) !== requestKey(documentId, variables)
  )
    return undefined;
  taken = true;
  element.remove();
  return JSON.parse(element.textContent);
}
