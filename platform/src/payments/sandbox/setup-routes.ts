import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ProviderId } from './api-routes.ts';
import { checkCard } from './cards.ts';
import { SandboxError } from './errors.ts';
import { isValidIban, normaliseIban } from './iban.ts';
import { pageLanguage, type FormProblem } from './pages.ts';
import { LocaleQuery } from './paypal-routes.ts';
import { originOf, sendPage } from './responses.ts';
import {
  setupCardPage,
  setupChallengePage,
  setupPaypalPage,
  setupSepaPage,
  setupStatePage,
  type SepaProblem,
  type SetupPageContext,
} from './setup-pages.ts';
import type { SandboxStore, StoredSetup } from './store.ts';

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** A name on a card or an account: what a bank prints, at most 70 characters. */
const MAX_NAME_LENGTH = 70;
/** Deliberately loose: PayPal checks the address by signing in; the sandbox only refuses the obviously wrong. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const Params = Type.Object({ id: ProviderId });
/** What the forms post; generous bounds here, the checks below tell the person what is wrong. */
const FieldText = Type.Optional(Type.String({ maxLength: 100 }));

/**
 * The pages where a person saves a payment method (a setup): one address per setup that shows the
 * method's page (card form, PayPal agreement, SEPA mandate), its form posts, and cancelling. A setup
 * ends once: saved (a token for the customer), failed (a declined card, a refused 3-D Secure) or
 * cancelled; the browser then goes back to the portal with a 303, so it follows with a GET.
 */
export const setupRoutes: FastifyPluginAsyncTypebox<{ store: SandboxStore; now: () => Date }> = async (
  app,
  { store, now },
) => {
  function setupOf(id: string, method?: StoredSetup['setup']['method']): StoredSetup {
    const stored = store.setup(id);
    // Another method's form posted to this setup is as unknown as a setup that does not exist.
    if (!stored || (method && stored.setup.method !== method)) {
      throw new SandboxError(404, 'setup_unknown', 'No such setup');
    }
    return stored;
  }
  const contextOf = (locale: string | undefined): SetupPageContext => {
    const language = pageLanguage(locale);
    return { language, query: language === 'en' ? '?locale=en' : '' };
  };
  /** Full pages, never framed; their posts may end at the portal (a 303 to its return address). */
  const policyFor = (stored: StoredSetup) => ({
    frameAncestors: [],
    formTargets: [originOf(stored.returnUrl), originOf(stored.cancelUrl)].filter((origin) => origin !== undefined),
  });
  const show = (reply: FastifyReply, status: number, stored: StoredSetup, html: string) =>
    sendPage(reply, status, html, policyFor(stored));
  const backTo = (stored: StoredSetup) => (stored.setup.status === 'cancelled' ? stored.cancelUrl : stored.returnUrl);

  /**
   * A post to a setup that has already ended: a second click on the same kind of button ends where the
   * first did; anything else (cancelling a saved method, saving a cancelled one) is refused with the state.
   */
  function ended(reply: FastifyReply, stored: StoredSetup, action: 'save' | 'cancel', context: SetupPageContext) {
    const sameKind = (stored.setup.status === 'cancelled') === (action === 'cancel');
    if (sameKind) return reply.redirect(backTo(stored), 303);
    return show(reply, 409, stored, setupStatePage(stored, context));
  }

  app.get('/setups/:id', { schema: { params: Params, querystring: LocaleQuery } }, async (request, reply) => {
    const stored = setupOf(request.params.id);
    const context = contextOf(request.query.locale);
    if (stored.setup.status !== 'requires_action') return show(reply, 200, stored, setupStatePage(stored, context));
    switch (stored.setup.method) {
      case 'card':
        return show(
          reply,
          200,
          stored,
          stored.challengedCard
            ? setupChallengePage(stored, stored.challengedCard, context)
            : setupCardPage(stored, context),
        );
      case 'paypal':
        return show(reply, 200, stored, setupPaypalPage(stored, context));
      case 'sepa':
        return show(reply, 200, stored, setupSepaPage(stored, context));
    }
  });

  app.post(
    '/setups/:id/card',
    {
      schema: {
        params: Params,
        querystring: LocaleQuery,
        body: Type.Object({ number: FieldText, expiry: FieldText, cvc: FieldText, holder: FieldText }),
      },
    },
    async (request, reply) => {
      const stored = setupOf(request.params.id, 'card');
      const context = contextOf(request.query.locale);
      if (stored.setup.status !== 'requires_action') return ended(reply, stored, 'save', context);
      const form = request.body;
      const holder = (form.holder ?? '').trim();
      const check = checkCard({ number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' }, now());
      const problems: FormProblem[] = check.ok ? [] : [...check.problems];
      if (!holder || holder.length > MAX_NAME_LENGTH || CONTROL.test(holder)) problems.push('holder_invalid');
      if (!check.ok || problems.length) {
        return show(
          reply,
          422,
          stored,
          setupCardPage(stored, context, { problems, values: { expiry: form.expiry ?? '', holder } }),
        );
      }
      switch (check.outcome) {
        case 'declined':
        case 'insufficient_funds':
          // The issuer refused the card: nothing is saved, and the portal learns it from the setup's state.
          store.completeSetup(stored, {
            status: 'failed',
            failureReason: check.outcome === 'declined' ? 'card_declined' : 'insufficient_funds',
          });
          return reply.redirect(stored.returnUrl, 303);
        case 'requires_3ds':
          stored.challengedCard = check.card;
          return show(reply, 200, stored, setupChallengePage(stored, check.card, context));
        case 'succeeds':
        case 'refuses_payouts':
        case 'pays_once':
          store.completeSetup(stored, {
            status: 'succeeded',
            card: check.card,
            refusesPayouts: check.outcome === 'refuses_payouts',
            paysOnce: check.outcome === 'pays_once',
          });
          return reply.redirect(stored.returnUrl, 303);
      }
    },
  );

  app.post(
    '/setups/:id/card/challenge',
    {
      schema: {
        params: Params,
        querystring: LocaleQuery,
        body: Type.Object({ decision: Type.Union([Type.Literal('confirm'), Type.Literal('reject')]) }),
      },
    },
    async (request, reply) => {
      const stored = setupOf(request.params.id, 'card');
      const context = contextOf(request.query.locale);
      if (stored.setup.status !== 'requires_action') return ended(reply, stored, 'save', context);
      const card = stored.challengedCard;
      if (!card) throw new SandboxError(409, 'no_challenge', 'This setup has no challenge to answer');
      store.completeSetup(
        stored,
        request.body.decision === 'confirm'
          ? { status: 'succeeded', card }
          : { status: 'failed', failureReason: 'authentication_failed' },
      );
      return reply.redirect(stored.returnUrl, 303);
    },
  );

  app.post(
    '/setups/:id/paypal/approve',
    { schema: { params: Params, querystring: LocaleQuery, body: Type.Object({ email: FieldText }) } },
    async (request, reply) => {
      const stored = setupOf(request.params.id, 'paypal');
      const context = contextOf(request.query.locale);
      if (stored.setup.status !== 'requires_action') return ended(reply, stored, 'save', context);
      const email = (request.body.email ?? '').trim();
      if (email.length > 254 || !EMAIL.test(email)) {
        return show(reply, 422, stored, setupPaypalPage(stored, context, { problems: ['email_invalid'], email }));
      }
      store.completeSetup(stored, { status: 'succeeded', paypal: { email } });
      return reply.redirect(stored.returnUrl, 303);
    },
  );

  app.post(
    '/setups/:id/sepa',
    {
      schema: {
        params: Params,
        querystring: LocaleQuery,
        body: Type.Object({ accountHolder: FieldText, iban: FieldText }),
      },
    },
    async (request, reply) => {
      const stored = setupOf(request.params.id, 'sepa');
      const context = contextOf(request.query.locale);
      if (stored.setup.status !== 'requires_action') return ended(reply, stored, 'save', context);
      const accountHolder = (request.body.accountHolder ?? '').trim();
      const typed = request.body.iban ?? '';
      const iban = normaliseIban(typed);
      const problems: SepaProblem[] = [];
      if (accountHolder.length < 2 || accountHolder.length > MAX_NAME_LENGTH || CONTROL.test(accountHolder)) {
        problems.push('holder_invalid');
      }
      if (!isValidIban(iban)) problems.push('iban_invalid');
      if (problems.length) {
        // The IBAN is shown again as typed, so a typo can be corrected rather than everything retyped.
        return show(
          reply,
          422,
          stored,
          setupSepaPage(stored, context, { problems, values: { accountHolder, iban: typed.trim() } }),
        );
      }
      store.completeSetup(stored, { status: 'succeeded', sepa: { accountHolder, iban } });
      return reply.redirect(stored.returnUrl, 303);
    },
  );

  app.post('/setups/:id/cancel', { schema: { params: Params, querystring: LocaleQuery } }, async (request, reply) => {
    const stored = setupOf(request.params.id);
    const context = contextOf(request.query.locale);
    if (!store.completeSetup(stored, { status: 'cancelled' })) return ended(reply, stored, 'cancel', context);
    return reply.redirect(stored.cancelUrl, 303);
  });
};
