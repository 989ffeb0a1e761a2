import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, CONTRACT_PAGES, languageOfPath, matchPage, paths, TICKET_PAGES } from './pages.ts';
import { germanFallback } from './language.ts';

describe('the route table the router and the portal server share', () => {
  it('knows every page in each language', () => {
    expect(matchPage('/')).toEqual({ page: 'home', language: 'de' });
    expect(matchPage('/en')).toEqual({ page: 'home', language: 'en' });
    expect(matchPage('/en/')).toEqual({ page: 'home', language: 'en' });
    expect(matchPage('/kategorie/trikots')).toEqual({ page: 'category', language: 'de', slug: 'trikots' });
    expect(matchPage('/en/category/trikots')).toEqual({ page: 'category', language: 'en', slug: 'trikots' });
    expect(matchPage('/produkt/schal-suedkurve-1003')).toEqual({
      page: 'product',
      language: 'de',
      slug: 'schal-suedkurve-1003',
    });
    expect(matchPage('/warenkorb')).toEqual({ page: 'cart', language: 'de' });
    expect(matchPage('/en/cart')).toEqual({ page: 'cart', language: 'en' });
    expect(matchPage('/ja')).toEqual({ page: 'home', language: 'ja' });
    expect(matchPage('/ja/product/x-1')).toEqual({ page: 'product', language: 'ja', slug: 'x-1' });
    expect(matchPage('/ja/cart')).toEqual({ page: 'cart', language: 'ja' });
    expect(matchPage('/sso/callback')).toEqual({ page: 'auth', language: 'de' });
    expect(matchPage('/suche')).toEqual({ page: 'search', language: 'de' });
    expect(matchPage('/en/search')).toEqual({ page: 'search', language: 'en' });
    expect(matchPage('/news/detail/', '?id=abc')).toEqual({ page: 'news', language: 'de', uid: 'abc' });
    expect(matchPage('/ja/news/detail', '?id=abc')).toEqual({ page: 'news', language: 'ja', uid: 'abc' });
    expect(matchPage('/video/detail/', '?id=v-1')).toEqual({ page: 'video', language: 'de', uid: 'v-1' });
    expect(matchPage('/en/video/detail', '?id=v-1')).toEqual({ page: 'video', language: 'en', uid: 'v-1' });
    expect(matchPage('/konto/fanclub-verwaltung')).toEqual({ page: 'fanClub', language: 'de' });
    expect(matchPage('/konto/fanclub')).toEqual({ page: 'memberships', language: 'de' });
    expect(matchPage('/ja/account/fanclub')).toEqual({ page: 'memberships', language: 'ja' });
    expect(matchPage('/en/account/fanclub-management')).toEqual({ page: 'fanClub', language: 'en' });
    expect(matchPage('/gewinnspiele/serie/heimspiel-gewinnspiele-31')).toEqual({
      page: 'sweepstakeSeries',
      language: 'de',
      slug: 'heimspiel-gewinnspiele-31',
    });
    expect(matchPage('/en/competitions/series/home-match-competitions-31')).toEqual({
      page: 'sweepstakeSeries',
      language: 'en',
      slug: 'home-match-competitions-31',
    });
    expect(matchPage('/gewinnspiele/serie')).toEqual({ page: 'sweepstake', language: 'de', slug: 'serie' });
    expect(matchPage('/gewinnspiele/serie/a/b')).toBeNull();
    expect(matchPage('/konto')).toEqual({ page: 'account', language: 'de' });
    expect(matchPage('/en/account')).toEqual({ page: 'account', language: 'en' });
    expect(matchPage('/ja/account/')).toEqual({ page: 'account', language: 'ja' });
    expect(matchPage('/konto/passwort')).toEqual({ page: 'password', language: 'de' });
    expect(matchPage('/en/account/password')).toEqual({ page: 'password', language: 'en' });
    expect(matchPage('/konto/e-mails')).toEqual({ page: 'emails', language: 'de' });
    expect(matchPage('/en/account/emails')).toEqual({ page: 'emails', language: 'en' });
    // The confirmation link the platform mails, with its token.
    expect(matchPage('/konto/e-mail-bestaetigen', '?token=abc')).toEqual({ page: 'emailConfirm', language: 'de' });
    expect(matchPage('/en/account/confirm-email', '?token=abc')).toEqual({ page: 'emailConfirm', language: 'en' });
    expect(matchPage('/konto/adressen')).toEqual({ page: 'addresses', language: 'de' });
    expect(matchPage('/en/account/addresses')).toEqual({ page: 'addresses', language: 'en' });
    expect(matchPage('/konto/zahlungsarten')).toEqual({ page: 'paymentMethods', language: 'de' });
    expect(matchPage('/en/account/payment-methods')).toEqual({ page: 'paymentMethods', language: 'en' });
    expect(matchPage('/konto/werbeeinwilligungen')).toEqual({ page: 'consents', language: 'de' });
    expect(matchPage('/en/account/advertising-consent')).toEqual({ page: 'consents', language: 'en' });
    expect(matchPage('/konto/newsletter')).toEqual({ page: 'newsletters', language: 'de' });
    expect(matchPage('/ja/account/newsletter')).toEqual({ page: 'newsletters', language: 'ja' });
    expect(matchPage('/fanclub/einladung/501')).toEqual({ page: 'invitation', language: 'de', organizationId: 501 });
    expect(matchPage('/konto/tickets')).toEqual({ page: 'tickets', language: 'de' });
    expect(matchPage('/en/account/tickets/')).toEqual({ page: 'tickets', language: 'en' });
    expect(matchPage('/konto/tickets/archiv')).toEqual({ page: 'ticketArchive', language: 'de' });
    expect(matchPage('/en/account/tickets/archive')).toEqual({ page: 'ticketArchive', language: 'en' });
    expect(matchPage('/konto/tickets/dauerkarten')).toEqual({ page: 'seasonTickets', language: 'de' });
    expect(matchPage('/ja/account/tickets/season-tickets')).toEqual({ page: 'seasonTickets', language: 'ja' });
    expect(matchPage('/konto/tickets/dauerkarten/archiv')).toEqual({ page: 'seasonTicketArchive', language: 'de' });
    expect(matchPage('/en/account/tickets/season-tickets/archive')).toEqual({
      page: 'seasonTicketArchive',
      language: 'en',
    });
    expect(matchPage('/konto/tickets/weitergaben')).toEqual({ page: 'ticketTransfers', language: 'de' });
    expect(matchPage('/en/account/tickets/transfers')).toEqual({ page: 'ticketTransfers', language: 'en' });
    expect(matchPage('/konto/tickets/VGlja2V0OjQy')).toEqual({
      page: 'ticket',
      language: 'de',
      ticketId: 'VGlja2V0OjQy',
    });
    expect(matchPage('/en/account/tickets/VGlja2V0OjQy/transfer')).toEqual({
      page: 'ticketTransferCreate',
      language: 'en',
      ticketId: 'VGlja2V0OjQy',
    });
    expect(matchPage('/konto/tickets/VGlja2V0OjQy/verkaufen')).toEqual({
      page: 'marketplaceOfferCreate',
      language: 'de',
      ticketId: 'VGlja2V0OjQy',
    });
    expect(matchPage('/en/account/tickets/VGlja2V0OjQy/sell')).toEqual({
      page: 'marketplaceOfferCreate',
      language: 'en',
      ticketId: 'VGlja2V0OjQy',
    });
    expect(matchPage('/ja/account/tickets/VGlja2V0OjQy/sell')).toMatchObject({ page: 'marketplaceOfferCreate' });
    // The marketplace tab, spelt like a ticket's id would be: the tab wins.
    expect(matchPage('/konto/tickets/marktplatz')).toEqual({ page: 'marketplaceOffers', language: 'de' });
    expect(matchPage('/en/account/tickets/marketplace')).toEqual({ page: 'marketplaceOffers', language: 'en' });
    // The buyers' marketplace, before any site area of that name.
    expect(matchPage('/zweitmarkt')).toEqual({ page: 'marketplace', language: 'de' });
    expect(matchPage('/en/marketplace')).toEqual({ page: 'marketplace', language: 'en' });
    expect(matchPage('/ja/marketplace')).toEqual({ page: 'marketplace', language: 'ja' });
    // The link the platform mails the recipient of a transfer (platform/src/wallet/mails.ts).
    const transferId = '3f6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f50';
    expect(matchPage(`/konto/tickets/weitergaben/${transferId}`)).toEqual({
      page: 'ticketTransfer',
      language: 'de',
      transferId,
    });
    expect(matchPage(`/en/account/tickets/transfers/${transferId}`)).toEqual({
      page: 'ticketTransfer',
      language: 'en',
      transferId,
    });
    expect(matchPage('/en/fanclub/invitation/501')).toEqual({
      page: 'invitation',
      language: 'en',
      organizationId: 501,
    });
  });

  it('knows the contract pages, and the links the subscription service mails', () => {
    expect(matchPage('/konto/vertraege')).toEqual({ page: 'contracts', language: 'de' });
    expect(matchPage('/en/account/contracts/')).toEqual({ page: 'contracts', language: 'en' });
    expect(matchPage('/konto/vertraege/1001')).toEqual({ page: 'contract', language: 'de', contractId: 1001 });
    expect(matchPage('/en/account/contracts/1001')).toEqual({ page: 'contract', language: 'en', contractId: 1001 });
    const changes: [string, string][] = [
      ['/konto/vertraege/7/adresse/rechnung', 'contractInvoiceAddress'],
      ['/konto/vertraege/7/adresse/versand', 'contractShippingAddress'],
      ['/konto/vertraege/7/zahlungsart', 'contractPaymentMethod'],
      ['/konto/vertraege/7/preisklasse', 'contractPricingClass'],
      ['/konto/vertraege/7/ticketformat', 'contractTicketMedium'],
      ['/konto/vertraege/7/empfaenger', 'contractNewRecipient'],
      ['/konto/vertraege/7/uebertragen', 'contractNewSubscriber'],
      ['/konto/vertraege/7/kuendigen', 'contractTermination'],
      ['/en/account/contracts/7/address/invoice', 'contractInvoiceAddress'],
      ['/en/account/contracts/7/address/shipping', 'contractShippingAddress'],
      ['/en/account/contracts/7/payment-method', 'contractPaymentMethod'],
      ['/en/account/contracts/7/price-class', 'contractPricingClass'],
      ['/en/account/contracts/7/ticket-format', 'contractTicketMedium'],
      ['/en/account/contracts/7/recipient', 'contractNewRecipient'],
      ['/en/account/contracts/7/transfer', 'contractNewSubscriber'],
      ['/en/account/contracts/7/terminate', 'contractTermination'],
    ];
    for (const [path, page] of changes) expect(matchPage(path), path).toMatchObject({ page, contractId: 7 });
    // The mailed links (platform/src/contracts/service.ts, transferPath).
    const transferId = '0d6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f51';
    expect(matchPage(`/konto/vertraege/empfaengerwechsel/${transferId}`)).toEqual({
      page: 'contractRecipientChange',
      language: 'de',
      transferId,
    });
    expect(matchPage(`/en/account/contracts/recipient-change/${transferId}`)).toEqual({
      page: 'contractRecipientChange',
      language: 'en',
      transferId,
    });
    expect(matchPage(`/konto/vertraege/uebernahme/${transferId}`)).toEqual({
      page: 'contractTakeover',
      language: 'de',
      transferId,
    });
    expect(matchPage(`/en/account/contracts/takeover/${transferId}`)).toEqual({
      page: 'contractTakeover',
      language: 'en',
      transferId,
    });
    for (const path of [
      '/konto/vertraege/0',
      '/konto/vertraege/abc',
      '/konto/vertraege/7/adresse',
      '/konto/vertraege/7/adresse/sonstige',
      '/konto/vertraege/empfaengerwechsel/7',
      '/konto/vertraege/uebernahme/keine-uuid',
      '/en/account/contracts/7/kuendigen',
    ])
      expect(matchPage(path), path).toBeNull();
  });

  it('knows the pages of every site area, which the CMS then has or has not', () => {
    expect(matchPage('/profis')).toEqual({ page: 'site', language: 'de', site: 'profis', slug: '' });
    expect(matchPage('/profis/trainer-funktionsteam')).toEqual({
      page: 'site',
      language: 'de',
      site: 'profis',
      slug: 'trainer-funktionsteam',
    });
    expect(matchPage('/en/profis/squad')).toEqual({ page: 'site', language: 'en', site: 'profis', slug: 'squad' });
    // The English-language site area is the English page of the site "en".
    expect(matchPage('/en/en')).toEqual({ page: 'site', language: 'en', site: 'en', slug: '' });
    expect(matchPage('/profis/kader/5001')).toEqual({ page: 'person', language: 'de', site: 'profis', id: 5001 });
    expect(matchPage('/en/frauen/squad/5101')).toEqual({ page: 'person', language: 'en', site: 'frauen', id: 5101 });
    expect(matchPage('/profis/spiel/7999')).toEqual({ page: 'match', language: 'de', site: 'profis', id: 7999 });
    expect(matchPage('/ja/profis/match/7999')).toEqual({ page: 'match', language: 'ja', site: 'profis', id: 7999 });
  });

  it('knows no other path', () => {
    for (const path of [
      '/produkt/a/b',
      '/produkt/%E0%A4%A',
      '/Profis',
      '/profis/kader/0',
      '/profis/kader/-1',
      '/profis/kader/12345678901',
      '/profis/a/b/c',
      '/profis--x',
      '/news/detail',
      '/news/detail/?id=',
      '/video/detail',
      '/video/detail/?id=',
      '/konto/passwort/neu',
      '/en/account/unknown/page/x',
      '/konto/tickets/kurz',
      '/konto/tickets/weitergaben/keine-uuid/x',
      '/konto/tickets/VGlja2V0OjQy/verkaufen/x',
      '/konto/tickets/kurz/verkaufen',
      '/en/account/tickets/VGlja2V0OjQy/verkaufen',
    ])
      expect(matchPage(...(path.split(/(?=\?)/) as [string, string?])), path).toBeNull();
  });

  it('builds the paths it matches', () => {
    for (const language of ['de', 'en', 'ja'] as const) {
      expect(matchPage(paths.product(language, 'x-1'))).toMatchObject({ page: 'product', language, slug: 'x-1' });
      expect(languageOfPath(paths.cart(language))).toBe(language);
      expect(matchPage(paths.site(language, 'profis', 'x'))).toMatchObject({ page: 'site', language, slug: 'x' });
      expect(matchPage(paths.person(language, 'profis', 5001))).toMatchObject({ page: 'person', language });
      expect(matchPage(paths.match(language, 'profis', 7999))).toMatchObject({ page: 'match', language });
      const [path, query] = paths.news(language, 'abc').split('?');
      expect(matchPage(path!, `?${query}`)).toMatchObject({ page: 'news', language, uid: 'abc' });
      const [videoPath, videoQuery] = paths.video(language, 'v-1').split('?');
      expect(matchPage(videoPath!, `?${videoQuery}`)).toMatchObject({ page: 'video', language, uid: 'v-1' });
      expect(matchPage(paths.search(language, 'Tor', 'NEWS').split('?')[0]!)).toMatchObject({ page: 'search' });
      for (const page of ACCOUNT_PAGES) expect(matchPage(paths[page](language))).toEqual({ page, language });
      for (const page of TICKET_PAGES) expect(matchPage(paths[page](language))).toEqual({ page, language });
      expect(matchPage(paths.contracts(language))).toEqual({ page: 'contracts', language });
      for (const page of CONTRACT_PAGES)
        expect(matchPage(paths[page](language, 42))).toEqual({ page, language, contractId: 42 });
      for (const page of ['contractRecipientChange', 'contractTakeover'] as const)
        expect(matchPage(paths[page](language, '0d6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f51'))).toMatchObject({ page });
      expect(matchPage(paths.ticket(language, 'VGlja2V0OjE'))).toEqual({
        page: 'ticket',
        language,
        ticketId: 'VGlja2V0OjE',
      });
      expect(matchPage(paths.ticketTransferCreate(language, 'VGlja2V0OjE'))).toMatchObject({
        page: 'ticketTransferCreate',
      });
      expect(matchPage(paths.marketplaceOfferCreate(language, 'VGlja2V0OjE'))).toEqual({
        page: 'marketplaceOfferCreate',
        language,
        ticketId: 'VGlja2V0OjE',
      });
      expect(matchPage(paths.marketplace(language))).toEqual({ page: 'marketplace', language });
      expect(matchPage(paths.ticketTransfer(language, '3f6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f50'))).toMatchObject({
        page: 'ticketTransfer',
      });
      const [confirm, token] = paths.emailConfirm(language, 'a-b_c').split('?');
      expect(token).toBe('token=a-b_c');
      expect(matchPage(confirm!, `?${token}`)).toEqual({ page: 'emailConfirm', language });
    }
  });
});

describe('a text shown in German for want of a translation', () => {
  it('is marked German on English pages only', () => {
    expect(germanFallback('en', 'Strickmütze Größenwahn', 'Strickmütze Größenwahn')).toBe('de');
    expect(germanFallback('en', 'Home Jersey', 'Heimtrikot')).toBeUndefined();
    expect(germanFallback('de', 'Heimtrikot', 'Heimtrikot')).toBeUndefined();
  });
});
