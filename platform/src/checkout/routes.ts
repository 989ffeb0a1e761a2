import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireBearer, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { CountryCode, Uuid } from '../http/inputs.ts';
import { Problem, sendProblem } from '../http/problem.ts';
import { PAYMENT_SIGNATURE_HEADER, unverifiedEventProblem, verifyPaymentEvent } from '../payments/webhooks.ts';
import { orderDocumentPdf } from './documents.ts';
import {
  Checkout,
  CheckoutPayload,
  CheckoutStart,
  PaymentInfo,
  PaymentTokenId,
  SepaPayload,
  TokenPayload,
} from './schemas.ts';
import type { CheckoutMethod } from './records.ts';
import type { CheckoutService } from './service.ts';

/** The cart to buy, named as every cart call names it; the shipping address may lie elsewhere. */
const CartQuery = Type.Object({
  countryCode: CountryCode({ default: 'DE', description: 'The delivery country of the cart to buy' }),
});
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 8,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'The same key answers the same checkout: retrying a call never orders twice',
  }),
});
const errors = { 400: Problem, 401: Problem, 403: Problem, 409: Problem, 502: Problem, 503: Problem };

/**
 * Checkout (v2/v3 of spec 2 section 7): one call per payment method, the payment's status, the orders
 * list and detail, order documents, stored payment methods, and the payment provider's webhook.
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox<{
  service: CheckoutService;
  verify: AccessTokenVerifier;
  /** The secret the payment provider signs its webhooks with; without it webhooks are refused. */
  webhookSecret?: string | undefined;
}> = async (app, { service, verify, webhookSecret }) => {
  const { history } = service;
  const bearer = requireBearer(verify);
  const buyerOf = (principal: Principal) => ({
    owner:
      principal.organizationId !== undefined
        ? `organization:${principal.organizationId}`
        : `account:${principal.subject}`,
    accountId: principal.subject,
  });

  const starts: {
    path: string;
    method: CheckoutMethod;
    summary: string;
    body: typeof CheckoutPayload | typeof SepaPayload | typeof TokenPayload;
  }[] = [
    {
      path: '/checkouts/paypal',
      method: 'paypal',
      summary: 'Pay with PayPal: answers paymentUrl (v3)',
      body: CheckoutPayload,
    },
    {
      path: '/checkouts/purchaseOnAccount',
      method: 'purchaseOnAccount',
      summary: 'Buy on account, for carts of tickets only (v3)',
      body: CheckoutPayload,
    },
    {
      path: '/checkouts/creditcard',
      method: 'creditcard',
      summary: 'Pay by card in the provider’s frame: answers checkoutId and scriptUrl (v2)',
      body: CheckoutPayload,
    },
    {
      path: '/checkouts/nopayment',
      method: 'nopayment',
      summary: 'Check out a cart with nothing to pay (vouchers cover it): answers the orders (v2)',
      body: CheckoutPayload,
    },
    {
      path: '/checkouts/sepa/mandates',
      method: 'sepa',
      summary: 'Pay by SEPA direct debit (tester groups): a new mandate from the IBAN, or a stored one (v2)',
      body: SepaPayload,
    },
    {
      path: '/checkouts',
      method: 'token',
      summary: 'Pay with a stored card (token): answers scriptUrl for the confirmation frame (v2)',
      body: TokenPayload,
    },
  ];
  for (const start of starts) {
    app.post(
      start.path,
      {
        preHandler: bearer,
        schema: {
          tags: ['checkout'],
          summary: start.summary,
          security: [{ bearer: [] }],
          headers: IdempotencyHeaders,
          querystring: CartQuery,
          body: start.body,
          response: { 201: CheckoutStart, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.start(
              buyerOf(request.principal!),
              start.method,
              { ...request.body, cartCountryCode: request.query.countryCode.toUpperCase() },
              request.headers['idempotency-key'],
            ),
          ),
    );
  }

  app.get(
    '/checkouts/paymentInfo',
    {
      preHandler: bearer,
      schema: {
        tags: ['checkout'],
        summary: 'The stored payment methods, by type; each id is what DELETE /checkouts/paymentInfo/{id} takes (v2)',
        security: [{ bearer: [] }],
        response: { 200: PaymentInfo, 401: Problem },
      },
    },
    async (request) => history.paymentInfo(buyerOf(request.principal!).owner),
  );

  const CheckoutParams = Type.Object({ id: Uuid() });

  app.get(
    '/checkouts/:id/paymentStatus',
    {
      preHandler: bearer,
      schema: {
        tags: ['checkout'],
        summary: 'The payment’s state; 400 when it failed or was cancelled (v3)',
        security: [{ bearer: [] }],
        params: CheckoutParams,
        response: {
          200: Type.Object({
            status: Type.Union([Type.Literal('Succeeded'), Type.Literal('Pending')]),
            checkoutStatus: Type.String(),
          }),
          400: Problem,
          401: Problem,
          404: Problem,
        },
      },
    },
    async (request) => service.paymentStatus(buyerOf(request.principal!).owner, request.params.id),
  );

  app.get(
    '/checkouts',
    {
      preHandler: bearer,
      schema: {
        tags: ['checkout'],
        summary: 'The orders, newest first (v3)',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          Page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          Orderby: Type.Literal('created desc', { default: 'created desc' }),
          SalesChannels: Type.Array(Type.String({ maxLength: 32, pattern: '^[A-Za-z]+$' }), {
            default: [],
            maxItems: 10,
          }),
          PaymentTokenId: Type.Optional(PaymentTokenId),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(Checkout),
            page: Type.Integer(),
            pageSize: Type.Integer(),
            totalCount: Type.Integer(),
          }),
          400: Problem,
          401: Problem,
        },
      },
    },
    async (request) => {
      const { owner } = buyerOf(request.principal!);
      const query = request.query;
      if (query.PaymentTokenId) {
        const found = await history.byPaymentToken(owner, query.PaymentTokenId);
        return { items: found ? [found] : [], page: 1, pageSize: query.PageSize, totalCount: found ? 1 : 0 };
      }
      return history.list(owner, {
        page: query.Page,
        pageSize: query.PageSize,
        salesChannels: query.SalesChannels,
      });
    },
  );

  app.get(
    '/checkouts/:id',
    {
      preHandler: bearer,
      schema: {
        tags: ['checkout'],
        summary: 'One checkout with its orders (v3); another person’s is not found',
        security: [{ bearer: [] }],
        params: CheckoutParams,
        response: { 200: Checkout, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => history.get(buyerOf(request.principal!).owner, request.params.id),
  );

  app.get(
    '/checkouts/files/:id',
    {
      preHandler: bearer,
      schema: {
        tags: ['checkout'],
        summary: 'An order document as PDF: invoice-<order number> or delivery-note-<order number> (v3)',
        security: [{ bearer: [] }],
        params: Type.Object({ id: Type.String({ maxLength: 40, pattern: '^[a-z-]+-[0-9]+$' }) }),
        querystring: Type.Object({
          language: Type.Optional(
            Type.Union([Type.Literal('de'), Type.Literal('en')], {
              description: 'The document’s language (default de)',
            }),
          ),
        }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          400: Problem,
          401: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const { kind, checkout, order } = await history.document(buyerOf(request.principal!).owner, request.params.id);
      const pdf = await orderDocumentPdf(kind, checkout, order, request.query.language ?? 'de');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // The provider's webhook reads its body as the raw text it signed, so it lives in a scope of its own.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/checkouts/webhooks/payments',
      {
        schema: {
          tags: ['payments'],
          summary: 'The payment provider’s signed events; a bad signature or a replayed event is refused',
          response: { 204: Type.Null(), 400: Problem, 401: Problem, 409: Problem },
        },
      },
      async (request, reply) => {
        const verdict = webhookSecret
          ? verifyPaymentEvent({
              secret: webhookSecret,
              header: request.headers[PAYMENT_SIGNATURE_HEADER],
              rawBody: typeof request.body === 'string' ? request.body : '',
              now: new Date(),
            })
          : ({ ok: false, reason: 'missing' } as const);
        if (!verdict.ok) return sendProblem(reply, unverifiedEventProblem(verdict.reason, 'payment'));
        const { event } = verdict;
        if ((await service.applyEvent(event)) === 'replayed') {
          return sendProblem(reply, {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'This event has been processed already',
          });
        }
        return reply.code(204).send();
      },
    );
  });
};
