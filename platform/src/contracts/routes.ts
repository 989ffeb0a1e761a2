import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AddressFieldsSchema } from '../account/addresses.ts';
import { requireBearer, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { Id, Text, Uuid } from '../http/inputs.ts';
import { Problem } from '../http/problem.ts';
import { Localised, Nullable } from '../wallet/routes.ts';
import type { ContractParty, TransferKind } from './records.ts';
import type { ContractService } from './service.ts';
import type { ContractTransferService } from './transfers.ts';

const StatusSchema = Type.Union(
  [
    Type.Literal('Incomplete'),
    Type.Literal('PendingRecipient'),
    Type.Literal('PendingSubscriber'),
    Type.Literal('Terminated'),
    Type.Literal('Transferred'),
    Type.Literal('SubscriberChanged'),
    Type.Literal('NotConfirmed'),
    Type.Literal('Confirmed'),
  ],
  {
    description:
      'Incomplete: an invoice address, a payment method or (for a card or printed ticket) a shipping address is ' +
      'missing. PendingRecipient/PendingSubscriber: a transfer waits for its person. NotConfirmed: the renewal ' +
      'awaits confirmation. SubscriberChanged: taken over from another subscriber, to confirm. Terminated and ' +
      'Transferred: ends at the renewal date.',
  },
);

const Person = Type.Object({ subjectId: Type.String(), firstName: Type.String(), lastName: Type.String() });

const ContractAddress = Type.Object({
  type: Type.Union([Type.Literal('invoice'), Type.Literal('shipping')]),
  company: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  street: Type.String(),
  additionalAddress: Nullable(Type.String()),
  postalCode: Type.String(),
  city: Type.String(),
  countryCode: Type.String(),
  phone: Nullable(Type.String()),
});

const TransferKindSchema = Type.Union([Type.Literal('Recipient'), Type.Literal('Subscriber')]);

export const Contract = Type.Object(
  {
    id: Type.Integer(),
    masterDataId: Type.Integer(),
    masterData: Type.Object({ id: Type.Integer(), name: Localised() }),
    kind: Type.Union([Type.Literal('SeasonTicket'), Type.Literal('Membership')]),
    state: Type.Union([Type.Literal('Running'), Type.Literal('Cancelled'), Type.Literal('Ended')], {
      description: 'Whether it binds the account (deletion, its payment method): a terminated one runs to its end',
    }),
    status: StatusSchema,
    role: Type.Union([Type.Literal('Subscriber'), Type.Literal('Recipient')], {
      description: 'The caller’s part: a recipient reads the contract only (no addresses, payment or transfers)',
    }),
    subscriber: Person,
    season: Type.Integer({ description: 'The season now (its first year)' }),
    recipient: Nullable(Person),
    upcomingSeason: Type.Object({
      season: Type.Integer(),
      recipient: Type.Union([Person, Type.Null()], { description: 'null once the contract ends at the renewal date' }),
    }),
    seat: Nullable(Type.Object({ block: Type.String(), row: Nullable(Type.String()), seat: Nullable(Type.String()) })),
    venue: Nullable(Type.String()),
    pricingClass: Nullable(Type.Object({ code: Type.String(), name: Localised(), price: Type.Number() })),
    shippingCode: Nullable(
      Type.Object({
        code: Type.String(),
        name: Localised(),
        fee: Type.Number(),
        needsShippingAddress: Type.Boolean(),
      }),
    ),
    currency: Type.Literal('EUR'),
    transferable: Type.Boolean(),
    paymentTokenId: Nullable(Type.String()),
    addresses: Type.Array(ContractAddress),
    missing: Type.Array(
      Type.Union([Type.Literal('invoiceAddress'), Type.Literal('paymentTokenId'), Type.Literal('shippingAddress')]),
      { description: 'What keeps the contract Incomplete' },
    ),
    terminationReason: Nullable(Type.Object({ id: Type.Integer(), text: Localised() })),
    terminatedAt: Nullable(Type.String({ format: 'date-time' })),
    startsOn: Type.String({ format: 'date' }),
    endsOn: Nullable(Type.String({ format: 'date' })),
    renewalDate: Type.String({ format: 'date', description: 'When the contract renews, or a terminated one ends' }),
    confirmedAt: Nullable(Type.String({ format: 'date-time' })),
    pendingTransfer: Nullable(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        kind: TransferKindSchema,
        email: Type.String(),
        expiresAt: Type.String({ format: 'date-time' }),
      }),
    ),
  },
  { $id: 'Contract', title: 'Contract' },
);

const MasterData = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('SeasonTicket'), Type.Literal('Membership')]),
    name: Localised(),
    venue: Nullable(Type.String()),
    transferable: Type.Boolean(),
    season: Type.Integer(),
    upcomingSeason: Type.Integer(),
    renewalDate: Type.String({ format: 'date' }),
  },
  { $id: 'ContractMasterData', title: 'ContractMasterData' },
);

const Prices = Type.Object(
  {
    masterDataId: Type.Integer(),
    season: Type.Integer({ description: 'The season the prices are for (the upcoming one)' }),
    currency: Type.Literal('EUR'),
    pricingClasses: Type.Array(
      Type.Object({ code: Type.String(), name: Localised(), price: Type.Number(), isCurrent: Type.Boolean() }),
    ),
    shippingCodes: Type.Array(
      Type.Object({
        code: Type.String(),
        name: Localised(),
        fee: Type.Number(),
        needsShippingAddress: Type.Boolean(),
        isCurrent: Type.Boolean(),
      }),
    ),
  },
  { $id: 'ContractPrices', title: 'ContractPrices' },
);

const TerminationReason = Type.Object(
  { id: Type.Integer(), text: Localised() },
  { $id: 'TerminationReason', title: 'TerminationReason' },
);

export const ContractTransfer = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: TransferKindSchema,
    contractId: Type.Integer(),
    direction: Type.Union([Type.Literal('Sent'), Type.Literal('Received')]),
    state: Type.Union([
      Type.Literal('Pending'),
      Type.Literal('Accepted'),
      Type.Literal('Declined'),
      Type.Literal('Withdrawn'),
      Type.Literal('Converted'),
      Type.Literal('Expired'),
    ]),
    email: Type.String({ description: 'The address the subscriber gave' }),
    subscriber: Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
    person: Type.Union([Type.Object({ firstName: Type.String(), lastName: Type.String() }), Type.Null()], {
      description: 'The person offered the contract: to the subscriber once they accept',
    }),
    contract: Type.Object({
      masterData: Type.Object({ id: Type.Integer(), name: Localised() }),
      upcomingSeason: Type.Integer(),
      seat: Nullable(
        Type.Object({ block: Type.String(), row: Nullable(Type.String()), seat: Nullable(Type.String()) }),
      ),
      pricingClass: Nullable(Localised()),
    }),
    reasonForDeclining: Nullable(Type.String({ description: 'To the subscriber' })),
    convertedTo: Nullable(Type.String({ format: 'uuid', description: 'The subscriber transfer it became' })),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
    respondedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'ContractTransfer', title: 'ContractTransfer' },
);

const SeasonTicketContract = Type.Object(
  {
    contractId: Type.Integer(),
    season: Type.Integer(),
    name: Type.String(),
    status: StatusSchema,
    venue: Nullable(Type.String()),
    block: Nullable(Type.String()),
    row: Nullable(Type.String()),
    seat: Nullable(Type.String()),
    pricingClass: Nullable(Type.String()),
    ticketMedium: Nullable(Type.String()),
    holder: Nullable(Person),
    subscriber: Person,
    active: Type.Boolean({ description: 'Goes on into the upcoming season (neither terminated nor transferred)' }),
  },
  { $id: 'SeasonTicketContract', title: 'SeasonTicketContract' },
);

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem, 410: Problem, 422: Problem };
const ContractParams = Type.Object({ id: Id() });
const TransferParams = Type.Object({ id: Uuid() });
const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const Reason = Text({ minLength: 1, maxLength: 500 });
const PaymentTokenId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

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

  const SeasonTicketQuery = Type.Object({
    active: Type.Optional(Type.Boolean()),
    season: Type.Array(Type.Union([Type.Literal('current'), Type.Literal('upcoming')]), {
      default: ['current', 'upcoming'],
      maxItems: 2,
    }),
    countryCode: Type.Union([Type.Literal('de'), Type.Literal('en')], {
      default: 'de',
      description: 'The language of the names',
    }),
  });
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
