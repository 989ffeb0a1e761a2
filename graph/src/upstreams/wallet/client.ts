import type { SharedCache } from '../../resilience/shared-cache.ts';
import { UpstreamClient, type RequestScope } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import type {
  TicketList,
  TransferAnswer,
  UpstreamEvent,
  UpstreamTicketDetail,
  UpstreamTicketPage,
  UpstreamTicketTransfer,
  UpstreamTicketTransferPage,
} from './types.ts';

interface WalletServiceConfig {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * The wallet service (v2/v3, spec 2 section 7): the tickets of the token's person or organisation, the
 * transfers they sent or received, and the ticketing system's events. Events are public: asked without a
 * token and shared across requests when the service has a shared cache; everything else is the token's.
 */
export class WalletService {
  private readonly http: UpstreamClient;

  constructor(
    private readonly config: WalletServiceConfig,
    http?: UpstreamClient,
  ) {
    this.http = http ?? new UpstreamClient({ service: 'wallet', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /** The same service (same connections, breaker and bulkhead) sharing its public answers through `cache`. */
  withSharedCache(cache: SharedCache): WalletService {
    return new WalletService(this.config, this.http.withCache(cache));
  }

  get circuitState() {
    return this.http.circuitState;
  }

  /** A page of one of the ticket lists. */
  tickets(scope: RequestScope, list: TicketList, page: number, pageSize: number): Promise<UpstreamTicketPage> {
    return this.http.get(scope, `/self/${list.kind}/${list.scope}`, { query: { PageSize: pageSize, Page: page } });
  }

  /** One ticket with its terms and venue rules; null when it is not the caller's. */
  ticket(scope: RequestScope, id: number): Promise<UpstreamTicketDetail | null> {
    return orNull(this.http.get(scope, `/self/tickets/${id}`));
  }

  /** An event (a match) of the ticketing system: public, without a token, shared (spec 2 section 7: cached). */
  event(scope: RequestScope, id: number): Promise<UpstreamEvent | null> {
    return orNull(this.http.get({ ...scope, bearer: undefined }, `/events/${id}`, { share: true }));
  }

  /** A page of the transfers sent or received, newest first; a 404 is an empty list (spec 2 section 8). */
  async transfers(scope: RequestScope, page: number, pageSize: number): Promise<UpstreamTicketTransferPage> {
    const answer = await orNull(
      this.http.get<UpstreamTicketTransferPage>(scope, '/self/ticketTransfers', {
        query: { PageSize: pageSize, Page: page },
      }),
    );
    return answer ?? { items: [], page, pageSize, totalCount: 0, hasNextPage: false };
  }

  /** One transfer the caller sent or received; null otherwise. */
  transfer(scope: RequestScope, id: string): Promise<UpstreamTicketTransfer | null> {
    return orNull(this.http.get(scope, `/self/ticketTransfers/${encodeURIComponent(id)}`));
  }

  /** Offers a ticket to the person with this e-mail address (never retried: it mails the recipient). */
  createTransfer(scope: RequestScope, ticketId: number, recipientMail: string): Promise<UpstreamTicketTransfer> {
    return this.http.call(scope, 'POST', '/self/ticketTransfers', { body: { ticketId, recipientMail } });
  }

  /** The recipient accepts, or declines with a reason. */
  answerTransfer(scope: RequestScope, id: string, answer: TransferAnswer): Promise<UpstreamTicketTransfer> {
    return this.http.call(scope, 'PATCH', `/self/ticketTransfers/${encodeURIComponent(id)}`, { body: answer });
  }

  /** The sender withdraws a pending transfer. */
  withdrawTransfer(scope: RequestScope, id: string): Promise<void> {
    return this.http.call(scope, 'DELETE', `/self/ticketTransfers/${encodeURIComponent(id)}`);
  }
}
