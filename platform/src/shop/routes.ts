import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, Problem, ProblemError } from '../http/problem.ts';
import { TenantHeaders } from '../http/tenant.ts';
import { productArtwork } from './artwork.ts';
import type { ShopRepository } from './repository.ts';
import { Category, Product, ProductListQuery, ProductPage } from './schemas.ts';

const ShopParams = Type.Object({ shopId: Type.Integer({ minimum: 1 }) });
const problems = { 400: Problem, 404: Problem };

export const shopRoutes: FastifyPluginAsyncTypebox<{ repository: ShopRepository }> = async (app, { repository }) => {
  /** A shop belongs to one tenant; naming another tenant finds no shop. */
  async function assertShopOfTenant(shopId: number, tenantId: number): Promise<void> {
    if ((await repository.tenantOfShop(shopId)) !== tenantId) {
      throw notFound(`Shop ${shopId} does not exist for tenant ${tenantId}`);
    }
  }

  app.get(
    '/shop/v4/shops/:shopId/products',
    {
      schema: {
        tags: ['shop'],
        summary: 'List a shop’s products',
        description:
          'Public; a bearer token is optional. Products still exclusive to the app are included with their appclusiveUntil.',
        params: ShopParams,
        querystring: ProductListQuery,
        headers: TenantHeaders,
        response: { 200: ProductPage, ...problems },
      },
    },
    async (request) => {
      await assertShopOfTenant(request.params.shopId, request.headers['et-tenant-id']);
      return repository.listProducts(request.params.shopId, request.query);
    },
  );

  app.get(
    '/shop/v4/shops/:shopId/products/:productId',
    {
      schema: {
        tags: ['shop'],
        summary: 'One product with its details',
        params: Type.Object({ shopId: Type.Integer({ minimum: 1 }), productId: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({ IncludeHidden: Type.Boolean({ default: false }) }),
        headers: TenantHeaders,
        response: { 200: Product, ...problems },
      },
    },
    async (request) => {
      const { shopId, productId } = request.params;
      await assertShopOfTenant(shopId, request.headers['et-tenant-id']);
      const product = await repository.findProduct(shopId, productId, request.query.IncludeHidden);
      if (!product) throw notFound(`Product ${productId} does not exist`);
      return product;
    },
  );

  app.get(
    '/shop/v4/shops/:shopId/categories',
    {
      schema: {
        tags: ['shop'],
        summary: 'The shop’s product categories',
        params: ShopParams,
        headers: TenantHeaders,
        response: { 200: Type.Object({ items: Type.Array(Category) }), ...problems },
      },
    },
    async (request) => {
      await assertShopOfTenant(request.params.shopId, request.headers['et-tenant-id']);
      return { items: await repository.listCategories(request.params.shopId) };
    },
  );

  app.get(
    '/media/products/:productId/:width',
    {
      schema: {
        tags: ['media'],
        summary: 'Square product artwork (SVG) at 200, 600 or 1280 px',
        params: Type.Object({
          productId: Type.Integer({ minimum: 1 }),
          width: Type.Union([Type.Literal('200.svg'), Type.Literal('600.svg'), Type.Literal('1280.svg')]),
        }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), 404: Problem },
      },
    },
    async (request, reply) => {
      const found = await repository.artworkOf(request.params.productId);
      if (!found)
        throw new ProblemError({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such image' });
      const width = Number.parseInt(request.params.width, 10);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(productArtwork(request.params.productId, found.artwork, found.name, width));
    },
  );
};
