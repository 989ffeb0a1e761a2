import { deletionRequestMail } from './mails.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Database } from '../db/database.ts';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Text } from '../http/inputs.ts';
import { nativeError, notFound, Problem, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccountRepository } from './repository.ts';
import { Contact } from './routes.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const PhoneNumber = Nullable(Type.String({ maxLength: 30, pattern: '^[0-9+()/ -]*$' }));

/**
 * The profile as a person changes it. Name and birthday may be sent (the form shows them) but only
 * support changes them (spec 2 section 5): a different value is refused at its field.
 */
const ProfileChange = Type.Object({
  firstName: Type.Optional(Text({ minLength: 1, maxLength: 60 })),
  lastName: Type.Optional(Text({ minLength: 1, maxLength: 60 })),
  birthday: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  mobile: Type.Optional(PhoneNumber),
  phone: Type.Optional(PhoneNumber),
  profileLanguage: Type.Union([Type.Literal('de'), Type.Literal('en')]),
});
type ProfileChange = Static<typeof ProfileChange>;

const DeletionRequest = Type.Object(
  {
    state: Type.Literal('Requested'),
    requestedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DeletionRequest', title: 'DeletionRequest' },
);

export const CHANGE_VIA_SUPPORT = 'Name and date of birth can only be changed by the support team';
export const RUNNING_CONTRACTS =
  'The account has running contracts (e.g. a season ticket) and cannot be deleted until they have ended';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Changing one's own profile, and asking support to delete the account. */
export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly contacts: AccountRepository,
    private readonly mailer: Mailer,
  ) {}

  async change(subject: string, change: ProfileChange) {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ first_name: string; last_name: string; birthday: Date | string | null }>(
        'SELECT first_name, last_name, birthday FROM accounts WHERE id = $1 FOR UPDATE',
        [subject],
      );
      const account = rows[0];
      if (!account) throw notFound('No contact for this account');
      const birthday = account.birthday === null ? null : new Date(account.birthday).toISOString().slice(0, 10);
      const errors: Record<string, string[]> = {};
      if (change.firstName !== undefined && change.firstName.trim() !== account.first_name) {
        errors.firstName = [CHANGE_VIA_SUPPORT];
      }
      if (change.lastName !== undefined && change.lastName.trim() !== account.last_name) {
        errors.lastName = [CHANGE_VIA_SUPPORT];
      }
      if (change.birthday !== undefined && change.birthday !== birthday) errors.birthday = [CHANGE_VIA_SUPPORT];
      if (Object.keys(errors).length > 0) {
        throw new ProblemError({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: CHANGE_VIA_SUPPORT,
          errors,
        });
      }
      await tx.query(
        `UPDATE accounts SET profile_language = $2,
           mobile = CASE WHEN $3 THEN $4 ELSE mobile END,
           phone = CASE WHEN $5 THEN $6 ELSE phone END
         WHERE id = $1`,
        [
          subject,
          change.profileLanguage,
          change.mobile !== undefined,
          blankToNull(change.mobile),
          change.phone !== undefined,
          blankToNull(change.phone),
        ],
      );
    });
    return this.contacts.self({ subject, scopes: new Set() });
  }

  /**
   * Deletion goes through support (spec 2 section 2): the request is recorded for them and confirmed by
   * mail. Asking twice is the same request. Refused while a contract runs, since the contract needs the account.
   */
  async requestDeletion(subject: string) {
    const { request, account, created } = await this.db.transaction(async (tx) => {
      const { rows: accounts } = await tx.query<{ email: string; first_name: string; profile_language: 'de' | 'en' }>(
        'SELECT email, first_name, profile_language FROM accounts WHERE id = $1 FOR UPDATE',
        [subject],
      );
      const account = accounts[0];
      if (!account) throw notFound('No contact for this account');
      const { rows: running } = await tx.query(
        `SELECT 1 FROM contracts WHERE account_id = $1 AND state = 'Running' LIMIT 1`,
        [subject],
      );
      if (running.length > 0) throw nativeError('ACCOUNT_HAS_RUNNING_CONTRACTS', RUNNING_CONTRACTS);
      const { rows: open } = await tx.query<{ requested_at: Date }>(
        `SELECT requested_at FROM deletion_requests WHERE account_id = $1 AND state = 'Requested'`,
        [subject],
      );
      if (open[0]) return { request: open[0], account, created: false };
      const { rows } = await tx.query<{ requested_at: Date }>(
        'INSERT INTO deletion_requests (account_id) VALUES ($1) RETURNING requested_at',
        [subject],
      );
      return { request: rows[0]!, account, created: true };
    });
    if (created) {
      await this.mailer.send(
        deletionRequestMail({ to: account.email, firstName: account.first_name, language: account.profile_language }),
      );
    }
    return { state: 'Requested' as const, requestedAt: new Date(request.requested_at).toISOString() };
  }
}

const unauthorized = { 401: Problem };

export const profileRoutes: FastifyPluginAsyncTypebox<{
  service: ProfileService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  app.addHook('preHandler', requireBearer(verify));

  app.put(
    '/contacts/self',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Changes the person’s phone numbers and profile language (name and birthday: support only)',
        security: [{ bearer: [] }],
        body: ProfileChange,
        response: { 200: Contact, 400: Problem, 403: Problem, 404: Problem, ...unauthorized },
      },
    },
    async (request) => {
      const contact = await service.change(personOf(request.principal!), request.body);
      if (!contact) throw notFound('No contact for this account');
      return contact;
    },
  );

  app.delete(
    '/contacts/self',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Asks support to delete the account; refused while contracts run (ACCOUNT_HAS_RUNNING_CONTRACTS)',
        security: [{ bearer: [] }],
        response: { 202: DeletionRequest, 400: Problem, 403: Problem, 404: Problem, ...unauthorized },
      },
    },
    async (request, reply) => reply.code(202).send(await service.requestDeletion(personOf(request.principal!))),
  );
};

export { DeletionRequest };
