import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database, Queryable } from '../db/database.ts';
import { ownerOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Id, Text } from '../http/inputs.ts';
import { notFound, Problem } from '../http/problem.ts';

/** The people a person or organisation gave tickets to (spec 2 sections 3 and 7: the contact list). */
export const AddressBookEntry = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    isFavorite: Type.Boolean(),
  },
  { $id: 'AddressBookEntry', title: 'AddressBookEntry' },
);

interface EntryRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  is_favorite: boolean;
}

const entryOf = (row: EntryRow) => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  isFavorite: row.is_favorite,
});

/**
 * The address book of ticket recipients. Entries are made by the transfers (the accepting party's name and
 * e-mail land in the sender's book); the owner searches, marks favourites and deletes them.
 */
export class AddressBookEntryService {
  constructor(private readonly db: Database) {}

  async list(owner: string, options: { search?: string | undefined; page: number; pageSize: number }) {
    const search = options.search?.trim() ? `%${options.search.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
    const { rows } = await this.db.query<EntryRow & { total: string }>(
      `SELECT id, first_name, last_name, email, is_favorite, count(*) OVER () AS total FROM address_book_entries
       WHERE owner = $1 AND ($2::text IS NULL OR first_name || ' ' || last_name || ' ' || email ILIKE $2)
       ORDER BY first_name, last_name, id LIMIT $3 OFFSET $4`,
      [owner, search, options.pageSize, (options.page - 1) * options.pageSize],
    );
    const totalCount = Number(rows[0]?.total ?? 0);
    return {
      items: rows.map(entryOf),
      page: options.page,
      pageSize: options.pageSize,
      totalCount,
      hasNextPage: options.page * options.pageSize < totalCount,
    };
  }

  async setFavorite(owner: string, id: number, isFavorite: boolean) {
    const { rows } = await this.db.query<EntryRow>(
      `UPDATE address_book_entries SET is_favorite = $3, updated_at = now() WHERE id = $1 AND owner = $2
       RETURNING id, first_name, last_name, email, is_favorite`,
      [id, owner, isFavorite],
    );
    if (!rows[0]) throw notFound('No such address book entry');
    return entryOf(rows[0]);
  }

  async remove(owner: string, id: number): Promise<void> {
    const { rows } = await this.db.query('DELETE FROM address_book_entries WHERE id = $1 AND owner = $2 RETURNING id', [
      id,
      owner,
    ]);
    if (rows.length === 0) throw notFound('No such address book entry');
  }

  /**
   * Saves a person in the owner's book, or refreshes the name of the entry with their e-mail address (any
   * case); a favourite stays a favourite. Runs in the caller's transaction (a transfer's acceptance).
   */
  async remember(tx: Queryable, owner: string, person: { firstName: string; lastName: string; email: string }) {
    await tx.query(
      `INSERT INTO address_book_entries (owner, first_name, last_name, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner, lower(email)) DO UPDATE SET first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, updated_at = now()`,
      [owner, person.firstName, person.lastName, person.email],
    );
  }
}

const problems = { 400: Problem, 401: Problem, 404: Problem };
const EntryParams = Type.Object({ id: Id() });

/** The address book routes of the contact service (v1): the token's person or acting organisation only. */
export const addressBookEntryRoutes: FastifyPluginAsyncTypebox<{
  service: AddressBookEntryService;
  verify: AccessTokenVerifier;
}> = async (app, { service, verify }) => {
  app.addHook('preHandler', requireBearer(verify));
  const security = [{ bearer: [] }];
  const tags = ['contacts'];

  app.get(
    '/addressBookEntries',
    {
      schema: {
        tags,
        summary: 'The people the token’s person or organisation gave tickets to, by first name',
        security,
        querystring: Type.Object({
          NameOrEmailContains: Type.Optional(Text({ maxLength: 100 })),
          Page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 1000 }),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(AddressBookEntry),
            page: Type.Integer(),
            pageSize: Type.Integer(),
            totalCount: Type.Integer(),
            hasNextPage: Type.Boolean(),
          }),
          400: Problem,
          401: Problem,
        },
      },
    },
    async (request) =>
      service.list(ownerOf(request.principal!), {
        search: request.query.NameOrEmailContains,
        page: request.query.Page,
        pageSize: request.query.PageSize,
      }),
  );

  app.patch(
    '/addressBookEntries/:id',
    {
      schema: {
        tags,
        summary: 'Marks an entry as a favourite or not',
        security,
        params: EntryParams,
        // The spec's field name, as the contact service takes it.
        body: Type.Object({ IsFavorite: Type.Boolean() }),
        response: { 200: AddressBookEntry, ...problems },
      },
    },
    async (request) => service.setFavorite(ownerOf(request.principal!), request.params.id, request.body.IsFavorite),
  );

  app.delete(
    '/addressBookEntries/:id',
    {
      schema: {
        tags,
        summary: 'Removes an entry',
        security,
        params: EntryParams,
        response: { 204: Type.Null(), ...problems },
      },
    },
    async (request, reply) => {
      await service.remove(ownerOf(request.principal!), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
