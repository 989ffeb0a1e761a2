import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ProviderId } from './api-routes.ts';
import { SandboxError } from './errors.ts';
import { pageLanguage, paymentStatePage, paypalPage, type PageLanguage } from './pages.ts';
import { originOf, sendPage } from './responses.ts';
import type { SandboxStore, StoredPayment } from './store.ts';

export const LocaleQuery = Type.Object({
  locale: Type.Optional(Type.String({ maxLength: 16, pattern: '^[A-Za-z_-]*$' })),
});

/**
 * The PayPal-like approval page: the buyer sees payee, amount and description, approves or cancels, and
 * goes back to the shop's return or cancel address (303, so the browser follows with a GET).
 */
export const paypalRoutes: FastifyPluginAsyncTypebox<{ store: SandboxStore }> = async (app, { store }) => {
  const Params = Type.Object({ id: ProviderId });

  function paypalPayment(id: string): StoredPayment {
    const stored = store.payment(id);
    if (!stored || stored.payment.method !== 'paypal')
      throw new SandboxError(404, 'payment_unknown', 'No such payment');
    return stored;
  }
  /** The page may post to the provider, and its posts redirect to the shop. */
  const policyFor = (stored: StoredPayment) => ({
    frameAncestors: [],
    formTargets: [originOf(stored.returnUrl), originOf(stored.cancelUrl)].filter((origin) => origin !== undefined),
  });
  const showState = (
    stored: StoredPayment,
    language: PageLanguage,
    reply: Parameters<typeof sendPage>[0],
    status: number,
  ) => sendPage(reply, status, paymentStatePage(stored, language), policyFor(stored));

  app.get('/paypal/checkout/:id', { schema: { params: Params, querystring: LocaleQuery } }, async (request, reply) => {
    const stored = paypalPayment(request.params.id);
    const language = pageLanguage(request.query.locale);
    if (stored.payment.status !== 'requires_action') return showState(stored, language, reply, 200);
    const query = language === 'en' ? '?locale=en' : '';
    return sendPage(reply, 200, paypalPage(stored, language, query), policyFor(stored));
  });

  for (const action of ['approve', 'cancel'] as const) {
    const status = action === 'approve' ? 'succeeded' : 'cancelled';
    app.post(
      `/paypal/checkout/:id/${action}`,
      { schema: { params: Params, querystring: LocaleQuery } },
      async (request, reply) => {
        const stored = paypalPayment(request.params.id);
        const target = action === 'approve' ? stored.returnUrl : stored.cancelUrl;
        // A second click on the same button ends where the first did; the other button cannot undo it.
        if (store.complete(stored, { status }) || stored.payment.status === status) return reply.redirect(target, 303);
        return showState(stored, pageLanguage(request.query.locale), reply, 409);
      },
    );
  }
};
