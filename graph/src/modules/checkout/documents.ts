import type { Plugin } from 'graphql-yoga';
import { effectiveBearer } from '../../auth/viewer.ts';
import { authenticate } from '../../context.ts';
import type { Services } from '../../services.ts';
import { requestIdOf } from '../../observability/request-id.ts';
import { log } from '../../shared/log.ts';
import { useRoute } from '../../shared/routes.ts';

const DOCUMENT = /^\/graphql\/documents\/((?:invoice|delivery-note)-[0-9]{1,12})$/;

/**
 * Order documents (invoice, delivery note) as PDF downloads: `GET /graphql/documents/{id}` with the
 * viewer's bearer token (and organisation, as for /graphql), `?language=en` for English. The graph streams the checkout service's
 * answer; another person's document is not found, and the answer is never cached.
 */
export function useOrderDocuments(services: Services): Plugin {
  return useRoute(DOCUMENT, async ({ request, endResponse, fetchAPI }, found) => {
    const id = found[1]!;
    // German unless asked otherwise: the documents exist in German and English.
    const language = new URL(request.url).searchParams.get('language') === 'en' ? 'en' : 'de';
    const answer = (status: number, text: string) =>
      endResponse(
        new fetchAPI.Response(text, {
          status,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
        }),
      );
    if (request.method !== 'GET') return answer(405, 'Method Not Allowed');
    const requestId = requestIdOf(request);
    const viewer = await authenticate(services, services.verifyToken, request, requestId);
    const bearer = effectiveBearer(viewer);
    if (viewer.kind !== 'person' || !bearer) {
      return endResponse(
        new fetchAPI.Response('Sign in to download your documents.', {
          status: 401,
          headers: { 'www-authenticate': 'Bearer realm="club"', 'cache-control': 'private, no-store' },
        }),
      );
    }
    try {
      const document = await services.checkout.document({ requestId, signal: request.signal, bearer }, id, language);
      if (!document) return answer(404, 'Not Found');
      return endResponse(
        new fetchAPI.Response(document.body, {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${id}.pdf"`,
            'cache-control': 'private, no-store',
          },
        }),
      );
    } catch (error) {
      log.warn('order document not available', {
        requestId,
        error: error instanceof Error ? error.message : 'unknown',
      });
      return answer(503, 'The document is not available right now. Please try again.');
    }
  });
}
