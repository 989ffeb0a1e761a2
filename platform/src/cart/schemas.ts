/**
 * The cart calls' parameters and answers as TypeBox schemas: what the routes validate and send, and the
 * OpenAPI document publishes.
 */
import { Type } from 'typebox';
import { CountryCode, Id, Text, Uuid } from '../http/inputs.ts';

const Money = Type.Number({ description: 'Gross amount in EUR, two decimals' });
const ValidationError = Type.Object({ errorCode: Type.String(), itemId: Type.Optional(Type.Integer()) });
export const OptionValue = Type.Object({ name: Text({ maxLength: 64 }), value: Text({ maxLength: 64 }) });

export const Cart = Type.Object(
  {
    id: Type.Integer(),
    countryCode: Type.String(),
    currency: Type.String(),
    totalItemQuantity: Type.Integer(),
    totalPrice: Money,
    totalShippingPrice: Money,
    memberDiscountPercent: Type.Integer({ description: 'Club members 10 %, organisations by price group' }),
    orders: Type.Array(
      Type.Object({
        id: Type.String(),
        type: Type.Union([Type.Literal('Merchandise'), Type.Literal('Ticket')]),
        items: Type.Array(
          Type.Object({
            id: Type.Integer(),
            productId: Type.Integer(),
            sku: Type.String(),
            type: Type.Union([Type.Literal('Merchandise'), Type.Literal('Ticket')]),
            name: Type.Object({ de: Type.String(), en: Type.Union([Type.String(), Type.Null()]) }),
            quantity: Type.Integer(),
            maxQuantity: Type.Integer(),
            unitPrice: Money,
            memberUnitPrice: Type.Union([Money, Type.Null()]),
            totalPrice: Money,
            userOptionValues: Type.Array(OptionValue),
            shippingCode: Type.String(),
            minAge: Type.Integer(),
            expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
              description: 'Ticket reservations end',
            }),
            expiresIn: Type.Union([Type.Integer(), Type.Null()], {
              description: 'Seconds left; negative once expired',
            }),
            imageUrl: Type.String(),
          }),
        ),
        vouchers: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), value: Money, amount: Money })),
        promotionCodes: Type.Array(
          Type.Object({
            id: Type.Integer(),
            code: Type.String(),
            partnerId: Type.Integer(),
            percent: Type.Integer(),
            discount: Money,
          }),
        ),
        validationErrors: Type.Array(ValidationError),
        itemsPrice: Money,
        discountPrice: Money,
        shippingPrice: Money,
        totalPrice: Money,
      }),
    ),
    validationErrors: Type.Array(ValidationError),
    notices: Type.Array(
      Type.Object({
        id: Type.Integer(),
        errorCode: Type.String(),
        sku: Type.String(),
        name: Type.Object({ de: Type.String(), en: Type.Union([Type.String(), Type.Null()]) }),
        userOptionValues: Type.Array(OptionValue),
        requestedQuantity: Type.Integer({ description: 'How many the anonymous cart held' }),
        mergedQuantity: Type.Integer({ description: 'How many of them were merged' }),
        limit: Type.Integer({ description: 'The per-order limit that stopped the rest' }),
      }),
      {
        description:
          'What a claim of an anonymous cart could not merge, and why; kept until DELETE /carts/self/notices',
      },
    ),
    releasedVouchers: Type.Array(
      Type.Object({ id: Type.Integer(), code: Type.String(), releasedAt: Type.String({ format: 'date-time' }) }),
      {
        description:
          'Vouchers taken out of this anonymous cart after a day untouched, when another cart redeemed them; kept until DELETE /carts/self/notices',
      },
    ),
  },
  { $id: 'Cart', title: 'Cart' },
);

export const Partner = Type.Object(
  {
    id: Type.Integer(),
    displayName: Type.String(),
    name: Type.String(),
    legalText: Type.String(),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'Partner', title: 'Partner' },
);

export const OwnerQuery = Type.Object({
  anonymousUserId: Type.Optional(Uuid({ description: 'Identifies an anonymous shopper (no bearer token)' })),
  countryCode: CountryCode({ default: 'DE', description: 'Delivery country' }),
});
export const ItemParams = Type.Object({ id: Id() });
export const TenantId = Id({ description: 'The tenant (club); the default is 1' });
export const TenantQuery = Type.Object({
  anonymousUserId: Type.Optional(Uuid()),
  'et-tenant-id': Type.Optional(TenantId),
});
/** More of one item than any product allows per order; the service tells the product's own maximum. */
const MAX_QUANTITY = 999;
export const Quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });
