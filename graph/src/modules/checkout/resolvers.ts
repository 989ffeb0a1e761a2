import type { CheckoutStartInput, PaymentMethodKind, Resolvers } from '../../__generated__/resolvers-types.ts';
import { effectiveScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { checkedAddress } from '../../shared/addresses.ts';
import { isPlainText, isUuid } from '../../shared/input.ts';
import { localized, serviceLanguage } from '../../shared/language.ts';
import { euro } from '../../shared/money.ts';
import { isNativeErrorCode } from '../../shared/native-errors.ts';
import { errorUnion, typedError, typedRefusal } from '../base/typed-errors.ts';
import { screamingSnake } from '../../shared/enums.ts';
import { offsetCursor, positionAfter, toGlobalId } from '../../shared/relay.ts';
import { CHECKOUT_PAGE_SIZE } from '../../upstreams/checkout/loaders.ts';
import type {
  UpstreamCheckout,
  UpstreamCheckoutMethod,
  UpstreamCheckoutPayload,
} from '../../upstreams/checkout/types.ts';
import type { OrderModel } from './checkout.mappers.ts';

const upstreamMethodOf: Record<PaymentMethodKind, UpstreamCheckoutMethod> = {
  PAYPAL: 'paypal',
  CREDIT_CARD: 'creditcard',
  STORED_CARD: 'token',
  SEPA: 'sepa',
  PURCHASE_ON_ACCOUNT: 'purchaseOnAccount',
  NO_PAYMENT: 'nopayment',
};
const methodKindOf: Record<string, PaymentMethodKind> = Object.fromEntries(
  Object.entries(upstreamMethodOf).map(([kind, method]) => [method, kind as PaymentMethodKind]),
);

/** The refusals checkoutStart's result union holds. */
const startRefusals = errorUnion(
  'CheckoutForeignAddressWithoutPhoneError',
  'CheckoutAddressesAreNotEqualError',
  'CartContainsNotOnlyTicketsError',
  'OrderNotShippableToSelectedRegionError',
  'CartShippingCountryUnknownError',
  'TicketIsNotCheckoutableError',
  'SeasonTicketAlreadyHeldError',
  'FanclubAsSeasonTicketRecipientNotAllowedError',
  'CartItemExpiredError',
  'CartItemInactiveError',
  'CartItemStockExceededError',
  'MinimumOrderValueNotReachedError',
  'VoucherExceedsCartValueError',
  'CartEmptyError',
  'PaymentRequiredError',
  'NoPaymentRequiredError',
  'PaymentMethodNotAvailableError',
  'PaymentTokenUnknownError',
  'IbanInvalidError',
  'PaymentRefusedError',
  'InvalidInputError',
);

/**
 * The typed error for a refusal of the checkout service (`typedRefusal`): its native code, the two address
 * rules it answers by text (spec 2 section 8), or an unreachable payment provider. Failures of the checkout
 * service itself are thrown (masked as UPSTREAM_UNAVAILABLE).
 */
function refusal(context: GraphContext, error: unknown, countryCode: string) {
  return typedRefusal(context, error, startRefusals, {
    codeOf: ({ status, problem }) => {
      if (isNativeErrorCode(problem.errorCode)) return undefined;
      const detail = problem.detail ?? '';
      if (problem.errors?.['ShippingAddress.Phone'] || /phone number is mandatory for foreign shipping/i.test(detail))
        return 'CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE';
      if (/shipping codes that require the shipping address/i.test(detail)) return 'CHECKOUT_ADDRESSES_ARE_NOT_EQUAL';
      // The payment provider did not answer: the service failed the checkout and restored the cart.
      if (status === 502) return 'PAYMENT_REFUSED';
      return undefined;
    },
    detailsOf: (code, { problem }) => {
      if (code === 'CART_SHIPPINGCOUNTRYCODE_UNKNOWN') return { countryCode };
      if (code === 'CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK') return { available: problem.available ?? null };
      return undefined;
    },
  });
}

/** The checkout payload, or the field that makes it invalid (checked here, without a call). */
function payloadOf(input: CheckoutStartInput): { payload: UpstreamCheckoutPayload } | { field: string } {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(input.idempotencyKey)) return { field: 'idempotencyKey' };
  const shipping = checkedAddress(input.shippingAddress, 'shippingAddress');
  if ('field' in shipping) return shipping;
  const billing = checkedAddress(input.billingAddress, 'billingAddress');
  if ('field' in billing) return billing;
  const payload: UpstreamCheckoutPayload = {
    shippingAddress: shipping.address,
    billingAddress: billing.address,
    ...(input.language ? { language: serviceLanguage(input.language) } : {}),
  };
  if (input.method === 'STORED_CARD' || (input.method === 'SEPA' && input.paymentTokenId)) {
    if (!input.paymentTokenId || !/^[A-Za-z0-9_-]{1,64}$/.test(input.paymentTokenId))
      return { field: 'paymentTokenId' };
    payload.paymentTokenId = input.paymentTokenId;
  } else if (input.method === 'SEPA') {
    const holder = input.sepa?.accountHolder.trim() ?? '';
    const iban = input.sepa?.iban.replace(/\s+/g, '').toUpperCase() ?? '';
    if (holder.length < 2 || !isPlainText(holder, 70)) return { field: 'sepa.accountHolder' };
    if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return { field: 'sepa.iban' };
    payload.sepa = { accountHolder: holder, iban };
  }
  return { payload };
}

const ordersOf = (checkout: UpstreamCheckout): OrderModel[] =>
  checkout.transactions.flatMap((transaction) => transaction.orders.map((order) => ({ order, checkout })));

/** The organisation's token while acting for one (its orders), else the person's. */
export const checkoutResolvers: Resolvers = {
  Viewer: {
    async orders(_viewer, { after }, context) {
      if (context.viewer.kind !== 'person') return null;
      // The cursor is the number of checkouts before the page: whole pages of the service's 50.
      const start = positionAfter(after);
      const page = Math.floor(start / CHECKOUT_PAGE_SIZE) + 1;
      const answer = await context.loaders.checkout.page.load(page);
      const offset = (page - 1) * CHECKOUT_PAGE_SIZE;
      const edges = answer.items.flatMap((checkout, index) =>
        ordersOf(checkout).map((node) => ({ cursor: offsetCursor(offset + index), node })),
      );
      const end = offset + answer.items.length;
      return {
        edges,
        pageInfo: {
          hasNextPage: end < answer.totalCount,
          hasPreviousPage: page > 1,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
        checkoutCount: answer.totalCount,
      };
    },
    async order(_viewer, { number }, context) {
      if (context.viewer.kind !== 'person' || !/^\d{1,12}$/.test(number)) return null;
      // An order is found on the pages of the viewer's checkouts (the service has no lookup by number).
      for (let page = 1; page <= 20; page++) {
        const answer = await context.loaders.checkout.page.load(page);
        const found = answer.items.flatMap(ordersOf).find((model) => model.order.number === number);
        if (found) return found;
        if (page * CHECKOUT_PAGE_SIZE >= answer.totalCount) break;
      }
      return null;
    },
    async checkout(_viewer, { id }, context) {
      if (context.viewer.kind !== 'person' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
      // The payment's state first: asking it records what the provider says (a payment approved or
      // cancelled a moment ago), so the checkout read after it is current.
      if (isUuid(id)) await context.loaders.checkout.paymentStatus.load(id).catch(() => null);
      return context.loaders.checkout.checkout.load(id);
    },
    async addresses(_viewer, _args, context) {
      if (context.viewer.kind !== 'person') return null;
      return context.loaders.checkout.addresses.load('self');
    },
    async paymentOptions(_viewer, _args, context) {
      if (context.viewer.kind !== 'person') return null;
      const [info, groups] = await Promise.all([
        context.loaders.checkout.paymentInfo.load('self'),
        context.loaders.checkout.groups.load('self'),
      ]);
      return {
        sepaAvailable: groups.some((group) => group.isTester),
        cards: info.creditCard.map((card) => ({
          id: card.id,
          brand: card.brand,
          last4: card.last4,
          expiryMonth: card.expMonth,
          expiryYear: card.expYear,
        })),
        sepaMandates: info.sepa.map((mandate) => ({ ...mandate })),
      };
    },
  },
  Address: {
    id: (address) => toGlobalId('Address', address.id),
    internalId: (address) => address.id,
    isDefaultShipping: (address) => address.isOrderAddress,
    isDefaultBilling: (address) => address.isInvoiceAddress,
  },
  Checkout: {
    id: (checkout) => toGlobalId('Checkout', checkout.id),
    internalId: (checkout) => checkout.id,
    status: (checkout) => screamingSnake(checkout.status),
    method: (checkout) => methodKindOf[checkout.method] ?? 'CREDIT_CARD',
    totalPrice: (checkout) => euro(checkout.totalPrice),
    totalShippingPrice: (checkout) => euro(checkout.totalShippingPrice),
    totalTaxPrice: (checkout) => euro(checkout.totalTaxPrice),
    totalVoucherDiscounts: (checkout) => euro(checkout.totalVoucherDiscounts),
    totalPromotionCodeDiscounts: (checkout) => euro(checkout.totalPromotionCodeDiscounts),
    orders: (checkout) => ordersOf(checkout),
    async paymentStatus(checkout, _args, context) {
      try {
        return (await context.loaders.checkout.paymentStatus.load(checkout.id))?.status ?? null;
      } catch {
        // The confirmation page shows the order without the payment's state and asks again.
        return null;
      }
    },
  },
  Order: {
    id: ({ order }) => toGlobalId('Order', order.number),
    number: ({ order }) => order.number,
    kind: ({ order }) => (order.type === 'Ticket' ? 'TICKETS' : 'MERCHANDISE'),
    state: ({ order }) => screamingSnake(order.state),
    createdAt: ({ order }) => order.createdAt,
    items: ({ order }) => order.items,
    itemsPrice: ({ order }) => euro(order.itemsPrice),
    promotionDiscount: ({ order }) => euro(order.promotionCodeDiscounts),
    voucherDiscount: ({ order }) => euro(order.voucherDiscounts),
    shippingPrice: ({ order }) => euro(order.shippingPrice),
    totalPrice: ({ order }) => euro(order.totalPrice),
    taxPrice: ({ order }) => euro(order.totalTaxPrice),
    documents: ({ order }) =>
      order.documents.map((document) => ({
        kind: document.kind === 'Invoice' ? 'INVOICE' : 'DELIVERY_NOTE',
        path: `/graphql/documents/${encodeURIComponent(document.id)}`,
      })),
    shippingAddress: ({ checkout }) => checkout.shippingAddress,
    billingAddress: ({ checkout }) => checkout.billingAddress,
    payment: ({ checkout }) => {
      const info = checkout.paymentInfo;
      return {
        method: methodKindOf[checkout.method] ?? 'CREDIT_CARD',
        cardBrand: info.card?.brand ?? null,
        last4: info.card?.last4 ?? info.sepa?.last4 ?? null,
        accountHolder: info.sepa?.accountHolder ?? null,
      };
    },
  },
  OrderDocument: {
    // The documents exist in German and English; a Japanese page gets the English one.
    downloadPath: ({ path }, { language }) => (language && language !== 'DE' ? `${path}?language=en` : path),
  },
  OrderItem: {
    id: (item) => toGlobalId('OrderItem', item.serialNumber),
    name: (item, { language }, context) => localized(item.name, language ?? context.language),
    isTicket: (item) => item.type === 'Ticket',
    unitPrice: (item) => euro(item.price),
    totalPrice: (item) => euro(item.totalPrice),
    options: (item) => item.userOptionValues,
  },
  Mutation: {
    async checkoutStart(_root, { input }, context) {
      const checked = payloadOf(input);
      if ('field' in checked)
        return typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field: checked.field });
      const countryCode = checked.payload.shippingAddress.countryCode;
      try {
        const started = await context.services.checkout.start(
          effectiveScope(context),
          upstreamMethodOf[input.method],
          checked.payload,
          input.idempotencyKey,
        );
        if (started.paymentUrl) {
          return { __typename: 'CheckoutRedirect' as const, checkoutId: started.checkoutId, url: started.paymentUrl };
        }
        if (started.scriptUrl) {
          return {
            __typename: 'CheckoutCardForm' as const,
            checkoutId: started.checkoutId,
            scriptUrl: started.scriptUrl,
          };
        }
        return {
          __typename: 'CheckoutConfirmed' as const,
          confirmationId: input.method === 'SEPA' ? (started.paymentTokenId ?? started.checkoutId) : started.checkoutId,
          checkout: started.checkout,
        };
      } catch (error) {
        return refusal(context, error, countryCode);
      }
    },
  },
};
