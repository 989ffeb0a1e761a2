import { UpstreamClient, type RequestScope } from '../http.ts';
import type { components } from '../__generated__/platform.ts';

export type UpstreamContract = components['schemas']['Contract'];

/**
 * The subscription service (abo): season-ticket and membership contracts. Today the account area reads
 * the list (the data export); the contracts issue adds the rest of the service.
 */
export class ContractService {
  private readonly http: UpstreamClient;

  constructor(config: { baseUrl: string; timeoutMs: number }) {
    this.http = new UpstreamClient({ service: 'contracts', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /** Every contract of the person (spec 3: one page of up to 10000). */
  async list(scope: RequestScope): Promise<UpstreamContract[]> {
    return (
      await this.http.get<{ items: UpstreamContract[] }>(scope, '/abo/self/contracts', {
        query: { Page: 1, PageSize: 10000 },
      })
    ).items;
  }
}
