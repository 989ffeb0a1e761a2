/**
 * The wallet's demo data: the stadium with its terms and rules, which match each ticket product of the
 * shop admits to, and the demo accounts' day and season tickets (upcoming and past), transfers in every
 * state and the address books they filled. Matches are named relative to the seeding day (the next home
 * match, the one after, …) because the fixtures are.
 *
 * Longer than 400 lines because it is data: every demo ticket and transfer, one literal each.
 */
import type { TicketMedia } from '../../wallet/ticket-render.ts';

export const HOME_VENUE = 'Südstadt-Arena';

export const venues = [
  {
    name: HOME_VENUE,
    street: 'Arenaallee 1',
    postalCode: '12345',
    city: 'Südstadt',
    termsDe:
      'Es gelten die Allgemeinen Ticket-Geschäftsbedingungen des SC Südstadt 1899. Das Ticket berechtigt zum ' +
      'einmaligen Eintritt in den angegebenen Bereich. Weitergabe nur über die Ticketweitergabe im Konto oder den ' +
      'offiziellen Ticket-Marktplatz; der gewerbliche Weiterverkauf ist untersagt. Beim Einlass ist der Barcode ' +
      'vorzuzeigen; bei ermäßigten Tickets zusätzlich ein Nachweis.',
    termsEn:
      'The general ticket terms of SC Südstadt 1899 apply. The ticket admits once to the area shown. It may be ' +
      'passed on only through the ticket transfer in the account or the official ticket marketplace; commercial ' +
      'resale is prohibited. Show the barcode at the gate, and proof of eligibility for reduced tickets.',
    rulesDe:
      'Stadionordnung der Südstadt-Arena: Einlass ab 90 Minuten vor Anstoß. Nicht erlaubt sind Pyrotechnik, ' +
      'Glasflaschen, Dosen, Schirme mit Spitze und Taschen größer als DIN A4. Den Anweisungen des Ordnungsdienstes ' +
      'ist Folge zu leisten. Die Arena ist rauchfrei außerhalb der ausgewiesenen Bereiche.',
    rulesEn:
      'Südstadt-Arena ground regulations: gates open 90 minutes before kick-off. Not allowed: pyrotechnics, glass ' +
      'bottles, cans, pointed umbrellas and bags larger than A4. Follow the stewards’ instructions. The arena is ' +
      'smoke-free outside the marked areas.',
  },
];

/** Which match, relative to the seeding day: the n-th home league match to come or past, or the cup tie. */
export type MatchRef = { upcoming: number } | { past: number } | 'cup' | 'toBeDetermined';
/** The cup tie decided on penalties (content.ts). */
export const CUP_MATCH_ID = 7999;

/** The shop's ticket products (commerce.ts) and what they admit to. */
export const ticketProducts: {
  productId: number;
  match: MatchRef;
  block: string;
  seated: boolean;
  pricingClass: { de: string; en: string };
}[] = [
  {
    productId: 2001,
    match: { upcoming: 0 },
    block: 'S3',
    seated: false,
    pricingClass: { de: 'Stehplatz', en: 'Standing' },
  },
  {
    productId: 2002,
    match: { upcoming: 0 },
    block: 'C',
    seated: true,
    pricingClass: { de: 'Vollzahler', en: 'Adult' },
  },
  { productId: 2003, match: 'cup', block: 'C', seated: true, pricingClass: { de: 'Vollzahler', en: 'Adult' } },
  {
    productId: 2004,
    match: { upcoming: 0 },
    block: 'F1',
    seated: true,
    pricingClass: { de: 'Kind bis 6 Jahre', en: 'Child up to 6' },
  },
];

export type SeedHolder = { email: string } | { organizationId: number };

export interface SeedTicket {
  /** A name for the transfers below. */
  key: string;
  holder: SeedHolder;
  kind: 'DayTicket' | 'SeasonTicket';
  match?: MatchRef;
  /** Season tickets: seasons before the current one (0 = this season). */
  seasonsAgo?: number;
  /** Season tickets: the demo account's running season-ticket contract (account.ts). */
  ofContract?: boolean;
  orderNumber: string | null;
  block: string;
  row: string | null;
  seat: string | null;
  media: TicketMedia;
  pricingClass: { de: string; en: string };
  price: number;
  transferable: boolean;
}

const adult = { de: 'Vollzahler', en: 'Adult' };
const standing = { de: 'Stehplatz', en: 'Standing' };
const dayTicket = { kind: 'DayTicket' as const, media: 'MobileTicket' as const, transferable: true };

export const seedTickets: SeedTicket[] = [
  // fan@: two seats side by side for the next home match (one for a friend), standing for the one after,
  // a personalised ticket for a match whose kick-off is not fixed yet, and two past matches.
  {
    key: 'fan-c7',
    holder: { email: 'fan@club.example' },
    ...dayTicket,
    match: { upcoming: 0 },
    orderNumber: 'T-104711',
    block: 'C',
    row: '12',
    seat: '7',
    pricingClass: adult,
    price: 4500,
  },
  {
    key: 'fan-c8',
    holder: { email: 'fan@club.example' },
    ...dayTicket,
    match: { upcoming: 0 },
    orderNumber: 'T-104711',
    block: 'C',
    row: '12',
    seat: '8',
    pricingClass: adult,
    price: 4500,
  },
  {
    key: 'fan-s3',
    holder: { email: 'fan@club.example' },
    ...dayTicket,
    media: 'PrintAtHome',
    match: { upcoming: 1 },
    orderNumber: 'T-104802',
    block: 'S3',
    row: null,
    seat: null,
    pricingClass: standing,
    price: 1800,
  },
  {
    key: 'fan-top',
    holder: { email: 'fan@club.example' },
    ...dayTicket,
    match: 'toBeDetermined',
    orderNumber: 'T-104950',
    block: 'A',
    row: '3',
    seat: '11',
    pricingClass: { de: 'Ermäßigt (personalisiert)', en: 'Reduced (personalised)' },
    price: 3000,
    transferable: false,
  },
  {
    key: 'fan-past',
    holder: { email: 'fan@club.example' },
    ...dayTicket,
    match: { past: 0 },
    orderNumber: 'T-103377',
    block: 'S3',
    row: null,
    seat: null,
    pricingClass: standing,
    price: 1800,
  },
  {
    key: 'fan-cup',
    holder: { email: 'fan@club.example' },
    ...dayTicket,
    match: 'cup',
    orderNumber: 'T-102918',
    block: 'C',
    row: '5',
    seat: '3',
    pricingClass: adult,
    price: 2500,
  },
  // fan@ gave this one to fan2@ (accepted below): fan2@ holds it, fan@'s order number is hidden from him.
  {
    key: 'fan-given',
    holder: { email: 'fan@club.example' },
    ...dayTicket,
    match: { past: 1 },
    orderNumber: 'T-103012',
    block: 'S3',
    row: null,
    seat: null,
    pricingClass: standing,
    price: 1800,
  },
  // fan2@: a standing ticket he offers fan@ (pending below), and last season's season ticket.
  {
    key: 'fan2-s3',
    holder: { email: 'fan2@club.example' },
    ...dayTicket,
    match: { upcoming: 0 },
    orderNumber: 'T-104733',
    block: 'S3',
    row: null,
    seat: null,
    pricingClass: standing,
    price: 1800,
  },
  {
    key: 'fan2-season-old',
    holder: { email: 'fan2@club.example' },
    kind: 'SeasonTicket',
    seasonsAgo: 1,
    orderNumber: 'T-099120',
    block: 'S3',
    row: null,
    seat: null,
    media: 'Card',
    pricingClass: standing,
    price: 19900,
    transferable: true,
  },
  // fan2@ resold this one on the marketplace to dauerkarte@ (resoldTickets below): the payout to his card waits.
  {
    key: 'fan2-resold',
    holder: { email: 'fan2@club.example' },
    ...dayTicket,
    match: { upcoming: 1 },
    orderNumber: 'T-104790',
    block: 'S3',
    row: null,
    seat: null,
    pricingClass: standing,
    price: 1800,
  },
  // fan2@ cannot make the match after next: this seat is on the marketplace (offeredTickets below).
  {
    key: 'fan2-offered',
    holder: { email: 'fan2@club.example' },
    ...dayTicket,
    match: { upcoming: 1 },
    orderNumber: 'T-104802',
    block: 'D',
    row: '4',
    seat: '17',
    pricingClass: { de: 'Ermäßigt', en: 'Concession' },
    price: 3200,
  },
  // dauerkarte@ resells: this season's season ticket (bought outright, not a contract's) and two seats for
  // the next home match.
  {
    key: 'seller-season',
    holder: { email: 'dauerkarte@club.example' },
    kind: 'SeasonTicket',
    seasonsAgo: 0,
    orderNumber: 'T-100512',
    block: 'E',
    row: '8',
    seat: '21',
    media: 'Card',
    pricingClass: adult,
    price: 24900,
    transferable: true,
  },
  ...['3', '4'].map((seat) => ({
    key: `seller-c${seat}`,
    holder: { email: 'dauerkarte@club.example' },
    ...dayTicket,
    match: { upcoming: 0 } as MatchRef,
    orderNumber: 'T-104722',
    block: 'C',
    row: '11',
    seat,
    pricingClass: adult,
    price: 4500,
  })),
  // mitglied@: the season ticket of his running contract (changes hands only through the contract), and last season's.
  {
    key: 'member-season',
    holder: { email: 'mitglied@club.example' },
    kind: 'SeasonTicket',
    seasonsAgo: 0,
    ofContract: true,
    orderNumber: null,
    block: 'D',
    row: '5',
    seat: '14',
    media: 'Card',
    pricingClass: { de: 'Mitglied', en: 'Member' },
    price: 38900,
    transferable: true,
  },
  {
    key: 'member-season-old',
    holder: { email: 'mitglied@club.example' },
    kind: 'SeasonTicket',
    seasonsAgo: 1,
    orderNumber: 'T-098841',
    block: 'D',
    row: '5',
    seat: '14',
    media: 'Card',
    pricingClass: { de: 'Mitglied', en: 'Member' },
    price: 37900,
    transferable: true,
  },
  // The fan club holds a contingent for the next home match for its members; one went to mitglied@ already.
  ...[1, 2, 3, 4].map((n) => ({
    key: `fanclub-${n}`,
    holder: { organizationId: 501 },
    ...dayTicket,
    match: { upcoming: 0 },
    orderNumber: 'T-104600',
    block: 'S3',
    row: null,
    seat: null,
    pricingClass: { de: 'Fanclub-Kontingent', en: 'Fan club allocation' },
    price: 1620,
  })),
  {
    key: 'fanclub-own',
    holder: { email: 'fanclub@club.example' },
    ...dayTicket,
    match: { upcoming: 1 },
    orderNumber: 'T-104870',
    block: 'S3',
    row: null,
    seat: null,
    pricingClass: standing,
    price: 1800,
  },
  // The company's two business seats for the season: passed on to guests (a person, not a fan club).
  ...['1', '2'].map((seat) => ({
    key: `company-${seat}`,
    holder: { organizationId: 502 },
    kind: 'SeasonTicket' as const,
    seasonsAgo: 0,
    orderNumber: 'T-103990',
    block: 'B1',
    row: '1',
    seat,
    media: 'Card' as const,
    pricingClass: { de: 'Business-Seat', en: 'Business seat' },
    price: 125000,
    transferable: true,
  })),
];

/**
 * Tickets resold on the marketplace before the demo starts: fan2@'s payout to his stored card is on its way
 * (Sold), which keeps the card from being deleted (USER_HAS_RUNNING_PAYOUT).
 */
export const resoldTickets = [
  {
    id: '5b0c8f9e-2d1a-4c3b-9e8f-7a6b5c4d3e21',
    ticket: 'fan2-resold',
    seller: 'fan2@club.example',
    buyer: 'dauerkarte@club.example',
    payoutType: 'CreditCard' as const,
    paymentTokenId: 'tok_seed_card_fan2',
    daysAgo: 2,
  },
];

/** Tickets on the marketplace when the demo starts, so the Zweitmarkt shows what buyers find there. */
export const offeredTickets = [
  {
    id: '0d6f1c2a-8b3e-4f5a-9c7d-1e2f3a4b5c6d',
    ticket: 'fan2-offered',
    seller: 'fan2@club.example',
    payoutType: 'Voucher' as const,
    daysAgo: 1,
  },
];

export interface SeedTransfer {
  ticket: string;
  from: SeedHolder;
  /** The sender, for an organisation its admin. */
  sentBy: string;
  to: string;
  state: 'Pending' | 'Accepted' | 'Declined';
  daysAgo: number;
  reasonForDeclining?: string;
}

export const seedTransfers: SeedTransfer[] = [
  {
    ticket: 'fan2-s3',
    from: { email: 'fan2@club.example' },
    sentBy: 'fan2@club.example',
    to: 'fan@club.example',
    state: 'Pending',
    daysAgo: 1,
  },
  {
    ticket: 'fan-given',
    from: { email: 'fan@club.example' },
    sentBy: 'fan@club.example',
    to: 'fan2@club.example',
    state: 'Accepted',
    daysAgo: 20,
  },
  {
    ticket: 'fan-c8',
    from: { email: 'fan@club.example' },
    sentBy: 'fan@club.example',
    to: 'mitglied@club.example',
    state: 'Declined',
    daysAgo: 3,
    reasonForDeclining: 'Bin an dem Wochenende leider nicht in Südstadt.',
  },
  {
    ticket: 'fanclub-4',
    from: { organizationId: 501 },
    sentBy: 'fanclub@club.example',
    to: 'mitglied@club.example',
    state: 'Accepted',
    daysAgo: 2,
  },
];

/** Address book entries beyond the ones the accepted transfers above make (older transfers). */
export const seedAddressBookEntries = [
  { owner: { email: 'fan@club.example' }, email: 'mitglied@club.example', isFavorite: false },
];
/** Entries marked as favourites after the transfers made them. */
export const favoriteAddressBookEntries = [{ owner: { email: 'fan@club.example' }, email: 'fan2@club.example' }];
