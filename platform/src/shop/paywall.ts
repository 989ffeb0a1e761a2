import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Problem } from '../http/problem.ts';

export const PaywallSubscription = Type.Object(
  {
    id: Type.Integer(),
    productName: Type.String(),
    accessLevel: Type.Integer({ description: 'Level 1 plays whole videos' }),
    state: Type.Union([Type.Literal('Active'), Type.Literal('Cancelled'), Type.Literal('Expired')]),
    startedOn: Type.String({ format: 'date' }),
    validUntil: Type.String({ format: 'date', description: 'Paid until; a cancelled subscription plays until then' }),
    hasAccess: Type.Boolean({ description: 'Whether it grants access today' }),
  },
  { $id: 'PaywallSubscription', title: 'PaywallSubscription' },
);

const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** The shop's paid video subscriptions (v4): the person's, newest first. */
export const paywallRoutes: FastifyPluginAsyncTypebox<{ db: Queryable; verify: AccessTokenVerifier }> = async (
  app,
  { db, verify },
) => {
  app.addHook('preHandler', requireBearer(verify));
  app.get(
    '/shop/v4/paywallSubscriptions',
    {
      schema: {
        tags: ['shop'],
        summary: 'The person’s paid video subscriptions, newest first',
        security: [{ bearer: [] }],
        response: {
          200: Type.Object(
            { items: Type.Array(PaywallSubscription) },
            { $id: 'PaywallSubscriptionList', title: 'PaywallSubscriptionList' },
          ),
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) => {
      const { rows } = await db.query<{
        id: number;
        product_name: string;
        access_level: number;
        state: 'Active' | 'Cancelled' | 'Expired';
        started_on: Date | string;
        valid_until: Date | string;
        has_access: boolean;
      }>(
        `SELECT *, state <> 'Expired' AND valid_until >= current_date AS has_access
         FROM paywall_subscriptions WHERE account_id = $1 ORDER BY started_on DESC, id DESC`,
        [personOf(request.principal!)],
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          productName: row.product_name,
          accessLevel: row.access_level,
          state: row.state,
          startedOn: isoDate(row.started_on),
          validUntil: isoDate(row.valid_until),
          hasAccess: row.has_access,
        })),
      };
    },
  );
};
