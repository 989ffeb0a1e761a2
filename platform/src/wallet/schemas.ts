/** The wallet calls' answers as TypeBox schemas (and the pieces the marketplace's and contracts' schemas share): what the routes send and the OpenAPI document publishes. */
import { Type } from 'typebox';
import { Uuid } from '../http/inputs.ts';

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A text in German and English (no $id: used several times within one schema). */
export const Localised = () => Type.Object({ de: Type.String(), en: Type.String() });

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

export const AssetTemplate = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  name: Type.Object({ de: Type.String(), en: Type.String() }),
});

/** The match a ticket admits to, as tickets and transfers carry it. */
export const TicketEventSummary = Type.Object({
  id: Type.Integer({ description: 'The event’s id: GET /events/{id}' }),
  name: Type.String({ description: 'Home team – away team' }),
  competition: Type.String(),
  homeTeam: Type.String(),
  awayTeam: Type.String(),
  opponent: Type.String(),
  kickoff: Nullable(Type.String({ format: 'date-time', description: 'Null while still to be determined' })),
  kickoffDate: Type.String({ format: 'date' }),
});

export const TicketKindSchema = Type.Union([Type.Literal('DayTicket'), Type.Literal('SeasonTicket')]);

export const MediaSchema = Type.Union(
  [Type.Literal('MobileTicket'), Type.Literal('PrintAtHome'), Type.Literal('HardTicket'), Type.Literal('Card')],
  { description: 'Wallet, printed at home, posted on paper, or a season ticket card' },
);

export const TicketFields = {
  id: Type.Integer({ description: 'The ticket ID' }),
  serialNumber: Type.String({ description: 'The serial number the ticketing system and payouts name' }),
  kind: TicketKindSchema,
  event: Nullable(TicketEventSummary),
  season: Nullable(Type.Integer({ description: 'A season ticket’s season, by its first year (2025 = 2025/26)' })),
  block: Type.String(),
  row: Nullable(Type.String({ description: 'Null in a standing block' })),
  seat: Nullable(Type.String({ description: 'Null in a standing block' })),
  media: MediaSchema,
  pricingClass: Localised(),
  price: Type.Number(),
  currency: Type.Literal('EUR'),
  venue: Type.Object({
    name: Type.String(),
    street: Nullable(Type.String()),
    postalCode: Nullable(Type.String()),
    city: Nullable(Type.String()),
  }),
  orderId: Nullable(
    Type.String({ description: 'The order number; null when the holder did not buy the ticket (it was passed on)' }),
  ),
  contractId: Nullable(Type.Integer({ description: 'The contract a season ticket belongs to' })),
  barcode: Type.String({
    description:
      'What the gate scans (render as a QR code): a compact JWS, EdDSA, typ ticket+jwt, with the claims tid (ticket), ' +
      'evt (match) or ssn (season), hld (holder), ver (version, one more at each change of holder). Verify with ' +
      'GET /tickets/barcodeKeys.',
  }),
  isTransferable: Type.Boolean({
    description:
      'Whether it may be passed on now: in time, not a contract’s, not on the marketplace (a pending transfer aside)',
  }),
  pendingTransferId: Nullable(Uuid({ description: 'The transfer offering it to someone, while pending' })),
  issuedAt: Type.String({ format: 'date-time' }),
};

export const Ticket = Type.Object(TicketFields, { $id: 'Ticket', title: 'Ticket' });

export const TicketDetail = Type.Object(
  {
    ...TicketFields,
    terms: Type.Union([Localised(), Type.Null()], { description: 'The ticket terms of the match’s organiser' }),
    venueRules: Type.Union([Localised(), Type.Null()], { description: 'The venue’s rules' }),
  },
  { $id: 'TicketDetail', title: 'TicketDetail' },
);

export const Event = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'Home team – away team' }),
    site: Type.String(),
    season: Type.Integer(),
    competition: Type.String(),
    matchday: Nullable(Type.Integer()),
    homeTeam: Type.String(),
    awayTeam: Type.String(),
    opponent: Type.String(),
    isHomeMatch: Type.Boolean(),
    kickoff: Nullable(Type.String({ format: 'date-time', description: 'Null while still to be determined' })),
    kickoffDate: Type.String({ format: 'date' }),
    status: Type.String({ description: 'announced, before, live or after' }),
    venue: Type.Object({
      name: Type.String(),
      street: Nullable(Type.String()),
      postalCode: Nullable(Type.String()),
      city: Nullable(Type.String()),
    }),
  },
  { $id: 'Event', title: 'Event' },
);

export const TicketTransfer = Type.Object(
  {
    id: Uuid(),
    ticketId: Type.Integer(),
    recipientMail: Type.String({ description: 'The address the sender gave' }),
    state: Type.Union([
      Type.Literal('Pending'),
      Type.Literal('Accepted'),
      Type.Literal('Declined'),
      Type.Literal('Withdrawn'),
    ]),
    direction: Type.Union([Type.Literal('Sent'), Type.Literal('Received')], {
      description: 'Sent by the token’s person or organisation, or received by the person',
    }),
    reasonForDeclining: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    respondedAt: Nullable(Type.String({ format: 'date-time' })),
    sender: Type.Object({
      name: Type.String({ description: 'The person’s full name, or the organisation’s name' }),
      email: Nullable(Type.String({ description: 'A person’s e-mail address; null for an organisation' })),
    }),
    recipient: Nullable(
      Type.Object(
        { firstName: Type.String(), lastName: Type.String(), email: Type.String() },
        { description: 'The accepting party, once accepted (also saved in the sender’s address book)' },
      ),
    ),
    ticket: Type.Object({
      id: Type.Integer(),
      kind: TicketKindSchema,
      event: Nullable(TicketEventSummary),
      season: Nullable(Type.Integer()),
      block: Type.String(),
      row: Nullable(Type.String()),
      seat: Nullable(Type.String()),
      media: MediaSchema,
      pricingClass: Localised(),
    }),
  },
  { $id: 'TicketTransfer', title: 'TicketTransfer' },
);

export const Paging = {
  Page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 1000 }),
};

export const paged = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalCount: Type.Integer(),
    hasNextPage: Type.Boolean(),
  });
