import { eachLoader, lazyLoaders, type Loader } from '../request-loaders.ts';
import type { RequestScope } from '../http.ts';
import type { TicketingService } from './client.ts';
import type { UpstreamMatchOffer } from './types.ts';

export interface TicketingLoaders {
  /** A match's ticket offer by its id; null when it has no sale. Public, shared across requests. */
  offer: Loader<number, UpstreamMatchOffer | null>;
}

interface TicketingDeps {
  ticketing: TicketingService;
  scopes: { public: RequestScope };
}

export const createTicketingLoaders = lazyLoaders<TicketingDeps, TicketingLoaders>({
  offer: ({ ticketing, scopes }) => eachLoader((eventId: number) => ticketing.offer(scopes.public, eventId)),
});
