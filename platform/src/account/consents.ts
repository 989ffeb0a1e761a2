import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Database, Queryable } from '../db/database.ts';
import { ownerOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Id } from '../http/inputs.ts';
import { nativeError, notFound, Problem } from '../http/problem.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const Consent = Type.Object(
  {
    id: Type.Integer(),
    key: Type.String({ description: 'Stable name, e.g. advertising, advertising.media, newsletter.stadium' }),
    name: Type.String(),
    consentType: Type.Union([Type.Literal('Advertising'), Type.Literal('Newsletter')]),
    parentId: Nullable(Type.Integer({ description: 'A sector consent’s main ad consent' })),
    isMainAdConsent: Type.Boolean(),
  },
  { $id: 'Consent', title: 'Consent' },
);

export const ContactConsent = Type.Object(
  {
    id: Type.Integer({ description: 'The grant’s id, which terminating names' }),
    consentId: Type.Integer(),
    consentState: Type.Union([Type.Literal('Valid'), Type.Literal('Terminated')]),
    grantedAt: Type.String({ format: 'date-time' }),
    terminatedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'ContactConsent', title: 'ContactConsent' },
);
type ContactConsent = Static<typeof ContactConsent>;

export const MAIN_AD_CONSENT_REQUIRED =
  'A sector consent refines the advertising consent: grant the advertising consent first';

interface GrantRow {
  id: number;
  consent_id: number;
  state: 'Valid' | 'Terminated';
  granted_at: Date;
  terminated_at: Date | null;
}

const toGrant = (row: GrantRow): ContactConsent => ({
  id: row.id,
  consentId: row.consent_id,
  consentState: row.state,
  grantedAt: new Date(row.granted_at).toISOString(),
  terminatedAt: row.terminated_at ? new Date(row.terminated_at).toISOString() : null,
});

/**
 * What a person or organisation agreed to: the main ad consent with its sector consents, and newsletters.
 * A sector consent needs the main one and lapses with it. Terminated grants stay as the record.
 */
export class ConsentService {
  constructor(private readonly db: Database) {}

  async catalogue(language: 'de' | 'en') {
    const { rows } = await this.db.query<{
      id: number;
      key: string;
      name_de: string;
      name_en: string;
      consent_type: 'Advertising' | 'Newsletter';
      parent_id: number | null;
    }>('SELECT * FROM consents ORDER BY position');
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: language === 'en' ? row.name_en : row.name_de,
      consentType: row.consent_type,
      parentId: row.parent_id,
      isMainAdConsent: row.consent_type === 'Advertising' && row.parent_id === null,
    }));
  }

  async granted(owner: string): Promise<ContactConsent[]> {
    const { rows } = await this.db.query<GrantRow>(
      `SELECT * FROM contact_consents WHERE owner = $1 AND state = 'Valid' ORDER BY consent_id`,
      [owner],
    );
    return rows.map(toGrant);
  }

  /** Grants a consent; granting a valid one again answers the same grant. */
  async grant(owner: string, consentId: number): Promise<{ grant: ContactConsent; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const { rows: consents } = await tx.query<{ parent_id: number | null }>(
        'SELECT parent_id FROM consents WHERE id = $1',
        [consentId],
      );
      const consent = consents[0];
      if (!consent) throw notFound('No such consent');
      // One owner's grants change one at a time: a sector cannot slip in while its main consent lapses.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`consents:${owner}`]);
      const existing = await this.valid(tx, owner, consentId);
      if (existing) return { grant: toGrant(existing), created: false };
      if (consent.parent_id !== null && !(await this.valid(tx, owner, consent.parent_id))) {
        throw nativeError('MAIN_AD_CONSENT_REQUIRED', MAIN_AD_CONSENT_REQUIRED);
      }
      const { rows } = await tx.query<GrantRow>(
        `INSERT INTO contact_consents (owner, consent_id, state) VALUES ($1, $2, 'Valid') RETURNING *`,
        [owner, consentId],
      );
      return { grant: toGrant(rows[0]!), created: true };
    });
  }

  /** Terminates a grant (and, for the main ad consent, its sector consents); terminating twice is no error. */
  async terminate(owner: string, grantId: number): Promise<ContactConsent> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`consents:${owner}`]);
      const { rows } = await tx.query<GrantRow>(
        `UPDATE contact_consents SET state = 'Terminated', terminated_at = coalesce(terminated_at, now())
         WHERE id = $1 AND owner = $2 RETURNING *`,
        [grantId, owner],
      );
      const grant = rows[0];
      if (!grant) throw notFound('No such consent of yours');
      await tx.query(
        `UPDATE contact_consents SET state = 'Terminated', terminated_at = now()
         WHERE owner = $1 AND state = 'Valid' AND consent_id IN (SELECT id FROM consents WHERE parent_id = $2)`,
        [owner, grant.consent_id],
      );
      return toGrant(grant);
    });
  }

  /** Terminates every valid grant: the deletion dialog's "no more advertising or newsletters". */
  async terminateAll(owner: string): Promise<number> {
    const { rows } = await this.db.query(
      `UPDATE contact_consents SET state = 'Terminated', terminated_at = now()
       WHERE owner = $1 AND state = 'Valid' RETURNING id`,
      [owner],
    );
    return rows.length;
  }

  private async valid(tx: Queryable, owner: string, consentId: number): Promise<GrantRow | undefined> {
    const { rows } = await tx.query<GrantRow>(
      `SELECT * FROM contact_consents WHERE owner = $1 AND consent_id = $2 AND state = 'Valid'`,
      [owner, consentId],
    );
    return rows[0];
  }
}

const unauthorized = { 401: Problem };

/** The consent routes of the contact service (v1). */
export const consentRoutes: FastifyPluginAsyncTypebox<{
  service: ConsentService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  const tags = ['consents'];

  app.get(
    '/consents',
    {
      schema: {
        tags,
        summary: 'What one can consent to: the main ad consent, its sectors and the newsletters',
        querystring: Type.Object({ language: Type.Union([Type.Literal('de'), Type.Literal('en')], { default: 'de' }) }),
        response: { 200: Type.Object({ items: Type.Array(Consent) }, { $id: 'ConsentList', title: 'ConsentList' }) },
      },
    },
    async (request) => ({ items: await service.catalogue(request.query.language) }),
  );

  await app.register(async (scope) => {
    const personal = scope.withTypeProvider<TypeBoxTypeProvider>();
    personal.addHook('preHandler', requireBearer(verify));
    const security = [{ bearer: [] }];
    const ContactConsentList = Type.Object(
      { items: Type.Array(ContactConsent) },
      { $id: 'ContactConsentList', title: 'ContactConsentList' },
    );

    personal.get(
      '/consents/contactConsents/self',
      {
        schema: {
          tags,
          summary: 'The valid consents of the token’s person or organisation',
          security,
          response: { 200: ContactConsentList, ...unauthorized },
        },
      },
      async (request) => ({ items: await service.granted(ownerOf(request.principal!)) }),
    );

    personal.post(
      '/consents/:id',
      {
        schema: {
          tags,
          summary: 'Grants a consent (a sector consent needs the main ad consent: MAIN_AD_CONSENT_REQUIRED)',
          security,
          params: Type.Object({ id: Id() }),
          response: { 200: ContactConsent, 201: ContactConsent, 400: Problem, 404: Problem, ...unauthorized },
        },
      },
      async (request, reply) => {
        const { grant, created } = await service.grant(ownerOf(request.principal!), request.params.id);
        return reply.code(created ? 201 : 200).send(grant);
      },
    );

    personal.put(
      '/consents/contacts/:id/terminate',
      {
        schema: {
          tags,
          summary: 'Terminates a grant by its id; the main ad consent takes its sector consents with it',
          security,
          params: Type.Object({ id: Id() }),
          response: { 200: ContactConsent, 404: Problem, ...unauthorized },
        },
      },
      async (request) => service.terminate(ownerOf(request.principal!), request.params.id),
    );

    personal.post(
      '/consents/contactConsents/self/terminateAll',
      {
        schema: {
          tags,
          summary: 'Terminates every valid consent (no more advertising, no newsletters)',
          security,
          response: { 200: Type.Object({ terminated: Type.Integer() }), ...unauthorized },
        },
      },
      async (request) => ({ terminated: await service.terminateAll(ownerOf(request.principal!)) }),
    );
  });
};
