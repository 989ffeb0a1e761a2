import type { RouteObject } from 'react-router';
import dayTicketsPageQuery, { type DayTicketsPageQuery } from '../../__generated__/DayTicketsPageQuery.graphql';
import marketplaceOfferCreatePageQuery, {
  type MarketplaceOfferCreatePageQuery,
} from '../../__generated__/MarketplaceOfferCreatePageQuery.graphql';
import marketplaceOffersPageQuery, {
  type MarketplaceOffersPageQuery,
} from '../../__generated__/MarketplaceOffersPageQuery.graphql';
import seasonTicketsPageQuery, {
  type SeasonTicketsPageQuery,
} from '../../__generated__/SeasonTicketsPageQuery.graphql';
import ticketPageQuery, { type TicketPageQuery } from '../../__generated__/TicketPageQuery.graphql';
import ticketTransferCreatePageQuery, {
  type TicketTransferCreatePageQuery,
} from '../../__generated__/TicketTransferCreatePageQuery.graphql';
import ticketTransferPageQuery, {
  type TicketTransferPageQuery,
} from '../../__generated__/TicketTransferPageQuery.graphql';
import ticketTransfersPageQuery, {
  type TicketTransfersPageQuery,
} from '../../__generated__/TicketTransfersPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/**
 * The wallet in every language: the ticket tabs (day tickets, their archive, season tickets, their
 * archive, the marketplace history), one ticket with its QR code, passing a ticket on, offering it on
 * the marketplace, the transfers and the page the recipient's mail links. All personal: their queries
 * run from the browser with the person's token.
 *
 * The upcoming day tickets, this season's season tickets and each ticket's page have an error boundary
 * of their own: without a network they show the tickets kept on the device for the gate
 * (OfflineTickets.tsx). It comes with the page's code, which the service worker keeps.
 */
export function walletRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => {
    const lang = graphLanguage(language);
    return [
      {
        path: paths.tickets(language),
        loader: queryLoader<DayTicketsPageQuery>(route, dayTicketsPageQuery, () => ({
          scope: 'UPCOMING',
          language: lang,
        })),
        lazy: {
          Component: async () => (await import('./DayTicketsPage.tsx')).DayTicketsPage,
          ErrorBoundary: async () => (await import('./DayTicketsPage.tsx')).DayTicketsOffline,
        },
      },
      {
        path: paths.ticketArchive(language),
        loader: queryLoader<DayTicketsPageQuery>(route, dayTicketsPageQuery, () => ({
          scope: 'ARCHIVE',
          language: lang,
        })),
        lazy: { Component: async () => (await import('./DayTicketsPage.tsx')).DayTicketsPage },
      },
      {
        path: paths.seasonTickets(language),
        loader: queryLoader<SeasonTicketsPageQuery>(route, seasonTicketsPageQuery, () => ({
          scope: 'CURRENT',
          language: lang,
        })),
        lazy: {
          Component: async () => (await import('./SeasonTicketsPage.tsx')).SeasonTicketsPage,
          ErrorBoundary: async () => (await import('./SeasonTicketsPage.tsx')).SeasonTicketsOffline,
        },
      },
      {
        path: paths.seasonTicketArchive(language),
        loader: queryLoader<SeasonTicketsPageQuery>(route, seasonTicketsPageQuery, () => ({
          scope: 'ARCHIVE',
          language: lang,
        })),
        lazy: { Component: async () => (await import('./SeasonTicketsPage.tsx')).SeasonTicketsPage },
      },
      {
        path: paths.marketplaceOffers(language),
        loader: queryLoader<MarketplaceOffersPageQuery>(route, marketplaceOffersPageQuery, () => ({ language: lang })),
        lazy: { Component: async () => (await import('./MarketplaceOffersPage.tsx')).MarketplaceOffersPage },
      },
      {
        path: paths.ticketTransfers(language),
        loader: queryLoader<TicketTransfersPageQuery>(route, ticketTransfersPageQuery, () => ({ language: lang })),
        lazy: { Component: async () => (await import('./TicketTransfersPage.tsx')).TicketTransfersPage },
      },
      {
        // The mail's link: the service's id of the transfer (the graph takes it as it is).
        path: paths.ticketTransfer(language, ':transferId'),
        loader: queryLoader<TicketTransferPageQuery>(route, ticketTransferPageQuery, ({ params }) => ({
          id: params.transferId ?? '',
          language: lang,
        })),
        lazy: { Component: async () => (await import('./TicketTransferPage.tsx')).TicketTransferPage },
      },
      {
        path: paths.ticket(language, ':id'),
        loader: queryLoader<TicketPageQuery>(route, ticketPageQuery, ({ params }) => ({
          // The graph answers null (not found) for anything but one of the viewer's tickets.
          id: params.id ?? '',
          language: lang,
        })),
        lazy: {
          Component: async () => (await import('./TicketPage.tsx')).TicketPage,
          ErrorBoundary: async () => (await import('./TicketPage.tsx')).TicketOffline,
        },
      },
      {
        path: paths.ticketTransferCreate(language, ':id'),
        loader: queryLoader<TicketTransferCreatePageQuery>(route, ticketTransferCreatePageQuery, ({ params }) => ({
          id: params.id ?? '',
          language: lang,
        })),
        lazy: {
          Component: async () => (await import('./TicketTransferCreatePage.tsx')).TicketTransferCreatePage,
        },
      },
      {
        path: paths.marketplaceOfferCreate(language, ':id'),
        loader: queryLoader<MarketplaceOfferCreatePageQuery>(route, marketplaceOfferCreatePageQuery, ({ params }) => ({
          id: params.id ?? '',
          language: lang,
        })),
        lazy: {
          Component: async () => (await import('./MarketplaceOfferCreatePage.tsx')).MarketplaceOfferCreatePage,
        },
      },
    ];
  });
}
