/**
 * Every feature's page table, in the order the router lists them, and all pages by name: read by the router
 * (router.tsx) and by the portal's server (scripts/portal-pages.ts). Its type demands an entry for every page
 * the addresses name (`PageMatch` in pages.ts), so a page cannot be routed in one and missing in the other.
 */
import { accountPages } from '../features/account/accountPages.ts';
import { cartPages } from '../features/cart/cartPages.ts';
import { channelsPages } from '../features/channels/channelsPages.ts';
import { checkoutPages } from '../features/checkout/checkoutPages.ts';
import { contentPages } from '../features/content/contentPages.ts';
import { contractPages } from '../features/contracts/contractPages.ts';
import { jobPages } from '../features/jobs/jobPages.ts';
import { marketplacePages } from '../features/marketplace/marketplacePages.ts';
import { organizationPages } from '../features/organizations/organizationPages.ts';
import { shopPages } from '../features/shop/shopPages.ts';
import { sweepstakesPages } from '../features/sweepstakes/sweepstakesPages.ts';
import { ticketingPages } from '../features/ticketing/ticketingPages.ts';
import { videoPages } from '../features/video/videoPages.ts';
import { walletPages } from '../features/wallet/walletPages.ts';
import type { Page, PageName, PageTable } from './page.ts';

export const FEATURE_PAGES: readonly PageTable[] = [
  shopPages,
  cartPages,
  checkoutPages,
  accountPages,
  walletPages,
  contractPages,
  marketplacePages,
  organizationPages,
  videoPages,
  jobPages,
  sweepstakesPages,
  channelsPages,
  ticketingPages,
  contentPages,
];

export const PAGES: { readonly [Name in PageName]: Page } = {
  ...shopPages,
  ...cartPages,
  ...checkoutPages,
  ...accountPages,
  ...walletPages,
  ...contractPages,
  ...marketplacePages,
  ...organizationPages,
  ...videoPages,
  ...jobPages,
  ...sweepstakesPages,
  ...channelsPages,
  ...ticketingPages,
  ...contentPages,
};
