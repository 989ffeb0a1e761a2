/**
 * The checkout calls' bodies and answers as TypeBox schemas: what the routes validate and the OpenAPI
 * document publishes (spec 2 section 7).
 */
import { Type } from 'typebox';
import { CountryCode, Text } from '../http/inputs.ts';
import { ORDER_STATES, type OrderState } from './order-states.ts';
import { CHECKOUT_STATUSES, type CheckoutStatus } from './records.ts';

const Money = Type.Number({ description: 'Gross amount in EUR, two decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A postal address as the checkout takes it: countryCode flat (spec 2 section 3). */
export const CheckoutAddress = Type.Object(
  {
    company: Type.Optional(Text({ maxLength: 100 })),
    firstName: Text({ minLength: 1, maxLength: 60 }),
    lastName: Text({ minLength: 1, maxLength: 60 }),
    street: Text({ minLength: 1, maxLength: 100 }),
    additionalAddress: Type.Optional(Text({ maxLength: 100 })),
    postalCode: Type.String({ minLength: 3, maxLength: 10, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$' }),
    city: Text({ minLength: 1, maxLength: 60 }),
    countryCode: CountryCode(),
    phone: Type.Optional(
      Type.String({ maxLength: 30, pattern: '^[0-9+()/ -]*$', description: 'Required outside Germany' }),
    ),
  },
  { title: 'CheckoutAddress' },
);

export const PaymentTokenId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const CheckoutPayload = Type.Object({
  shippingAddress: CheckoutAddress,
  billingAddress: CheckoutAddress,
  language: Type.Optional(
    Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('ja')], {
      description:
        'The language of the page the buyer pays on (default de): the payment provider sends them back to it',
    }),
  ),
});

export const SepaPayload = Type.Object({
  ...CheckoutPayload.properties,
  paymentTokenId: Type.Optional(PaymentTokenId),
  sepa: Type.Optional(
    Type.Object({
      accountHolder: Text({ minLength: 2, maxLength: 70 }),
      iban: Type.String({ minLength: 15, maxLength: 42, pattern: '^[A-Za-z0-9 ]+$' }),
    }),
  ),
});

export const TokenPayload = Type.Object({ ...CheckoutPayload.properties, paymentTokenId: PaymentTokenId });

export const Checkout = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    method: Type.String(),
    status: Type.Unsafe<CheckoutStatus>({ type: 'string', enum: [...CHECKOUT_STATUSES] }),
    salesChannel: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    currency: Type.String(),
    totalPrice: Money,
    totalShippingPrice: Money,
    totalTaxPrice: Money,
    totalVoucherDiscounts: Money,
    totalPromotionCodeDiscounts: Money,
    shippingAddress: CheckoutAddress,
    billingAddress: CheckoutAddress,
    paymentInfo: Type.Object({
      type: Type.String(),
      paymentTokenId: Nullable(Type.String()),
      card: Nullable(
        Type.Object({
          brand: Type.String(),
          last4: Type.String(),
          expMonth: Nullable(Type.Integer()),
          expYear: Nullable(Type.Integer()),
        }),
      ),
      sepa: Nullable(Type.Object({ accountHolder: Type.String(), last4: Type.String() })),
    }),
    failureReason: Nullable(Type.String()),
    transactions: Type.Array(
      Type.Object({
        id: Type.String(),
        orders: Type.Array(
          Type.Object({
            id: Type.Integer(),
            number: Type.String(),
            type: Type.Union([Type.Literal('Merchandise'), Type.Literal('Ticket')]),
            state: Type.Unsafe<OrderState>({ type: 'string', enum: [...ORDER_STATES] }),
            createdAt: Type.String({ format: 'date-time' }),
            itemsPrice: Money,
            promotionCodeDiscounts: Money,
            voucherDiscounts: Money,
            shippingPrice: Money,
            totalPrice: Money,
            totalTaxPrice: Money,
            documents: Type.Array(
              Type.Object({
                id: Type.String({ description: 'For GET /checkouts/files/{id}' }),
                kind: Type.Union([Type.Literal('Invoice'), Type.Literal('DeliveryNote')]),
              }),
            ),
            items: Type.Array(
              Type.Object({
                id: Type.Integer(),
                serialNumber: Type.String(),
                sku: Type.String(),
                type: Type.String({ description: 'Merchandise or Ticket' }),
                name: Type.Object({ de: Type.String(), en: Nullable(Type.String()) }),
                quantity: Type.Integer(),
                price: Money,
                totalPrice: Money,
                vatRate: Type.Integer({ description: 'Percent' }),
                userOptionValues: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
                shippingCode: Type.String(),
              }),
            ),
          }),
        ),
      }),
    ),
  },
  { $id: 'Checkout', title: 'Checkout' },
);

export const CheckoutStart = Type.Object(
  {
    checkoutId: Type.String({ format: 'uuid' }),
    paymentUrl: Nullable(Type.String({ description: 'PayPal: where the buyer approves the payment' })),
    scriptUrl: Nullable(Type.String({ description: 'Card and token: the provider’s script for the card frame' })),
    paymentTokenId: Nullable(Type.String({ description: 'SEPA: the mandate the debit runs on' })),
    checkout: Checkout,
  },
  { $id: 'CheckoutStart', title: 'CheckoutStart' },
);

const StoredCard = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Nullable(Type.Integer()),
  expYear: Nullable(Type.Integer()),
});
const StoredMandate = Type.Object({ id: Type.String(), accountHolder: Type.String(), last4: Type.String() });

export const PaymentInfo = Type.Object(
  {
    creditCard: Type.Array(StoredCard),
    payPal: Type.Array(Type.Object({ id: Type.String(), email: Type.String({ description: 'The PayPal account' }) })),
    sepa: Type.Array(StoredMandate),
    purchaseOnAccount: Type.Array(Type.Object({ id: Type.String() })),
    other: Type.Array(Type.Object({ id: Type.String() })),
  },
  { $id: 'PaymentInfo', title: 'PaymentInfo' },
);
