import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Code } from '../http/inputs.ts';
import { notFound, Problem } from '../http/problem.ts';
import type { ProductRow, ShopRepository } from './repository.ts';
import { Product } from './schemas.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

export const ProductImpression = Type.Object(
  {
    product: Product,
    firstImpression: Type.String({ format: 'date-time' }),
    lastImpression: Type.String({ format: 'date-time' }),
    impressions: Type.Integer({ description: 'How often the person opened the product' }),
  },
  { $id: 'ProductImpression', title: 'ProductImpression' },
);

export const ProductImpressionPage = Type.Object(
  {
    items: Type.Array(ProductImpression),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalCount: Type.Integer(),
    hasNextPage: Type.Boolean(),
  },
  { $id: 'ProductImpressionPage', title: 'ProductImpressionPage' },
);

/**
 * Recently viewed products (spec 2 sections 3 and 9): the shop records that the signed-in person opened a
 * product (one row per product, its last impression updated) and lists them newest first. The products come
 * as they are (also inactive or hidden ones, with both languages' texts): the portal shows only what its rule
 * allows (spec 2 section 5), per language.
 */
export const productImpressionRoutes: FastifyPluginAsyncTypebox<{
  db: Queryable;
  repository: ShopRepository;
  verify: AccessTokenVerifier;
}> = async (app, { db, repository, verify }) => {
  app.addHook('preHandler', requireBearer(verify));

  app.post(
    '/productImpressions',
    {
      schema: {
        tags,
        summary: 'Records that the person opened a product (by its SKU); a product seen before moves to the top',
        description: '404 for an SKU the shop does not know; 403 while acting for an organisation.',
        security,
        body: Type.Object({ ProductSku: Code({ description: 'The product’s SKU' }) }, { additionalProperties: false }),
        response: {
          201: Type.Object({ sku: Type.String(), lastImpression: Type.String({ format: 'date-time' }) }),
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const subject = personOf(request.principal!);
      const { rows } = await db.query<{ last_impression: Date }>(
        `INSERT INTO product_impressions (account_id, product_id)
         SELECT $1, id FROM products WHERE sku = $2 AND kind = 'Merchandise'
         ON CONFLICT (account_id, product_id) DO UPDATE
           SET last_impression = clock_timestamp(), impressions = product_impressions.impressions + 1
         RETURNING last_impression`,
        [subject, request.body.ProductSku],
      );
      if (!rows[0]) throw notFound(`No product ${request.body.ProductSku}`);
      return reply
        .code(201)
        .send({ sku: request.body.ProductSku, lastImpression: new Date(rows[0].last_impression).toISOString() });
    },
  );

  app.get(
    '/productImpressions',
    {
      schema: {
        tags,
        summary: 'The products the person opened, newest impression first (the portal asks Page=1, PageSize=20)',
        security,
        querystring: Type.Object({
          Page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
          OrderBy: Type.Union([Type.Literal('lastImpression desc'), Type.Literal('lastImpression asc')], {
            default: 'lastImpression desc',
          }),
        }),
        response: { 200: ProductImpressionPage, 400: Problem, 401: Problem },
      },
    },
    async (request) => {
      const { Page: page, PageSize: size, OrderBy: orderBy } = request.query;
      const subject = request.principal!.subject;
      const direction = orderBy === 'lastImpression asc' ? 'ASC' : 'DESC';
      const offset = (page - 1) * size;
      const [{ rows }, count] = await Promise.all([
        db.query<ProductRow & { first_impression: Date; last_impression: Date; impressions: number }>(
          `SELECT p.*, i.first_impression, i.last_impression, i.impressions
           FROM product_impressions i JOIN products p ON p.id = i.product_id
           WHERE i.account_id = $1 ORDER BY i.last_impression ${direction}, p.id ${direction}
           LIMIT ${size} OFFSET ${offset}`,
          [subject],
        ),
        db.query<{ total: string }>('SELECT count(*) AS total FROM product_impressions WHERE account_id = $1', [
          subject,
        ]),
      ]);
      const totalCount = Number(count.rows[0]?.total ?? 0);
      return {
        items: rows.map((row) => ({
          product: repository.toProduct(row, true),
          firstImpression: new Date(row.first_impression).toISOString(),
          lastImpression: new Date(row.last_impression).toISOString(),
          impressions: row.impressions,
        })),
        page,
        pageSize: size,
        totalCount,
        hasNextPage: offset + rows.length < totalCount,
      };
    },
  );
};
