/**
 * The platform's third parties as one process of their own, for platforms that run as several instances
 * (`pnpm start:ha`): the development mail server (SMTP, and its inbox over HTTP at /dev/mail) and the sandbox
 * payment provider. A platform started alone runs both inside itself; instances behind a load balancer share
 * one of each, as they share the real mail relay and payment provider, so a mail or a payment does not
 * depend on which instance a request met, and an instance's restart loses neither.
 *
 * The platforms are then started with SMTP_URL=smtp://HOST:MAIL_PORT, PAYMENTS_URL, PAYMENTS_API_KEY and
 * PAYMENT_WEBHOOK_SECRET naming these.
 */
import Fastify from 'fastify';
import { parseSettings, setting, SettingsError } from '@club/settings';
import { z } from 'zod';
import { DEFAULT_WEB_ORIGINS } from './index.ts';
import { startDevMailServer } from './mail/dev-mail-server.ts';
import { devInboxRoutes } from './mail/routes.ts';
import { startSandboxPaymentProvider } from './payments/sandbox/server.ts';
import { demoPaymentTokens } from './db/seed/account.ts';

const thirdPartiesEnvironment = z
  .object({
    HOST: setting.text('127.0.0.1'),
    /** The mail server's SMTP port. */
    MAIL_PORT: setting.port(2525),
    /** Its inbox for people and tests (/dev/mail, /dev/mail/messages). */
    INBOX_PORT: setting.port(4013),
    PAYMENTS_PORT: setting.port(4012),
    PAYMENTS_API_KEY: setting.text(''),
    PAYMENT_WEBHOOK_SECRET: setting.text(''),
    /** The portal's origins: the card form is shown only inside their pages. */
    WEB_ORIGINS: setting.urlList(),
  })
  .superRefine((env, problems) => {
    for (const name of ['PAYMENTS_API_KEY', 'PAYMENT_WEBHOOK_SECRET'] as const)
      if (env[name].length < 16)
        problems.addIssue({ code: 'custom', path: [name], message: 'needs at least 16 characters' });
  });

let settings: z.output<typeof thirdPartiesEnvironment>;
try {
  settings = parseSettings(thirdPartiesEnvironment, process.env, 'third parties');
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(78); // EX_CONFIG
}

const mail = await startDevMailServer({ host: settings.HOST, port: settings.MAIL_PORT });
const inbox = Fastify({ logger: false });
await inbox.register(devInboxRoutes, { inbox: mail.inbox });
const inboxUrl = await inbox.listen({ host: settings.HOST, port: settings.INBOX_PORT });
const payments = await startSandboxPaymentProvider({
  host: settings.HOST,
  port: settings.PAYMENTS_PORT,
  apiKey: settings.PAYMENTS_API_KEY,
  webhookSecret: settings.PAYMENT_WEBHOOK_SECRET,
  frameAncestors: settings.WEB_ORIGINS.length ? settings.WEB_ORIGINS : DEFAULT_WEB_ORIGINS,
  // The demo's stored methods, which the platform's seed records as its accounts' (demoPaymentTokens).
  tokens: demoPaymentTokens(),
});
console.log(
  `Third parties ready: mail smtp://${settings.HOST}:${mail.port} (inbox ${inboxUrl}/dev/mail), payments ${payments.url}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.all([payments.close(), mail.close(), inbox.close()]).then(() => process.exit(0));
  });
