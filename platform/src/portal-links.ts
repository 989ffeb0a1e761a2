/**
 * The portal's pages the platform sends people to, in mails and as payment providers' return addresses, by
 * the language the person reads (a mail: their profile language; a payment: the page they paid on). The web
 * app's route table (web/src/app/pages.ts) owns these paths; scripts/portal-links.test.ts checks that every
 * link here is the one the web app serves for that page and language, so the two cannot drift apart.
 */
export type LinkLanguage = 'de' | 'en' | 'ja';

const account = (language: LinkLanguage) => (language === 'de' ? '/konto' : `/${language}/account`);
const contracts = (language: LinkLanguage) => `${account(language)}/${language === 'de' ? 'vertraege' : 'contracts'}`;

export const portalLinks = {
  /** The account's personal data, with the person's video subscriptions. */
  account: (language: LinkLanguage) => account(language),
  /** The cart. */
  cart: (language: LinkLanguage) => (language === 'de' ? '/warenkorb' : `/${language}/cart`),
  /** The buyer's orders with their invoices. */
  orders: (language: LinkLanguage) => `${account(language)}/${language === 'de' ? 'bestellungen' : 'orders'}`,
  /** The checkout's finished page, where a payment provider sends the buyer back: the checkout id is the query. */
  checkoutConfirmation: (language: LinkLanguage, checkoutId: string) =>
    `${language === 'de' ? '' : `/${language}`}/checkout/confirmation?${checkoutId}`,
  /** The person's ticket transfers, sent and received. */
  ticketTransfers: (language: LinkLanguage) =>
    `${account(language)}/tickets/${language === 'de' ? 'weitergaben' : 'transfers'}`,
  /** A ticket transfer offered to its recipient. */
  ticketTransfer: (language: LinkLanguage, transferId: string) =>
    `${account(language)}/tickets/${language === 'de' ? 'weitergaben' : 'transfers'}/${transferId}`,
  /** The tickets the person offered on the marketplace, with their payouts. */
  marketplaceOffers: (language: LinkLanguage) =>
    `${account(language)}/tickets/${language === 'de' ? 'marktplatz' : 'marketplace'}`,
  /** The person's season-ticket contracts. */
  contracts: (language: LinkLanguage) => contracts(language),
  /** One season-ticket contract. */
  contract: (language: LinkLanguage, contractId: number) => `${contracts(language)}/${contractId}`,
  /** A change of a contract's recipient, as the new recipient accepts it. */
  contractRecipientChange: (language: LinkLanguage, transferId: string) =>
    `${contracts(language)}/${language === 'de' ? 'empfaengerwechsel' : 'recipient-change'}/${transferId}`,
  /** A contract's transfer to a new subscriber, as they take it over. */
  contractTakeover: (language: LinkLanguage, transferId: string) =>
    `${contracts(language)}/${language === 'de' ? 'uebernahme' : 'takeover'}/${transferId}`,
  /** The page behind the confirmation link mailed to a new e-mail address. */
  emailConfirm: (language: LinkLanguage, token: string) =>
    `${account(language)}/${language === 'de' ? 'e-mail-bestaetigen' : 'confirm-email'}?token=${encodeURIComponent(token)}`,
  /** The fan club's administration, for its admins. */
  fanClub: (language: LinkLanguage) =>
    language === 'de' ? '/konto/fanclub-verwaltung' : `/${language}/account/fanclub-management`,
  /** An invitation into a fan club or company. */
  invitation: (language: LinkLanguage, organizationId: number) =>
    language === 'de' ? `/fanclub/einladung/${organizationId}` : `/${language}/fanclub/invitation/${organizationId}`,
  /** A job posting (the job portal's English pages are /career/…, without the language prefix). */
  job: (language: 'de' | 'en', originId: string) => `${language === 'en' ? '/career' : '/jobs'}/${originId}`,
};

/** A portal page as an absolute address under the portal's origin. */
export function portalUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}
