/**
 * Season-ticket contracts of the demo (spec 3): what they are sold as, and who subscribes to and uses them,
 * so that the contracts page shows each group (own ticket, other own tickets, other tickets) and each state.
 *
 * - mitglied@ (Jürgen): his own Profis season ticket, confirmed, by direct debit; its wallet ticket is the
 *   contract's. A recipient change he offered fan@ has expired (the expired-link page).
 * - abo@ (Claudia): her own Profis season ticket awaiting confirmation of the renewal; a Frauen season ticket
 *   Paul (dauerkarte@) uses, so Paul sees it read-only; a business season ticket that cannot be passed on.
 * - firma@ (Thomas, English profile) holds one in each of the other states: a Profis season ticket he offered
 *   fan@ as its next subscriber (PendingSubscriber); his Frauen season ticket he offered fan2@ for next season
 *   (PendingRecipient); a business season ticket he terminated, and its successor that still lacks an invoice
 *   address (Incomplete); and a Frauen season ticket he passed on to Sabine (fanclub@): his reads Transferred,
 *   hers, from next season, SubscriberChanged.
 */
import { HOME_VENUE } from './wallet.ts';

export const contractMasterData = [
  {
    id: 1,
    kind: 'SeasonTicket',
    de: 'Dauerkarte Profis',
    en: 'Season ticket men’s first team',
    transferable: true,
    prices: [
      { code: 'KAT1', de: 'Kategorie 1 (Haupttribüne)', en: 'Category 1 (main stand)', price: 69500 },
      { code: 'KAT2', de: 'Kategorie 2 (Gegengerade)', en: 'Category 2 (opposite stand)', price: 54500 },
      { code: 'KAT3', de: 'Kategorie 3 (Hintertor)', en: 'Category 3 (behind the goal)', price: 42500 },
      { code: 'MITGLIED', de: 'Mitglied', en: 'Member', price: 38900 },
      { code: 'STEH', de: 'Stehplatz Südkurve', en: 'Standing, south stand', price: 19000 },
    ],
    reasons: [
      { id: 11, de: 'Umzug', en: 'Moving away' },
      { id: 12, de: 'Finanzielle Gründe', en: 'Financial reasons' },
      { id: 13, de: 'Zu wenig Zeit für Heimspiele', en: 'Too little time for home matches' },
      { id: 14, de: 'Unzufrieden mit dem Platz', en: 'Unhappy with the seat' },
      { id: 15, de: 'Sonstiges', en: 'Other' },
    ],
  },
  {
    id: 2,
    kind: 'SeasonTicket',
    de: 'Dauerkarte Frauen',
    en: 'Season ticket women’s team',
    transferable: true,
    prices: [
      { code: 'SITZ', de: 'Sitzplatz', en: 'Seat', price: 9900 },
      { code: 'ERM', de: 'Sitzplatz ermäßigt', en: 'Seat, reduced', price: 6900 },
    ],
    reasons: [
      { id: 21, de: 'Umzug', en: 'Moving away' },
      { id: 22, de: 'Zu wenig Zeit für Heimspiele', en: 'Too little time for home matches' },
      { id: 23, de: 'Sonstiges', en: 'Other' },
    ],
  },
  {
    id: 3,
    kind: 'SeasonTicket',
    de: 'Business-Dauerkarte',
    en: 'Business season ticket',
    // Bound to the person named in the business contract: neither recipient nor subscriber change.
    transferable: false,
    prices: [
      { code: 'LOGE', de: 'Loge', en: 'Box', price: 480000 },
      { code: 'BUSINESS', de: 'Business Seat', en: 'Business seat', price: 210000 },
    ],
    reasons: [
      { id: 31, de: 'Budget', en: 'Budget' },
      { id: 32, de: 'Sonstiges', en: 'Other' },
    ],
  },
] as const;

/** Every master data offers the same ticket media. */
export const contractShippingCodes = [
  { code: 'MOBILE', de: 'Handy-Ticket', en: 'Mobile ticket', fee: 0, needsShippingAddress: false },
  { code: 'CARD', de: 'Dauerkarten-Chipkarte', en: 'Season-ticket card', fee: 500, needsShippingAddress: true },
  { code: 'POST', de: 'Gedruckt per Post', en: 'Printed, by post', fee: 750, needsShippingAddress: true },
] as const;

export const CONTRACT_VENUE = HOME_VENUE;

interface SeedContractAddress {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
}

export interface SeedContract {
  key: string;
  subscriber: string;
  recipient: string;
  masterDataId: number;
  status: 'NotConfirmed' | 'Confirmed' | 'Terminated' | 'Transferred' | 'SubscriberChanged';
  /** Terminated: with this reason, to the renewal date. */
  terminationReasonId?: number;
  /** Transferred: the key of the contract it continues as (SubscriberChanged, from the upcoming season). */
  successor?: string;
  paymentTokenId: string | null;
  pricingClass: string;
  shippingCode: 'MOBILE' | 'CARD' | 'POST';
  block: string;
  row: string;
  seat: string;
  invoice: SeedContractAddress | null;
  shipping: SeedContractAddress | null;
}

const claudia = {
  firstName: 'Claudia',
  lastName: 'Hoffmann',
  street: 'Ahornweg 8',
  postalCode: '12347',
  city: 'Südstadt',
};
const thomas = { firstName: 'Thomas', lastName: 'Groß', street: 'Marktplatz 1', postalCode: '12345', city: 'Südstadt' };
const sabine = {
  firstName: 'Sabine',
  lastName: 'Krüger',
  street: 'Vereinsheimweg 1',
  postalCode: '12345',
  city: 'Südstadt',
};

export const seedContracts: SeedContract[] = [
  {
    key: 'member',
    subscriber: 'mitglied@club.example',
    recipient: 'mitglied@club.example',
    masterDataId: 1,
    status: 'Confirmed',
    paymentTokenId: 'tok_seed_sepa_mitglied',
    pricingClass: 'MITGLIED',
    shippingCode: 'CARD',
    block: 'D',
    row: '5',
    seat: '14',
    invoice: {
      firstName: 'Jürgen',
      lastName: 'Weiß',
      street: 'Vereinsstraße 18',
      postalCode: '12345',
      city: 'Südstadt',
    },
    shipping: {
      firstName: 'Jürgen',
      lastName: 'Weiß',
      street: 'Vereinsstraße 18',
      postalCode: '12345',
      city: 'Südstadt',
    },
  },
  {
    key: 'claudia-own',
    subscriber: 'abo@club.example',
    recipient: 'abo@club.example',
    masterDataId: 1,
    status: 'NotConfirmed',
    paymentTokenId: 'tok_seed_sepa_abo',
    pricingClass: 'KAT2',
    shippingCode: 'MOBILE',
    block: '108',
    row: '12',
    seat: '7',
    invoice: claudia,
    shipping: null,
  },
  {
    key: 'claudia-for-paul',
    subscriber: 'abo@club.example',
    recipient: 'dauerkarte@club.example',
    masterDataId: 2,
    status: 'Confirmed',
    paymentTokenId: 'tok_seed_sepa_abo',
    pricingClass: 'SITZ',
    shippingCode: 'CARD',
    block: 'W2',
    row: '3',
    seat: '21',
    invoice: claudia,
    shipping: {
      firstName: 'Paul',
      lastName: 'Schneider',
      street: 'Lindenstraße 5',
      postalCode: '12345',
      city: 'Südstadt',
    },
  },
  {
    key: 'claudia-business',
    subscriber: 'abo@club.example',
    recipient: 'abo@club.example',
    masterDataId: 3,
    status: 'Confirmed',
    paymentTokenId: 'tok_seed_card_abo',
    pricingClass: 'BUSINESS',
    shippingCode: 'MOBILE',
    block: 'VIP 2',
    row: '1',
    seat: '4',
    invoice: { ...claudia, street: 'Hafenstraße 40' },
    shipping: null,
  },
  {
    key: 'thomas-own',
    subscriber: 'firma@club.example',
    recipient: 'firma@club.example',
    masterDataId: 1,
    status: 'Confirmed',
    paymentTokenId: 'tok_seed_card_firma',
    pricingClass: 'KAT1',
    shippingCode: 'MOBILE',
    block: '104',
    row: '2',
    seat: '9',
    invoice: thomas,
    shipping: null,
  },
  {
    key: 'thomas-frauen',
    subscriber: 'firma@club.example',
    recipient: 'firma@club.example',
    masterDataId: 2,
    status: 'Confirmed',
    paymentTokenId: 'tok_seed_card_firma',
    pricingClass: 'SITZ',
    shippingCode: 'MOBILE',
    block: 'W1',
    row: '1',
    seat: '3',
    invoice: thomas,
    shipping: null,
  },
  {
    key: 'thomas-business',
    subscriber: 'firma@club.example',
    recipient: 'firma@club.example',
    masterDataId: 3,
    status: 'Terminated',
    terminationReasonId: 31,
    paymentTokenId: 'tok_seed_card_firma',
    pricingClass: 'LOGE',
    shippingCode: 'MOBILE',
    block: 'VIP 1',
    row: '1',
    seat: '1',
    invoice: { ...thomas, street: 'Backstubenweg 2' },
    shipping: null,
  },
  {
    key: 'thomas-business-new',
    subscriber: 'firma@club.example',
    recipient: 'firma@club.example',
    masterDataId: 3,
    status: 'NotConfirmed',
    paymentTokenId: 'tok_seed_card_firma',
    pricingClass: 'BUSINESS',
    shippingCode: 'MOBILE',
    block: 'VIP 1',
    row: '1',
    seat: '2',
    invoice: null,
    shipping: null,
  },
  {
    key: 'thomas-passed-on',
    subscriber: 'firma@club.example',
    recipient: 'firma@club.example',
    masterDataId: 2,
    status: 'Transferred',
    successor: 'sabine-taken-over',
    paymentTokenId: 'tok_seed_card_firma',
    pricingClass: 'ERM',
    shippingCode: 'CARD',
    block: 'W1',
    row: '1',
    seat: '4',
    invoice: thomas,
    shipping: thomas,
  },
  {
    key: 'sabine-taken-over',
    subscriber: 'fanclub@club.example',
    recipient: 'fanclub@club.example',
    masterDataId: 2,
    status: 'SubscriberChanged',
    paymentTokenId: 'tok_seed_card_fanclub',
    pricingClass: 'ERM',
    shippingCode: 'CARD',
    block: 'W1',
    row: '1',
    seat: '4',
    invoice: sabine,
    shipping: sabine,
  },
];

/** Changes waiting for their person: Thomas's Profis contract to fan@ as subscriber, his Frauen ticket to fan2@. */
export const pendingContractTransfers = [
  {
    id: '3e1f2a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
    kind: 'Subscriber',
    contract: 'thomas-own',
    target: 'fan@club.example',
    createdDaysAgo: 2,
  },
  {
    id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
    kind: 'Recipient',
    contract: 'thomas-frauen',
    target: 'fan2@club.example',
    createdDaysAgo: 1,
  },
] as const;

/** mitglied@ offered fan@ his season ticket for next season; she never answered and the link ran out. */
export const expiredContractTransfers = [
  {
    id: '5b0c7e1a-2d3f-4e5a-8b6c-7d8e9f0a1b2c',
    kind: 'Recipient',
    contract: 'member',
    target: 'fan@club.example',
    createdDaysAgo: 20,
  },
] as const;
