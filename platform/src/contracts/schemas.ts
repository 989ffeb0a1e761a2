/** The contract calls' parameters and answers as TypeBox schemas: what the routes validate and send, and the OpenAPI document publishes. */
import { Type } from 'typebox';
import { Id, Text, Uuid } from '../http/inputs.ts';
import { Localised, Nullable } from '../wallet/schemas.ts';

export const StatusSchema = Type.Union(
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

export const Person = Type.Object({ subjectId: Type.String(), firstName: Type.String(), lastName: Type.String() });

export const ContractAddress = Type.Object({
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

export const TransferKindSchema = Type.Union([Type.Literal('Recipient'), Type.Literal('Subscriber')]);

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

export const MasterData = Type.Object(
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

export const Prices = Type.Object(
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

export const TerminationReason = Type.Object(
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

export const SeasonTicketContract = Type.Object(
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

export const ContractParams = Type.Object({ id: Id() });

export const TransferParams = Type.Object({ id: Uuid() });

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

export const Reason = Text({ minLength: 1, maxLength: 500 });

export const PaymentTokenId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

/** Which season tickets the second area answers, and in which language their names are. */
export const SeasonTicketQuery = Type.Object({
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
