import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Problem } from '../http/problem.ts';

export const WalletAsset = Type.Object(
  {
    id: Type.Integer(),
    assetTemplate: Type.Object({
      id: Type.Integer(),
      type: Type.String({ description: 'The club’s name followed by MembershipBadge marks a club member' }),
      name: Type.Object({ de: Type.String(), en: Type.String() }),
    }),
    value: Type.String(),
    validUntil: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  },
  { $id: 'WalletAsset', title: 'WalletAsset' },
);

interface AssetRow {
  id: number;
  template_id: number;
  type: string;
  name_de: string;
  name_en: string;
  value: string;
  valid_until: Date | string | null;
}

/** The wallet service: the signed-in person's own assets. */
export const walletRoutes: FastifyPluginAsyncTypebox<{ db: Queryable; verify: AccessTokenVerifier }> = async (
  app,
  { db, verify },
) => {
  app.addHook('preHandler', requireBearer(verify));
  app.get(
    '/assets/self',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The person’s wallet assets',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          Page: Type.Integer({ minimum: 1, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 1000 }),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(WalletAsset),
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
    async (request) => {
      const { Page: page, PageSize: pageSize } = request.query;
      const subject = request.principal!.subject;
      const offset = (page - 1) * pageSize;
      const [{ rows }, count] = await Promise.all([
        db.query<AssetRow>(
          `SELECT a.id, a.template_id, t.type, t.name_de, t.name_en, a.value, a.valid_until
           FROM wallet_assets a JOIN asset_templates t ON t.id = a.template_id
           WHERE a.account_id = $1 ORDER BY a.id LIMIT ${pageSize} OFFSET ${offset}`,
          [subject],
        ),
        db.query<{ total: string }>('SELECT count(*) AS total FROM wallet_assets WHERE account_id = $1', [subject]),
      ]);
      const totalCount = Number(count.rows[0]?.total ?? 0);
      return {
        items: rows.map((row) => ({
          id: row.id,
          assetTemplate: { id: row.template_id, type: row.type, name: { de: row.name_de, en: row.name_en } },
          value: row.value,
          validUntil: row.valid_until === null ? null : new Date(row.valid_until).toISOString().slice(0, 10),
        })),
        page,
        pageSize,
        totalCount,
        hasNextPage: offset + rows.length < totalCount,
      };
    },
  );
};
