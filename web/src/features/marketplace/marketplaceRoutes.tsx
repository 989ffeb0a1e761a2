import type { RouteObject } from 'react-router';
import marketplacePageQuery, { type MarketplacePageQuery } from '../../__generated__/MarketplacePageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The marketplace as buyers see it, in every language: tickets other fans offer for resale, bought
 * through the cart and checkout. Public: for anonymous visitors the portal embeds the page's answer.
 * (The sellers' side lives in the wallet: features/wallet.)
 */
export function marketplaceRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.map((language): RouteObject => ({
    path: paths.marketplace(language),
    loader: queryLoader<MarketplacePageQuery>(route, marketplacePageQuery, () => ({
      language: graphLanguage(language),
    })),
    lazy: { Component: async () => (await import('./MarketplacePage.tsx')).MarketplacePage },
  }));
}
