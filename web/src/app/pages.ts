/**
 * The portal's page addresses, free of React so that the portal server (scripts/portal.ts) can use the
 * same table as the router: it answers unknown paths with a real 404 and sets `lang` in the HTML.
 */
export type Language = 'de' | 'en' | 'ja';

export const LANGUAGES: readonly Language[] = ['de', 'en', 'ja'];

/** English pages live under /en, Japanese ones under /ja; everything else is German. */
export function languageOfPath(pathname: string): Language {
  // The job portal's English pages are /career/… (spec 2 section 2), without the /en prefix.
  if (pathname === '/career' || pathname.startsWith('/career/')) return 'en';
  for (const language of ['en', 'ja'] as const)
    if (pathname === `/${language}` || pathname.startsWith(`/${language}/`)) return language;
  return 'de';
}

/** Paths of the portal's pages per language; the route table and every link use these. */
export const paths = {
  home: (language: Language) => (language === 'de' ? '/' : `/${language}`),
  category: (language: Language, slug: string) =>
    language === 'de' ? `/kategorie/${slug}` : `/${language}/category/${slug}`,
  product: (language: Language, slug: string) =>
    language === 'de' ? `/produkt/${slug}` : `/${language}/product/${slug}`,
  cart: (language: Language) => (language === 'de' ? '/warenkorb' : `/${language}/cart`),
  /** A page of a site area by its localised slug (the start page without one): /profis/kader, /en/profis/squad. */
  site: (language: Language, site: string, slug = '') => `${prefix(language)}/${site}${slug ? `/${slug}` : ''}`,
  /** A player or an official of a site's team. */
  person: (language: Language, site: string, id: number | string) =>
    `${prefix(language)}/${site}/${language === 'de' ? 'kader' : 'squad'}/${id}`,
  /** A match of a site's team, with its header. */
  match: (language: Language, site: string, id: number | string) =>
    `${prefix(language)}/${site}/${language === 'de' ? 'spiel' : 'match'}/${id}`,
  /** A home match's tickets from the box office: its blocks, prices and best available. */
  matchTickets: (language: Language, site: string, id: number | string) =>
    `${prefix(language)}/${site}/${language === 'de' ? 'spiel' : 'match'}/${id}/tickets`,
  /** A news item by its uid, as spec 3 section 2 names it: /news/detail/?id={uid}. */
  news: (language: Language, uid: string) => `${prefix(language)}/news/detail/?id=${encodeURIComponent(uid)}`,
  /** A video with its player, as spec 3 section 2 names it: /video/detail/?id={uid}. */
  video: (language: Language, uid: string) => `${prefix(language)}/video/detail/?id=${encodeURIComponent(uid)}`,
  /** Where the player's subscribe link leads (spec 2 section 2): Club TV bought, at the CMS page's old address. */
  videoSubscription: (language: Language) => (language === 'de' ? '/tv/abo' : `/${language}/tv/subscription`),
  /** The job portal's open postings of all the club's companies: /jobs, /career (spec 2 section 2). */
  jobs: (language: Language) => jobsPrefix(language),
  /** A company's open postings: /jobs/unternehmen/{key}, /career/company/{key}. */
  jobCompany: (language: Language, key: string) =>
    `${jobsPrefix(language)}/${language === 'en' ? 'company' : 'unternehmen'}/${key}`,
  /** A posting: /jobs/{originId}, /career/{originId}. */
  job: (language: Language, originId: string) => `${jobsPrefix(language)}/${originId}`,
  /** Applying for it: /jobs/{originId}/bewerben, /career/{originId}/apply. */
  jobApply: (language: Language, originId: string) =>
    `${jobsPrefix(language)}/${originId}/${language === 'en' ? 'apply' : 'bewerben'}`,
  /** The fan club's administration, for its admins acting for it. */
  fanClub: (language: Language) =>
    language === 'de' ? '/konto/fanclub-verwaltung' : `/${language}/account/fanclub-management`,
  /** The person's fan club and company memberships as ID cards. */
  memberships: (language: Language) => (language === 'de' ? '/konto/fanclub' : `/${language}/account/fanclub`),
  /** An invitation into a fan club or company, as the mailed link names it: /fanclub/einladung/{organisation id}. */
  invitation: (language: Language, organizationId: number | string) =>
    language === 'de' ? `/fanclub/einladung/${organizationId}` : `/${language}/fanclub/invitation/${organizationId}`,
  /** The checkout: address, shipping and payment, review and order. */
  checkout: (language: Language) => `${prefix(language)}/checkout`,
  /**
   * The checkout's finished page. The checkout id (or the SEPA payment token id) is the raw query string
   * after the question mark (spec 2 section 2): /checkout/confirmation?<id>.
   */
  checkoutConfirmation: (language: Language, id?: string) =>
    `${prefix(language)}/checkout/confirmation${id ? `?${id}` : ''}`,
  /** The account's personal data (with the video subscription, the data export and account deletion). */
  account: (language: Language) => (language === 'de' ? '/konto' : `/${language}/account`),
  /** Changing the password. */
  password: (language: Language) => (language === 'de' ? '/konto/passwort' : `/${language}/account/password`),
  /** The person's e-mail addresses. */
  emails: (language: Language) => (language === 'de' ? '/konto/e-mails' : `/${language}/account/emails`),
  /**
   * The page behind the confirmation link mailed to a new address (the platform sends exactly these
   * paths): /konto/e-mail-bestaetigen?token=….
   */
  emailConfirm: (language: Language, token?: string) =>
    `${language === 'de' ? '/konto/e-mail-bestaetigen' : `/${language}/account/confirm-email`}${
      token ? `?token=${encodeURIComponent(token)}` : ''
    }`,
  /** The address book with the default shipping and billing addresses. */
  addresses: (language: Language) => (language === 'de' ? '/konto/adressen' : `/${language}/account/addresses`),
  /** Stored payment methods; the payment provider sends the browser back here after adding one. */
  paymentMethods: (language: Language) =>
    language === 'de' ? '/konto/zahlungsarten' : `/${language}/account/payment-methods`,
  /** The advertising consent and its sector consents. */
  consents: (language: Language) =>
    language === 'de' ? '/konto/werbeeinwilligungen' : `/${language}/account/advertising-consent`,
  /** The newsletters (managed in the club's app). */
  newsletters: (language: Language) => (language === 'de' ? '/konto/newsletter' : `/${language}/account/newsletter`),
  /** The person's (or acting organisation's) orders. */
  orders: (language: Language) => (language === 'de' ? '/konto/bestellungen' : `/${language}/account/orders`),
  /** One order by its number. */
  order: (language: Language, number: string) =>
    language === 'de' ? `/konto/bestellungen/${number}` : `/${language}/account/orders/${number}`,
  /** The wallet's day tickets of matches to come: the first of the ticket tabs. */
  tickets: (language: Language) => (language === 'de' ? '/konto/tickets' : `/${language}/account/tickets`),
  /** Day tickets of past matches. */
  ticketArchive: (language: Language) =>
    language === 'de' ? '/konto/tickets/archiv' : `/${language}/account/tickets/archive`,
  /** Season tickets of this season and the next. */
  seasonTickets: (language: Language) =>
    language === 'de' ? '/konto/tickets/dauerkarten' : `/${language}/account/tickets/season-tickets`,
  /** Season tickets of past seasons. */
  seasonTicketArchive: (language: Language) =>
    language === 'de' ? '/konto/tickets/dauerkarten/archiv' : `/${language}/account/tickets/season-tickets/archive`,
  /** Transfers the person sent and received. */
  ticketTransfers: (language: Language) =>
    language === 'de' ? '/konto/tickets/weitergaben' : `/${language}/account/tickets/transfers`,
  /** One ticket with its QR code, by its (opaque, URL-safe) global id. */
  ticket: (language: Language, id: string) =>
    `${language === 'de' ? '/konto/tickets' : `/${language}/account/tickets`}/${id}`,
  /** Passing a ticket on: the recipient's e-mail address. */
  ticketTransferCreate: (language: Language, id: string) =>
    language === 'de' ? `/konto/tickets/${id}/weitergeben` : `/${language}/account/tickets/${id}/transfer`,
  /**
   * One transfer by the service's id, as the recipient's mail links it (platform/src/wallet/mails.ts):
   * /konto/tickets/weitergaben/{transferId}, /en/account/tickets/transfers/{transferId}.
   */
  ticketTransfer: (language: Language, transferId: string) =>
    language === 'de'
      ? `/konto/tickets/weitergaben/${transferId}`
      : `/${language}/account/tickets/transfers/${transferId}`,
  /** Passing a ticket on to another fan through the marketplace: billing address, payout, review and offer. */
  marketplaceOfferCreate: (language: Language, id: string) =>
    language === 'de' ? `/konto/tickets/${id}/verkaufen` : `/${language}/account/tickets/${id}/sell`,
  /** The tickets the person offered on the marketplace, with their payouts (the marketplace history). */
  marketplaceOffers: (language: Language) =>
    language === 'de' ? '/konto/tickets/marktplatz' : `/${language}/account/tickets/marketplace`,
  /** The person's season-ticket contracts: their own, the ones they pay for, the ones they use. */
  contracts: (language: Language) => (language === 'de' ? '/konto/vertraege' : `/${language}/account/contracts`),
  /**
   * One contract by the subscription service's id, as its mails link it (platform/src/contracts/service.ts):
   * /konto/vertraege/{id}, /en/account/contracts/{id}.
   */
  contract: (language: Language, id: number | string) => `${contractsBase(language)}/${id}`,
  /** The subscriber's changes of a contract, one page each. */
  contractInvoiceAddress: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'adresse/rechnung' : 'address/invoice'}`,
  contractShippingAddress: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'adresse/versand' : 'address/shipping'}`,
  contractPaymentMethod: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'zahlungsart' : 'payment-method'}`,
  contractPricingClass: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'preisklasse' : 'price-class'}`,
  contractTicketMedium: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'ticketformat' : 'ticket-format'}`,
  /** Starting a change of recipient: the new recipient's e-mail address. */
  contractNewRecipient: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'empfaenger' : 'recipient'}`,
  /** Starting a transfer of the contract to a new subscriber: their e-mail address. */
  contractNewSubscriber: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'uebertragen' : 'transfer'}`,
  contractTermination: (language: Language, id: number | string) =>
    `${contractsBase(language)}/${id}/${language === 'de' ? 'kuendigen' : 'terminate'}`,
  /**
   * A change of recipient by the service's id, as the new recipient's mail links it
   * (platform/src/contracts/service.ts): /konto/vertraege/empfaengerwechsel/{uuid}.
   */
  contractRecipientChange: (language: Language, transferId: string) =>
    `${contractsBase(language)}/${language === 'de' ? 'empfaengerwechsel' : 'recipient-change'}/${transferId}`,
  /** A transfer to a new subscriber, as their mail links it: /konto/vertraege/uebernahme/{uuid}. */
  contractTakeover: (language: Language, transferId: string) =>
    `${contractsBase(language)}/${language === 'de' ? 'uebernahme' : 'takeover'}/${transferId}`,
  /** The sweepstakes: the active series with their running sweepstake, and today's daily draws. */
  sweepstakes: (language: Language) => (language === 'de' ? '/gewinnspiele' : `/${language}/competitions`),
  /** A sweepstake with its entry form, by its slug `{name}-{id}` (spec 3 section 3). */
  sweepstake: (language: Language, slug: string) =>
    language === 'de' ? `/gewinnspiele/${slug}` : `/${language}/competitions/${slug}`,
  /** A sweepstake series with its sweepstakes, by its slug `{name}-{id}` (public). */
  sweepstakeSeries: (language: Language, slug: string) =>
    language === 'de' ? `/gewinnspiele/serie/${slug}` : `/${language}/competitions/series/${slug}`,
  /** The person's sweepstakes: every series with its sweepstakes and the person's entries, and the daily draws. */
  accountSweepstakes: (language: Language) =>
    language === 'de' ? '/konto/gewinnspiele' : `/${language}/account/competitions`,
  /** The club membership: member badge, member benefits, organisation memberships and partners. */
  membership: (language: Language) => (language === 'de' ? '/konto/mitgliedschaft' : `/${language}/account/membership`),
  /**
   * The developer page: a person's own channels of the graph (docs/channels.md), the explorer with the
   * reference beside it.
   */
  developers: (language: Language) => (language === 'de' ? '/entwickler' : `/${language}/developers`),
  /** The marketplace as buyers see it: tickets other fans offer for resale (public). */
  marketplace: (language: Language) => (language === 'de' ? '/zweitmarkt' : `/${language}/marketplace`),
  /** The search page (suche), with the text searched for and the result type shown, when there are. */
  search: (language: Language, query?: string, type?: string) => {
    const search = new URLSearchParams();
    if (query) search.set('q', query);
    if (type) search.set('type', type);
    const parameters = search.toString();
    return `${language === 'de' ? '/suche' : `/${language}/search`}${parameters ? `?${parameters}` : ''}`;
  },
};

const contractsBase = (language: Language) => paths.contracts(language);

function prefix(language: Language): string {
  return language === 'de' ? '' : `/${language}`;
}

/** A page's path in each language, from a function of the language (e.g. `(l) => paths.cart(l)`). */
export const pathsIn = (path: (language: Language) => string): Record<Language, string> => ({
  de: path('de'),
  en: path('en'),
  ja: path('ja'),
});

/** Where oidc-client-ts returns after signing in, renewing silently and signing out. */
export const authPaths = {
  signInCallback: '/sso/callback',
  silentCallback: '/sso/callback-silent',
  signOutCallback: '/sso/callback-logout',
} as const;

export type PageMatch =
  | { page: 'home' | 'cart' | 'search' | 'marketplace'; language: Language }
  | { page: 'sweepstakes' | 'accountSweepstakes' | 'membership' | 'developers'; language: Language }
  | { page: 'sweepstake' | 'sweepstakeSeries'; language: Language; slug: string }
  | { page: 'category' | 'product'; language: Language; slug: string }
  | { page: 'site'; language: Language; site: string; slug: string }
  | { page: 'person' | 'match' | 'matchTickets'; language: Language; site: string; id: number }
  | { page: 'news' | 'video'; language: Language; uid: string }
  | { page: 'videoSubscription'; language: Language }
  | {
      page: 'fanClub' | 'memberships' | 'checkout' | 'checkoutConfirmation' | 'orders' | 'contracts';
      language: Language;
    }
  | { page: AccountPage; language: Language }
  | { page: 'order'; language: Language; number: string }
  | { page: 'invitation'; language: Language; organizationId: number }
  | { page: TicketPage; language: Language }
  | { page: 'ticket' | 'ticketTransferCreate' | 'marketplaceOfferCreate'; language: Language; ticketId: string }
  | { page: 'ticketTransfer'; language: Language; transferId: string }
  | { page: ContractPage; language: Language; contractId: number }
  | { page: 'contractRecipientChange' | 'contractTakeover'; language: Language; transferId: string }
  | { page: 'jobs'; language: Language }
  | { page: 'jobCompany'; language: Language; company: string }
  | { page: 'job' | 'jobApply'; language: Language; originId: string }
  | { page: 'auth'; language: Language };

/** The account area's own pages (orders and the fan club pages have entries of their own). */
export const ACCOUNT_PAGES = [
  'account',
  'password',
  'emails',
  'emailConfirm',
  'addresses',
  'paymentMethods',
  'consents',
  'newsletters',
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/**
 * The ticket tabs in their order (spec 2 section 2: day tickets, their archive, season tickets, their
 * archive, the marketplace history), then the transfers list. One ticket and one transfer have entries
 * of their own.
 */
export const TICKET_PAGES = [
  'tickets',
  'ticketArchive',
  'seasonTickets',
  'seasonTicketArchive',
  'marketplaceOffers',
  'ticketTransfers',
] as const;
export type TicketPage = (typeof TICKET_PAGES)[number];

/** A contract's own page and the pages of its subscriber's changes (the list has an entry of its own). */
export const CONTRACT_PAGES = [
  'contract',
  'contractInvoiceAddress',
  'contractShippingAddress',
  'contractPaymentMethod',
  'contractPricingClass',
  'contractTicketMedium',
  'contractNewRecipient',
  'contractNewSubscriber',
  'contractTermination',
] as const;
export type ContractPage = (typeof CONTRACT_PAGES)[number];

const slugPattern = '([^/]+)';
/** Site keys and page slugs as the CMS makes them (lowercase words joined by hyphens). */
const keyPattern = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const idPattern = '([1-9][0-9]{0,9})';
/** A global id as the graph issues them (base64url): opaque, only its alphabet is known. */
const globalIdPattern = '([A-Za-z0-9_-]{8,200})';
/** The ticket or subscription service's id of a transfer, as the mail to its recipient links it. */
const uuidPattern = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

/**
 * Which page a path shows, or null when the portal has no such page (a 404). A site's page may still
 * not exist (an unknown site or slug): only the CMS knows, so the portal asks the graph.
 */
export function matchPage(pathname: string, search = ''): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if ((Object.values(authPaths) as string[]).includes(path)) return { page: 'auth', language: 'de' };
  // The pages with names of their own first: a site's key could otherwise shadow them.
  for (const language of LANGUAGES) {
    if (path === paths.home(language)) return { page: 'home', language };
    if (path === paths.cart(language)) return { page: 'cart', language };
    if (path === paths.search(language)) return { page: 'search', language };
    if (path === paths.marketplace(language)) return { page: 'marketplace', language };
    if (path === paths.sweepstakes(language)) return { page: 'sweepstakes', language };
    if (path === paths.accountSweepstakes(language)) return { page: 'accountSweepstakes', language };
    if (path === paths.membership(language)) return { page: 'membership', language };
    if (path === paths.developers(language)) return { page: 'developers', language };
    if (path === paths.videoSubscription(language)) return { page: 'videoSubscription', language };
    const series = new RegExp(`^${paths.sweepstakeSeries(language, keyPattern)}$`).exec(path);
    if (series) return { page: 'sweepstakeSeries', language, slug: series[1]! };
    const sweepstake = new RegExp(`^${paths.sweepstake(language, keyPattern)}$`).exec(path);
    if (sweepstake) return { page: 'sweepstake', language, slug: sweepstake[1]! };
    if (path === paths.fanClub(language)) return { page: 'fanClub', language };
    if (path === paths.memberships(language)) return { page: 'memberships', language };
    if (path === paths.checkout(language)) return { page: 'checkout', language };
    if (path === paths.checkoutConfirmation(language)) return { page: 'checkoutConfirmation', language };
    if (path === paths.orders(language)) return { page: 'orders', language };
    if (path === paths.jobs(language)) return { page: 'jobs', language };
    const company = new RegExp(`^${paths.jobCompany(language, keyPattern)}$`).exec(path);
    if (company) return { page: 'jobCompany', language, company: company[1]! };
    for (const page of ['job', 'jobApply'] as const) {
      const job = new RegExp(`^${paths[page](language, keyPattern)}$`).exec(path);
      if (job) return { page, language, originId: job[1]! };
    }
    for (const page of ACCOUNT_PAGES) if (path === paths[page](language)) return { page, language };
    // The tabs before a ticket's id, which could be spelt like them.
    for (const page of TICKET_PAGES) if (path === paths[page](language)) return { page, language };
    const transfer = new RegExp(`^${paths.ticketTransfer(language, uuidPattern)}$`).exec(path);
    if (transfer) return { page: 'ticketTransfer', language, transferId: transfer[1]! };
    for (const page of ['ticket', 'ticketTransferCreate', 'marketplaceOfferCreate'] as const) {
      const ticket = new RegExp(`^${paths[page](language, globalIdPattern)}$`).exec(path);
      if (ticket) return { page, language, ticketId: ticket[1]! };
    }
    if (path === paths.contracts(language)) return { page: 'contracts', language };
    for (const page of ['contractRecipientChange', 'contractTakeover'] as const) {
      const link = new RegExp(`^${paths[page](language, uuidPattern)}$`).exec(path);
      if (link) return { page, language, transferId: link[1]! };
    }
    for (const page of CONTRACT_PAGES) {
      const contract = new RegExp(`^${paths[page](language, idPattern)}$`).exec(path);
      if (contract) return { page, language, contractId: Number(contract[1]) };
    }
    const order = new RegExp(`^${paths.order(language, '([0-9]{1,12})')}$`).exec(path);
    if (order) return { page: 'order', language, number: order[1]! };
    const invitation = new RegExp(`^${paths.invitation(language, idPattern)}$`).exec(path);
    if (invitation) return { page: 'invitation', language, organizationId: Number(invitation[1]) };
    if (path === `${prefix(language)}/news/detail`) {
      const uid = new URLSearchParams(search).get('id');
      return uid ? { page: 'news', language, uid } : null;
    }
    if (path === `${prefix(language)}/video/detail`) {
      const uid = new URLSearchParams(search).get('id');
      return uid ? { page: 'video', language, uid } : null;
    }
    for (const page of ['category', 'product'] as const) {
      const match = new RegExp(`^${paths[page](language, slugPattern)}$`).exec(path);
      if (match) {
        const slug = safeDecode(match[1]!);
        return slug === null ? null : { page, language, slug };
      }
    }
  }
  for (const language of LANGUAGES) {
    for (const page of ['person', 'match', 'matchTickets'] as const) {
      const match = new RegExp(`^${paths[page](language, keyPattern, idPattern)}$`).exec(path);
      if (match) return { page, language, site: match[1]!, id: Number(match[2]) };
    }
    const match = new RegExp(`^${prefix(language)}/${keyPattern}(?:/${keyPattern})?$`).exec(path);
    // /en and /ja begin the English and Japanese pages; they are no German site.
    if (match && !(language === 'de' && LANGUAGES.includes(match[1] as Language)))
      return { page: 'site', language, site: match[1]!, slug: match[2] ?? '' };
  }
  return null;
}

/** The job portal's root: /jobs in German (and Japanese under /ja), /career in English. */
function jobsPrefix(language: Language): string {
  return language === 'en' ? '/career' : `${prefix(language)}/jobs`;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // a malformed escape names no page
  }
}
