import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AddressBookEntryService, addressBookEntryRoutes } from '../account/address-book-entries.ts';
import { Type } from 'typebox';
import type { Database, Queryable } from '../db/database.ts';
import { ownerOf, requireBearer, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { Id, Text, Uuid } from '../http/inputs.ts';
import { Problem } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import { BarcodeSigner } from './barcode.ts';
import { TicketService, type TicketScope } from './service.ts';
import type { TicketKind } from './ticket-render.ts';
import { TicketTransferService, type TransferParty } from './transfers.ts';
import { AssetTemplate, Event, Paging, Ticket, TicketDetail, TicketTransfer, WalletAsset, paged } from './schemas.ts';

interface AssetRow {
  id: number;
  template_id: number;
  type: string;
  name_de: string;
  name_en: string;
  value: string;
  valid_until: Date | string | null;
}

async function assetsOf(db: Queryable, subject: string, page: number, pageSize: number) {
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
}

const partyOf = (principal: Principal): TransferParty => ({ owner: ownerOf(principal), accountId: principal.subject });

/**
 * The wallet service (v2/v3, spec 2 section 7): the person's assets, the tickets of the person or the
 * organisation acted for, and ticket transfers. Another's ticket or transfer is not found.
 */
export const walletRoutes: FastifyPluginAsyncTypebox<{
  db: Queryable;
  verify: AccessTokenVerifier;
  tickets: TicketService;
  transfers: TicketTransferService;
}> = async (app, { db, verify, tickets, transfers }) => {
  app.addHook('preHandler', requireBearer(verify));
  const security = [{ bearer: [] }];

  // Assets are the person's (membership badge, fan club ID cards), also while acting for an organisation.
  for (const path of ['/assets/self', '/assets']) {
    app.get(
      path,
      {
        schema: {
          tags: ['wallet'],
          summary: 'The person’s wallet assets',
          security,
          querystring: Type.Object(Paging),
          response: { 200: paged(WalletAsset), 400: Problem, 401: Problem },
        },
      },
      async (request) => assetsOf(db, request.principal!.subject, request.query.Page, request.query.PageSize),
    );
  }

  app.get(
    '/assetTemplates',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The kinds of wallet assets',
        security,
        querystring: Type.Object(Paging),
        response: { 200: paged(AssetTemplate), 400: Problem, 401: Problem },
      },
    },
    async (request) => {
      const { Page: page, PageSize: pageSize } = request.query;
      const { rows } = await db.query<{ id: number; type: string; name_de: string; name_en: string; total: string }>(
        `SELECT id, type, name_de, name_en, count(*) OVER () AS total FROM asset_templates ORDER BY id
         LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      );
      const totalCount = Number(rows[0]?.total ?? 0);
      return {
        items: rows.map((row) => ({ id: row.id, type: row.type, name: { de: row.name_de, en: row.name_en } })),
        page,
        pageSize,
        totalCount,
        hasNextPage: page * pageSize < totalCount,
      };
    },
  );

  const lists: [string, TicketKind, TicketScope, string][] = [
    ['/self/tickets', 'DayTicket', 'upcoming', 'Upcoming day tickets (the default scope)'],
    ['/self/tickets/upcoming', 'DayTicket', 'upcoming', 'Day tickets of matches to come, soonest first'],
    ['/self/tickets/archive', 'DayTicket', 'archive', 'Day tickets of past matches, newest first'],
    ['/self/seasonTickets', 'SeasonTicket', 'current', 'Season tickets of this season and the next'],
    ['/self/seasonTickets/current', 'SeasonTicket', 'current', 'Season tickets of this season and the next'],
    ['/self/seasonTickets/archive', 'SeasonTicket', 'archive', 'Season tickets of past seasons'],
  ];
  for (const [path, kind, scope, summary] of lists) {
    app.get(
      path,
      {
        schema: {
          tags: ['wallet'],
          summary: `${summary}, of the token’s person or organisation`,
          security,
          querystring: Type.Object(Paging),
          response: { 200: paged(Ticket), 400: Problem, 401: Problem },
        },
      },
      async (request) =>
        tickets.list(ownerOf(request.principal!), kind, scope, request.query.Page, request.query.PageSize),
    );
  }

  app.get(
    '/self/tickets/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'A ticket of the token’s person or organisation, with terms and venue rules',
        security,
        params: Type.Object({ id: Id() }),
        response: { 200: TicketDetail, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => tickets.get(ownerOf(request.principal!), request.params.id),
  );

  const TransferParams = Type.Object({ id: Uuid() });
  const transferProblems = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem, 422: Problem };

  app.get(
    '/self/ticketTransfers',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Transfers sent by the token’s person or organisation, or received by the person, newest first',
        security,
        querystring: Type.Object(Paging),
        response: { 200: paged(TicketTransfer), 400: Problem, 401: Problem },
      },
    },
    async (request) => transfers.list(partyOf(request.principal!), request.query.Page, request.query.PageSize),
  );

  app.get(
    '/self/ticketTransfers/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'A transfer the caller sent or received',
        security,
        params: TransferParams,
        response: { 200: TicketTransfer, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => transfers.get(partyOf(request.principal!), request.params.id),
  );

  app.post(
    '/self/ticketTransfers',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Offers a ticket to the person with this e-mail address, who is told by mail',
        description:
          '404 USER_NOT_FOUND (“Die angegebene E-Mail-Adresse wurde nicht gefunden.”) without an account; ' +
          '404 for a ticket that is not the caller’s; 409 TICKET_TRANSFER_PENDING while it is offered, ' +
          '409 TICKET_ALREADY_TRANSFERRED once given away; 422 CONTRACT_NOT_TRANSFERABLE (a contract’s season ticket), ' +
          'TICKET_NOT_TRANSFERABLE (paper, personalised, kicked off: see reason), TICKET_TRANSFER_TO_SELF.',
        security,
        body: Type.Object({
          ticketId: Id(),
          recipientMail: Type.String({ format: 'email', maxLength: 254 }),
        }),
        response: { 201: TicketTransfer, ...transferProblems },
      },
    },
    async (request, reply) => reply.code(201).send(await transfers.create(partyOf(request.principal!), request.body)),
  );

  app.patch(
    '/self/ticketTransfers/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The recipient accepts (accept true) or declines (accept false with reasonForDeclining)',
        description:
          'Accepting gives the ticket a new holder (the person, or the organisation the token acts for) and a new ' +
          'barcode. 409 TICKET_TRANSFER_NOT_PENDING (reason: the state) once answered or withdrawn; 403 for the ' +
          'sender; 422 FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED, ' +
          'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA (one season ticket per person and season), ' +
          'TICKET_NOT_TRANSFERABLE after kick-off.',
        security,
        params: TransferParams,
        body: Type.Object({
          accept: Type.Boolean(),
          reasonForDeclining: Type.Optional(Text({ minLength: 1, maxLength: 500 })),
        }),
        response: { 200: TicketTransfer, ...transferProblems },
      },
    },
    async (request) => transfers.answer(partyOf(request.principal!), request.params.id, request.body),
  );

  app.delete(
    '/self/ticketTransfers/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The sender withdraws a pending transfer',
        description: '409 TICKET_TRANSFER_NOT_PENDING once answered or withdrawn; 403 for the recipient.',
        security,
        params: TransferParams,
        response: { 204: Type.Null(), ...transferProblems },
      },
    },
    async (request, reply) => {
      await transfers.withdraw(partyOf(request.principal!), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The ticketing system's public calls: events (cached, spec 2 section 7) and the barcode keys for gates. */
export const walletPublicRoutes: FastifyPluginAsyncTypebox<{ tickets: TicketService }> = async (app, { tickets }) => {
  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: 'An event (a match): name, kick-off, venue, opponent',
        params: Type.Object({ id: Id() }),
        response: { 200: Event, 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const event = await tickets.event(request.params.id);
      return reply.header('cache-control', 'public, max-age=60').send(event);
    },
  );

  app.get(
    '/tickets/barcodeKeys',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The public keys (JWK set, Ed25519) that verify ticket barcodes, for gates that check offline',
        response: {
          200: Type.Object({
            keys: Type.Array(
              Type.Object({
                kty: Type.String(),
                crv: Type.String(),
                x: Type.String(),
                kid: Type.String(),
                alg: Type.String(),
                use: Type.String(),
              }),
            ),
          }),
        },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(await tickets.barcodeKeys()),
  );
};

/**
 * The wallet's wiring: the fan's tickets and transfers, the events' public calls and the address book that
 * transfers offer. Answers the ticket service, which the checkout and the marketplace issue tickets through.
 */
export async function registerWallet(
  app: FastifyInstance,
  options: { db: Database; verify: AccessTokenVerifier; mailer: Mailer; portalOrigin: () => string },
): Promise<TicketService> {
  const { db, verify, mailer, portalOrigin } = options;
  const tickets = new TicketService(db, new BarcodeSigner());
  const addressBook = new AddressBookEntryService(db);
  const transfers = new TicketTransferService({ db, tickets, addressBook, mailer, portalOrigin, log: app.log });
  await app.register(walletRoutes, { db, verify, tickets, transfers });
  await app.register(walletPublicRoutes, { tickets });
  await app.register(addressBookEntryRoutes, { service: addressBook, verify });
  return tickets;
}
