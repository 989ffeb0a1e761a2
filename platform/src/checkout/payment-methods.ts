import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireBearer, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { INT32_MAX, Uuid } from '../http/inputs.ts';
import { Problem, sendProblem } from '../http/problem.ts';
import { PAYMENT_SIGNATURE_HEADER, unverifiedEventProblem, verifySetupEvent } from '../payments/webhooks.ts';
import { SETUP_WEBHOOK_PATH, type PaymentMethodService, type StoredMethod } from './payment-method-service.ts';
import { CheckoutAddress } from './schemas.ts';

/**
 * Where the browser returns from the provider: an http(s) address of the portal (the service checks the
 * origin). The pattern keeps `javascript:` and friends out before anything parses them.
 */
const RedirectUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^https?://[\\u0021-\\u007E]+$',
  description: 'An address of the portal (its origin); the browser returns there from the provider',
});

const WithBillingAddress = Type.Object({ billingAddress: CheckoutAddress, redirectUrl: RedirectUrl });
const PaypalBody = Type.Object({
  redirectUrl: RedirectUrl,
  partnerId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT32_MAX,
      default: 1,
      description: 'The club’s PayPal partner; 1 is the club',
    }),
  ),
});

export const PaymentMethodStart = Type.Object(
  {
    paymentId: Type.String({ format: 'uuid', description: 'For GET /checkouts/paymentInfo/{id}/status' }),
    redirectUrl: Type.String({ description: 'The provider’s page where the person saves the method' }),
  },
  { $id: 'PaymentMethodStart', title: 'PaymentMethodStart' },
);

/** A stored payment method's id: the provider's token id. */
const PaymentTokenId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

const ownerOf = (principal: Principal) =>
  principal.organizationId !== undefined ? `organization:${principal.organizationId}` : `account:${principal.subject}`;

/**
 * Stored payment methods (v2 of spec 2 section 7): adding a card, a PayPal account or a SEPA mandate
 * at the provider without paying, the status of such an addition (204 once stored), deleting a method,
 * and the provider's signed events about additions. The list is `GET /checkouts/paymentInfo`.
 */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox<{
  service: PaymentMethodService;
  verify: AccessTokenVerifier;
  /** The secret the payment provider signs its webhooks with; without it webhooks are refused. */
  webhookSecret?: string | undefined;
}> = async (app, { service, verify, webhookSecret }) => {
  const bearer = requireBearer(verify);
  const errors = { 400: Problem, 401: Problem, 502: Problem, 503: Problem };

  const additions: {
    path: string;
    method: StoredMethod;
    summary: string;
    body: typeof WithBillingAddress | typeof PaypalBody;
  }[] = [
    {
      path: '/checkouts/paymentInfo/creditcard',
      method: 'creditCard',
      summary: 'Save a card: answers the provider’s card page to send the browser to (v2)',
      body: WithBillingAddress,
    },
    {
      path: '/checkouts/paymentInfo/paypal',
      method: 'payPal',
      summary: 'Link a PayPal account: answers the provider’s approval page (v2)',
      body: PaypalBody,
    },
    {
      path: '/checkouts/paymentInfo/sepa',
      method: 'sepa',
      summary: 'Grant a SEPA direct debit mandate: answers the provider’s mandate page (v2)',
      body: WithBillingAddress,
    },
  ];
  for (const addition of additions) {
    app.post(
      addition.path,
      {
        preHandler: bearer,
        schema: {
          tags: ['checkout'],
          summary: addition.summary,
          security: [{ bearer: [] }],
          body: addition.body,
          response: { 201: PaymentMethodStart, ...errors },
        },
      },
      async (request, reply) => {
        const principal = request.principal!;
        const buyer = { owner: ownerOf(principal), accountId: principal.subject };
        return reply.code(201).send(await service.create(buyer, addition.method, request.body));
      },
    );
  }

  app.get(
    '/checkouts/paymentInfo/:id/status',
    {
      preHandler: bearer,
      schema: {
        tags: ['checkout'],
        summary: 'Whether a new payment method is stored: 204 stored, 202 waiting, 400 PAYMENT_METHOD_FAILED (v2)',
        security: [{ bearer: [] }],
        params: Type.Object({ id: Uuid({ description: 'The paymentId the addition answered' }) }),
        response: {
          202: Type.Object({ status: Type.Literal('Pending') }),
          204: Type.Null(),
          400: Problem,
          401: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const { status } = await service.status(ownerOf(request.principal!), request.params.id);
      if (status === 'Succeeded') return reply.code(204).send(null);
      return reply.code(202).send({ status });
    },
  );

  app.delete(
    '/checkouts/paymentInfo/:id',
    {
      preHandler: bearer,
      schema: {
        tags: ['checkout'],
        summary:
          'Delete a stored payment method; refused while a running contract (USER_HAS_UNCANCELLED_CONTRACT) or a pending payout (USER_HAS_RUNNING_PAYOUT) uses it (v2)',
        security: [{ bearer: [] }],
        params: Type.Object({ id: PaymentTokenId }),
        response: { 204: Type.Null(), 400: Problem, 401: Problem, 404: Problem, 502: Problem },
      },
    },
    async (request, reply) => {
      await service.delete(ownerOf(request.principal!), request.params.id);
      return reply.code(204).send(null);
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
      SETUP_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'The payment provider’s signed events about saved payment methods; a bad signature or a replay is refused',
          response: { 204: Type.Null(), 400: Problem, 401: Problem, 409: Problem },
        },
      },
      async (request, reply) => {
        const verdict = webhookSecret
          ? verifySetupEvent({
              secret: webhookSecret,
              header: request.headers[PAYMENT_SIGNATURE_HEADER],
              rawBody: typeof request.body === 'string' ? request.body : '',
              now: new Date(),
            })
          : ({ ok: false, reason: 'missing' } as const);
        if (!verdict.ok) return sendProblem(reply, unverifiedEventProblem(verdict.reason, 'setup'));
        if ((await service.applyEvent(verdict.event)) === 'replayed') {
          return sendProblem(reply, {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'This event has been processed already',
          });
        }
        return reply.code(204).send(null);
      },
    );
  });
};
