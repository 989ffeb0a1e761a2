import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Who the club's mails come from. */
export const MAIL_FROM = 'SC Südstadt 1899 <noreply@club.example>';

/**
 * Sends the platform's mails over SMTP (nodemailer): to the development mail server in development and
 * tests, to the club's mail relay in production (`SMTP_URL`, e.g. smtp://user:pass@relay:587). Every send
 * has a deadline; a mail that cannot be sent fails its caller, which decides whether that matters.
 */
export function smtpMailer(options: { url: string; timeoutMs?: number }): Mailer {
  const timeout = options.timeoutMs ?? 5000;
  const target = new URL(options.url);
  const transport: Transporter = nodemailer.createTransport({
    host: target.hostname,
    port: Number(target.port || (target.protocol === 'smtps:' ? 465 : 587)),
    secure: target.protocol === 'smtps:',
    ...(target.username
      ? { auth: { user: decodeURIComponent(target.username), pass: decodeURIComponent(target.password) } }
      : {}),
    // The development server on loopback offers no TLS; a relay elsewhere must.
    ignoreTLS: target.hostname === '127.0.0.1' || target.hostname === 'localhost',
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
    },
    close: () => transport.close(),
  };
}
