import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ProviderId } from './api-routes.ts';
import { cardScript } from './card-script.ts';
import { checkCard, isCvc } from './cards.ts';
import { SandboxError } from './errors.ts';
import {
  cardFramePage,
  challengePage,
  frameResultPage,
  pageLanguage,
  type FormProblem,
  type FrameContext,
} from './pages.ts';
import { newNonce, sendPage } from './responses.ts';
import { isFinal, type SandboxStore, type StoredPayment } from './store.ts';

/** The longest card holder name a card carries. */
const MAX_HOLDER_LENGTH = 70;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const Params = Type.Object({ id: ProviderId });
const FrameQuery = Type.Object({
  origin: Type.Optional(Type.String({ maxLength: 300 })),
  locale: Type.Optional(Type.String({ maxLength: 16, pattern: '^[A-Za-z_-]*$' })),
});
/** What the frame's form posts; generous bounds here, the card checks tell the buyer what is wrong. */
const FieldText = Type.Optional(Type.String({ maxLength: 100 }));
const CardForm = Type.Object({ number: FieldText, expiry: FieldText, cvc: FieldText, holder: FieldText });

/**
 * The hosted card frame: the script the portal loads, the frame with the card fields (on the provider's
 * origin, embedded by the portal), its 3-D Secure challenge, and cancelling. The frame reports results
 * to the portal's origin, which it takes from its URL only when that origin is an allowed frame ancestor.
 */
export const cardRoutes: FastifyPluginAsyncTypebox<{
  store: SandboxStore;
  providerUrl: () => string;
  frameAncestors: readonly string[];
  now: () => Date;
}> = async (app, { store, providerUrl, frameAncestors, now }) => {
  const framePolicy = (nonce: string) => ({ frameAncestors, nonce });

  function framedPayment(id: string): StoredPayment {
    const stored = store.payment(id);
    if (!stored || (stored.payment.method !== 'card' && stored.payment.method !== 'token')) {
      throw new SandboxError(404, 'payment_unknown', 'No such payment');
    }
    return stored;
  }

  function frameContext(query: { origin?: string; locale?: string }): FrameContext {
    const language = pageLanguage(query.locale);
    if (!query.origin || !frameAncestors.includes(query.origin)) {
      throw new SandboxError(400, 'origin_not_allowed', 'The frame is only shown inside an allowed portal');
    }
    return {
      language,
      query: `?origin=${encodeURIComponent(query.origin)}&locale=${language}`,
      parentOrigin: query.origin,
      nonce: newNonce(),
    };
  }

  const showResult = (reply: FastifyReply, status: number, stored: StoredPayment, frame: FrameContext) =>
    sendPage(reply, status, frameResultPage(stored, frame), framePolicy(frame.nonce));

  app.get(
    '/hosted/card.js',
    { schema: { querystring: Type.Object({ payment: ProviderId }) } },
    async (request, reply) => {
      const stored = framedPayment(request.query.payment);
      const origin = providerUrl();
      return (
        reply
          .type('application/javascript; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          // The portal, another origin, loads it as a script.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(
            cardScript({
              providerOrigin: origin,
              paymentId: stored.payment.id,
              frameUrl: `${origin}/hosted/card-frame/${encodeURIComponent(stored.payment.id)}`,
            }),
          )
      );
    },
  );

  app.get('/hosted/card-frame/:id', { schema: { params: Params, querystring: FrameQuery } }, async (request, reply) => {
    const stored = framedPayment(request.params.id);
    const frame = frameContext(request.query);
    if (isFinal(stored.payment)) return showResult(reply, 200, stored, frame);
    if (stored.challengedCard) {
      return sendPage(reply, 200, challengePage(stored, stored.challengedCard, frame), framePolicy(frame.nonce));
    }
    return sendPage(reply, 200, cardFramePage(stored, frame), framePolicy(frame.nonce));
  });

  app.post(
    '/hosted/card-frame/:id',
    { schema: { params: Params, querystring: FrameQuery, body: CardForm } },
    async (request, reply) => {
      const stored = framedPayment(request.params.id);
      const frame = frameContext(request.query);
      if (isFinal(stored.payment)) return showResult(reply, 409, stored, frame);
      const form = request.body;
      const showForm = (status: number, options: Parameters<typeof cardFramePage>[2]) =>
        sendPage(reply, status, cardFramePage(stored, frame, options), framePolicy(frame.nonce));

      if (stored.payment.method === 'token') {
        if (!isCvc(form.cvc ?? '')) return showForm(422, { problems: ['cvc_invalid'] });
        const token = stored.payment.paymentTokenId ? store.token(stored.payment.paymentTokenId) : undefined;
        // The buyer's saved card was deleted while the frame was open: this payment cannot go on.
        store.complete(stored, token ? { status: 'succeeded' } : { status: 'failed', failureReason: 'token_revoked' });
        return showResult(reply, 200, stored, frame);
      }

      const holder = (form.holder ?? '').trim();
      const values = { expiry: form.expiry ?? '', holder };
      const check = checkCard({ number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' }, now());
      const problems: FormProblem[] = check.ok ? [] : [...check.problems];
      if (!holder || holder.length > MAX_HOLDER_LENGTH || CONTROL.test(holder)) problems.push('holder_invalid');
      if (!check.ok || problems.length) return showForm(422, { problems, values });

      switch (check.outcome) {
        case 'declined':
        case 'insufficient_funds': {
          // A declined card leaves the payment open for another card; the portal may show it too.
          const failureReason = check.outcome === 'declined' ? 'card_declined' : 'insufficient_funds';
          return showForm(402, {
            declined: failureReason,
            values,
            message: {
              source: 'sandbox-payments',
              paymentId: stored.payment.id,
              status: 'failed',
              failureReason,
              final: false,
            },
          });
        }
        case 'requires_3ds':
          stored.challengedCard = check.card;
          return sendPage(reply, 200, challengePage(stored, check.card, frame), framePolicy(frame.nonce));
        case 'succeeds':
        case 'refuses_payouts':
        case 'pays_once':
          store.complete(stored, {
            status: 'succeeded',
            card: check.card,
            refusesPayouts: check.outcome === 'refuses_payouts',
            paysOnce: check.outcome === 'pays_once',
          });
          return showResult(reply, 200, stored, frame);
      }
    },
  );

  app.post(
    '/hosted/card-frame/:id/challenge',
    {
      schema: {
        params: Params,
        querystring: FrameQuery,
        body: Type.Object({ decision: Type.Union([Type.Literal('confirm'), Type.Literal('reject')]) }),
      },
    },
    async (request, reply) => {
      const stored = framedPayment(request.params.id);
      const frame = frameContext(request.query);
      const card = stored.challengedCard;
      if (isFinal(stored.payment)) return showResult(reply, 409, stored, frame);
      if (!card) throw new SandboxError(409, 'no_challenge', 'This payment has no challenge to answer');
      // Failing authentication ends the payment, as a bank's refusal does: the portal starts a new one.
      store.complete(
        stored,
        request.body.decision === 'confirm'
          ? { status: 'succeeded', card }
          : { status: 'failed', failureReason: 'authentication_failed' },
      );
      return showResult(reply, 200, stored, frame);
    },
  );

  app.post(
    '/hosted/card-frame/:id/cancel',
    { schema: { params: Params, querystring: FrameQuery } },
    async (request, reply) => {
      const stored = framedPayment(request.params.id);
      const frame = frameContext(request.query);
      const cancelled = store.complete(stored, { status: 'cancelled' });
      return showResult(reply, cancelled ? 200 : 409, stored, frame);
    },
  );
};
