import { matchesOnSale } from './db/seed/ticketing.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../test/database-fingerprint.ts';
import { signIn } from '../test/sign-in.ts';
import { DEMO_PASSWORD } from './db/seed/people.ts';
import { CLOSED_JOB_POSTING } from './db/seed/jobs.ts';
import { startPlatform, type RunningPlatform } from './index.ts';
import openapi from '../openapi/platform.json' with { type: 'json' };

/**
 * Every input of every operation in the platform's OpenAPI document, sent with hostile values one at a
 * time while the other inputs stay valid: oversize text, control characters, numbers beyond 32 bits,
 * wrong types. The platform must refuse each with a 4xx (never a 500), accept no hostile change, and
 * leave the database exactly as it was. The document is the list, so a route added later is covered.
 */

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

let platform: RunningPlatform;
let token: string;
let anonymousUserId: string;
let itemId: number;
const FREE_VIDEO = 'v-training-mittwoch';
const PAID_VIDEO = 'v-highlights-nordhafen';
const UNKNOWN_TICKET = '5f0c2c4e-8d1a-4b6e-9f3a-2b7c1d0e9a88';

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
  token = (await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
  const anonymous = await fetch(`${platform.url}/carts/anonymousUser`, { method: 'POST' });
  anonymousUserId = ((await anonymous.json()) as { userId: string }).userId;
  const added = await fetch(`${platform.url}/carts/self/items?countryCode=DE`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      sku: await skuOf('Heimtrikot'),
      quantity: 1,
      userOptionValues: [{ name: 'size', value: 'M' }],
    }),
  });
  expect(added.status).toBe(200);
  itemId = ((await added.json()) as { orders: { items: { id: number }[] }[] }).orders[0]!.items[0]!.id;
}, 60_000);
afterAll(() => platform.close());

async function skuOf(namePrefix: string): Promise<string> {
  const { rows } = await platform.db.query<{ sku: string }>(
    'SELECT sku FROM products WHERE name_de LIKE $1 AND is_active ORDER BY id LIMIT 1',
    [`${namePrefix}%`],
  );
  return rows[0]!.sku;
}

/** A valid value for each input, so that only the one hostile input is wrong. */
function validValue(name: string): string {
  const values: Record<string, string> = {
    shopId: '1',
    productId: '1',
    width: '200.svg',
    language: 'de',
    countryCode: 'DE',
    'et-tenant-id': '1',
    Page: '1',
    PageSize: '10',
    anonymousUserId,
    'idempotency-key': 'hostile-probe-0001',
    Orderby: 'created desc',
    type: 'invoice',
    // Video: a real video and segment, so a hostile token, code or ticket is what the route judges.
    uid: FREE_VIDEO,
    videoId: FREE_VIDEO,
    site: 'tv',
    segment: 'seg-000.ts',
    // A well-formed ticket of no session: a hostile heartbeat body meets a 404 at best, never a session.
    ticket: UNKNOWN_TICKET,
    // The live feeds: the first team's ticker and table, so a hostile language or season meets a real team.
    teamId: '159',
    season: '2025',
    // Jobs: the closed posting, so a valid application is refused (409) and a hostile one never gets further.
    originId: CLOSED_JOB_POSTING,
    company: 'sc-suedstadt-1899-ev',
  };
  if (name === 'id') return String(itemId);
  return values[name] ?? '1';
}

const validBodies: Record<string, () => Promise<Record<string, unknown>>> = {
  'POST /carts/self/claims': async () => ({ userId: anonymousUserId }),
  'POST /carts/self/items': async () => ({
    sku: await skuOf('Heimtrikot'),
    quantity: 1,
    userOptionValues: [{ name: 'size', value: 'L' }],
  }),
  'PUT /carts/self/items/{id}': async () => ({ quantity: 2 }),
  'POST /carts/self/tickets': async () => ({
    eventId: matchesOnSale(new Date())[0]!.id,
    quantities: [{ priceClass: 'Adult', quantity: 1 }],
  }),
  'POST /vouchers': async () => ({ voucherCode: 'GUTSCHEIN-10' }),
  'POST /carts/self/discounts': async () => ({ partnerId: 1, code: 'SUEDKURVE10' }),
  'POST /organizations/self/members': async () => ({ memberEmail: 'fan2@club.example' }),
  'PUT /organizations/self/members/{id}': async () => ({ isAdmin: true }),
  ...Object.fromEntries(
    [
      'POST /checkouts/paypal',
      'POST /checkouts/purchaseOnAccount',
      'POST /checkouts/creditcard',
      'POST /checkouts/nopayment',
      'POST /checkouts/sepa/mandates',
      'POST /checkouts',
    ].map((key) => [key, async () => ({ shippingAddress: address, billingAddress: address, paymentTokenId: 'tok_1' })]),
  ),
  // A payment method returns to the portal (the first default web origin).
  'POST /checkouts/paymentInfo/creditcard': async () => ({ billingAddress: address, redirectUrl: portalPage }),
  'POST /checkouts/paymentInfo/sepa': async () => ({ billingAddress: address, redirectUrl: portalPage }),
  'POST /checkouts/paymentInfo/paypal': async () => ({ redirectUrl: portalPage, partnerId: 1 }),
  // A stored payment method the person does not have: every probe that passes the schema is refused with 422.
  'POST /shop/v4/paywallSubscriptions': async () => ({ planId: 'club-tv-monthly', paymentTokenId: 'tok_none' }),
  // The account area's changes are valid in form but refused by a rule checked after the schema, so every
  // probe that passes the schema still changes nothing: a name only support may change, an address in a
  // country the club does not deliver to, someone else's address id, an e-mail someone has, a wrong password.
  'PUT /contacts/self': async () => ({ firstName: 'Anders', profileLanguage: 'de', mobile: null }),
  'POST /contacts/self/addresses': async () => ({ ...address, countryCode: 'US' }),
  'PUT /contacts/self/addresses': async () => ({ ...address, id: 999999 }),
  'POST /contacts/self/emails': async () => ({ email: 'mitglied@club.example', confirmEmail: 'mitglied@club.example' }),
  'POST /contacts/emails/confirmation': async () => ({ token: 'x'.repeat(43) }),
  'PUT /accounts/self/password': async () => ({
    currentPassword: 'Not-the-password-1',
    newPassword: 'Valid-Password-2',
    confirmNewPassword: 'Valid-Password-2',
  }),
  // The wallet's changes likewise: someone else's ticket, an acceptance that gives a reason (only a decline
  // has one), and an address book entry id that is a cart item's.
  'POST /self/ticketTransfers': async () => ({ ticketId: await foreignTicketId(), recipientMail: 'fan2@club.example' }),
  'PATCH /self/ticketTransfers/{id}': async () => ({ accept: true, reasonForDeclining: 'Keine Zeit' }),
  'PATCH /addressBookEntries/{id}': async () => ({ IsFavorite: true }),
  // Another's ticket cannot be offered, nor another's payout retried: valid in form, refused by the owner rule.
  'POST /payouts/tickets': async () => {
    const ticketId = await foreignTicketId();
    return { serialNumber: String(ticketId), ticketSerialNumber: 'TS-2026-000001', useVoucher: true, address };
  },
  'POST /payouts/{id}/paymentRetry': async () => ({ paymentTokenId: 'tok_seed_card_fan2' }),
  // Contracts: fan@ holds none, so each change names one that is not hers (the path's id, or another's).
  'PUT /abo/self/contracts/{id}/addresses/{type}': async () => address,
  'PATCH /abo/self/contracts/{id}/paymenttokenid': async () => ({ paymentTokenId: 'tok_seed_sepa_abo' }),
  'PATCH /abo/self/contracts/{id}/details': async () => ({ newPricingClass: 'KAT1' }),
  'POST /abo/self/recipienttransfers': async () => ({
    contractId: await foreignContractId(),
    recipientEmail: 'fan2@club.example',
  }),
  'POST /abo/self/subscribertransfers': async () => ({
    contractId: await foreignContractId(),
    subscriberEmail: 'fan2@club.example',
  }),
  'PATCH /abo/self/recipienttransfers/{id}': async () => ({ accept: false, reason: 'Keine Zeit' }),
  'PATCH /abo/self/subscribertransfers/{id}': async () => ({ accept: false, reason: 'Keine Zeit' }),
  // The ticket names no session (validValue), so even a valid position changes nothing.
  'POST /cms/v2/videos/heartbeat/{ticket}': async () => ({ positionSeconds: 5 }),
  // A whole, valid application to the closed posting (validValue): refused with 409, whatever a probe changes.
  'POST /jobs/v1/postings/{originId}/applications': async () => ({
    language: 'de',
    salutation: 'ms',
    firstName: 'Lena',
    lastName: 'Fischer',
    email: 'lena.fischer@beispiel.example',
    mobile: '+49 170 1234567',
    street: 'Südkurvenweg',
    number: '7',
    country: 'DEU',
    zip: '12345',
    city: 'Südstadt',
    birthday: '1994-03-17',
    startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    hasNoticePeriod: false,
    severelyDisabled: false,
    privacyConsent: true,
    retentionConsent: true,
  }),
  // Sweepstakes: the path's id (a cart item's) names no sweepstake, so a valid answer still enters nothing.
  'POST /participants/self/sweepstakes/{id}': async () => ({ choiceId: 'a', acceptConditions: true }),
  // An SKU the shop does not have: the impression is refused (404), nothing is recorded.
  'POST /productImpressions': async () => ({ ProductSku: 'FS-999999' }),
  // Channels: the web portal's name is taken, so a valid registration is refused (409) and stores nothing.
  'POST /channels/v1/self/channels': async () => ({ name: 'web', displayName: 'Sonde' }),
  // The registry answers graph instances only (HTTP Basic): a person's bearer is refused before the body is read.
  'PUT /channels/v1/registry/channels/{name}/deployments/{version}': async () => ({
    documents: [{ id: 'probe', body: '{ __typename }' }],
  }),
};

/** A contract of another person (Claudia's own season ticket). */
async function foreignContractId(): Promise<number> {
  const { rows } = await platform.db.query<{ id: number }>(
    `SELECT c.id FROM contracts c JOIN accounts a ON a.id = c.account_id WHERE a.email = 'abo@club.example'
     ORDER BY c.id LIMIT 1`,
  );
  return rows[0]!.id;
}

/** A ticket the probing person (fan@) does not hold. */
async function foreignTicketId(): Promise<number> {
  const { rows } = await platform.db.query<{ id: number }>(
    `SELECT t.id FROM tickets t JOIN accounts a ON t.owner = 'account:' || a.id WHERE a.email = 'fan2@club.example'
     ORDER BY t.id LIMIT 1`,
  );
  return rows[0]!.id;
}

const portalPage = 'http://127.0.0.1:3000/konto/zahlungsarten';

const address = {
  firstName: 'Lena',
  lastName: 'Fischer',
  street: 'Südkurvenweg 7',
  postalCode: '12345',
  city: 'Südstadt',
  countryCode: 'DE',
  phone: '+49 170 1234567',
};

const oversize = 'x'.repeat(5000);
/** Hostile values by the type the input declares. */
function hostileValues(schema: JsonSchema): unknown[] {
  const type = schema.type ?? (schema.anyOf ? 'enum' : 'string');
  const commonText = [oversize, 'a\u0000b', 'a\u001bb\u0007', '\u0085', "' OR 1=1 --", '../../etc/passwd'];
  switch (type) {
    case 'integer':
    case 'number':
      return [99999999999, -99999999999, 2147483648, 1.5, -1, 0, 'abc', '1e400', '٣', null, { a: 1 }];
    case 'boolean':
      return ['maybe', 2, oversize];
    case 'array':
      return ['x', Array.from({ length: 5000 }, () => ({ name: 'size', value: 'M' }))];
    case 'object':
      return ['x', 12, null];
    default:
      return schema.format === 'uuid'
        ? [...commonText, 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '00000000-0000-0000-0000-00000000000\u0000']
        : [...commonText, null, { a: 1 }, ['a', 'b']];
  }
}

interface Probe {
  label: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: string;
  mutates: boolean;
}

async function probes(): Promise<Probe[]> {
  const list: Probe[] = [];
  for (const [template, operations] of Object.entries(
    openapi.paths as unknown as Record<string, Record<string, Operation>>,
  )) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${template}`;
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content['application/json'].schema;
      if (parameters.length === 0 && !bodySchema) continue;
      const validBody = bodySchema ? await validBodies[key]!() : undefined;
      const build = (override?: { where: 'path' | 'query' | 'header' | 'body'; name: string; value: unknown }) => {
        let path = template;
        const query = new URLSearchParams();
        const headers: Record<string, string> = {};
        let signedIn = true;
        for (const parameter of parameters) {
          const hostile = override && override.where === parameter.in && override.name === parameter.name;
          const value = hostile ? override.value : validValue(parameter.name);
          // An anonymous shopper is named instead of signed in; a signed-in call sends no anonymousUserId.
          if (parameter.name === 'anonymousUserId') {
            if (!hostile) continue;
            signedIn = false;
          }
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
          else if (parameter.in === 'query') query.set(parameter.name, text);
          // Headers carry only visible Latin-1; fetch refuses anything else before sending.
          else headers[parameter.name] = text.replace(/[^\u0020-\u007e]/g, '?');
        }
        if (signedIn) headers.authorization = `Bearer ${token}`;
        let body: string | undefined;
        if (validBody) {
          const payload: Record<string, unknown> = { ...validBody };
          if (override?.where === 'body') payload[override.name] = override.value;
          body = JSON.stringify(payload);
          headers['content-type'] = 'application/json';
        }
        return { path, query, headers, body };
      };
      const mutates = method !== 'get' && method !== 'head';
      for (const parameter of parameters) {
        for (const value of hostileValues(parameter.schema)) {
          const label = `${key} ${parameter.in} ${parameter.name}=${JSON.stringify(value)?.slice(0, 40)}`;
          list.push({ label, method, mutates, ...build({ where: parameter.in, name: parameter.name, value }) });
        }
      }
      for (const [name, schema] of Object.entries(bodySchema?.properties ?? {})) {
        for (const value of hostileValues(schema)) {
          const label = `${key} body ${name}=${JSON.stringify(value)?.slice(0, 40)}`;
          list.push({ label, method, mutates, ...build({ where: 'body', name, value }) });
        }
      }
      if (bodySchema) {
        const valid = build();
        for (const [what, body] of [
          ['a body of 2 MB', JSON.stringify({ text: 'x'.repeat(2 * 2 ** 20) })],
          ['a body that is not JSON', '{"sku": '],
          ['a body that is a list', '[]'],
        ] as const) {
          list.push({ label: `${key} ${what}`, method, mutates, ...valid, body });
        }
      }
    }
  }
  return list;
}

describe('hostile input', () => {
  it('is refused by every operation with a 4xx problem, never a 500, and changes nothing', async () => {
    const list = await probes();
    expect(list.length).toBeGreaterThan(300);
    const before = await databaseFingerprint(platform.db);
    const failures: string[] = [];
    for (const probe of list) {
      const target = `${platform.url}${probe.path}${probe.query.size ? `?${probe.query}` : ''}`;
      const response = await fetch(target, {
        method: probe.method.toUpperCase(),
        headers: probe.headers,
        body: probe.body ?? null,
      });
      const text = await response.text();
      if (response.status >= 500) failures.push(`${probe.label}: ${response.status} ${text.slice(0, 120)}`);
      else if (probe.mutates && response.status < 400) failures.push(`${probe.label}: accepted (${response.status})`);
      else if (response.status >= 400 && !response.headers.get('content-type')?.includes('json'))
        failures.push(`${probe.label}: ${response.status} without a problem body`);
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(platform.db)).toEqual(before);
  }, 120_000);

  it('is refused by the video routes: bogus codes, tokens and tickets, positions and pages out of range, paths with ../', async () => {
    // A real preview session of the probing person (fan@ has no subscription), so forged tokens and bad
    // positions meet a real ticket and a real video.
    const headers = { authorization: `Bearer ${token}`, 'et-tenant-id': '1' };
    const authorization = (await (
      await fetch(`${platform.url}/cms/v2/videos/authentication?videoId=${PAID_VIDEO}`, { headers })
    ).json()) as { code: string; access: string };
    expect(authorization.access).toBe('Preview');
    const started = await fetch(
      `${platform.url}/cms/v2/videos/initialize?code=${encodeURIComponent(authorization.code)}`,
      { headers },
    );
    expect(started.status).toBe(200);
    const session = (await started.json()) as { ticket: string; playlistUrl: string };
    const playback = new URL(session.playlistUrl).searchParams.get('token')!;
    const [payload, mac] = playback.split('.') as [string, string];
    const tampered = `${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const media = `/media/videos/${PAID_VIDEO}`;
    const heartbeat = `/cms/v2/videos/heartbeat/${session.ticket}`;
    const long = encodeURIComponent(oversize);

    const requests: { path: string; method?: string; body?: string; headers?: Record<string, string> }[] = [
      ...[long, 'a%00b', 'a%1Bb%07', '..%2F..%2Fetc%2Fpasswd', 'V-GROSS', '%C2%85'].flatMap((videoId) => [
        { path: `/cms/v2/videos/authentication?videoId=${videoId}` },
        { path: `/cms/v2/content/player-setting?videoId=${videoId}&progress=true` },
        { path: `/cms/v2/videos/${videoId}` },
        { path: `/media/videos/${videoId}/poster.svg` },
        { path: `/media/videos/${videoId}/index.m3u8?token=${playback}` },
      ]),
      { path: '/cms/v2/videos/authentication' },
      { path: '/cms/v2/videos/authentication?videoId=v-gibt-es-nicht' },
      ...[
        'pageSize=0',
        'pageSize=101',
        'pageSize=1e400',
        'pageSize=-1',
        'page=0',
        'page=99999999999',
        'site=..%2Fetc',
      ].map((query) => ({ path: `/cms/v2/videos?${query}` })),
      { path: '/shop/v4/paywallSubscriptions?PageSize=0' },
      { path: '/shop/v4/paywallSubscriptions?PageSize=101' },
      ...['', long, 'a%00b', 'x.y', 'abc', `${encodeURIComponent(authorization.code)}x`, playback, tampered].map(
        (code) => ({ path: `/cms/v2/videos/initialize?code=${code}` }),
      ),
      ...['', long, 'a%00b', 'x', 'a.b', encodeURIComponent(authorization.code), tampered].flatMap((bad) => [
        { path: `${media}/index.m3u8?token=${bad}` },
        { path: `${media}/seg-000.ts?token=${bad}` },
      ]),
      // The token of one video opens no other, the preview no later segment, and no path leaves the clip.
      { path: `/media/videos/${FREE_VIDEO}/index.m3u8?token=${playback}` },
      { path: `${media}/seg-005.ts?token=${playback}` },
      { path: `${media}/seg-999.ts?token=${playback}` },
      { path: `${media}/seg-0.ts?token=${playback}` },
      { path: `${media}/..%2F..%2Fmatchday%2Fseg-000.ts?token=${playback}` },
      { path: `${media}/..%2Findex.m3u8?token=${playback}` },
      { path: `${media}/seg-000.ts%00?token=${playback}` },
      { path: `${media}/index.m3u8` },
      // Someone else's bearer, or a broken one, on the person's session.
      { path: `${media}/seg-000.ts?token=${playback}`, headers: { authorization: 'Bearer x.y.z' } },
      { path: `${media}/seg-000.ts?token=${playback}`, headers: {} },
      ...['0', '2', '-1', '99999999999', 'x', ''].map((tenant) => ({
        path: `/cms/v2/videos/authentication?videoId=${FREE_VIDEO}`,
        headers: { authorization: `Bearer ${token}`, 'et-tenant-id': tenant },
      })),
      ...[
        '{"positionSeconds":-1}',
        '{"positionSeconds":86401}',
        '{"positionSeconds":1e400}',
        '{"positionSeconds":"NaN"}',
        '{"positionSeconds":null}',
        '{"positionSeconds":5,"extra":1}',
        '[]',
        '"x"',
        '{"positionSeconds":',
      ].map((body) => ({ path: heartbeat, method: 'POST', body })),
      ...['not-a-ticket', '..%2F..%2Fetc', long, '00000000-0000-0000-0000-00000000000%00', UNKNOWN_TICKET].map(
        (ticket) => ({ path: `/cms/v2/videos/heartbeat/${ticket}`, method: 'POST', body: '{"positionSeconds":5}' }),
      ),
    ];
    const before = await databaseFingerprint(platform.db);
    const failures: string[] = [];
    for (const request of requests) {
      const response = await fetch(`${platform.url}${request.path}`, {
        method: request.method ?? 'GET',
        headers: {
          ...(request.headers ?? headers),
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body ?? null,
      });
      const text = await response.text();
      const label = `${request.method ?? 'GET'} ${request.path.slice(0, 120)} ${request.body ?? ''}`;
      if (response.status < 400 || response.status >= 500)
        failures.push(`${label}: ${response.status} ${text.slice(0, 120)}`);
      else if (!response.headers.get('content-type')?.includes('json'))
        failures.push(`${label}: ${response.status} without a problem body`);
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(platform.db)).toEqual(before);
  });
});
