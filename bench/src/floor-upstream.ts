/**
 * The floor's one way to the platform (floor.ts): a keep-alive pool, JSON parsed as the graph parses it, and an
 * answer other than 200 thrown as an UpstreamStatusError, which the server answers with 502.
 */
import { Pool } from 'undici';

const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:4010';
export const tenantId = process.env.TENANT_ID ?? '1';
export const shopId = process.env.SHOP_ID ?? '1';

// As many connections as the graph's pools of the two services a screen asks most, together (128 each: the
// cart page asks the cart service three times and the contact service twice), so neither side is limited by
// its pool.
export const platform = new Pool(platformUrl, {
  connections: 256,
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 60_000,
});

/** A screen of the floor: its merged JSON, asked within the request's `signal`, with the person's token if any. */
export type FloorScreen = (url: URL, signal: AbortSignal, authorization?: string) => Promise<unknown>;

export class UpstreamStatusError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path} answered ${status}`);
  }
}

export async function getJson(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  const response = await platform.request({
    method: 'GET',
    path,
    headers: { accept: 'application/json', ...headers },
    signal,
  });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new UpstreamStatusError(path, response.statusCode);
  }
  // Parsed like the graph parses upstream answers, so the difference measured is the GraphQL layer itself.
  return response.body.json();
}

/** The header's cart badge as a hand-written backend asks for it: `HEAD /carts/self`, the count in a header. */
export async function cartItemCount(headers: Record<string, string>, signal: AbortSignal): Promise<number> {
  const response = await platform.request({
    method: 'HEAD',
    path: '/carts/self?countryCode=DE',
    headers: { ...headers, 'et-tenant-id': tenantId },
    signal,
    // Keep the connection after the HEAD answer (undici closes it by default), as the graph does.
    reset: false,
  });
  await response.body.dump();
  if (response.statusCode !== 200) throw new UpstreamStatusError('/carts/self', response.statusCode);
  return Number(response.headers['cart-item-count'] ?? 0);
}
