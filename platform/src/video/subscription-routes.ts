import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { PlatformClock } from '../db/clock.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Code, Id } from '../http/inputs.ts';
import { Problem, sendProblem } from '../http/problem.ts';
import { requireClubTenant, TenantHeaders } from '../http/tenant.ts';
import { PAYMENT_SIGNATURE_HEADER, unverifiedEventProblem, verifyPaymentEvent } from '../payments/webhooks.ts';
import { PaywallSubscription } from '../shop/paywall.ts';
import { PaywallSubscriptionService, SUBSCRIPTION_WEBHOOK_PATH, type PaywallPlanRow } from './subscriptions.ts';

const tags = ['shop'];

export const PaywallPlan = Type.Object(
  {
    id: Type.String({ description: 'Names the plan when subscribing' }),
    paywallId: Type.Integer({ description: 'The paywall (plan family) it opens: one running subscription per person' }),
    name: Type.Object({ de: Type.String(), en: Type.String(), ja: Type.String() }),
    price: Type.Object({
      amount: Type.String({ description: 'Euros with two decimals, e.g. "4.99"' }),
      currency: Type.Literal('EUR'),
    }),
    period: Type.Union([Type.Literal('Month'), Type.Literal('Year')], {
      description: 'What one payment buys; the subscription renews at its end until cancelled',
    }),
    accessLevel: Type.Integer({ description: 'Level 1 plays whole videos' }),
  },
  { $id: 'PaywallPlan', title: 'PaywallPlan' },
);

const planOf = (row: PaywallPlanRow) => ({
  id: row.id,
  paywallId: row.paywall_id,
  name: { de: row.name_de, en: row.name_en, ja: row.name_ja },
  price: { amount: (row.price_minor / 100).toFixed(2), currency: 'EUR' as const },
  period: row.period,
  accessLevel: row.access_level,
});

/**
 * Buying Club TV (issue #44): the paywall's plans (public), subscribing with a stored payment method and
 * cancelling to the end of the period (the person's own, with their bearer token), and the provider's events
 * about subscription payments that settle later (a SEPA debit).
 */
export const paywallSubscriptionRoutes: FastifyPluginAsyncTypebox<{
  service: PaywallSubscriptionService;
  verify: AccessTokenVerifier;
  webhookSecret?: string | undefined;
  /** Serve POST /dev/paywall-subscriptions/renewals (only where the clock is adjustable). */
  devRenewals?: boolean;
}> = async (app, { service, verify, webhookSecret, devRenewals = false }) => {
  app.get(
    '/shop/v4/paywallPlans',
    {
      preHandler: requireClubTenant,
      schema: {
        tags,
        summary: 'The paid video plans the club sells (price and period), public',
        headers: TenantHeaders,
        response: {
          200: Type.Object({ items: Type.Array(PaywallPlan) }, { $id: 'PaywallPlanList', title: 'PaywallPlanList' }),
          400: Problem,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { items: (await service.plans()).map(planOf) };
    },
  );

  // The person's own: their bearer token (a token acting for an organisation is refused: a subscription is a person's).
  const personal = [requireClubTenant, requireBearer(verify)];
  app.post(
    '/shop/v4/paywallSubscriptions',
    {
      preHandler: personal,
      schema: {
        tags,
        summary: 'Subscribes the person to a plan, paying its first period with a stored payment method',
        description:
          'The stored payment method (GET /checkouts/paymentInfo: card, PayPal or SEPA) is charged at once and ' +
          'again at every renewal, a day before the paid period ends. One running subscription per person and ' +
          'paywall (409 PAYWALL_SUBSCRIPTION_EXISTS); 404 PAYWALL_PLAN_UNKNOWN; 422 PAYMENT_TOKEN_UNKNOWN for a ' +
          'method that is not the person’s; 402 PAYWALL_PAYMENT_DECLINED (nothing is kept). A SEPA debit plays ' +
          'at once; when it bounces the subscription ends.',
        security: [{ bearer: [] }],
        headers: TenantHeaders,
        body: Type.Object(
          {
            planId: Code({ description: 'A plan of GET /shop/v4/paywallPlans' }),
            paymentTokenId: Code({ maxLength: 100, description: 'A stored payment method of the person' }),
            language: Type.Optional(
              Type.Union([Type.Literal('de'), Type.Literal('en'), Type.Literal('ja')], {
                description: 'The language of the subscription’s mails (default de)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          201: PaywallSubscription,
          400: Problem,
          401: Problem,
          402: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
          422: Problem,
          502: Problem,
        },
      },
    },
    async (request, reply) => {
      const subscription = await service.subscribe({
        accountId: personOf(request.principal!),
        planId: request.body.planId,
        paymentTokenId: request.body.paymentTokenId,
        language: request.body.language ?? 'de',
      });
      return reply.code(201).header('cache-control', 'private, no-store').send(subscription);
    },
  );

  app.post(
    '/shop/v4/paywallSubscriptions/:id/cancellation',
    {
      preHandler: personal,
      schema: {
        tags,
        summary: 'Cancels a subscription to the end of its period: it plays until validUntil, then ends',
        description:
          'Another person’s subscription is not found (404); one that is not active is refused with 409 ' +
          'PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE (`reason`: its state).',
        security: [{ bearer: [] }],
        headers: TenantHeaders,
        params: Type.Object({ id: Id() }),
        response: { 200: PaywallSubscription, 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await service.cancel(personOf(request.principal!), request.params.id)),
  );

  // The provider's webhook reads its body as the raw text it signed, so it lives in a scope of its own.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      SUBSCRIPTION_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'The payment provider’s signed events about subscription payments (a SEPA debit settles)',
          response: { 204: Type.Null(), 400: Problem, 401: Problem, 409: Problem, 503: Problem },
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
        if ((await service.applyEvent(verdict.event)) === 'replayed') {
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

  // Where the platform's clock can be moved (development and tests, db/clock.ts), the renewal job also runs on
  // request, right after a move, so a test sees a period end without waiting for the job's next turn.
  if (devRenewals) {
    app.post('/dev/paywall-subscriptions/renewals', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.renewDue()),
    );
  }
};

/**
 * Club TV in the platform: the service on the platform's clock, its routes, and the renewal job every
 * `renewEveryMs` (default ten minutes; 0: never by itself). Where the clock can be moved (development and
 * tests), the job also runs on request.
 */
export async function registerPaywallSubscriptions(
  app: FastifyInstance,
  options: {
    db: Database;
    payments?: { provider: PaymentProvider; webhookSecret: string } | undefined;
    mailer: Mailer;
    portalOrigin: () => string;
    platformOrigin: () => string;
    clock: PlatformClock;
    renewEveryMs?: number | undefined;
    verify: AccessTokenVerifier;
  },
): Promise<void> {
  const service = new PaywallSubscriptionService({
    db: options.db,
    payments: options.payments?.provider,
    mailer: options.mailer,
    portalOrigin: options.portalOrigin,
    platformOrigin: options.platformOrigin,
    log: app.log,
    now: options.clock.now,
  });
  await app.register(paywallSubscriptionRoutes, {
    service,
    verify: options.verify,
    webhookSecret: options.payments?.webhookSecret,
    devRenewals: options.clock.adjustable,
  });
  const renewEvery = options.renewEveryMs ?? 10 * 60_000;
  if (renewEvery > 0) {
    const renewals = setInterval(() => {
      service.renewDue().catch((error: unknown) => app.log.error({ err: error }, 'paywall renewals failed'));
    }, renewEvery);
    renewals.unref();
    app.addHook('onClose', async () => clearInterval(renewals));
  }
}
