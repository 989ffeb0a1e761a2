import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most a form of the provider's pages may send; more is refused before it is read whole. */
export const MAX_FORM_BYTES = 16 * 1024;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** A mailed link's secret: 32 random bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** oidc-provider's interaction ids. */
export const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export class FormTooLarge extends Error {
  constructor() {
    super('form too large');
  }
}

export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    // Pages may carry a mailed link's secret in their address: it is never sent on to another site.
    'referrer-policy': 'no-referrer',
    ...headers,
  });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

/** The form body, up to MAX_FORM_BYTES (FormTooLarge beyond: the rest is not read). */
export async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_FORM_BYTES) throw new FormTooLarge();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request));
}

/** A text field as typed (trimmed unless `raw`), and whether it is acceptable: present, short enough, no controls. */
export function field(
  form: URLSearchParams,
  name: string,
  maxLength: number,
  options: { raw?: boolean } = {},
): { value: string; problem?: 'required' | 'tooLong' | 'invalid' } {
  const typed = form.get(name) ?? '';
  const value = (options.raw ? typed : typed.trim()).normalize('NFC');
  if (!value) return { value, problem: 'required' };
  if ([...value].length > maxLength) return { value: value.slice(0, maxLength * 2), problem: 'tooLong' };
  if (CONTROL.test(value)) return { value: value.replace(new RegExp(CONTROL, 'g'), ''), problem: 'invalid' };
  return { value };
}

/** Something that looks like a deliverable address: one @, a dot in the domain, no spaces. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@"<>(),;:]{1,64}@[^\s@"<>(),;:]+\.[^\s@"<>(),;:.]{2,}$/u.test(value);
}

const TRUSTED_PROXIES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address for the rate limits: the connection's peer, or, when that is a proxy on this machine (the
 * HA topology's HAProxy), the address it names last in X-Forwarded-For, as the REST services trust it (app.ts).
 */
export function clientAddress(request: IncomingMessage): string {
  let address = request.socket.remoteAddress ?? 'unknown';
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  while (TRUSTED_PROXIES.has(address) && forwarded.length > 0) address = forwarded.pop()!;
  return address.slice(0, 64);
}

/** The query of a request's URL. */
export function queryOf(request: IncomingMessage): URLSearchParams {
  return new URL(request.url ?? '/', 'http://provider.invalid').searchParams;
}
