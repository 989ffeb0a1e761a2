/**
 * Every mail the portal sends, in German and in English: each reads in its one language, and each link in it
 * is a page of the web app in that language (the OpenID provider's mails: a page of the provider in it). The catalogue below names every mail a platform module writes
 * (`export function …Mail` in `platform/src/<domain>/mails.ts`); a new mail that is not in it fails the test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deletionRequestMail, emailConfirmationMail } from '../platform/src/account/mails.ts';
import { orderConfirmationMail, paymentFailedMail } from '../platform/src/checkout/mails.ts';
import { providerLinks, providerPaths, providerUrl } from '../platform/src/identity/links.ts';
import {
  existingAccountMail,
  passwordResetMail,
  registrationConfirmationMail,
} from '../platform/src/identity/mails.ts';
import type { CheckoutBody } from '../platform/src/checkout/render.ts';
import * as contractMails from '../platform/src/contracts/mails.ts';
import { applicationReceivedMail } from '../platform/src/jobs/mails.ts';
import type { OutgoingMail } from '../platform/src/mail/mailer.ts';
import { sellerMail } from '../platform/src/marketplace/mails.ts';
import { invitationMail, roleChangeMail } from '../platform/src/organizations/mails.ts';
import { portalLinks, portalUrl } from '../platform/src/portal-links.ts';
import * as videoMails from '../platform/src/video/mails.ts';
import * as walletMails from '../platform/src/wallet/mails.ts';
import { languageOfPath, matchPage } from '../web/src/app/pages.ts';

type Language = 'de' | 'en';
const root = fileURLToPath(new URL('..', import.meta.url));
const ORIGIN = 'https://portal.example';
const at = (path: string) => portalUrl(ORIGIN, path);
/** The OpenID provider's issuer: its mails link to its own pages. */
const ISSUER = 'https://login.example';
const atProvider = (path: string) => providerUrl(ISSUER, path);
const providerMails = new Set(['registrationConfirmationMail', 'existingAccountMail', 'passwordResetMail']);
const secret = 'Zm9vYmFyLWJheg_-0123456789abcdefghijklmnopq';
const uuid = '0b0c6a52-5c4e-4c57-9d51-5b2f4c9e1a10';
const ticket = {
  event: { name: 'SC Südstadt 1899 – Borussia Westfeld', kickoff: '2026-12-12T14:30:00Z', kickoffDate: '2026-12-12' },
  season: null,
  block: 'C',
  row: '12',
  seat: '7',
};
const contract = { id: 42, name: 'Dauerkarte Profis', seat: 'Block C', priceClass: 'Adult', priceMinor: 39_900 };
const order = {
  number: '260001',
  type: 'Merchandise' as const,
  itemsPrice: 79.85,
  promotionCodeDiscounts: 7.98,
  voucherDiscounts: 5,
  shippingPrice: 0,
  totalPrice: 66.87,
  totalTaxPrice: 10.68,
  items: [{ quantity: 1, name: { de: 'Schal', en: 'Scarf' }, totalPrice: 19.95, userOptionValues: [] }],
};
const checkout = {
  method: 'paypal',
  totalPrice: 66.87,
  totalTaxPrice: 10.68,
  transactions: [{ orders: [order] }],
} as unknown as CheckoutBody;

/** Every mail, by the name of the function that writes it, in a language. */
const catalogue: Record<string, (language: Language) => OutgoingMail> = {
  emailConfirmationMail: (language) =>
    emailConfirmationMail({
      to: 'fan@club.example',
      firstName: 'Lena',
      language,
      link: at(portalLinks.emailConfirm(language, 'a-b_c')),
    }),
  deletionRequestMail: (language) => deletionRequestMail({ to: 'fan@club.example', firstName: 'Lena', language }),
  orderConfirmationMail: (language) =>
    orderConfirmationMail({ to: 'fan@club.example', firstName: 'Lena', language, checkout, portalOrigin: ORIGIN }),
  paymentFailedMail: (language) =>
    paymentFailedMail({
      to: 'fan@club.example',
      firstName: 'Lena',
      language,
      orderNumbers: ['260001'],
      totalPrice: 66.87,
      portalOrigin: ORIGIN,
    }),
  'contracts.transferOfferMail': (language) =>
    contractMails.transferOfferMail({
      kind: 'Subscriber',
      to: 'fan@club.example',
      firstName: 'Lena',
      language,
      subscriber: 'Claudia Hoffmann',
      contract: contract.name,
      season: 2027,
      expiresAt: new Date('2026-12-20T00:00:00Z'),
      link: at(portalLinks.contractTakeover(language, uuid)),
    }),
  'contracts.transferAnsweredMail': (language) =>
    contractMails.transferAnsweredMail({
      kind: 'Recipient',
      to: 'abo@club.example',
      firstName: 'Claudia',
      language,
      person: 'Paul Schneider',
      accepted: false,
      reason: 'Zu teuer',
      contract: contract.name,
      link: at(portalLinks.contract(language, 42)),
    }),
  terminationConfirmationMail: (language) =>
    contractMails.terminationConfirmationMail({
      to: 'abo@club.example',
      firstName: 'Claudia',
      lastName: 'Hoffmann',
      language,
      contract,
      receivedAt: new Date('2026-12-06T21:15:00Z'),
      endsOn: new Date('2027-07-01T00:00:00Z'),
      reason: null,
      link: at(portalLinks.contract(language, 42)),
    }),
  renewalConfirmationMail: (language) =>
    contractMails.renewalConfirmationMail({
      to: 'abo@club.example',
      firstName: 'Claudia',
      language,
      season: 2027,
      contracts: [contract],
      confirmedAt: new Date('2026-12-06T21:15:00Z'),
      link: at(portalLinks.contracts(language)),
    }),
  applicationReceivedMail: (language) =>
    applicationReceivedMail({
      to: 'fan@club.example',
      language,
      salutation: 'Ms',
      firstName: 'Lena',
      lastName: 'Fischer',
      title: language === 'de' ? 'Werkstudentin Archiv' : 'Working student, archive',
      company: 'SC Südstadt 1899',
      documents: ['cv.pdf'],
      link: at(portalLinks.job(language, '20431')),
    }),
  sellerMail: (language) =>
    sellerMail({
      event: 'sold',
      to: 'dauerkarte@club.example',
      firstName: 'Jürgen',
      language,
      ticket: 'Block C (T-1)',
      priceMinor: 4500,
      feesMinor: 675,
      amountMinor: 3825,
      payoutType: 'CreditCard',
      voucherCode: null,
      paidNow: false,
      link: at(portalLinks.marketplaceOffers(language)),
    }),
  invitationMail: (language) =>
    invitationMail({
      to: 'fan2@club.example',
      firstName: 'Mehmet',
      language,
      organization: 'Fanclub Südkurve 1999',
      expiresAt: new Date('2026-12-20T00:00:00Z'),
      link: at(portalLinks.invitation(language, 501)),
    }),
  roleChangeMail: (language) =>
    roleChangeMail({
      to: 'fan2@club.example',
      firstName: 'Mehmet',
      language,
      organization: 'Fanclub Südkurve 1999',
      isAdmin: true,
      link: at(portalLinks.fanClub(language)),
    }),
  'wallet.transferOfferMail': (language) =>
    walletMails.transferOfferMail({
      to: 'fan2@club.example',
      firstName: 'Mehmet',
      language,
      sender: 'Lena Fischer',
      ticket,
      link: at(portalLinks.ticketTransfer(language, uuid)),
    }),
  registrationConfirmationMail: (language) =>
    registrationConfirmationMail({
      to: 'neu@fans.example',
      firstName: 'Anna',
      language,
      link: atProvider(providerLinks.confirmEmail(language, secret)),
    }),
  existingAccountMail: (language) =>
    existingAccountMail({
      to: 'fan@club.example',
      firstName: 'Lena',
      language,
      link: atProvider(providerLinks.resetPassword(language, secret)),
    }),
  passwordResetMail: (language) =>
    passwordResetMail({
      to: 'fan@club.example',
      firstName: 'Lena',
      language,
      link: atProvider(providerLinks.resetPassword(language, secret)),
    }),
  // Club TV: one mail for each step of a subscription, in the language the fan subscribed in.
  ...Object.fromEntries(
    (
      [
        'subscriptionConfirmedMail',
        'subscriptionRenewedMail',
        'subscriptionRenewalFailedMail',
        'subscriptionPaymentFailedMail',
        'subscriptionCancelledMail',
      ] as const
    ).map((name) => [
      name,
      (language: Language) =>
        videoMails[name]({
          to: 'fan@club.example',
          firstName: 'Lena',
          language,
          plan: language === 'de' ? 'Club TV Monatsabo' : 'Club TV monthly',
          amountMinor: 499,
          until: '2027-01-06',
          link: at(portalLinks.account(language)),
        }),
    ]),
  ),
  'wallet.transferAnsweredMail': (language) =>
    walletMails.transferAnsweredMail({
      to: 'fan@club.example',
      firstName: 'Lena',
      language,
      who: 'Mehmet Özdemir',
      accepted: true,
      reason: null,
      ticket,
      link: at(portalLinks.ticketTransfers(language)),
    }),
};

/** Words that give a mail's language away (names and the club's own are German in every language). */
const markers: Record<Language, RegExp> = {
  de: /\b(Hallo|dein(e|en|er)?|bitte|Grüße|Bestellung|Zahlung|Einladung|Vertrag|Kündigung|Auszahlung|Gutschein)\b/,
  en: /\b(Hello|your|please|regards|order|payment|invitation|contract|cancellation|payout|voucher)\b/i,
};

function mailModules(): string[] {
  const files = readdirSync(`${root}platform/src`)
    .map((domain) => `platform/src/${domain}/mails.ts`)
    .filter((file) => existsSync(`${root}${file}`));
  return files.flatMap((file) => {
    const domain = file.split('/')[2]!;
    return [...readFileSync(`${root}${file}`, 'utf8').matchAll(/^export function (\w+Mail)\(/gm)].map((match) =>
      ['transferOfferMail', 'transferAnsweredMail'].includes(match[1]!) ? `${domain}.${match[1]}` : match[1]!,
    );
  });
}

describe('the mail catalogue', () => {
  it('names every mail a platform module writes', () => {
    expect(Object.keys(catalogue).sort()).toEqual(mailModules().sort());
  });

  for (const [name, write] of Object.entries(catalogue)) {
    for (const language of ['de', 'en'] as const) {
      it(`${name} reads in ${language} only and links to the web app's pages in ${language}`, () => {
        const mail = write(language);
        const other = language === 'de' ? 'en' : 'de';
        const prose = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
        expect(prose, `${name} in ${language}`).toMatch(markers[language]);
        expect(prose.replace(/Dauerkarte Profis|Werkstudentin Archiv/g, ''), `${name} in ${language}`).not.toMatch(
          markers[other],
        );
        for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) {
          const url = new URL(link);
          if (providerMails.has(name)) {
            expect(url.origin, link).toBe(ISSUER);
            expect(Object.values(providerPaths), link).toContain(url.pathname);
            expect(url.searchParams.get('lang'), link).toBe(language);
            continue;
          }
          expect(url.origin).toBe(ORIGIN);
          expect(matchPage(url.pathname, url.search), link).not.toBeNull();
          expect(languageOfPath(url.pathname), link).toBe(language);
        }
      });
    }
  }
});
