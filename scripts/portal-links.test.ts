/**
 * The links the platform mails and gives payment providers (platform/src/portal-links.ts) are the web app's
 * own pages (web/src/app/pages.ts): the same path for every language, and one the app's router serves.
 */
import { describe, expect, it } from 'vitest';
import { portalLinks } from '../platform/src/portal-links.ts';
import { matchPage, paths } from '../web/src/app/pages.ts';

const split = (link: string) => {
  const url = new URL(link, 'http://portal.test');
  return { pathname: url.pathname, search: url.search };
};
const uuid = '0b0c6a52-5c4e-4c57-9d51-5b2f4c9e1a10';

describe('portal links', () => {
  for (const language of ['de', 'en', 'ja'] as const) {
    it(`are the web app's pages in ${language}`, () => {
      const pairs: [string, string, string][] = [
        ['cart', portalLinks.cart(language), paths.cart(language)],
        ['orders', portalLinks.orders(language), paths.orders(language)],
        [
          'checkoutConfirmation',
          portalLinks.checkoutConfirmation(language, uuid),
          paths.checkoutConfirmation(language, uuid),
        ],
        ['ticketTransfers', portalLinks.ticketTransfers(language), paths.ticketTransfers(language)],
        ['ticketTransfer', portalLinks.ticketTransfer(language, uuid), paths.ticketTransfer(language, uuid)],
        ['contracts', portalLinks.contracts(language), paths.contracts(language)],
        ['marketplaceOffers', portalLinks.marketplaceOffers(language), paths.marketplaceOffers(language)],
        ['contract', portalLinks.contract(language, 42), paths.contract(language, 42)],
        [
          'contractRecipientChange',
          portalLinks.contractRecipientChange(language, uuid),
          paths.contractRecipientChange(language, uuid),
        ],
        ['contractTakeover', portalLinks.contractTakeover(language, uuid), paths.contractTakeover(language, uuid)],
        ['emailConfirm', portalLinks.emailConfirm(language, 'a-b_c'), paths.emailConfirm(language, 'a-b_c')],
        ['fanClub', portalLinks.fanClub(language), paths.fanClub(language)],
        ['invitation', portalLinks.invitation(language, 7), paths.invitation(language, 7)],
      ];
      if (language !== 'ja') pairs.push(['job', portalLinks.job(language, '20431'), paths.job(language, '20431')]);
      for (const [name, link, page] of pairs) {
        expect(link, name).toBe(page);
        const { pathname, search } = split(link);
        expect(matchPage(pathname, search), name).not.toBeNull();
      }
    });
  }
});
