import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Problem } from '../http/problem.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A season-ticket or membership contract as the subscription service (abo) lists it. The contracts issue
 * (#15) adds master data, prices, addresses and the transfers; the account area needs the list already
 * (the data export, and the rules that keep an account or a payment method while a contract runs).
 */
export const ContractSummary = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('SeasonTicket'), Type.Literal('Membership')]),
    state: Type.Union([Type.Literal('Running'), Type.Literal('Cancelled'), Type.Literal('Ended')]),
    paymentTokenId: Nullable(Type.String()),
    startsOn: Type.String({ format: 'date' }),
    endsOn: Nullable(Type.String({ format: 'date' })),
  },
  { $id: 'ContractSummary', title: 'ContractSummary' },
);

const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** The subscription service's contract list (spec 3: GET /abo/self/contracts/ with Page and PageSize). */
export const contractRoutes: FastifyPluginAsyncTypebox<{ db: Queryable; verify: AccessTokenVerifier }> = async (
  app,
  { db, verify },
) => {
  app.addHook('preHandler', requireBearer(verify));
  app.get(
    '/abo/self/contracts',
    {
      schema: {
        tags: ['contracts'],
        summary: 'The person’s contracts, newest first (an organisation holds none)',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          Page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 10_000 }),
        }),
        response: {
          200: Type.Object(
            {
              items: Type.Array(ContractSummary),
              page: Type.Integer(),
              pageSize: Type.Integer(),
              totalCount: Type.Integer(),
              hasNextPage: Type.Boolean(),
            },
            { $id: 'ContractPage', title: 'ContractPage' },
          ),
          400: Problem,
          401: Problem,
        },
      },
    },
    async (request) => {
      const principal = request.principal!;
      const { Page: page, PageSize: pageSize } = request.query;
      // Contracts name a person: while acting for an organisation there are none.
      const accountId = principal.organizationId === undefined ? principal.subject : null;
      const { rows } = await db.query<{
        id: number;
        kind: 'SeasonTicket' | 'Membership';
        state: 'Running' | 'Cancelled' | 'Ended';
        payment_token_id: string | null;
        starts_on: Date | string;
        ends_on: Date | string | null;
        total: string;
      }>(
        `SELECT *, count(*) OVER () AS total FROM contracts WHERE account_id = $1
         ORDER BY starts_on DESC, id DESC LIMIT $2 OFFSET $3`,
        [accountId, pageSize, (page - 1) * pageSize],
      );
      const totalCount = Number(rows[0]?.total ?? 0);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          state: row.state,
          paymentTokenId: row.payment_token_id,
          startsOn: isoDate(row.starts_on),
          endsOn: row.ends_on === null ? null : isoDate(row.ends_on),
        })),
        page,
        pageSize,
        totalCount,
        hasNextPage: page * pageSize < totalCount,
      };
    },
  );
};
