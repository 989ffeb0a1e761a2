import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { requireBearer, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { Code, Id, Uuid } from '../http/inputs.ts';
import { Problem, sendProblem } from '../http/problem.ts';
import {
  Cart,
  ItemChange,
  ItemParams,
  Memberships,
  OptionValue,
  OwnerQuery,
  Partner,
  Quantity,
  TenantId,
  TenantQuery,
  TicketsBody,
} from './schemas.ts';
import type { CartService, Owner } from './service.ts';

const errors = { 400: Problem, 401: Problem, 404: Problem };
const cartAnswer = { 200: Cart, ...errors };

/**
 * Cart (v4), vouchers (v2), discounts (v2), partners and memberships (spec 1 section 7). A signed-in
 * user's calls carry the bearer token; an anonymous shopper's carry `anonymousUserId`.
 */
export const cartRoutes: FastifyPluginAsyncTypebox<{
  service: CartService;
  db: Queryable;
  verify: AccessTokenVerifier;
}> = async (app, { service, db, verify }) => {
  const bearer = requireBearer(verify);
  const ownerOfPrincipal = (principal: Principal): Owner =>
    principal.organizationId !== undefined
      ? `organization:${principal.organizationId}`
      : `account:${principal.subject}`;

  /** The cart's owner: the bearer's person or organisation, else the named anonymous shopper; or a 401. */
  async function ownerOf(request: FastifyRequest, reply: FastifyReply): Promise<Owner | undefined> {
    if (request.headers.authorization) {
      await bearer(request, reply);
      return request.principal ? ownerOfPrincipal(request.principal) : undefined;
    }
    const anonymous = (request.query as { anonymousUserId?: string }).anonymousUserId;
    if (anonymous && (await service.anonymousUserExists(anonymous))) return `anonymous:${anonymous}`;
    reply.header('www-authenticate', 'Bearer realm="club"');
    sendProblem(reply, {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Sign in, or name a known anonymous shopper in anonymousUserId.',
    });
    return undefined;
  }

  app.post(
    '/carts/anonymousUser',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create an anonymous shopper',
        response: { 201: Type.Object({ userId: Type.String() }) },
      },
    },
    async (_request, reply) => reply.code(201).send({ userId: await service.createAnonymousUser() }),
  );

  app.post(
    '/carts/self/claims',
    {
      preHandler: bearer,
      schema: {
        tags: ['cart'],
        summary: 'Move an anonymous shopper’s carts into the signed-in user’s carts',
        security: [{ bearer: [] }],
        querystring: Type.Object({ countryCode: OwnerQuery.properties.countryCode }),
        body: Type.Object({ userId: Uuid() }),
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = ownerOfPrincipal(request.principal!);
      if (!(await service.anonymousUserExists(request.body.userId))) {
        return sendProblem(reply, {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: 'No such anonymous shopper',
        });
      }
      return service.claim(owner, request.body.userId, request.query.countryCode.toUpperCase());
    },
  );

  app.get(
    '/carts/self',
    {
      // HEAD /carts/self is its own operation (the item count), not Fastify's automatic HEAD of this GET.
      exposeHeadRoute: false,
      schema: {
        tags: ['cart'],
        summary: 'The cart for the delivery country',
        querystring: OwnerQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.view(owner, request.query.countryCode.toUpperCase()) : reply;
    },
  );

  app.head(
    '/carts/self',
    {
      schema: {
        tags: ['cart'],
        summary:
          'The item count in the header cart-item-count, the cart’s id in cart-id (0: no cart yet), unseen claim notices in cart-notice-count',
        querystring: OwnerQuery,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      if (!owner) return reply;
      const { cartId, count, notices } = await service.itemCount(owner, request.query.countryCode.toUpperCase());
      return reply
        .header('cart-item-count', String(count))
        .header('cart-id', String(cartId))
        .header('cart-notice-count', String(notices))
        .send();
    },
  );

  app.post(
    '/carts/self/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add an item (quantities of the same product and options add up)',
        querystring: OwnerQuery,
        body: Type.Object({
          sku: Code({ description: 'The product’s stock-keeping unit' }),
          quantity: Quantity,
          userOptionValues: Type.Array(OptionValue, { default: [], maxItems: 10 }),
        }),
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.addItem(owner, request.query.countryCode.toUpperCase(), request.body) : reply;
    },
  );

  app.post(
    '/carts/self/tickets',
    {
      schema: {
        tags: ['cart', 'ticketing'],
        summary:
          'Add tickets of a match, all in one block: the one named, or the best with enough places free; each place held for the reservation time',
        querystring: OwnerQuery,
        body: TicketsBody,
        response: { ...cartAnswer, 409: Problem, 422: Problem },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.addTickets(owner, request.query.countryCode.toUpperCase(), request.body) : reply;
    },
  );

  app.put(
    '/carts/self/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change an item’s quantity or shipping code',
        params: ItemParams,
        querystring: TenantQuery,
        body: ItemChange,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.updateItem(owner, request.params.id, request.body) : reply;
    },
  );

  app.delete(
    '/carts/self/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove an item',
        params: ItemParams,
        querystring: TenantQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.removeItem(owner, request.params.id) : reply;
    },
  );

  // The older increase and decrease operations are deprecated (spec 1 section 7).
  for (const action of ['increase', 'decrease']) {
    app.post(
      `/carts/self/items/:id/${action}`,
      {
        schema: {
          tags: ['cart'],
          deprecated: true,
          summary: `Deprecated: use PUT with a quantity`,
          params: ItemParams,
          response: { 410: Problem },
        },
      },
      async (_request, reply) =>
        sendProblem(reply, {
          type: 'about:blank',
          title: 'Gone',
          status: 410,
          detail: `The ${action} operation is deprecated; PUT the quantity.`,
        }),
    );
  }

  app.post(
    '/vouchers',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'Redeem a voucher on the cart (v2)',
        querystring: OwnerQuery,
        body: Type.Object({
          'et-tenant-id': Type.Optional(TenantId),
          voucherCode: Code(),
        }),
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner
        ? service.redeemVoucher(owner, request.query.countryCode.toUpperCase(), request.body.voucherCode)
        : reply;
    },
  );

  app.delete(
    '/vouchers/:id',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'Take a voucher off the cart',
        params: ItemParams,
        querystring: TenantQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.removeVoucher(owner, request.params.id) : reply;
    },
  );

  app.post(
    '/carts/self/discounts',
    {
      schema: {
        tags: ['discounts'],
        summary: 'Add a partner’s promotion code (v2)',
        querystring: OwnerQuery,
        body: Type.Object({ partnerId: Id(), code: Code() }),
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.addDiscount(owner, request.query.countryCode.toUpperCase(), request.body) : reply;
    },
  );

  app.delete(
    '/carts/self/discounts/:id',
    {
      schema: {
        tags: ['discounts'],
        summary: 'Remove a promotion code',
        params: ItemParams,
        querystring: TenantQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.removeDiscount(owner, request.params.id) : reply;
    },
  );

  app.delete(
    '/carts/self/notices',
    {
      schema: {
        tags: ['cart'],
        summary: 'Dismiss the notices of what a claim could not merge (the person has seen them)',
        querystring: OwnerQuery,
        response: cartAnswer,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply);
      return owner ? service.dismissNotices(owner, request.query.countryCode.toUpperCase()) : reply;
    },
  );

  app.get(
    '/partners',
    {
      schema: {
        tags: ['contacts'],
        summary: 'The club’s partners whose promotion codes the cart accepts (public)',
        querystring: Type.Object({
          Page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
        }),
        response: { 200: Type.Object({ items: Type.Array(Partner) }), 400: Problem },
      },
    },
    async (request) => {
      const { Page: page, PageSize: size } = request.query;
      const { rows } = await db.query<{
        id: number;
        display_name: string;
        name: string;
        legal_text: string;
        image_url: string | null;
      }>(`SELECT * FROM partners ORDER BY id LIMIT ${size} OFFSET ${(page - 1) * size}`);
      return {
        items: rows.map((row) => ({
          id: row.id,
          displayName: row.display_name,
          name: row.name,
          legalText: row.legal_text,
          imageUrl: row.image_url,
        })),
      };
    },
  );

  app.get(
    '/memberships/self',
    {
      preHandler: bearer,
      schema: {
        tags: ['shop'],
        summary: 'The user’s organisation memberships with their price groups; 404 when there are none',
        security: [{ bearer: [] }],
        response: {
          200: Memberships,
          401: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const { rows } = await db.query<{
        id: number;
        name: string;
        member_price_group: string | null;
        is_admin: boolean;
      }>(
        `SELECT o.id, o.name, o.member_price_group, m.is_admin FROM organization_memberships m
         JOIN organizations o ON o.id = m.organization_id WHERE m.account_id = $1 AND m.state = 'Accepted' ORDER BY o.name`,
        [principal.subject],
      );
      if (rows.length === 0)
        return sendProblem(reply, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No memberships' });
      return {
        items: rows.map((row) => ({
          organization: { id: row.id, name: row.name, memberPriceGroup: row.member_price_group },
          isAdmin: row.is_admin,
        })),
      };
    },
  );
};
