import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { boundRouteInputs } from '../../http/inputs.ts';
import type { PaymentToken } from '../provider.ts';
import { apiRoutes } from './api-routes.ts';
import { cardRoutes } from './card-routes.ts';
import { SandboxError } from './errors.ts';
import { errorPage, pageLanguage, type ErrorKind } from './pages.ts';
import { paypalRoutes } from './paypal-routes.ts';
import { sendPage } from './responses.ts';
import { setupRoutes } from './setup-routes.ts';
import { SandboxStore } from './store.ts';
import { webhookSender } from './webhook-delivery.ts';

export interface SandboxPaymentProviderOptions {
  host: string;
  /** 0 takes a free port; `url` names the one bound. */
  port: number;
  /** The merchant's key for the server-to-server API. */
  apiKey: string;
  /** Signs the events posted to webhook URLs (see ../webhooks.ts). */
  webhookSecret: string;
  /** The portal origins (`https://shop.example`) that may embed the card frame, and whom it reports to. */
  frameAncestors: readonly string[];
  /** How long a SEPA direct debit takes to settle. */
  sepaSettleMs?: number;
  /** Posts the webhooks (tests may watch or fail them). */
  fetch?: typeof globalThis.fetch;
  /** The waits before each webhook retry: one retry per entry. */
  webhookRetryDelaysMs?: readonly number[];
  /** Where a webhook that could not be delivered at all is reported (default: console.warn). */
  warn?: (line: string) => void;
  /**
   * Payment methods customers saved before this start, as a real provider keeps them: the demo's stored cards,
   * mandates and agreements (db/seed/account.ts demoPaymentTokens), so that they can be charged.
   */
  tokens?: readonly PaymentToken[];
}

export interface RunningSandboxPaymentProvider {
  /** The provider's origin, e.g. http://127.0.0.1:4020: the API's base URL and the frame's origin. */
  url: string;
  close(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [200, 1000, 3000];
const WEBHOOK_ATTEMPT_TIMEOUT_MS = 5000;
/** The largest JSON request: a payment or mandate is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;
/** The largest form post: the card form is four short fields, the mandate form two. */
const MAX_FORM_BYTES = 8 * 1024;

/**
 * The sandbox payment service provider on its own port, as a real PSP is its own site: the
 * server-to-server API (/v1, API key), the buyer's pages (PayPal-like approval, hosted card frame with
 * 3-D Secure), the pages where a person saves a payment method (card, PayPal, SEPA mandate) and signed
 * webhooks. State lives in memory and ends with the process.
 *
 * Nothing is logged (Fastify's logger is off): card numbers and security codes exist only in the request
 * that carries them; a payment keeps brand, last four digits and expiry.
 */
export async function startSandboxPaymentProvider(
  options: SandboxPaymentProviderOptions,
): Promise<RunningSandboxPaymentProvider> {
  const frameAncestors = options.frameAncestors.map(checkedOrigin);
  let url = '';
  const closing = new AbortController();
  const deliver = webhookSender({
    secret: options.webhookSecret,
    fetch: options.fetch ?? globalThis.fetch,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    attemptTimeoutMs: WEBHOOK_ATTEMPT_TIMEOUT_MS,
    signal: closing.signal,
    warn: options.warn ?? ((line) => console.warn(line)),
  });
  const store = new SandboxStore({
    approvalUrl: (id) => `${url}/paypal/checkout/${id}`,
    scriptUrl: (id) => `${url}/hosted/card.js?payment=${id}`,
    sepaSettleMs: options.sepaSettleMs ?? 300,
    onFinal: (stored) => void deliver.payment(stored.webhookUrl, stored.payment),
    setupUrl: (id) => `${url}/setups/${id}`,
    onSetupFinal: (stored) => void deliver.setup(stored.webhookUrl, stored.setup),
    tokens: options.tokens ?? [],
  });

  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    // Values are taken as sent: "100" is not an amount.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // Refusals the router makes itself (a malformed URL, an over-long id) answer in the sandbox's shape too.
    frameworkErrors: (error, request, reply) => answerError(request, reply, error, frameAncestors),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRoute', boundRouteInputs);
  // The buyer's pages post HTML forms; their fields arrive as strings.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // A buyer's post comes from the provider's own pages; a post another site's page makes is refused.
  // Compared with the address the browser used (Host), which need not be the one in `url`.
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (request.method === 'POST' && !isApi(request) && origin !== undefined && origin !== `http://${request.host}`) {
      throw new SandboxError(403, 'forbidden', 'Posted from another site');
    }
  });
  app.setErrorHandler((error: FastifyError | SandboxError, request, reply) =>
    answerError(request, reply, error, frameAncestors),
  );
  app.setNotFoundHandler((request, reply) =>
    answerError(
      request,
      reply,
      new SandboxError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`),
      frameAncestors,
    ),
  );

  await app.register(apiRoutes, { store, apiKey: options.apiKey });
  await app.register(paypalRoutes, { store });
  await app.register(cardRoutes, { store, providerUrl: () => url, frameAncestors, now: () => new Date() });
  await app.register(setupRoutes, { store, now: () => new Date() });

  await app.listen({ host: options.host, port: options.port });
  // The bound port is known only now; the payment addresses handed out from here on name it.
  const port = (app.server.address() as AddressInfo).port;
  url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  return {
    url,
    close: async () => {
      closing.abort();
      store.dispose();
      await app.close();
    },
  };
}

function isApi(request: FastifyRequest): boolean {
  return request.url.startsWith('/v1/');
}

/** A frame ancestor must be an origin exactly (it goes into a CSP header and is compared as is). */
function checkedOrigin(origin: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) {
    throw new Error(`frameAncestors: ${JSON.stringify(origin)} is not an http(s) origin such as http://127.0.0.1:5173`);
  }
  return origin;
}

/**
 * Every refusal is a 4xx with a code; the API answers JSON `{ code, message }`, the buyer's pages a page
 * in the buyer's language. Schema messages name the field, never the value sent (it may be a card number).
 */
function answerError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError | SandboxError,
  frameAncestors: readonly string[],
) {
  const refusal = refusalOf(error);
  if (isApi(request)) return reply.code(refusal.status).send({ code: refusal.code, message: refusal.message });
  const locale = new URL(request.url, 'http://sandbox').searchParams.get('locale') ?? undefined;
  const kind: ErrorKind =
    refusal.code === 'origin_not_allowed'
      ? 'embedOnly'
      : refusal.status === 404
        ? 'notFound'
        : refusal.status === 409
          ? 'conflict'
          : 'badRequest';
  // An error inside the card frame shows in the frame; any other page may not be embedded at all.
  const framed = request.url.startsWith('/hosted/card-frame/');
  return sendPage(reply, refusal.status, errorPage(pageLanguage(locale), kind), {
    frameAncestors: framed ? frameAncestors : [],
  });
}

function refusalOf(error: FastifyError | SandboxError): { status: number; code: string; message: string } {
  if (error instanceof SandboxError) return { status: error.status, code: error.code, message: error.message };
  if (error.validation) {
    const issue = error.validation[0];
    const field = `${error.validationContext ?? 'request'}${issue?.instancePath ?? ''}`;
    const params = issue?.params as { missingProperty?: string; additionalProperty?: string } | undefined;
    const message = params?.missingProperty
      ? `${field}/${params.missingProperty} is required`
      : params?.additionalProperty
        ? `${field}/${params.additionalProperty} is not a known field`
        : `${field} ${issue?.message ?? 'is invalid'}`;
    return { status: 400, code: 'invalid_request', message };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, code: 'internal_error', message: 'The sandbox failed; this is its bug' };
  return { status, code: 'invalid_request', message: error.message };
}
