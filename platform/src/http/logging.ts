import type { FastifyServerOptions } from 'fastify';

/**
 * What the platform writes to its log: method, path, status and timing of each request, and for a
 * failure the error's type, native or SQLSTATE code and stack frames. Never a query string (it carries
 * the anonymous shopper's id), a header (bearer tokens, cookies), a body, SQL parameters or a database
 * error's message (PostgreSQL quotes the offending value in it); anything that still looks like an id,
 * a token or a card number is masked.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: maskSecrets(request.url.split('?')[0] ?? ''),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: describeError,
    },
  };
}

interface LoggableError {
  name?: string;
  message?: string;
  code?: unknown;
  stack?: string;
}

export function describeError(error: LoggableError): { type: string; message: string; stack: string; code?: string } {
  const code = typeof error.code === 'string' ? error.code : undefined;
  const fromDatabase = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  return {
    type: error.name ?? 'Error',
    ...(code ? { code } : {}),
    // A database error's message quotes the value it refused; its SQLSTATE says enough.
    message: fromDatabase ? `database error ${code}` : maskSecrets(String(error.message ?? '').slice(0, 300)),
    // Frames only: where it failed, not what it was given.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .map((line) => line.trim())
      .join('\n'),
  };
}

const secrets: [RegExp, string][] = [
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '<jwt>'],
  // The payment provider's ids: a stored payment method's token id is as good as the method to whoever holds it.
  [/\b(?:tok|pay|set|evt)_[\w-]+/g, '<provider id>'],
  // Card-like numbers: 13 to 19 digits, optionally grouped by spaces or dashes.
  [/\b(?:\d[ -]?){12,18}\d\b/g, '<number>'],
];

/** Masks ids, tokens and card-like numbers in a text bound for the log. */
export function maskSecrets(text: string): string {
  return secrets.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text);
}
