import dayTicketsPageQuery, { type DayTicketsPageQuery } from '../../__generated__/DayTicketsPageQuery.graphql.ts';
import marketplaceOfferCreatePageQuery, {
  type MarketplaceOfferCreatePageQuery,
} from '../../__generated__/MarketplaceOfferCreatePageQuery.graphql.ts';
import marketplaceOffersPageQuery, {
  type MarketplaceOffersPageQuery,
} from '../../__generated__/MarketplaceOffersPageQuery.graphql.ts';
import seasonTicketsPageQuery, {
  type SeasonTicketsPageQuery,
} from '../../__generated__/SeasonTicketsPageQuery.graphql.ts';
import ticketPageQuery, { type TicketPageQuery } from '../../__generated__/TicketPageQuery.graphql.ts';
import ticketTransferCreatePageQuery, {
  type TicketTransferCreatePageQuery,
} from '../../__generated__/TicketTransferCreatePageQuery.graphql.ts';
import ticketTransferPageQuery, {
  type TicketTransferPageQuery,
} from '../../__generated__/TicketTransferPageQuery.graphql.ts';
import ticketTransfersPageQuery, {
  type TicketTransfersPageQuery,
} from '../../__generated__/TicketTransfersPageQuery.graphql.ts';
import { page, type PageAddress, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/** The ticket of the address by its global id (the graph answers null for anything but the viewer's tickets). */
const ticketOf = ({ params }: PageAddress) => ({ id: params.ticketId ?? '' });

/**
 * The wallet: the ticket tabs (day tickets, their archive, season tickets, their archive, the marketplace
 * history), one ticket with its QR code, passing a ticket on, offering it on the marketplace, the transfers and
 * the page the recipient's mail links. Personal: their queries run from the browser with the person's token.
 *
 * The upcoming day tickets, this season's season tickets and each ticket's page have an error boundary of their
 * own: without a network they show the tickets kept on the device for the gate (OfflineTickets.tsx). It comes
 * with the page's code, which the service worker keeps.
 */
export const walletPages = {
  tickets: page<DayTicketsPageQuery>({
    path: (language) => paths.tickets(language),
    query: dayTicketsPageQuery,
    variables: () => ({ scope: 'UPCOMING' }),
    module: 'src/features/wallet/DayTicketsPage.tsx',
    Component: async () => (await import('./DayTicketsPage.tsx')).DayTicketsPage,
    ErrorBoundary: async () => (await import('./DayTicketsPage.tsx')).DayTicketsOffline,
  }),
  ticketArchive: page<DayTicketsPageQuery>({
    path: (language) => paths.ticketArchive(language),
    query: dayTicketsPageQuery,
    variables: () => ({ scope: 'ARCHIVE' }),
    module: 'src/features/wallet/DayTicketsPage.tsx',
    Component: async () => (await import('./DayTicketsPage.tsx')).DayTicketsPage,
  }),
  seasonTickets: page<SeasonTicketsPageQuery>({
    path: (language) => paths.seasonTickets(language),
    query: seasonTicketsPageQuery,
    variables: () => ({ scope: 'CURRENT' }),
    module: 'src/features/wallet/SeasonTicketsPage.tsx',
    Component: async () => (await import('./SeasonTicketsPage.tsx')).SeasonTicketsPage,
    ErrorBoundary: async () => (await import('./SeasonTicketsPage.tsx')).SeasonTicketsOffline,
  }),
  seasonTicketArchive: page<SeasonTicketsPageQuery>({
    path: (language) => paths.seasonTicketArchive(language),
    query: seasonTicketsPageQuery,
    variables: () => ({ scope: 'ARCHIVE' }),
    module: 'src/features/wallet/SeasonTicketsPage.tsx',
    Component: async () => (await import('./SeasonTicketsPage.tsx')).SeasonTicketsPage,
  }),
  marketplaceOffers: page<MarketplaceOffersPageQuery>({
    path: (language) => paths.marketplaceOffers(language),
    query: marketplaceOffersPageQuery,
    module: 'src/features/wallet/MarketplaceOffersPage.tsx',
    Component: async () => (await import('./MarketplaceOffersPage.tsx')).MarketplaceOffersPage,
  }),
  ticketTransfers: page<TicketTransfersPageQuery>({
    path: (language) => paths.ticketTransfers(language),
    query: ticketTransfersPageQuery,
    module: 'src/features/wallet/TicketTransfersPage.tsx',
    Component: async () => (await import('./TicketTransfersPage.tsx')).TicketTransfersPage,
  }),
  ticketTransfer: page<TicketTransferPageQuery>({
    path: (language) => paths.ticketTransfer(language, ':transferId'),
    query: ticketTransferPageQuery,
    // The mail's link: the service's id of the transfer (the graph takes it as it is).
    variables: ({ params }) => ({ id: params.transferId ?? '' }),
    module: 'src/features/wallet/TicketTransferPage.tsx',
    Component: async () => (await import('./TicketTransferPage.tsx')).TicketTransferPage,
  }),
  ticket: page<TicketPageQuery>({
    path: (language) => paths.ticket(language, ':ticketId'),
    query: ticketPageQuery,
    variables: ticketOf,
    module: 'src/features/wallet/TicketPage.tsx',
    Component: async () => (await import('./TicketPage.tsx')).TicketPage,
    ErrorBoundary: async () => (await import('./TicketPage.tsx')).TicketOffline,
  }),
  ticketTransferCreate: page<TicketTransferCreatePageQuery>({
    path: (language) => paths.ticketTransferCreate(language, ':ticketId'),
    query: ticketTransferCreatePageQuery,
    variables: ticketOf,
    module: 'src/features/wallet/TicketTransferCreatePage.tsx',
    Component: async () => (await import('./TicketTransferCreatePage.tsx')).TicketTransferCreatePage,
  }),
  marketplaceOfferCreate: page<MarketplaceOfferCreatePageQuery>({
    path: (language) => paths.marketplaceOfferCreate(language, ':ticketId'),
    query: marketplaceOfferCreatePageQuery,
    variables: ticketOf,
    module: 'src/features/wallet/MarketplaceOfferCreatePage.tsx',
    Component: async () => (await import('./MarketplaceOfferCreatePage.tsx')).MarketplaceOfferCreatePage,
  }),
} satisfies PageTable;
