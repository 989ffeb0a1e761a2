/**
 * The cart calls' parameters and answers as TypeBox schemas: what the routes validate and send, and the
 * OpenAPI document publishes.
 */
import { Type } from 'typebox';
import { CountryCode, Id, Text, Uuid } from '../http/inputs.ts';
import { PriceClassSchema } from '../ticketing/routes.ts';
import { SHIPPING_CODES } from './rules.ts';

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

/** POST /carts/self/tickets: one match's tickets, in a named block or the best available. */
export const TicketsBody = Type.Object({
  eventId: Id({ description: 'The match' }),
  block: Type.Optional(
    Type.String({ pattern: '^[A-Z][A-Z0-9]{0,7}$', description: 'A block; without it the best available' }),
  ),
  category: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 5, description: 'Best available within this price category' }),
  ),
  quantities: Type.Array(
    Type.Object({ priceClass: PriceClassSchema, quantity: Type.Integer({ minimum: 0, maximum: 20 }) }),
    { minItems: 1, maxItems: 4 },
  ),
});

/** PUT /carts/self/items/{id}: a new quantity or shipping code. */
export const ItemChange = Type.Object({
  'et-tenant-id': Type.Optional(TenantId),
  quantity: Type.Optional(Quantity),
  shippingCode: Type.Optional(
    Type.Union(
      SHIPPING_CODES.map((code) => Type.Literal(code)),
      {
        description: 'How the item reaches the buyer; which codes fit depends on the item (merchandise or ticket)',
      },
    ),
  ),
});

/** GET /memberships/self: the user's organisations with their price groups. */
export const Memberships = Type.Object({
  items: Type.Array(
    Type.Object({
      organization: Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        memberPriceGroup: Type.Union([Type.String(), Type.Null()]),
      }),
      isAdmin: Type.Boolean(),
    }),
  ),
});
