/**
 * Every feature's page table, in the order the router lists them, and all pages by name: read by the router
 * (router.tsx) and by the portal's server (scripts/portal-pages.ts). A feature's table is listed once (TABLES);
 * the type of PAGES demands an entry for every page the addresses name (`PageMatch` in pages.ts), so a page
 * cannot be routed in one and missing in the other, nor a table be read by one and not the other.
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

/** The features' tables in the router's order: the one list (PAGES below is made from it). */
const TABLES = [
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
] as const;

export const FEATURE_PAGES: readonly PageTable[] = TABLES;

/** One type holding every table's pages: a table left out of TABLES leaves its pages out, and PAGES fails to type. */
type AllTables = UnionToIntersection<(typeof TABLES)[number]>;
type UnionToIntersection<Union> = (Union extends unknown ? (arg: Union) => void : never) extends (
  arg: infer Intersection,
) => void
  ? Intersection
  : never;

export const PAGES: { readonly [Name in PageName]: Page } = Object.assign({}, ...TABLES) as AllTables;
