import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { callPlatform } from '../../test/http.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  platform = await startPlatform({ url, schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined });
});
afterAll(() => platform.close());

interface Cart {
  id: number;
  totalItemQuantity: number;
  totalPrice: number;
  totalShippingPrice: number;
  orders: {
    type: string;
    items: {
      id: number;
      sku: string;
      quantity: number;
      unitPrice: number;
      memberUnitPrice: number | null;
      expiresIn: number | null;
      shippingCode: string;
    }[];
    vouchers: { id: number; code: string; amount: number }[];
    promotionCodes: { id: number; code: string; discount: number }[];
    validationErrors: { errorCode: string }[];
    shippingPrice: number;
  }[];
  validationErrors: { errorCode: string }[];
  releasedVouchers: { code: string }[];
}

type Who = { token: string } | { anonymous: string };

function call(who: Who, method: string, path: string, body?: unknown) {
  const url = new URL(path, platform.url);
  if ('anonymous' in who) url.searchParams.set('anonymousUserId', who.anonymous);
  return callPlatform<(Cart & { errorCode?: string; detail?: string }) | undefined>(
    platform.url,
    method,
    url.href,
    body,
    {
      token: 'token' in who ? who.token : undefined,
    },
  );
}

async function anonymous(): Promise<Who> {
  const response = await fetch(`${platform.url}/carts/anonymousUser`, { method: 'POST' });
  return { anonymous: ((await response.json()) as { userId: string }).userId };
}

const add = (who: Who, sku: string, quantity = 1, userOptionValues: unknown[] = []) =>
  call(who, 'POST', '/carts/self/items', { sku, quantity, userOptionValues });
const merchandise = (cart: Cart) => cart.orders.find((order) => order.type === 'Merchandise')!;

describe('an anonymous shopper', () => {
  it('gets a cart through anonymousUserId, and HEAD tells the item count', async () => {
    const who = await anonymous();
    const empty = await call(who, 'GET', '/carts/self?countryCode=DE');
    expect(empty.body).toMatchObject({ totalItemQuantity: 0, orders: [] });
    await add(who, 'FS-001003', 2);
    const head = await call(who, 'HEAD', '/carts/self');
    expect(head.headers.get('cart-item-count')).toBe('2');
    const unknown = await call({ anonymous: randomUUID() }, 'GET', '/carts/self');
    expect(unknown.status).toBe(401);
  });
});

describe('adding items', () => {
  it('adds up quantities, asks clothing for a size and keeps sizes apart', async () => {
    const who = await anonymous();
    expect((await add(who, 'FS-001001', 1)).status).toBe(400);
    await add(who, 'FS-001001', 1, [{ name: 'size', value: 'M' }]);
    await add(who, 'FS-001001', 1, [{ name: 'size', value: 'M' }]);
    const cart = (await add(who, 'FS-001001', 1, [{ name: 'size', value: 'XL' }])).body!;
    expect(merchandise(cart).items.map((item) => item.quantity)).toEqual([2, 1]);
  });

  it('answers the native codes for maximum quantity, stock and inactive products', async () => {
    const who = await anonymous();
    const tooMany = await add(who, 'FS-001001', 6, [{ name: 'size', value: 'L' }]);
    expect(tooMany).toMatchObject({
      status: 400,
      body: { errorCode: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY' },
    });
    expect(tooMany.body!.detail).toContain('Max quantity exceeded');
    // Goalkeeper gloves: 3 in stock, 10 allowed per order.
    expect((await add(who, 'FS-001018', 4)).body).toMatchObject({
      errorCode: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK',
    });
    expect((await add(who, 'FS-001067', 1)).body).toMatchObject({ errorCode: 'CARTITEM_INACTIVE' });
    // A ticket whose sale has closed is refused when added, saying why, and never sits in the cart as reserved.
    const closed = await add(who, 'TK-2003', 1);
    expect(closed).toMatchObject({
      status: 400,
      body: { errorCode: 'TICKET_IS_NOT_CHECKOUTABLE', reason: 'SALE_CLOSED' },
    });
    expect((await call(who, 'GET', '/carts/self')).body!.totalItemQuantity).toBe(0);
    expect((await add(who, 'FS-999999', 1)).status).toBe(404);
    expect((await add(who, 'FS-001003', 0)).status).toBe(400);
  });

  it('refuses an unknown delivery country', async () => {
    const who = await anonymous();
    const answer = await call(who, 'GET', '/carts/self?countryCode=US');
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'CART_SHIPPINGCOUNTRYCODE_UNKNOWN' } });
  });

  it('flags adults-only items outside Germany and reserves tickets for 15 minutes', async () => {
    const who = await anonymous();
    const austria = await call(who, 'POST', '/carts/self/items?countryCode=AT', {
      sku: 'FS-001012',
      quantity: 1,
      userOptionValues: [],
    });
    expect(merchandise(austria.body!).validationErrors).toEqual([
      { errorCode: 'ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION' },
    ]);
    const ticket = (await add(who, 'TK-2001', 2)).body!;
    const reserved = ticket.orders.find((order) => order.type === 'Ticket')!.items[0]!;
    expect(reserved.expiresIn).toBeGreaterThan(14 * 60);
    expect(reserved.expiresIn).toBeLessThanOrEqual(15 * 60);
    await platform.db.query(`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      reserved.id,
    ]);
    const expired = (await call(who, 'GET', '/carts/self')).body!;
    const tickets = expired.orders.find((order) => order.type === 'Ticket')!;
    expect(tickets.items[0]!.expiresIn).toBeLessThan(0);
    expect(tickets.validationErrors).toEqual([{ errorCode: 'CARTITEM_EXPIRED', itemId: reserved.id }]);
  });

  it('says in the cart at once when a ticket’s sale closes after it was added', async () => {
    const who = await anonymous();
    const ticket = (await add(who, 'TK-2001', 1)).body!.orders.find((order) => order.type === 'Ticket')!.items[0]!;
    // The sale closes while the ticket is in the cart (TK-2003's sale has closed).
    await platform.db.query(
      `UPDATE cart_items SET product_id = (SELECT id FROM products WHERE sku = 'TK-2003') WHERE id = $1`,
      [ticket.id],
    );
    const tickets = (await call(who, 'GET', '/carts/self')).body!.orders.find((order) => order.type === 'Ticket')!;
    expect(tickets.validationErrors).toContainEqual({ errorCode: 'TICKET_IS_NOT_CHECKOUTABLE', itemId: ticket.id });
  });

  it('ships each item only in a way that fits it', async () => {
    const who = await anonymous();
    const scarf = merchandise((await add(who, 'FS-001003', 1)).body!).items[0]!;
    const ticket = (await add(who, 'TK-2001', 1)).body!.orders.find((order) => order.type === 'Ticket')!.items[0]!;
    const ship = (itemId: number, shippingCode: string) =>
      call(who, 'PUT', `/carts/self/items/${itemId}`, { shippingCode });
    expect((await ship(scarf.id, 'Express')).status).toBe(200);
    expect(await ship(scarf.id, 'MobileTicket')).toMatchObject({
      status: 400,
      body: { errors: { shippingCode: ['must be one of Standard, Express'] } },
    });
    expect((await ship(ticket.id, 'MobileTicket')).status).toBe(200);
    expect((await ship(ticket.id, 'Express')).status).toBe(400);
    expect((await ship(ticket.id, 'Drone delivery')).status).toBe(400);
    const cart = (await call(who, 'GET', '/carts/self')).body!;
    expect(cart.orders.flatMap((order) => order.items.map((item) => item.shippingCode))).toEqual(
      expect.arrayContaining(['Express', 'MobileTicket']),
    );
  });

  it('loses nothing when two tabs change one cart at the same time', async () => {
    const who = await anonymous();
    const skus = ['FS-001003', 'FS-001005', 'FS-001007', 'FS-001011', 'FS-001013'];
    await Promise.all([...skus, ...skus].map((sku) => add(who, sku, 1)));
    const cart = (await call(who, 'GET', '/carts/self')).body!;
    expect(
      merchandise(cart)
        .items.map((item) => [item.sku, item.quantity])
        .sort(),
    ).toEqual(skus.map((sku) => [sku, 2]).sort());
  });
});

describe('vouchers and promotion codes', () => {
  it('redeem, refuse and remove vouchers with their native codes', async () => {
    const who = await anonymous();
    await add(who, 'FS-001004', 1, [{ name: 'size', value: 'M' }]); // 59.95
    // One native code, and the reason that tells the person what is actually wrong.
    for (const [voucherCode, reason] of [
      ['GIBTSNICHT', 'UNKNOWN'],
      ['NOCH-NICHT-AKTIV', 'NOT_YET_VALID'],
      ['GESPERRT', 'BLOCKED'],
    ]) {
      expect((await call(who, 'POST', '/vouchers', { voucherCode })).body, voucherCode).toMatchObject({
        errorCode: 'GET_VOUCHER_INFO_VALIDATION_FAILURE',
        reason,
      });
    }
    expect((await call(who, 'POST', '/vouchers', { voucherCode: 'GUTSCHEIN-500' })).body).toMatchObject({
      errorCode: 'VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT',
    });
    const redeemed = (await call(who, 'POST', '/vouchers', { 'et-tenant-id': 1, voucherCode: 'gutschein-10' })).body!;
    expect(merchandise(redeemed).vouchers).toMatchObject([{ code: 'GUTSCHEIN-10', amount: 10 }]);
    expect(redeemed.totalPrice).toBe(54.9); // 59.95 − 10 + 4.95 shipping
    const other = await anonymous();
    await add(other, 'FS-001004', 1, [{ name: 'size', value: 'M' }]);
    expect((await call(other, 'POST', '/vouchers', { voucherCode: 'GUTSCHEIN-10' })).body).toMatchObject({
      errorCode: 'VOUCHER_ALREADY_IN_USE',
    });
    const removed = (await call(who, 'DELETE', `/vouchers/${merchandise(redeemed).vouchers[0]!.id}`)).body!;
    expect(merchandise(removed).vouchers).toEqual([]);
  });

  it('are released from a guest cart left untouched for a day, with a note there; never from a live or signed-in cart', async () => {
    const guest = await anonymous();
    await add(guest, 'FS-001004', 1, [{ name: 'size', value: 'L' }]); // 59.95
    await call(guest, 'POST', '/vouchers', { voucherCode: 'GUTSCHEIN-25' });
    const later = await anonymous();
    await add(later, 'FS-001004', 1, [{ name: 'size', value: 'M' }]);
    const redeem = () => call(later, 'POST', '/vouchers', { voucherCode: 'GUTSCHEIN-25' });
    // The guest was here a moment ago: the voucher is theirs.
    expect((await redeem()).body).toMatchObject({ errorCode: 'VOUCHER_ALREADY_IN_USE' });
    const guestCart = (await call(guest, 'GET', '/carts/self?countryCode=DE')).body!;
    const idleFor = (hours: number) =>
      platform.db.query(`UPDATE carts SET updated_at = now() - make_interval(hours => $2) WHERE id = $1`, [
        guestCart.id,
        hours,
      ]);
    await idleFor(23);
    expect((await redeem()).body).toMatchObject({ errorCode: 'VOUCHER_ALREADY_IN_USE' });
    await idleFor(25);
    const taken = (await redeem()).body!;
    expect(merchandise(taken).vouchers).toMatchObject([{ code: 'GUTSCHEIN-25', amount: 25 }]);

    // The guest comes back: the voucher is gone from the cart and its total, and the cart says why.
    const back = (await call(guest, 'GET', '/carts/self?countryCode=DE')).body!;
    expect(merchandise(back).vouchers).toEqual([]);
    expect(back.totalPrice).toBe(64.9); // 59.95 + 4.95 shipping, no voucher
    expect(back.releasedVouchers).toMatchObject([{ code: 'GUTSCHEIN-25' }]);
    const head = await call(guest, 'HEAD', '/carts/self');
    expect(head.headers.get('cart-notice-count')).toBe('1');
    const dismissed = (await call(guest, 'DELETE', '/carts/self/notices?countryCode=DE')).body!;
    expect(dismissed.releasedVouchers).toEqual([]);
    // Redeeming it back is refused while the other cart holds it.
    expect((await call(guest, 'POST', '/vouchers', { voucherCode: 'GUTSCHEIN-25' })).body).toMatchObject({
      errorCode: 'VOUCHER_ALREADY_IN_USE',
    });

    // A signed-in fan's cart keeps its voucher however long it sits: they see and manage it.
    await platform.db.query(
      `UPDATE carts SET owner = 'account:long-idle-fan', updated_at = now() - interval '30 days' WHERE id = $1`,
      [taken.id],
    );
    expect((await call(guest, 'POST', '/vouchers', { voucherCode: 'GUTSCHEIN-25' })).body).toMatchObject({
      errorCode: 'VOUCHER_ALREADY_IN_USE',
    });
  });

  it('mark a cart as used when its mark is over an hour old, not on every read', async () => {
    const guest = await anonymous();
    await add(guest, 'FS-001004', 1, [{ name: 'size', value: 'S' }]);
    const { id } = (await call(guest, 'GET', '/carts/self?countryCode=DE')).body!;
    const markAge = async () =>
      (
        await platform.db.query<{ age: number }>(
          'SELECT extract(epoch FROM now() - updated_at)::float AS age FROM carts WHERE id = $1',
          [id],
        )
      ).rows[0]!.age;
    await platform.db.query(`UPDATE carts SET updated_at = now() - interval '30 minutes' WHERE id = $1`, [id]);
    await call(guest, 'GET', '/carts/self?countryCode=DE');
    expect(await markAge()).toBeGreaterThan(29 * 60);
    await platform.db.query(`UPDATE carts SET updated_at = now() - interval '2 hours' WHERE id = $1`, [id]);
    await call(guest, 'GET', '/carts/self?countryCode=DE');
    expect(await markAge()).toBeLessThan(60);
  });

  it('apply partner codes and answer every promotion code rule', async () => {
    const who = await anonymous();
    await add(who, 'FS-001003', 1); // 19.95
    const refused = async (partnerId: number, code: string) =>
      (await call(who, 'POST', '/carts/self/discounts', { partnerId, code })).body;
    expect(await refused(2, 'SUEDKURVE10')).toMatchObject({ reason: 'OTHER_PARTNER' });
    expect(await refused(1, 'GIBTSNICHT')).toMatchObject({ reason: 'UNKNOWN' });
    const tries: [number, string, string][] = [
      [2, 'SUEDKURVE10', 'GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE'], // wrong partner (reason OTHER_PARTNER)
      [1, 'GIBTSNICHT', 'GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE'], // no such code (reason UNKNOWN)
      [1, 'INAKTIV', 'PROMOTIONCODE_IS_NOT_ACTIVE'],
      [1, 'ABGELAUFEN', 'NOT_IN_PROMOTION_TIME_RANGE'],
      [2, 'AUSVERKAUFT', 'PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE'],
      [2, 'BRAUEREI15', 'MINIMUM_ORDER_VALUE_NOT_REACHED'],
    ];
    for (const [partnerId, code, errorCode] of tries) {
      expect((await call(who, 'POST', '/carts/self/discounts', { partnerId, code })).body, code).toMatchObject({
        errorCode,
      });
    }
    const applied = (await call(who, 'POST', '/carts/self/discounts', { partnerId: 1, code: 'SUEDKURVE10' })).body!;
    expect(merchandise(applied).promotionCodes).toMatchObject([{ code: 'SUEDKURVE10', discount: 1.99 }]);
    expect((await call(who, 'POST', '/carts/self/discounts', { partnerId: 1, code: 'EXKLUSIV20' })).body).toMatchObject(
      {
        errorCode: 'PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE',
      },
    );
    const removed = (await call(who, 'DELETE', `/carts/self/discounts/${merchandise(applied).promotionCodes[0]!.id}`))
      .body!;
    expect(merchandise(removed).promotionCodes).toEqual([]);
  });
});

describe('signed-in shoppers', () => {
  it('see member prices as club members and claim an anonymous cart with all its items', async () => {
    const member = await signIn(platform.identity.issuer, 'mitglied@club.example', DEMO_PASSWORD);
    const who = { token: member.access_token };
    const own = (await add(who, 'FS-001003', 1)).body!;
    expect(merchandise(own).items[0]).toMatchObject({ unitPrice: 19.95, memberUnitPrice: 17.96 });

    const shopper = await anonymous();
    await add(shopper, 'FS-001003', 2);
    await add(shopper, 'FS-001005', 1);
    const claimed = await call(who, 'POST', '/carts/self/claims', {
      userId: (shopper as { anonymous: string }).anonymous,
    });
    expect(merchandise(claimed.body!).items.map((item) => [item.sku, item.quantity])).toEqual([
      ['FS-001003', 3],
      ['FS-001005', 1],
    ]);
    expect((await call(shopper, 'GET', '/carts/self')).status).toBe(401);
  });

  it('lose nothing silently when a claim meets the per-order limit: what fits is merged, the rest is a notice', async () => {
    const admin = await signIn(platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    const who = { token: admin.access_token };
    const size = [{ name: 'size', value: 'M' }];
    await add(who, 'FS-001001', 4, size); // home jersey: at most 5 per order
    const shopper = await anonymous();
    await add(shopper, 'FS-001001', 3, size);
    await add(shopper, 'FS-001003', 2);
    const claimed = await call(who, 'POST', '/carts/self/claims', {
      userId: (shopper as { anonymous: string }).anonymous,
    });
    expect(merchandise(claimed.body!).items.map((item) => [item.sku, item.quantity])).toEqual([
      ['FS-001001', 5],
      ['FS-001003', 2],
    ]);
    const notices = (claimed.body as unknown as { notices: unknown[] }).notices;
    expect(notices).toEqual([
      expect.objectContaining({
        errorCode: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY',
        sku: 'FS-001001',
        userOptionValues: size,
        requestedQuantity: 3,
        mergedQuantity: 1,
        limit: 5,
      }),
    ]);
    // The notice stays until the person has seen it.
    expect(((await call(who, 'GET', '/carts/self')).body as unknown as { notices: unknown[] }).notices).toHaveLength(1);
    const dismissed = await call(who, 'DELETE', '/carts/self/notices');
    expect((dismissed.body as unknown as { notices: unknown[] }).notices).toEqual([]);
  });

  it('see nothing of another person’s cart', async () => {
    const lena = await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    const mehmet = await signIn(platform.identity.issuer, 'fan2@club.example', DEMO_PASSWORD);
    const cart = (await add({ token: lena.access_token }, 'FS-001005', 1)).body!;
    const itemId = merchandise(cart).items[0]!.id;
    expect((await call({ token: mehmet.access_token }, 'DELETE', `/carts/self/items/${itemId}`)).status).toBe(404);
    expect((await call({ token: mehmet.access_token }, 'GET', '/carts/self')).body!.totalItemQuantity).toBe(0);
  });

  it('get a 404 for memberships when they have none', async () => {
    const lena = await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD);
    expect((await call({ token: lena.access_token }, 'GET', '/memberships/self')).status).toBe(404);
    const sabine = await signIn(platform.identity.issuer, 'fanclub@club.example', DEMO_PASSWORD);
    const memberships = await call({ token: sabine.access_token }, 'GET', '/memberships/self');
    expect(memberships.status).toBe(200);
  });
});
