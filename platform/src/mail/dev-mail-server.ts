import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Inbox } from './inbox.ts';

export interface DevMailServer {
  /** The SMTP port the platform's mailer sends to. */
  port: number;
  inbox: Inbox;
  close(): Promise<void>;
}

/** The largest mail the development server takes (the platform sends texts and small PDFs). */
const MAX_MAIL_BYTES = 10 * 2 ** 20;

/**
 * A development mail server (smtp-server): takes every mail over SMTP on loopback, parses it
 * (mailparser) and files it in the development inbox, so mails are real (sent by the platform's mailer
 * through SMTP, as in production) and tests and people can read them.
 */
export async function startDevMailServer(listen: { host: string; port: number }): Promise<DevMailServer> {
  const inbox = new Inbox();
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only and no credentials: there is nothing for TLS to protect.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MAIL_BYTES,
    logger: false,
    banner: 'SC Südstadt 1899 development mail',
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.add({
            from: addresses(mail.from).join(', '),
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '').filter(Boolean));
}
