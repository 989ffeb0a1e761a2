/**
 * What the bench's fan has before any screen is measured, put in through the platform's API as the portal's
 * forms do (orders, offers, contracts, a filled cart, viewed products). `pnpm bench` and `pnpm bench:alone`
 * share it, so both measure the same screens.
 */
import { randomBytes } from 'node:crypto';
import { contentVersion } from '@club/graph';
import { ChannelRegistry, DEMO_PASSWORD, WEB_CHANNEL, type RunningPlatform } from '@club/platform';
import { signIn } from '@club/platform/testing';
import { request } from 'undici';
import { screens, type Screen } from './screens.ts';

/**
 * The graph's secret at the bench's platform, given to both: a graph in production mode refuses to start with
 * the public development secret.
 */
export const benchGraphClientSecret = randomBytes(24).toString('base64url');

/** The fan the per-user screens are measured for: a fan club's admin. */
const benchFan = 'fanclub@club.example';

/** The fan the per-user screens are measured for, ready: answers their access token. */
export async function prepareFan(platform: RunningPlatform): Promise<string> {
  const token = await signInFan(platform);
  await placeOrders(platform.url, token);
  await offerTickets(platform.url, token);
  await subscribeContracts(platform, benchFan);
  await fillCart(platform.url, token);
  await viewProducts(platform.url, token);
  return token;
}

async function signInFan(platform: RunningPlatform): Promise<string> {
  return (await signIn(platform.identity.issuer, benchFan, DEMO_PASSWORD)).access_token;
}

/**
 * A per-user screen as the bench's fan sees it with a token signed in just now. An access token of the provider
 * lasts 15 minutes, less than a whole run of `pnpm bench`, so each per-user screen is measured with a token of
 * its own (a run's last screen once failed every request with an expired one).
 */
export async function withFreshToken(repoRoot: string, screen: Screen, platform: RunningPlatform): Promise<Screen> {
  const accessToken = await signInFan(platform);
  const fresh = screens(repoRoot, { accessToken }).find((candidate) => candidate.name === screen.name);
  if (!fresh) throw new Error(`no screen ${screen.name} for a signed-in fan`);
  return fresh;
}

/**
 * The platform's API as the fan's browser uses it through the portal, for the bench's setup: each call JSON in
 * and out, refused answers thrown with what the setup was `doing`.
 */
function platformApi(platformUrl: string, headers: Record<string, string>, doing: string) {
  return async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const response = await request(platformUrl + path, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.body.text();
    if (response.statusCode >= 300)
      throw new Error(`${doing}: ${method} ${path} answered ${response.statusCode} ${text}`);
    return JSON.parse(text) as unknown;
  };
}

/**
 * Fills the fan's cart through the platform's API as the cart page's forms do, so the cart screen is measured
 * with what a shopper's cart holds: merchandise, a ticket reservation, a voucher and a partner's discount code.
 */
async function fillCart(platformUrl: string, accessToken: string): Promise<void> {
  const call = platformApi(
    platformUrl,
    { authorization: `Bearer ${accessToken}`, 'et-tenant-id': '1' },
    'filling the cart',
  );
  await call('POST', '/carts/self/items?countryCode=DE', { sku: 'FS-001003', quantity: 2, userOptionValues: [] });
  await call('POST', '/carts/self/items?countryCode=DE', { sku: 'TK-2001', quantity: 1, userOptionValues: [] });
  await call('POST', '/vouchers?countryCode=DE', { 'et-tenant-id': 1, voucherCode: 'GUTSCHEIN-10' });
  const { items: partners } = (await call('GET', '/partners?Page=1&PageSize=100')) as {
    items: { id: number; displayName: string }[];
  };
  const partner = partners.find((candidate) => candidate.displayName === 'Stadtwerke Südstadt');
  if (!partner) throw new Error('filling the cart: the partner Stadtwerke Südstadt is missing');
  await call('POST', '/carts/self/discounts?countryCode=DE', { partnerId: partner.id, code: 'SUEDKURVE10' });
}

/** Products the fan opened, for the front page's recently viewed products (spec 2: the latest 20). */
async function viewProducts(platformUrl: string, accessToken: string): Promise<void> {
  const call = platformApi(platformUrl, { authorization: `Bearer ${accessToken}` }, 'viewing products');
  for (const sku of ['FS-001001', 'FS-001002', 'FS-001003'])
    await call('POST', '/productImpressions', { ProductSku: sku });
}

/** The bench fan's postal address (the seed's demo fan club admin). */
const fanAddress = {
  firstName: 'Sabine',
  lastName: 'Krüger',
  street: 'Vereinsheimweg 1',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
};

/** Orders for the orders screen: day tickets bought on account, a few times, as the fan's history. */
async function placeOrders(platformUrl: string, accessToken: string): Promise<void> {
  const address = { ...fanAddress, phone: '+49 171 9876543' };
  for (let order = 1; order <= 8; order++) {
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const send = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
      const response = await request(platformUrl + path, {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.body.text();
      if (response.statusCode >= 300)
        throw new Error(`placing orders: POST ${path} answered ${response.statusCode} ${text}`);
    };
    await send('/carts/self/items?countryCode=DE', { sku: 'TK-2001', quantity: 1 + (order % 3), userOptionValues: [] });
    await send(
      '/checkouts/purchaseOnAccount',
      { shippingAddress: address, billingAddress: address },
      {
        'idempotency-key': `bench-order-${order}`,
      },
    );
  }
}

/**
 * Offers for the marketplace screens: three of the day tickets the orders brought, each for a voucher, so the
 * history lists them and the Zweitmarkt shows them to everyone.
 */
async function offerTickets(platformUrl: string, accessToken: string): Promise<void> {
  const call = platformApi(platformUrl, { authorization: `Bearer ${accessToken}` }, 'offering tickets');
  const { items } = (await call('GET', '/self/tickets/upcoming?PageSize=1000&Page=1')) as {
    items: { id: number; serialNumber: string; isTransferable: boolean }[];
  };
  for (const ticket of items.filter((candidate) => candidate.isTransferable).slice(0, 3)) {
    await call('POST', '/payouts/tickets', {
      serialNumber: String(ticket.id),
      ticketSerialNumber: ticket.serialNumber,
      useVoucher: true,
      address: fanAddress,
    });
  }
}

/**
 * Contracts for the contracts screen: the subscription service has no route that sells one, so they go into its
 * database as the seed's do — the fan's own men's season ticket and a women's one Jürgen (mitglied@) uses.
 */
async function subscribeContracts(platform: RunningPlatform, email: string): Promise<void> {
  const contracts = [
    { masterDataId: 1, recipient: email, pricingClass: 'KAT3', seat: '11' },
    { masterDataId: 2, recipient: 'mitglied@club.example', pricingClass: 'SITZ', seat: '12' },
  ];
  for (const contract of contracts) {
    await platform.db.query(
      `WITH subscriber AS (SELECT id FROM accounts WHERE email = $1),
            recipient AS (SELECT id FROM accounts WHERE email = $2),
            created AS (
              INSERT INTO contracts (account_id, kind, state, master_data_id, status, pricing_class, shipping_code,
                block, row_label, seat_label, starts_on, recipient_account_id, upcoming_recipient_account_id)
              SELECT s.id, 'SeasonTicket', 'Running', $3, 'Confirmed', $4, 'MOBILE', 'S1', '4', $5, current_date, r.id, r.id
              FROM subscriber s, recipient r RETURNING id)
       INSERT INTO contract_addresses (contract_id, type, first_name, last_name, street, postal_code, city, country_code)
       SELECT id, 'invoice', 'Sabine', 'Krüger', 'Vereinsheimweg 1', '12345', 'Südstadt', 'DE' FROM created`,
      [email, contract.recipient, contract.masterDataId, contract.pricingClass, contract.seat],
    );
  }
}

/**
 * The web channel as a benchmark needs it (docs/channels.md): the documents the bench sends stored as the web
 * channel's deployment (straight into the registry, before the graph starts: `pnpm bench:alone` replays the
 * platform's answers, a registry read among them), and a budget no benchmark exhausts. The bench's clients are one
 * visitor (one address), where a match day has thousands; the channel checks still run on every request, only
 * their answer is always yes.
 */
export async function prepareWebChannel(platform: RunningPlatform, documents: Record<string, string>): Promise<void> {
  const registry = new ChannelRegistry(platform.db);
  await registry.setAllowance(WEB_CHANNEL, { budget: { capacity: 1_000_000_000, restoreRate: 1_000_000_000 } });
  const list = Object.entries(documents).map(([id, body]) => ({ id, body }));
  await registry.publish(WEB_CHANNEL, contentVersion(list), list);
}
