import { eachLoader, lazyLoaders, type Loader } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { WalletService } from './client.ts';
import type {
  TicketList,
  UpstreamEvent,
  UpstreamTicketDetail,
  UpstreamTicketPage,
  UpstreamTicketTransfer,
  UpstreamTicketTransferPage,
} from './types.ts';

/** The wallet service's pages: 1000 tickets, season tickets or transfers (spec 2 section 9). */
export const WALLET_PAGE_SIZE = 1000;

export interface WalletLoaders {
  /** A page of one ticket list, by list and page number. */
  ticketPage: Loader<{ list: TicketList; page: number }, UpstreamTicketPage>;
  /** One ticket with terms and venue rules; null when it is not the viewer's. */
  ticket: Loader<number, UpstreamTicketDetail | null>;
  /** A page of the transfers the viewer sent or received, by page number. */
  transferPage: Loader<number, UpstreamTicketTransferPage>;
  /** One transfer; null when the viewer neither sent nor received it. */
  transfer: Loader<string, UpstreamTicketTransfer | null>;
  /** An event of the ticketing system: public, without a token, shared across requests. */
  event: Loader<number, UpstreamEvent | null>;
}

/**
 * Wallet loaders of one request. Tickets and transfers belong to the effective token (the organisation
 * while acting for one: the service decides whose they are from the token); events are public.
 */
interface WalletDeps {
  wallet: WalletService;
  scopes: { effective: RequestScope; public: RequestScope };
}

export const createWalletLoaders = lazyLoaders<WalletDeps, WalletLoaders>({
  ticketPage: ({ wallet, scopes }) =>
    eachLoader(({ list, page }: { list: TicketList; page: number }) =>
      wallet.tickets(scopes.effective, list, page, WALLET_PAGE_SIZE),
    ),
  ticket: ({ wallet, scopes }) => eachLoader((id: number) => wallet.ticket(scopes.effective, id)),
  transferPage: ({ wallet, scopes }) =>
    eachLoader((page: number) => wallet.transfers(scopes.effective, page, WALLET_PAGE_SIZE)),
  transfer: ({ wallet, scopes }) => eachLoader((id: string) => wallet.transfer(scopes.effective, id)),
  event: ({ wallet, scopes }) => eachLoader((id: number) => wallet.event(scopes.public, id)),
});
