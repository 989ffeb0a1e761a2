import type { Plugin } from 'graphql-yoga';

/**
 * The largest request body the graph reads: a trusted document's id and its variables take a few
 * hundred bytes, and the longest document the operation limits allow (2000 tokens) well under this.
 */
export const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * Refuses a request body over MAX_REQUEST_BYTES (413) before reading it, and one whose length is not
 * stated (411: a chunked body could be any size), so ten megabytes of text cost the graph nothing and
 * never reach a service.
 */
export function useRequestSizeLimit(maxBytes = MAX_REQUEST_BYTES): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const stated = request.headers.get('content-length');
      const refuse = (status: number, message: string) =>
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }), {
            status,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      if (stated === null) {
        if (request.headers.get('transfer-encoding')) refuse(411, 'The request must state its length.');
        return;
      }
      const length = Number(stated);
      if (!Number.isSafeInteger(length) || length < 0) return refuse(400, 'The request states no valid length.');
      if (length > maxBytes) refuse(413, 'The request is too large.');
    },
  };
}
