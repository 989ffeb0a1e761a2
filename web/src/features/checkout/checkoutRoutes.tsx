import type { RouteObject } from 'react-router';
import checkoutPageQuery, { type CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import confirmationPageQuery, { type ConfirmationPageQuery } from '../../__generated__/ConfirmationPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The checkout and its finished page, in every language. Both are personal: their queries run from the
 * browser with the person's token, and their code (forms, zod, the card frame) loads only here.
 */
export function checkoutRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => [
    {
      path: paths.checkout(language),
      loader: queryLoader<CheckoutPageQuery>(route, checkoutPageQuery, () => ({ language: graphLanguage(language) })),
      lazy: { Component: async () => (await import('./CheckoutPage.tsx')).CheckoutPage },
    },
    {
      path: paths.checkoutConfirmation(language),
      loader: queryLoader<ConfirmationPageQuery>(route, confirmationPageQuery, ({ request }) => ({
        // The id is the raw query string (spec 2 section 2); anything else names no checkout.
        id: confirmationIdOf(new URL(request.url).search),
        language: graphLanguage(language),
      })),
      lazy: { Component: async () => (await import('./ConfirmationPage.tsx')).ConfirmationPage },
    },
  ]);
}

/** The checkout id or payment token id of /checkout/confirmation?<id>; '-' when the address names none. */
export function confirmationIdOf(search: string): string {
  const raw = search.replace(/^\?/, '');
  return /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : '-';
}
