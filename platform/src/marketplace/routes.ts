import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AddressFieldsSchema } from '../account/addresses.ts';
import { personOf, requireBearer, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { Code, Id, Uuid } from '../http/inputs.ts';
import { Problem } from '../http/problem.ts';
import { Localised, Nullable, paged, Paging, TicketEventSummary, TicketKindSchema } from '../wallet/schemas.ts';
import type { MarketplaceService } from './service.ts';

const PayoutTypeSchema = Type.Union(
  [Type.Literal('OriginalPayment'), Type.Literal('Voucher'), Type.Literal('CreditCard'), Type.Literal('PayPal')],
  { description: 'Chosen by useVoucher and paymentTokenId: a voucher, the token’s kind, or else the original payment' },
);

const Amounts = {
  payoutType: PayoutTypeSchema,
  ticketPrice: Type.Number({ description: 'Euros' }),
  handlingFee: Type.Number({ description: 'The sale fee by ticket type: day ticket 10 %, season ticket 5 %' }),
  handlingFeePercent: Type.Number(),
  reimbursementFee: Type.Number({
    description: 'Voucher 0 %; card, PayPal and original payment 5 %. Each fee rounded half up to the cent',
  }),
  reimbursementFeePercent: Type.Number(),
  payoutAmount: Type.Number({ description: 'Price less both fees, never below 0' }),
  currency: Type.Literal('EUR'),
};

const PayoutAmount = Type.Object(Amounts, { $id: 'PayoutAmount', title: 'PayoutAmount' });

const OfferedTicket = Type.Object({
  id: Type.Integer({ description: 'The wallet’s ticket id' }),
  serialNumber: Type.String(),
  kind: TicketKindSchema,
  event: Nullable(TicketEventSummary),
  season: Nullable(Type.Integer()),
  block: Type.String(),
  row: Nullable(Type.String()),
  seat: Nullable(Type.String()),
  pricingClass: Localised(),
});

const StateSchema = Type.Union(
  [
    Type.Literal('Created'),
    Type.Literal('Pending'),
    Type.Literal('Sold'),
    Type.Literal('Cancelled'),
    Type.Literal('PaymentSucceeded'),
    Type.Literal('PaymentFailed'),
  ],
  {
    description:
      'Created: on sale. Pending: a buyer’s payment is under way. Sold: the payout is on its way. Cancelled: ' +
      'withdrawn. PaymentSucceeded: paid out. PaymentFailed: the payout failed (retry with another token).',
  },
);

export const Payout = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    ticketId: Type.Integer(),
    ticketSerialNumber: Type.String(),
    productId: Type.Integer({ description: 'The product that sells the ticket: the id of its listing' }),
    ticket: OfferedTicket,
    state: StateSchema,
    ...Amounts,
    paymentMethod: Nullable(
      Type.Object({
        id: Type.String(),
        type: Type.Union([Type.Literal('creditCard'), Type.Literal('payPal'), Type.Literal('sepa')]),
        label: Type.String({ description: 'Brand and last digits, or the PayPal e-mail address' }),
      }),
    ),
    address: Type.Object({
      company: Nullable(Type.String()),
      firstName: Type.String(),
      lastName: Type.String(),
      street: Type.String(),
      additionalAddress: Nullable(Type.String()),
      postalCode: Type.String(),
      city: Type.String(),
      countryCode: Type.String(),
      phone: Nullable(Type.String()),
    }),
    voucherCode: Nullable(Type.String({ description: 'A voucher payout’s code, once sold' })),
    failureReason: Nullable(Type.String({ description: 'The provider’s reason, while PaymentFailed' })),
    isInCart: Type.Boolean({ description: 'A buyer’s cart holds the ticket (withdrawal refused)' }),
    canBeWithdrawn: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    soldAt: Nullable(Type.String({ format: 'date-time' })),
    paidOutAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'Payout', title: 'Payout' },
);

const PayoutInformation = Type.Object(
  {
    ticketId: Type.Integer(),
    serialNumber: Type.String({ description: 'What POST /payouts/tickets takes as serialNumber' }),
    ticketSerialNumber: Type.String(),
    canBeOffered: Type.Boolean(),
    notOfferableReason: Nullable(
      Type.Union([
        Type.Literal('EventStarted'),
        Type.Literal('NotTransferable'),
        Type.Literal('TransferPending'),
        Type.Literal('AlreadyOffered'),
      ]),
    ),
    payoutTypes: Type.Array(PayoutTypeSchema),
    ticketPrice: Type.Number(),
    currency: Type.Literal('EUR'),
    offer: Nullable(Payout),
  },
  { $id: 'PayoutInformation', title: 'PayoutInformation' },
);

const Listing = Type.Object(
  {
    id: Type.Integer({ description: 'The product’s id' }),
    sku: Type.String({ description: 'Add it to the cart (POST carts/self/items, quantity 1)' }),
    kind: TicketKindSchema,
    event: Nullable(TicketEventSummary),
    season: Nullable(Type.Integer()),
    block: Type.String(),
    row: Nullable(Type.String()),
    seat: Nullable(Type.String()),
    pricingClass: Localised(),
    price: Type.Number(),
    currency: Type.Literal('EUR'),
  },
  { $id: 'MarketplaceListing', title: 'MarketplaceListing' },
);

const TicketParams = Type.Object({ id: Id() });
const refusals = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem, 422: Problem };
const seller = (principal: Principal) => `account:${personOf(principal)}`;

/**
 * The payout service (spec 2 section 7) and the ticketing API's marketplace call: a person offers their
 * tickets and is paid out when another fan buys one. Organisations do not resell (403
 * PLATFORM_ACTIONS_ARE_NOT_ALLOWED); another's ticket or payout is not found.
 */
export const payoutRoutes: FastifyPluginAsyncTypebox<{
  service: MarketplaceService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  app.addHook('preHandler', requireBearer(verify));
  const security = [{ bearer: [] }];
  const tags = ['payouts'];

  app.get(
    '/payouts',
    {
      schema: {
        tags,
        summary: 'The person’s offers and payouts, newest first (the marketplace history)',
        security,
        querystring: Type.Object(Paging),
        response: { 200: paged(Payout), ...refusals },
      },
    },
    async (request) => service.list(seller(request.principal!), request.query.Page, request.query.PageSize),
  );

  app.get(
    '/payouts/tickets/:id/payoutAmount',
    {
      schema: {
        tags,
        summary: 'What offering the ticket would pay out',
        description:
          'useVoucher=true: a voucher (no paymentTokenId). paymentTokenId: a stored card or PayPal account ' +
          '(400 PAYMENT_TOKEN_UNKNOWN). Neither: back to the payment the ticket was bought with (400 where there is none).',
        security,
        params: TicketParams,
        querystring: Type.Object({
          useVoucher: Type.Boolean({ default: false }),
          paymentTokenId: Type.Optional(Code({ maxLength: 100 })),
        }),
        response: { 200: PayoutAmount, ...refusals },
      },
    },
    async (request) => service.quote(seller(request.principal!), request.params.id, request.query),
  );

  app.get(
    '/payouts/tickets/:id/payoutInformation',
    {
      schema: {
        tags,
        summary: 'Whether and how the ticket can be offered, and its current offer',
        security,
        params: TicketParams,
        response: { 200: PayoutInformation, ...refusals },
      },
    },
    async (request) => service.information(seller(request.principal!), request.params.id),
  );

  app.post(
    '/payouts/tickets',
    {
      schema: {
        tags,
        summary: 'Offers a ticket on the marketplace, with how its seller is paid out',
        description:
          'serialNumber is the wallet’s ticket id, ticketSerialNumber its printed serial number (both must name ' +
          'the same ticket). 409 USER_HAS_RUNNING_PAYOUT when it is offered already; 422 TICKETING_REQUEST_FAILED ' +
          'with reason EventStarted, NotTransferable or TransferPending; 400 at phone/countryCode for the address.',
        security,
        body: Type.Object({
          serialNumber: Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' }),
          ticketSerialNumber: Code({ maxLength: 40 }),
          useVoucher: Type.Boolean(),
          paymentTokenId: Type.Optional(Code({ maxLength: 100 })),
          address: AddressFieldsSchema,
        }),
        response: { 201: Payout, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(seller(request.principal!), request.body)),
  );

  app.post(
    '/payouts/:id/paymentRetry',
    {
      schema: {
        tags,
        summary: 'Pays out a failed payout again, to a stored card or PayPal account; answers the outcome',
        description: '409 PAYOUT_NOT_RETRYABLE (reason: the state) unless PaymentFailed.',
        security,
        params: Type.Object({ id: Uuid() }),
        body: Type.Object({ paymentTokenId: Code({ maxLength: 100 }) }),
        response: { 200: Payout, ...refusals },
      },
    },
    async (request) => service.retry(seller(request.principal!), request.params.id, request.body.paymentTokenId),
  );

  app.post(
    '/self/ticket/:id/revokeOfferOnMarketplace',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Withdraws the ticket’s open offer from the marketplace (ticketing API)',
        description:
          '409 MARKETPLACE_TICKET_IN_CART while a buyer’s cart or open checkout holds it; 409 ' +
          'MARKETPLACE_OFFER_NOT_OPEN (reason: the state) once sold or withdrawn.',
        security,
        params: TicketParams,
        response: { 200: Payout, ...refusals },
      },
    },
    async (request) => service.revoke(seller(request.principal!), request.params.id),
  );
};

/** The buyers’ side: tickets on sale (public, like the shop’s products). */
export const marketplaceListingRoutes: FastifyPluginAsyncTypebox<{ service: MarketplaceService }> = async (
  app,
  { service },
) => {
  app.get(
    '/marketplace/listings',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Tickets fans offer for resale, soonest match first',
        querystring: Type.Object({ ...Paging, PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) }),
        response: { 200: paged(Listing), 400: Problem },
      },
    },
    async (request) => service.listings(request.query.Page, request.query.PageSize),
  );
};
