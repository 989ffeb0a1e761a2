import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@club/platform';
import { signIn } from '@club/platform/testing';
import {
  graphClient,
  startTestPlatform,
  testConfig,
  type GraphClient,
  type PlatformUnderTest,
} from '../../../test/harness.ts';
import { daysSinceBirthdayThisYear } from './pricing.ts';

let platform: PlatformUnderTest;
let client: GraphClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  client = graphClient(testConfig(platform.platform));
});
afterAll(() => platform.platform.close());
beforeEach(() => platform.reset());

interface Answer<Data> {
  status: number;
  data: Data;
  errors?: unknown[];
  setCookie: string[];
}

/** A browser-like session: keeps the cookies the graph sets and sends them back. */
function session(bearer?: string) {
  const jar = new Map<string, string>();
  return {
    jar,
    async run<Data = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown> = {},
      language = 'de',
    ): Promise<Answer<Data>> {
      const response = await client.graph.fetch('http://graph.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const setCookie = response.headers.getSetCookie();
      for (const cookie of setCookie) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      const body = (await response.json()) as { data: Data; errors?: unknown[] };
      return { status: response.status, ...body, setCookie };
    },
  };
}

const CART = `query Cart { viewer { cart { __typename ... on Cart { itemCount totalPrice { amount } orders { kind items { sku quantity name options { name value } } } } } } }`;
const ADD = `mutation Add($input: CartItemAddInput!) {
  cartItemAdd(input: $input) {
    __typename
    ... on CartItemAddSuccess { cart { itemCount orders { items { id sku quantity } } } }
    ... on Error { code message }
    ... on InvalidInputError { field }
  }
}`;
const REDEEM = `mutation Redeem($code: String!) { voucherRedeem(input: { code: $code }) { __typename ... on Error { code message } ... on VoucherRedeemSuccess { cart { totalPrice { amount } } } } }`;
const DISCOUNT = `mutation Discount($code: String!, $partnerId: ID!) { discountCodeAdd(input: { code: $code, partnerId: $partnerId }) { __typename ... on Error { code message } ... on DiscountCodeAddSuccess { cart { orders { promotionCodes { code partner { displayName } } } } } } }`;

type AddResult = {
  cartItemAdd: {
    __typename: string;
    code?: string;
    message?: string;
    field?: string;
    cart?: { itemCount: number; orders: { items: { id: string; sku: string; quantity: number }[] }[] };
  };
};

describe('an anonymous visitor', () => {
  it('sees an empty cart without any call, and gets a shopper cookie with the first item', async () => {
    const visitor = session();
    const empty = await visitor.run<{ viewer: { cart: { itemCount: number } } }>(CART);
    expect(empty.data.viewer.cart).toMatchObject({ __typename: 'Cart', itemCount: 0 });
    expect(platform.calls).toHaveLength(0);
    expect(empty.setCookie).toEqual([]);

    const added = await visitor.run<AddResult>(ADD, {
      input: { sku: 'FS-001001', quantity: 2, options: [{ name: 'size', value: 'L' }] },
    });
    expect(added.data.cartItemAdd).toMatchObject({ __typename: 'CartItemAddSuccess', cart: { itemCount: 2 } });
    expect(added.setCookie).toHaveLength(1);
    expect(added.setCookie[0]).toMatch(
      /^AnonymousUserShoppingId=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; Secure; HttpOnly; SameSite=Lax$/,
    );

    platform.reset();
    const cart = await visitor.run<{
      viewer: { cart: { itemCount: number; orders: { items: { options: unknown[] }[] }[] } };
    }>(CART);
    expect(cart.data.viewer.cart.itemCount).toBe(2);
    expect(cart.data.viewer.cart.orders[0]!.items[0]!.options).toEqual([{ name: 'size', value: 'L' }]);
    expect(platform.callsTo('/carts/')).toHaveLength(1);
  });

  it('costs one cart call however many fields ask for the cart', async () => {
    const visitor = session();
    await visitor.run(ADD, { input: { sku: 'FS-001003', quantity: 1 } });
    platform.reset();
    await visitor.run(`{ viewer {
      a: cart { ... on Cart { itemCount } }
      b: cart { ... on Cart { totalPrice { amount } validationErrors { code } expiredTicketCount orders { items { name } } } }
    } }`);
    expect(platform.callsTo('/carts/')).toHaveLength(1);
  });
});

describe('typed errors', () => {
  it('refuses a quantity below 1 without asking the cart service', async () => {
    const visitor = session();
    const answer = await visitor.run<AddResult>(ADD, { input: { sku: 'FS-001003', quantity: 0 } });
    expect(answer.data.cartItemAdd).toEqual({
      __typename: 'InvalidInputError',
      code: 'QUANTITY_TOO_LOW',
      message: 'Die Menge muss mindestens 1 sein.',
      field: 'quantity',
    });
    expect(platform.calls).toHaveLength(0);
  });

  it('bring every native code of the cart, vouchers and discount codes to the client, in German and English', async () => {
    const visitor = session();
    await visitor.run(ADD, { input: { sku: 'FS-001003', quantity: 1 } }); // 19.95 € in the cart
    const partner = (id: number) => Buffer.from(`Partner:${id}`).toString('base64url');
    const cases: [string, Record<string, unknown>, string, string, string][] = [
      [
        ADD,
        { input: { sku: 'FS-001001', quantity: 6, options: [{ name: 'size', value: 'S' }] } },
        'CartItemMaxQuantityReachedError',
        'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY',
        'At most 5 of this item per order.',
      ],
      [
        ADD,
        { input: { sku: 'FS-001018', quantity: 4 } },
        'CartItemStockExceededError',
        'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK',
        'Only 3 of this item left in stock.',
      ],
      [
        ADD,
        { input: { sku: 'FS-001067', quantity: 1 } },
        'CartItemInactiveError',
        'CARTITEM_INACTIVE',
        'This item is no longer available.',
      ],
      [
        ADD,
        { input: { sku: 'TK-2003', quantity: 1 } },
        'TicketIsNotCheckoutableError',
        'TICKET_IS_NOT_CHECKOUTABLE',
        'The sale of this ticket has closed.',
      ],
      [
        ADD,
        { input: { sku: 'FS-001003', quantity: 1, countryCode: 'US' } },
        'CartShippingCountryUnknownError',
        'CART_SHIPPINGCOUNTRYCODE_UNKNOWN',
        'Unfortunately we cannot deliver to this country.',
      ],
      [
        REDEEM,
        { code: 'GIBTSNICHT' },
        'VoucherInvalidError',
        'GET_VOUCHER_INFO_VALIDATION_FAILURE',
        'There is no voucher with this code. Please check the spelling.',
      ],
      [
        REDEEM,
        { code: 'NOCH-NICHT-AKTIV' },
        'VoucherInvalidError',
        'GET_VOUCHER_INFO_VALIDATION_FAILURE',
        'This voucher is not valid yet.',
      ],
      [
        REDEEM,
        { code: 'GESPERRT' },
        'VoucherInvalidError',
        'GET_VOUCHER_INFO_VALIDATION_FAILURE',
        'This voucher is blocked.',
      ],
      [
        REDEEM,
        { code: 'GUTSCHEIN-500' },
        'VoucherExceedsCartValueError',
        'VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT',
        'The voucher is worth more than the goods in the cart.',
      ],
      [
        DISCOUNT,
        { code: 'SUEDKURVE10', partnerId: partner(2) },
        'PromotionCodeInvalidError',
        'GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE',
        'This discount code belongs to another partner. Please choose the right partner.',
      ],
      [
        DISCOUNT,
        { code: 'GIBTSNICHT', partnerId: partner(1) },
        'PromotionCodeInvalidError',
        'GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE',
        'There is no discount code like this. Please check the spelling.',
      ],
      [
        DISCOUNT,
        { code: 'INAKTIV', partnerId: partner(1) },
        'PromotionCodeInactiveError',
        'PROMOTIONCODE_IS_NOT_ACTIVE',
        'This discount code is not active.',
      ],
      [
        DISCOUNT,
        { code: 'ABGELAUFEN', partnerId: partner(1) },
        'PromotionNotInTimeRangeError',
        'NOT_IN_PROMOTION_TIME_RANGE',
        'This promotion is not running at the moment.',
      ],
      [
        DISCOUNT,
        { code: 'AUSVERKAUFT', partnerId: partner(2) },
        'PromotionCodeReservationFailedError',
        'PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE',
        'This discount code can no longer be redeemed.',
      ],
      [
        DISCOUNT,
        { code: 'BRAUEREI15', partnerId: partner(2) },
        'MinimumOrderValueNotReachedError',
        'MINIMUM_ORDER_VALUE_NOT_REACHED',
        'The minimum order value has not been reached.',
      ],
    ];
    for (const [query, variables, typename, code, english] of cases) {
      const [de, en] = [
        await visitor.run<Record<string, { __typename: string; code: string; message: string }>>(
          query,
          variables,
          'de',
        ),
        await visitor.run<Record<string, { __typename: string; code: string; message: string }>>(
          query,
          variables,
          'en',
        ),
      ];
      for (const [answer, message] of [
        [de, undefined],
        [en, english],
      ] as const) {
        const result = Object.values(answer.data)[0]!;
        expect(result, code).toMatchObject({ __typename: typename, code });
        if (message) expect(result.message, code).toBe(message);
        else expect(result.message, code).toMatch(/[äöüß]|[A-Z][a-z]+ /);
      }
    }
    // Exclusive codes and vouchers in use need a cart that already holds another code or a used voucher.
    const applied = await visitor.run<{ discountCodeAdd: { __typename: string } }>(DISCOUNT, {
      code: 'SUEDKURVE10',
      partnerId: partner(1),
    });
    expect(applied.data.discountCodeAdd.__typename).toBe('DiscountCodeAddSuccess');
    const exclusive = await visitor.run<{ discountCodeAdd: { code: string; message: string } }>(DISCOUNT, {
      code: 'EXKLUSIV20',
      partnerId: partner(1),
    });
    expect(exclusive.data.discountCodeAdd).toEqual({
      __typename: 'PromotionCodeExclusiveError',
      code: 'PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE',
      message: 'Dieser Rabattcode kann nicht mit anderen Codes kombiniert werden.',
    });
    await visitor.run(REDEEM, { code: 'GUTSCHEIN-10' });
    const other = session();
    await other.run(ADD, { input: { sku: 'FS-001004', quantity: 1, options: [{ name: 'size', value: 'M' }] } });
    const inUse = await other.run<{ voucherRedeem: unknown }>(REDEEM, { code: 'GUTSCHEIN-10' });
    expect(inUse.data.voucherRedeem).toEqual({
      __typename: 'VoucherAlreadyInUseError',
      code: 'VOUCHER_ALREADY_IN_USE',
      message: 'Dieser Gutschein wird bereits verwendet.',
    });
  });

  it('report expired tickets and regions an order cannot ship to as validation errors of the cart', async () => {
    const visitor = session();
    await visitor.run(ADD, { input: { sku: 'TK-2001', quantity: 1 } });
    await visitor.run(ADD, { input: { sku: 'FS-001012', quantity: 1, countryCode: 'AT' } });
    await platform.platform.db.query(
      `UPDATE cart_items SET expires_at = now() - interval '2 minutes' WHERE product_id = 2001`,
    );
    const de = await visitor.run<{
      viewer: {
        cart: {
          expiredTicketCount: number;
          validationErrors: { code: string; message: string; itemId: string | null }[];
          orders: { items: { isExpired: boolean; reservationMinutesLeft: number }[] }[];
        };
      };
    }>(
      `{ viewer { cart { ... on Cart { expiredTicketCount validationErrors { code message itemId } orders { items { isExpired reservationMinutesLeft } } } } } }`,
    );
    expect(de.data.viewer.cart.expiredTicketCount).toBe(1);
    expect(de.data.viewer.cart.validationErrors).toEqual([
      {
        code: 'CARTITEM_EXPIRED',
        message: 'Die Reservierung dieses Artikels ist abgelaufen.',
        itemId: expect.any(String),
      },
    ]);
    const at = await visitor.run<{ viewer: { cart: { validationErrors: { code: string }[] } } }>(
      `{ viewer { cart(countryCode: "AT") { ... on Cart { validationErrors { code } } } } }`,
    );
    expect(at.data.viewer.cart.validationErrors).toEqual([{ code: 'ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION' }]);
  });
});

describe('signing in', () => {
  it('claims the anonymous cart with all its items and drops the shopper cookie', async () => {
    const visitor = session();
    await visitor.run(ADD, { input: { sku: 'FS-001003', quantity: 2 } });
    await visitor.run(ADD, { input: { sku: 'FS-001005', quantity: 1 } });
    const anonymousId = visitor.jar.get('AnonymousUserShoppingId')!;
    const tokens = await signIn(platform.platform.identity.issuer, 'fan2@club.example', DEMO_PASSWORD);
    const person = session(tokens.access_token);
    person.jar.set('AnonymousUserShoppingId', anonymousId);
    platform.reset();
    const cart = await person.run<{
      viewer: { cart: { itemCount: number; orders: { items: { sku: string; quantity: number }[] }[] } };
    }>(CART);
    expect(cart.data.viewer.cart.itemCount).toBe(3);
    expect(cart.data.viewer.cart.orders[0]!.items.map((item) => [item.sku, item.quantity])).toEqual([
      ['FS-001003', 2],
      ['FS-001005', 1],
    ]);
    expect(cart.setCookie[0]).toMatch(/^AnonymousUserShoppingId=; Path=\/; Max-Age=0/);
    expect(platform.callsTo('/carts/self/claims')).toHaveLength(1);
    expect(platform.callsTo('/carts/self/claims')[0]!.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
  });

  it('tells what signing in could not bring over from the guest cart, until the person dismisses it', async () => {
    const NOTICES = `{ viewer { cart { ... on Cart { itemCount mergeNotices { code message productName requestedQuantity mergedQuantity limit options { name value } } } } } }`;
    const DISMISS = `mutation { cartMergeNoticesDismiss(input: {}) { __typename ... on CartMergeNoticesDismissSuccess { cart { mergeNotices { code } } } } }`;
    const size = [{ name: 'size', value: 'L' }];
    const person = session(
      (await signIn(platform.platform.identity.issuer, 'firma@club.example', DEMO_PASSWORD)).access_token,
    );
    await person.run(ADD, { input: { sku: 'FS-001001', quantity: 4, options: size } }); // at most 5 per order
    const visitor = session();
    await visitor.run(ADD, { input: { sku: 'FS-001001', quantity: 3, options: size } });
    person.jar.set('AnonymousUserShoppingId', visitor.jar.get('AnonymousUserShoppingId')!);

    const claimed = await person.run<{ viewer: { cart: { itemCount: number; mergeNotices: unknown[] } } }>(NOTICES);
    expect(claimed.data.viewer.cart.itemCount).toBe(5);
    expect(claimed.data.viewer.cart.mergeNotices).toEqual([
      {
        code: 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY',
        message:
          'Von 3 × Heimtrikot 2026/27 aus deinem Gast-Warenkorb konnten nur 1 übernommen werden: höchstens 5 pro Bestellung.',
        productName: 'Heimtrikot 2026/27',
        requestedQuantity: 3,
        mergedQuantity: 1,
        limit: 5,
        options: size,
      },
    ]);
    const dismissed = await person.run<{
      cartMergeNoticesDismiss: { __typename: string; cart: { mergeNotices: unknown[] } };
    }>(DISMISS);
    expect(dismissed.data.cartMergeNoticesDismiss).toEqual({
      __typename: 'CartMergeNoticesDismissSuccess',
      cart: { mergeNotices: [] },
    });
  });

  it('tells a guest, in their language, that a voucher left their idle cart for another order', async () => {
    const NOTICES = `{ viewer { cart { ... on Cart { totalPrice { amount } voucherNotices { code message } } } } }`;
    const size = [{ name: 'size', value: 'S' }];
    const guest = session();
    await guest.run(ADD, { input: { sku: 'FS-001004', quantity: 1, options: size } });
    await guest.run(REDEEM, { code: 'FANSHOP-15' });
    await platform.platform.db.query(
      `UPDATE carts SET updated_at = now() - interval '25 hours'
       WHERE id = (SELECT redeemed_cart_id FROM vouchers WHERE code = 'FANSHOP-15')`,
    );
    const other = session();
    await other.run(ADD, { input: { sku: 'FS-001004', quantity: 1, options: size } });
    const redeemed = await other.run<{ voucherRedeem: { __typename: string } }>(REDEEM, { code: 'FANSHOP-15' });
    expect(redeemed.data.voucherRedeem.__typename).toBe('VoucherRedeemSuccess');

    const english = await guest.run<{ viewer: { cart: { voucherNotices: { code: string; message: string }[] } } }>(
      NOTICES,
      {},
      'en',
    );
    expect(english.data.viewer.cart.voucherNotices).toEqual([
      {
        code: 'FANSHOP-15',
        message:
          'The voucher FANSHOP-15 was taken out of your cart: the cart sat untouched for a day and another order redeemed the voucher.',
      },
    ]);
    const japanese = await guest.run<{ viewer: { cart: { voucherNotices: { message: string }[] } } }>(
      NOTICES,
      {},
      'ja',
    );
    expect(japanese.data.viewer.cart.voucherNotices[0]!.message).toBe(
      'クーポン FANSHOP-15 はカートから外されました：カートが1日操作されず、別の注文でこのクーポンが使用されました。',
    );
    const DISMISS = `mutation { cartMergeNoticesDismiss(input: {}) { ... on CartMergeNoticesDismissSuccess { cart { voucherNotices { code } } } } }`;
    const dismissed = await guest.run<{ cartMergeNoticesDismiss: { cart: { voucherNotices: unknown[] } } }>(DISMISS);
    expect(dismissed.data.cartMergeNoticesDismiss.cart.voucherNotices).toEqual([]);
  });

  it('gives a club member member prices and the pricing flags, and a fan none', async () => {
    const PRICING = `{ viewer { cart { ... on Cart { pricing { showMemberPrices inBirthdayRange isClubMember organizationPriceGroups memberDiscountPercent } orders { items { unitPrice { amount } memberUnitPrice { amount } } } } } } }`;
    const member = session(
      (await signIn(platform.platform.identity.issuer, 'mitglied@club.example', DEMO_PASSWORD)).access_token,
    );
    await member.run(ADD, { input: { sku: 'FS-001003', quantity: 1 } });
    const answer = await member.run<{ viewer: { cart: { pricing: unknown; orders: { items: unknown[] }[] } } }>(
      PRICING,
    );
    expect(answer.data.viewer.cart.pricing).toEqual({
      showMemberPrices: true,
      inBirthdayRange: true,
      isClubMember: true,
      organizationPriceGroups: ['FanClub'],
      memberDiscountPercent: 10,
    });
    expect(answer.data.viewer.cart.orders[0]!.items[0]).toEqual({
      unitPrice: { amount: '19.95' },
      memberUnitPrice: { amount: '17.96' },
    });
    const fan = session(
      (await signIn(platform.platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token,
    );
    const plain = await fan.run<{ viewer: { cart: { pricing: unknown } } }>(PRICING);
    expect(plain.data.viewer.cart.pricing).toEqual({
      showMemberPrices: false,
      inBirthdayRange: false,
      isClubMember: false,
      organizationPriceGroups: [],
      memberDiscountPercent: 0,
    });
  });
});

describe('the birthday window', () => {
  it('is 0 to 10 days past, in this year', () => {
    const today = new Date('2026-11-21T10:00:00Z');
    expect(daysSinceBirthdayThisYear('1985-11-21', today)).toBe(0);
    expect(daysSinceBirthdayThisYear('1985-11-11', today)).toBe(10);
    expect(daysSinceBirthdayThisYear('1985-11-10', today)).toBe(11);
    expect(daysSinceBirthdayThisYear('1985-11-22', today)).toBe(Number.POSITIVE_INFINITY);
  });
});
