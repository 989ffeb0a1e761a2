import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * How the sandbox answers a browser: HTML that is never cached, never sniffed as anything else, and a
 * Content-Security-Policy that allows only the page's own inline style, scripts carrying the answer's
 * nonce, and forms that post to the provider (plus, where a post redirects, the shop it returns to).
 */

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PagePolicy {
  /** Who may embed the page: nobody (`'none'`) for full pages, the portal origins for the card frame. */
  frameAncestors: readonly string[];
  /** Origins a form on the page may end up at, besides the provider (a 303 to the shop counts). */
  formTargets?: readonly string[];
  nonce?: string;
}

export function sendPage(reply: FastifyReply, status: number, html: string, policy: PagePolicy): FastifyReply {
  const directives = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    policy.nonce ? `script-src 'nonce-${policy.nonce}'` : "script-src 'none'",
    `form-action 'self'${(policy.formTargets ?? []).map((origin) => ` ${origin}`).join('')}`,
    `frame-ancestors ${policy.frameAncestors.length ? policy.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
  ];
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      // Not no-referrer: with it, browsers send \`Origin: null\` on form posts, which the sandbox refuses.
      .header('referrer-policy', 'same-origin')
      .header('content-security-policy', directives.join('; '))
      .send(html)
  );
}

/** The origin of an http(s) URL, for naming it in a policy; undefined for anything else. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
