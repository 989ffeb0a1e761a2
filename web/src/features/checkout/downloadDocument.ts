import { saveFile } from '../../components/saveFile.ts';
/** A document download that did not work; `status` is the graph's HTTP status when there was an answer. */
export class DocumentDownloadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DocumentDownloadError';
  }
}

/** A PDF of several MB on a weak stadium network gets longer than a query. */
export const DOCUMENT_TIMEOUT_MS = 60_000;

/**
 * Downloads an order document (invoice, delivery note) from the graph, which serves it only with the
 * person's bearer token (a plain link could not send it): fetch → blob → object URL → a temporary
 * <a download> clicked. The organisation acted for travels in its cookie, as with every graph request.
 * The token goes to the graph's own origin only, never to an address elsewhere.
 */
export async function downloadDocument(path: string, token: string | undefined, fileName: string): Promise<void> {
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin) throw new DocumentDownloadError('foreign origin');
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS),
    });
  } catch {
    throw new DocumentDownloadError('network');
  }
  if (!response.ok) throw new DocumentDownloadError(`HTTP ${response.status}`, response.status);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new DocumentDownloadError('network');
  }
  saveFile(blob, fileName);
}
