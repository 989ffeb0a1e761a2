import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AddressFieldsSchema } from '../account/addresses.ts';
import { requireBearer, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { Id } from '../http/inputs.ts';
import { Problem } from '../http/problem.ts';
import type { ContractParty, TransferKind } from './records.ts';
import type { ContractService } from './service.ts';
import type { ContractTransferService } from './transfers.ts';
import {
  Contract,
  ContractParams,
  ContractTransfer,
  Email,
  MasterData,
  PaymentTokenId,
  Prices,
  Reason,
  SeasonTicketContract,
  SeasonTicketQuery,
  TerminationReason,
  TransferParams,
} from './schemas.ts';

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem, 410: Problem, 422: Problem };

const partyOf = (principal: Principal): ContractParty => ({
  accountId: principal.subject,
  organizationId: principal.organizationId,
});

/**
 * The subscription service (abo, spec 3 section 7; v2 unless a summary says v1) and its second area
 * (`/seasontickets/self/contracts`). Every call is the caller's own: another's contract or transfer is 404.
 */
export const contractRoutes: FastifyPluginAsyncTypebox<{
  service: ContractService;
  transfers: ContractTransferService;
  verify: AccessTokenVerifier;
}> = async (app, { service, transfers, verify }) => {
  app.addHook('preHandler', requireBearer(verify));
  const security = [{ bearer: [] }];
  const tags = ['contracts'];

  app.get(
    '/abo/self/contractmasterdata',
    {
      schema: {
        tags,
        summary: 'The master data of the person’s contracts',
        security,
        response: { 200: Type.Array(MasterData), 401: Problem },
      },
    },
    async (request) => service.masterDataList(partyOf(request.principal!)),
  );

  app.get(
    '/abo/self/contractmasterdata/:id',
    {
      schema: {
        tags,
        summary: 'One master data of the person’s contracts',
        security,
        params: ContractParams,
        response: { 200: MasterData, ...errors },
      },
    },
    async (request) => service.masterData(partyOf(request.principal!), request.params.id),
  );

  app.get(
    '/abo/self/contractmasterdata/:id/prices',
    {
      schema: {
        tags,
        summary:
          'Its price classes and ticket media for the upcoming season (v1 with ContractId: which are the contract’s)',
        security,
        params: ContractParams,
        querystring: Type.Object({ ContractId: Type.Optional(Id()) }),
        response: { 200: Prices, ...errors },
      },
    },
    async (request) => service.prices(partyOf(request.principal!), request.params.id, request.query.ContractId),
  );

  app.get(
    '/abo/self/contractmasterdata/:id/terminationreasons',
    {
      schema: {
        tags,
        summary: 'The reasons a contract of the master data can be terminated with',
        security,
        params: ContractParams,
        response: { 200: Type.Array(TerminationReason), ...errors },
      },
    },
    async (request) => service.terminationReasons(partyOf(request.principal!), request.params.id),
  );

  app.post(
    '/abo/self/contractmasterdata/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms the renewal of the subscriber’s contracts of the master data (422 CONTRACT_INCOMPLETE)',
        security,
        params: ContractParams,
        response: {
          200: Type.Object({ message: Type.String(), confirmedContractIds: Type.Array(Type.Integer()) }),
          ...errors,
        },
      },
    },
    async (request) => service.confirm(partyOf(request.principal!), request.params.id),
  );

  app.get(
    '/abo/self/contracts',
    {
      schema: {
        tags,
        summary: 'The person’s contracts as subscriber or recipient, by master data (none while acting)',
        security,
        querystring: Type.Object({
          MasterDataId: Type.Optional(Id()),
          Page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 10_000 }),
        }),
        response: {
          200: Type.Object(
            {
              items: Type.Array(Contract),
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
    async (request) =>
      service.list(partyOf(request.principal!), {
        ...(request.query.MasterDataId === undefined ? {} : { masterDataId: request.query.MasterDataId }),
        page: request.query.Page,
        pageSize: request.query.PageSize,
      }),
  );

  app.get(
    '/abo/self/contracts/:id',
    {
      schema: {
        tags,
        summary: 'One contract (v1)',
        security,
        params: ContractParams,
        response: { 200: Contract, ...errors },
      },
    },
    async (request) => service.get(partyOf(request.principal!), request.params.id),
  );

  app.put(
    '/abo/self/contracts/:id/addresses/:type',
    {
      schema: {
        tags,
        summary: 'Sets the contract’s invoice or shipping address',
        security,
        params: Type.Object({ id: Id(), type: Type.Union([Type.Literal('invoice'), Type.Literal('shipping')]) }),
        body: AddressFieldsSchema,
        response: { 200: Contract, ...errors },
      },
    },
    async (request) =>
      service.setAddress(partyOf(request.principal!), request.params.id, request.params.type, request.body),
  );

  app.patch(
    '/abo/self/contracts/:id/paymenttokenid',
    {
      schema: {
        tags,
        summary: 'Pays the contract with another stored payment method of the subscriber',
        security,
        params: ContractParams,
        body: Type.Object({ paymentTokenId: PaymentTokenId }, { additionalProperties: false }),
        response: { 200: Contract, ...errors },
      },
    },
    async (request) =>
      service.setPaymentToken(partyOf(request.principal!), request.params.id, request.body.paymentTokenId),
  );

  app.patch(
    '/abo/self/contracts/:id/details',
    {
      schema: {
        tags,
        summary: 'Moves the contract to another price class or ticket medium (one of them per call)',
        security,
        params: ContractParams,
        body: Type.Object(
          {
            newPricingClass: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
            newShippingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Contract, ...errors },
      },
    },
    async (request) => service.setDetails(partyOf(request.principal!), request.params.id, request.body),
  );

  app.delete(
    '/abo/self/contracts/:id',
    {
      schema: {
        tags,
        summary: 'Terminates the contract to the next renewal date, irreversibly',
        security,
        params: ContractParams,
        querystring: Type.Object({ terminationReasonId: Id() }),
        response: { 200: Contract, ...errors },
      },
    },
    async (request) =>
      service.terminate(partyOf(request.principal!), request.params.id, request.query.terminationReasonId),
  );

  const transferPaths: [string, TransferKind, 'recipientEmail' | 'subscriberEmail'][] = [
    ['/abo/self/recipienttransfers', 'Recipient', 'recipientEmail'],
    ['/abo/self/subscribertransfers', 'Subscriber', 'subscriberEmail'],
  ];
  for (const [path, kind, emailField] of transferPaths) {
    const what = kind === 'Recipient' ? 'recipient change' : 'subscriber transfer';
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ${what}s the person started or was offered, newest first`,
          security,
          response: { 200: Type.Object({ items: Type.Array(ContractTransfer) }), 401: Problem },
        },
      },
      async (request) => transfers.list(partyOf(request.principal!), kind),
    );
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Starts a ${what}: mails the person an expiring link (422 with the native code as title)`,
          security,
          body: Type.Object({ contractId: Id(), [emailField]: Email }, { additionalProperties: false }),
          response: { 201: ContractTransfer, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body as { contractId: number } & Record<typeof emailField, string>;
        return reply.code(201).send(
          await transfers.create(partyOf(request.principal!), kind, {
            contractId: body.contractId,
            email: body[emailField],
          }),
        );
      },
    );
    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${what}, to its subscriber or its person`,
          security,
          params: TransferParams,
          response: { 200: ContractTransfer, ...errors },
        },
      },
      async (request) => transfers.get(partyOf(request.principal!), kind, request.params.id),
    );
    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `The subscriber withdraws a pending ${what}`,
          security,
          params: TransferParams,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        await transfers.withdraw(partyOf(request.principal!), kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
    const acceptance =
      kind === 'Recipient'
        ? Type.Object(
            { accept: Type.Literal(true), address: AddressFieldsSchema },
            { additionalProperties: false, title: 'RecipientTransferAcceptance' },
          )
        : Type.Object(
            {
              accept: Type.Literal(true),
              shippingAddress: AddressFieldsSchema,
              invoiceAddress: AddressFieldsSchema,
              paymentTokenId: PaymentTokenId,
            },
            { additionalProperties: false, title: 'SubscriberTransferAcceptance' },
          );
    app.patch(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `The person accepts (${
            kind === 'Recipient' ? 'with the address' : 'with addresses and a payment method'
          }) or declines with a reason`,
          security,
          params: TransferParams,
          body: Type.Union([
            acceptance,
            Type.Object(
              { accept: Type.Literal(false), reason: Reason },
              { additionalProperties: false, title: 'TransferDecline' },
            ),
          ]),
          response: { 200: ContractTransfer, ...errors },
        },
      },
      async (request) => {
        const caller = partyOf(request.principal!);
        const body = request.body as { accept: boolean; reason?: string };
        if (!body.accept) return transfers.decline(caller, kind, request.params.id, body.reason!);
        return transfers.accept(caller, kind, request.params.id, request.body as never);
      },
    );
  }

  app.post(
    '/abo/self/recipienttransfers/:id/transfersubscriber',
    {
      schema: {
        tags,
        summary: 'Turns a pending recipient change into a subscriber transfer to the same person',
        security,
        params: TransferParams,
        response: { 201: ContractTransfer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await transfers.convertToSubscriber(partyOf(request.principal!), request.params.id)),
  );

  app.get(
    '/seasontickets/self/contracts',
    {
      schema: {
        tags,
        summary: 'The person’s season tickets by season: one item per contract and season it covers',
        security,
        querystring: SeasonTicketQuery,
        response: { 200: Type.Object({ items: Type.Array(SeasonTicketContract) }), 400: Problem, 401: Problem },
      },
    },
    async (request) =>
      service.seasonTickets(partyOf(request.principal!), {
        active: request.query.active,
        seasons: [...new Set(request.query.season)],
        language: request.query.countryCode,
      }),
  );

  app.get(
    '/seasontickets/self/contracts/:id',
    {
      schema: {
        tags,
        summary: 'The season ticket of one contract (this season’s, or the next for a contract taken over)',
        security,
        params: ContractParams,
        querystring: Type.Object({ countryCode: SeasonTicketQuery.properties.countryCode }),
        response: { 200: SeasonTicketContract, ...errors },
      },
    },
    async (request) => service.seasonTicket(partyOf(request.principal!), request.params.id, request.query.countryCode),
  );
};
