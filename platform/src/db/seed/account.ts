/**
 * The account area's demo data: the consent catalogue (spec 2 section 3), what the demo accounts agreed
 * to, and the payment methods that contracts (contracts.ts) and payouts use.
 */

import type { PaymentToken } from '../../payments/provider.ts';
import { accounts } from './people.ts';

/** The main ad consent's identifier is fixed (spec 2 section 9); the graph and the web know it by its key. */
export const MAIN_AD_CONSENT_ID = 100;

export interface SeedConsent {
  id: number;
  key: string;
  de: string;
  en: string;
  type: 'Advertising' | 'Newsletter';
  parentId?: number;
}

export const consents: SeedConsent[] = [
  {
    id: MAIN_AD_CONSENT_ID,
    key: 'advertising',
    de: 'Werbeeinwilligung',
    en: 'Advertising consent',
    type: 'Advertising',
  },
  ...(
    [
      ['leisure', 'Freizeit', 'Leisure'],
      ['trade', 'Handel', 'Trade'],
      ['industry', 'Industrie', 'Industry'],
      ['media', 'Medien', 'Media'],
      ['mobility', 'Mobilität', 'Mobility'],
      ['tourism', 'Tourismus', 'Tourism'],
      ['economy', 'Wirtschaft', 'Economy'],
    ] as const
  ).map(([key, de, en], index) => ({
    id: 101 + index,
    key: `advertising.${key}`,
    de,
    en,
    type: 'Advertising' as const,
    parentId: MAIN_AD_CONSENT_ID,
  })),
  ...(
    [
      ['stadium', 'Stadion-Newsletter', 'Stadium newsletter'],
      ['digital', 'Digital-Newsletter', 'Digital newsletter'],
      ['fanDepartment', 'Newsletter der Fanabteilung', 'Fan department newsletter'],
      ['fanLiaison', 'Newsletter der Fanbetreuung', 'Fan liaison newsletter'],
      ['fanShop', 'Fanshop-Newsletter', 'Fan shop newsletter'],
      ['footballSchool', 'Newsletter der Fußballschule', 'Football school newsletter'],
      ['nfl', 'NFL-Newsletter', 'NFL newsletter'],
      ['clubCompact', 'Club kompakt', 'Club compact'],
    ] as const
  ).map(([key, de, en], index) => ({ id: 201 + index, key: `newsletter.${key}`, de, en, type: 'Newsletter' as const })),
];

/** Granted consents by account e-mail and consent key. */
export const grantedConsents = [
  { email: 'fan@club.example', key: 'advertising' },
  { email: 'fan@club.example', key: 'advertising.media' },
  { email: 'fan@club.example', key: 'newsletter.fanShop' },
  { email: 'mitglied@club.example', key: 'newsletter.stadium' },
];

/**
 * Stored payment methods the demo's contracts and payouts use. The sandbox provider keeps its own tokens
 * in memory, so these exist at the platform only (a deletion the provider no longer knows still succeeds).
 */
export const seededPaymentTokens = [
  {
    id: 'tok_seed_sepa_mitglied',
    email: 'mitglied@club.example',
    type: 'sepa',
    last4: '3000',
    accountHolder: 'Jürgen Weiß',
  },
  {
    id: 'tok_seed_sepa_abo',
    email: 'abo@club.example',
    type: 'sepa',
    last4: '7100',
    accountHolder: 'Claudia Hoffmann',
  },
  {
    id: 'tok_seed_card_abo',
    email: 'abo@club.example',
    type: 'creditCard',
    brand: 'mastercard',
    last4: '5454',
    expMonth: 3,
    expYear: 2030,
  },
  {
    id: 'tok_seed_card_firma',
    email: 'firma@club.example',
    type: 'creditCard',
    brand: 'visa',
    last4: '1881',
    expMonth: 11,
    expYear: 2028,
  },
  {
    id: 'tok_seed_card_fanclub',
    email: 'fanclub@club.example',
    type: 'creditCard',
    brand: 'visa',
    last4: '0005',
    expMonth: 6,
    expYear: 2031,
  },
  {
    id: 'tok_seed_card_fan2',
    email: 'fan2@club.example',
    type: 'creditCard',
    brand: 'visa',
    last4: '4242',
    expMonth: 9,
    expYear: 2029,
  },
] as const;

/**
 * The same stored methods as the payment provider holds them (its customer is the account's owner key): the
 * sandbox provider starts with them (index.ts, third-parties.ts), so the demo's saved cards and mandates can be
 * charged, as a real provider's would.
 */
export function demoPaymentTokens(): PaymentToken[] {
  return seededPaymentTokens.map((token) => ({
    id: token.id,
    customerId: `account:${accounts.find((account) => account.email === token.email)!.id}`,
    type: token.type === 'creditCard' ? 'card' : 'sepa',
    card:
      token.type === 'creditCard'
        ? { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear }
        : null,
    accountHolder: 'accountHolder' in token ? token.accountHolder : null,
    last4: token.last4,
    email: null,
  }));
}

/**
 * mitglied@ watches Club TV on a yearly subscription; fan2@'s monthly one was cancelled and runs out (it plays
 * until then). abo@'s ran out a month ago (videos.ts). fan@ has none: the signed-in viewer who sees previews.
 */
export const paywallSubscriptions = [
  {
    email: 'mitglied@club.example',
    productName: 'Club TV Jahresabo',
    accessLevel: 1,
    state: 'Active',
    validForDays: 200,
  },
  {
    email: 'fan2@club.example',
    productName: 'Club TV Monatsabo',
    accessLevel: 1,
    state: 'Cancelled',
    validForDays: 12,
  },
] as const;
