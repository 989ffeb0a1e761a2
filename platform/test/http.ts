/** One answer of the platform as the tests read it. */
export interface PlatformAnswer<Body> {
  status: number;
  /** The content type, '' when there is none. */
  type: string;
  headers: Headers;
  /** The body's bytes (a PDF, a picture, a media segment). */
  bytes: Buffer;
  /** The body as text ('' for a PDF, which tests read as bytes). */
  text: string;
  /** The body parsed, when it is JSON (problem+json too); undefined otherwise. */
  body: Body;
}

export interface PlatformRequest {
  /** Sent as a bearer token when there is one (an anonymous call has none). */
  token?: string | undefined;
  /** An Idempotency-Key, for the calls that repeat safely with one. */
  idempotencyKey?: string;
  /** The body as it is, for calls that send something that is not JSON-encoded by the test (hostile input). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * One call to a started platform as its clients make it: a bearer token when the caller has one, a JSON
 * body, and the answer parsed when it is JSON. Every service's tests call through this one helper; each
 * file maps its own callers (demo accounts, organisations, anonymous visitors) to tokens.
 */
export async function callPlatform<Body = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  request: PlatformRequest = {},
): Promise<PlatformAnswer<Body>> {
  const sends = body !== undefined || request.rawBody !== undefined;
  const response = await fetch(/^https?:/.test(path) ? path : `${baseUrl}${path}`, {
    method,
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(sends ? { 'content-type': 'application/json' } : {}),
      ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
      ...request.headers,
    },
    body: request.rawBody ?? (body === undefined ? null : JSON.stringify(body)),
  });
  const type = response.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = type.includes('pdf') ? '' : bytes.toString('utf8');
  return {
    status: response.status,
    type,
    headers: response.headers,
    bytes,
    text,
    body: (text && type.includes('json') ? JSON.parse(text) : undefined) as Body,
  };
}
