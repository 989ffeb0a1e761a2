import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CODE_PATTERN } from '../../http/inputs.ts';
import {
  PaymentMethodSchema,
  PaymentSchema,
  PaymentTokenSchema,
  PayoutSchema,
  ProviderErrorSchema,
  SepaMandateSchema,
  SetupMethodSchema,
  SetupSchema,
} from '../schemas.ts';
import { paymentUnknown, SandboxError, setupUnknown, tokenUnknown } from './errors.ts';
import { isValidIban, normaliseIban } from './iban.ts';
import type { SandboxStore } from './store.ts';

/** One line of text without any control character (names, references, descriptions). */
const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
const Line = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength, pattern: SINGLE_LINE });
/** Where the buyer returns or events go: http(s) only, so a `javascript:` address never becomes a link. */
const HttpUrl = Type.String({ maxLength: 2048, pattern: '^https?://[\\u0021-\\u007E]+$' });
/** The provider's ids: a prefix and random URL-safe characters. Anything else is malformed, not unknown. */
export const ProviderId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const MAX_AMOUNT_MINOR = 100_000_000;

const CreatePaymentBody = Type.Object(
  {
    method: PaymentMethodSchema,
    amountMinor: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT_MINOR, description: 'Cents' }),
    currency: Type.Literal('EUR'),
    reference: Line(1, 200),
    description: Line(1, 500),
    customerId: Line(1, 200),
    returnUrl: HttpUrl,
    cancelUrl: HttpUrl,
    webhookUrl: HttpUrl,
    paymentTokenId: Type.Optional(ProviderId),
    offSession: Type.Optional(Type.Boolean()),
  },
  // Unknown fields are refused rather than ignored: a misspelt field would otherwise go unnoticed.
  { additionalProperties: false },
);

const CreateMandateBody = Type.Object(
  {
    customerId: Line(1, 200),
    accountHolder: Line(1, 70),
    // Checked in the handler, so a mistyped IBAN answers iban_invalid rather than a schema message.
    iban: Line(1, 64),
  },
  { additionalProperties: false },
);

const CreateSetupBody = Type.Object(
  {
    method: SetupMethodSchema,
    customerId: Line(1, 200),
    reference: Line(1, 200),
    holderName: Type.Optional(Line(0, 70)),
    email: Type.Optional(Line(0, 254)),
    returnUrl: HttpUrl,
    cancelUrl: HttpUrl,
    webhookUrl: HttpUrl,
  },
  { additionalProperties: false },
);

const CreatePayoutBody = Type.Object(
  {
    customerId: Line(1, 200),
    amountMinor: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT_MINOR, description: 'Cents' }),
    currency: Type.Literal('EUR'),
    reference: Line(1, 200),
    paymentTokenId: Type.Optional(ProviderId),
    paymentId: Type.Optional(ProviderId),
  },
  { additionalProperties: false },
);

const IdParams = Type.Object({ id: ProviderId });
const refusals = { '4xx': ProviderErrorSchema };

/**
 * The provider's server-to-server API, for the checkout service: payments, SEPA mandates, setups (saving
 * a payment method without paying) and stored tokens. Every call carries the merchant's API key as a bearer token.
 */
export const apiRoutes: FastifyPluginAsyncTypebox<{ store: SandboxStore; apiKey: string }> = async (
  app,
  { store, apiKey },
) => {
  const expectedKey = digest(`Bearer ${apiKey}`);
  app.addHook('onRequest', async (request) => {
    const given = request.headers.authorization;
    // Compared as digests: equal lengths for timingSafeEqual, and no early exit that times the key.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expectedKey)) {
      throw new SandboxError(401, 'unauthorized', 'Send the API key as Authorization: Bearer <key>');
    }
  });

  app.post(
    '/v1/payments',
    {
      schema: {
        headers: Type.Object({
          'idempotency-key': Type.String({ minLength: 1, maxLength: 255, pattern: CODE_PATTERN }),
        }),
        body: CreatePaymentBody,
        response: { 200: PaymentSchema, 201: PaymentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      for (const field of ['returnUrl', 'cancelUrl', 'webhookUrl'] as const) {
        if (!URL.canParse(request.body[field])) {
          throw new SandboxError(400, 'invalid_request', `body/${field} must be an http(s) URL`);
        }
      }
      const { stored, created } = store.createPayment(request.headers['idempotency-key'], request.body);
      return reply.code(created ? 201 : 200).send(stored.payment);
    },
  );

  app.get(
    '/v1/payments/:id',
    { schema: { params: IdParams, response: { 200: PaymentSchema, ...refusals } } },
    async (request) => {
      const stored = store.payment(request.params.id);
      if (!stored) throw paymentUnknown();
      return stored.payment;
    },
  );

  app.post(
    '/v1/setups',
    { schema: { body: CreateSetupBody, response: { 201: SetupSchema, ...refusals } } },
    async (request, reply) => {
      for (const field of ['returnUrl', 'cancelUrl', 'webhookUrl'] as const) {
        if (!URL.canParse(request.body[field])) {
          throw new SandboxError(400, 'invalid_request', `body/${field} must be an http(s) URL`);
        }
      }
      const { holderName, email, ...rest } = request.body;
      // Blank prefills are none: the page then shows an empty field.
      const stored = store.createSetup({
        ...rest,
        ...(holderName?.trim() ? { holderName: holderName.trim() } : {}),
        ...(email?.trim() ? { email: email.trim() } : {}),
      });
      return reply.code(201).send(stored.setup);
    },
  );

  app.get(
    '/v1/setups/:id',
    { schema: { params: IdParams, response: { 200: SetupSchema, ...refusals } } },
    async (request) => {
      const stored = store.setup(request.params.id);
      if (!stored) throw setupUnknown();
      return stored.setup;
    },
  );

  app.post(
    '/v1/payouts',
    {
      schema: {
        headers: Type.Object({
          'idempotency-key': Type.String({ minLength: 1, maxLength: 255, pattern: CODE_PATTERN }),
        }),
        body: CreatePayoutBody,
        response: { 201: PayoutSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(store.createPayout(request.headers['idempotency-key'], request.body)),
  );

  app.post(
    '/v1/mandates',
    { schema: { body: CreateMandateBody, response: { 201: SepaMandateSchema, ...refusals } } },
    async (request, reply) => {
      const accountHolder = request.body.accountHolder.trim();
      if (!accountHolder) throw new SandboxError(400, 'invalid_request', 'body/accountHolder must not be blank');
      const iban = normaliseIban(request.body.iban);
      if (!isValidIban(iban)) {
        throw new SandboxError(400, 'iban_invalid', 'The IBAN is not valid (length for its country, check digits)');
      }
      return reply.code(201).send(store.createMandate({ customerId: request.body.customerId, accountHolder, iban }));
    },
  );

  app.get(
    '/v1/tokens/:id',
    { schema: { params: IdParams, response: { 200: PaymentTokenSchema, ...refusals } } },
    async (request) => {
      const token = store.token(request.params.id);
      if (!token) throw tokenUnknown();
      return token;
    },
  );

  app.delete(
    '/v1/tokens/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      if (!store.deleteToken(request.params.id)) throw tokenUnknown();
      return reply.code(204).send(null);
    },
  );
};

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
