import { portalLinks, portalUrl } from '../portal-links.ts';
import { emailConfirmationMail } from './mails.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Database, Queryable } from '../db/database.ts';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Id } from '../http/inputs.ts';
import { nativeError, notFound, Problem, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';

export const EmailEntry = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    confirmed: Type.Boolean(),
    isDefault: Type.Boolean({ description: 'The sign-in address, where the club writes to' }),
  },
  { $id: 'EmailEntry', title: 'EmailEntry' },
);
type EmailEntry = Static<typeof EmailEntry>;

const EmailList = Type.Object({ items: Type.Array(EmailEntry) }, { $id: 'EmailList', title: 'EmailList' });
const EmailAddress = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

/** The detail the club's services answer for an address someone already has (spec 2 section 8). */
export const EMAIL_ALREADY_EXISTS = 'EmailAddress already exists';
/** How many addresses one person keeps. */
export const MAX_EMAILS = 10;
/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A new confirmation mail for the same address at most this often. */
export const RESEND_INTERVAL_MS = 60 * 1000;

interface EmailRow {
  id: number;
  email: string;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  is_default: boolean;
}

const toEntry = (row: EmailRow): EmailEntry => ({
  id: row.id,
  email: row.email,
  confirmed: row.confirmed_at !== null,
  isDefault: row.is_default,
});

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A person's e-mail addresses. The default one is the sign-in address (accounts.email); another becomes
 * the default only once its mailed link confirmed it, so nobody signs in with an address they do not own.
 * An address belongs to one account, whatever its case.
 */
export class EmailService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly portalOrigin: () => string,
  ) {}

  async list(subject: string, db: Queryable = this.db): Promise<EmailEntry[]> {
    const { rows } = await db.query<EmailRow>(
      `SELECT e.*, lower(e.email) = lower(a.email) AS is_default FROM contact_emails e
       JOIN accounts a ON a.id = e.account_id WHERE e.account_id = $1
       ORDER BY is_default DESC, e.id`,
      [subject],
    );
    return rows.map(toEntry);
  }

  async add(subject: string, email: string, confirmEmail: string): Promise<EmailEntry> {
    const address = email.trim();
    if (address.toLowerCase() !== confirmEmail.trim().toLowerCase()) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The e-mail addresses do not match',
        errors: { confirmEmail: ['does not match email'] },
      });
    }
    const token = randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      const { rows: account } = await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [subject]);
      if (account.length === 0) throw notFound('No contact for this account');
      const { rows: taken } = await tx.query(
        `SELECT 1 FROM contact_emails WHERE lower(email) = lower($1)
         UNION ALL SELECT 1 FROM accounts WHERE lower(email) = lower($1)`,
        [address],
      );
      if (taken.length > 0) {
        throw new ProblemError({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: EMAIL_ALREADY_EXISTS,
          errors: { email: [EMAIL_ALREADY_EXISTS] },
        });
      }
      const { rows: count } = await tx.query<{ total: string }>(
        'SELECT count(*) AS total FROM contact_emails WHERE account_id = $1',
        [subject],
      );
      if (Number(count[0]?.total) >= MAX_EMAILS) {
        throw nativeError('EMAIL_LIMIT_REACHED', `A person keeps at most ${MAX_EMAILS} e-mail addresses.`);
      }
      const { rows } = await tx.query<EmailRow>(
        `INSERT INTO contact_emails (account_id, email, confirmation_token_hash, confirmation_sent_at)
         VALUES ($1, $2, $3, now()) RETURNING *, false AS is_default`,
        [subject, address, tokenHash(token)],
      );
      return rows[0]!;
    });
    await this.sendConfirmation(subject, row.email, token);
    return toEntry(row);
  }

  async remove(subject: string, id: number): Promise<void> {
    const entry = (await this.list(subject)).find((candidate) => candidate.id === id);
    if (!entry) throw notFound('No such e-mail address');
    if (entry.isDefault) {
      throw nativeError('DEFAULT_EMAIL_CANNOT_BE_DELETED', 'The default e-mail address cannot be deleted');
    }
    await this.db.query('DELETE FROM contact_emails WHERE id = $1 AND account_id = $2', [id, subject]);
  }

  /** A new link for an unconfirmed address; the old link stops working. */
  async resendConfirmation(subject: string, id: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<EmailRow>(
        'SELECT *, false AS is_default FROM contact_emails WHERE id = $1 AND account_id = $2 FOR UPDATE',
        [id, subject],
      );
      const entry = rows[0];
      if (!entry) throw notFound('No such e-mail address');
      if (entry.confirmed_at) throw nativeError('EMAIL_ALREADY_CONFIRMED', 'The e-mail address is already confirmed');
      const sentAt = entry.confirmation_sent_at ? new Date(entry.confirmation_sent_at).getTime() : 0;
      if (Date.now() - sentAt < RESEND_INTERVAL_MS) {
        throw new ProblemError({
          type: 'about:blank',
          title: 'Too Many Requests',
          status: 429,
          detail: 'A confirmation mail was sent a moment ago; please wait a minute before asking again',
          errorCode: 'CONFIRMATION_RECENTLY_SENT',
        });
      }
      await tx.query(
        'UPDATE contact_emails SET confirmation_token_hash = $2, confirmation_sent_at = now() WHERE id = $1',
        [id, tokenHash(token)],
      );
      return entry;
    });
    await this.sendConfirmation(subject, row.email, token);
  }

  /** Makes a confirmed address the default, and so the sign-in address. */
  async setDefault(subject: string, id: number): Promise<EmailEntry[]> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<EmailRow>(
        'SELECT *, false AS is_default FROM contact_emails WHERE id = $1 AND account_id = $2 FOR UPDATE',
        [id, subject],
      );
      const entry = rows[0];
      if (!entry) throw notFound('No such e-mail address');
      if (!entry.confirmed_at) {
        throw nativeError('EMAIL_NOT_CONFIRMED', 'Only a confirmed e-mail address can become the default');
      }
      await tx.query('UPDATE accounts SET email = $2 WHERE id = $1', [subject, entry.email]);
      return this.list(subject, tx);
    });
  }

  /** Confirms the address a mailed link names; the link's secret is the only credential. */
  async confirm(token: string): Promise<{ email: string }> {
    const { rows } = await this.db.query<{ email: string }>(
      `UPDATE contact_emails SET confirmed_at = now(), confirmation_token_hash = NULL
       WHERE confirmation_token_hash = $1 AND confirmed_at IS NULL AND confirmation_sent_at > $2
       RETURNING email`,
      [tokenHash(token), new Date(Date.now() - CONFIRMATION_TTL_MS)],
    );
    if (!rows[0]) {
      throw nativeError(
        'EMAIL_CONFIRMATION_INVALID',
        'The confirmation link is invalid or has expired; ask for a new one in your account',
      );
    }
    return { email: rows[0].email };
  }

  private async sendConfirmation(subject: string, email: string, token: string): Promise<void> {
    const { rows } = await this.db.query<{ first_name: string; profile_language: 'de' | 'en' }>(
      'SELECT first_name, profile_language FROM accounts WHERE id = $1',
      [subject],
    );
    const language = rows[0]?.profile_language ?? 'de';
    await this.mailer.send(
      emailConfirmationMail({
        to: email,
        firstName: rows[0]?.first_name ?? '',
        language,
        link: portalUrl(this.portalOrigin(), portalLinks.emailConfirm(language, token)),
      }),
    );
  }
}

const unauthorized = { 401: Problem };
const EmailParams = Type.Object({ id: Id() });

/** The e-mail routes of the contact service (v1): the person's own addresses only. */
export const emailRoutes: FastifyPluginAsyncTypebox<{ service: EmailService; verify: AccessTokenVerifier }> = async (
  app,
  { service, verify },
) => {
  const tags = ['contacts'];

  // The mailed link's confirmation: the link's secret is the credential, so no bearer token is needed.
  app.post(
    '/contacts/emails/confirmation',
    {
      schema: {
        tags,
        summary: 'Confirms an e-mail address with the secret of its mailed link',
        body: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
        response: { 200: Type.Object({ email: Type.String() }), 400: Problem },
      },
    },
    async (request) => service.confirm(request.body.token),
  );

  await app.register(async (scope) => {
    const personal = scope.withTypeProvider<TypeBoxTypeProvider>();
    personal.addHook('preHandler', requireBearer(verify));
    const security = [{ bearer: [] }];

    personal.get(
      '/contacts/self/emails',
      {
        schema: {
          tags,
          summary: 'The person’s e-mail addresses, the default first',
          security,
          response: { 200: EmailList, 403: Problem, ...unauthorized },
        },
      },
      async (request) => ({ items: await service.list(personOf(request.principal!)) }),
    );

    personal.post(
      '/contacts/self/emails',
      {
        schema: {
          tags,
          summary: 'Adds an e-mail address (repeated in confirmEmail) and mails it a confirmation link',
          security,
          body: Type.Object({ email: EmailAddress, confirmEmail: EmailAddress }),
          response: { 201: EmailEntry, 400: Problem, 403: Problem, ...unauthorized },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.add(personOf(request.principal!), request.body.email, request.body.confirmEmail)),
    );

    personal.delete(
      '/contacts/self/emails/:id',
      {
        schema: {
          tags,
          summary: 'Removes an e-mail address other than the default',
          security,
          params: EmailParams,
          response: { 204: Type.Null(), 400: Problem, 403: Problem, 404: Problem, ...unauthorized },
        },
      },
      async (request, reply) => {
        await service.remove(personOf(request.principal!), request.params.id);
        return reply.code(204).send(null);
      },
    );

    personal.put(
      '/contacts/self/emails/:id/resendConfirmationEmail',
      {
        schema: {
          tags,
          summary: 'Mails a new confirmation link (at most once a minute)',
          security,
          params: EmailParams,
          response: { 204: Type.Null(), 400: Problem, 403: Problem, 404: Problem, 429: Problem, ...unauthorized },
        },
      },
      async (request, reply) => {
        await service.resendConfirmation(personOf(request.principal!), request.params.id);
        return reply.code(204).send(null);
      },
    );

    personal.post(
      '/contacts/self/emails/:id/setDefaultEmailAddress',
      {
        schema: {
          tags,
          summary: 'Makes a confirmed address the default and sign-in address; answers the list',
          security,
          params: EmailParams,
          response: { 200: EmailList, 400: Problem, 403: Problem, 404: Problem, ...unauthorized },
        },
      },
      async (request) => ({ items: await service.setDefault(personOf(request.principal!), request.params.id) }),
    );
  });
};

/**
 * The person with this e-mail address: the sign-in address or another confirmed one, any case. Whom a
 * ticket or a contract can be offered to.
 */
export async function personByMail(db: Queryable, mail: string) {
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string; profile_language: 'de' | 'en' }>(
    `SELECT id, first_name, last_name, profile_language FROM accounts WHERE lower(email) = lower($1)
     UNION
     SELECT a.id, a.first_name, a.last_name, a.profile_language
     FROM contact_emails e JOIN accounts a ON a.id = e.account_id
     WHERE lower(e.email) = lower($1) AND e.confirmed_at IS NOT NULL
     LIMIT 1`,
    [mail],
  );
  return rows[0];
}
