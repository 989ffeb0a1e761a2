import { randomUUID } from 'node:crypto';

/** What a caller's `x-request-id` must look like to be kept: nothing that could forge or split a log line. */
const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's `x-request-id` (a gateway's, the web app's) when it looks like one; otherwise undefined. */
export function incomingRequestId(request: Request): string | undefined {
  const incoming = request.headers.get('x-request-id');
  return incoming && requestIdPattern.test(incoming) ? incoming : undefined;
}

/**
 * A request's id: the caller's when it looks like one, otherwise a new UUID. It is sent with every upstream call
 * the request makes and written into every log line about it, so one id follows a request through all services.
 */
export function requestIdOf(request: Request): string {
  return incomingRequestId(request) ?? randomUUID();
}
