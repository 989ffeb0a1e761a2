import { UpstreamClient, type RequestScope } from '../http.ts';
import type {
  UpstreamAddressFields,
  UpstreamContract,
  UpstreamContractPrices,
  UpstreamContractTransfer,
  UpstreamTerminationReason,
  UpstreamTransferKind,
} from './types.ts';

export type { UpstreamContract } from './types.ts';

/** The subscription service's page size for a person's contracts: all of them in one call (spec 3 section 9). */
export const CONTRACT_PAGE_SIZE = 10000;

const transfersPath = (kind: UpstreamTransferKind) =>
  kind === 'Recipient' ? '/abo/self/recipienttransfers' : '/abo/self/subscribertransfers';

/**
 * The subscription service (abo, spec 3 section 7): the person's season-ticket contracts as subscriber or
 * recipient, their master data's prices and termination reasons, the subscriber's changes, and the changes
 * of recipient and subscriber with their answers. Every call is the token's person's; an organisation's
 * token reads no contracts and changes none.
 */
export class ContractService {
  private readonly http: UpstreamClient;

  constructor(config: { baseUrl: string; timeoutMs: number }) {
    this.http = new UpstreamClient({ service: 'contracts', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  }

  /** Every contract of the person (one page of up to 10000). */
  async list(scope: RequestScope): Promise<UpstreamContract[]> {
    return (
      await this.http.get<{ items: UpstreamContract[] }>(scope, '/abo/self/contracts', {
        query: { Page: 1, PageSize: CONTRACT_PAGE_SIZE },
      })
    ).items;
  }

  /** The price classes and ticket media of a master data, the contract's own marked (v1 with ContractId). */
  prices(scope: RequestScope, masterDataId: number, contractId: number): Promise<UpstreamContractPrices> {
    return this.http.get(scope, `/abo/self/contractmasterdata/${masterDataId}/prices`, {
      query: { ContractId: contractId },
    });
  }

  terminationReasons(scope: RequestScope, masterDataId: number): Promise<UpstreamTerminationReason[]> {
    return this.http.get(scope, `/abo/self/contractmasterdata/${masterDataId}/terminationreasons`);
  }

  /** Confirms the renewal of the person's contracts of a master data (never retried: a confirmation is once). */
  confirm(scope: RequestScope, masterDataId: number): Promise<{ message: string; confirmedContractIds: number[] }> {
    return this.http.call(scope, 'POST', `/abo/self/contractmasterdata/${masterDataId}/confirm`);
  }

  setAddress(
    scope: RequestScope,
    contractId: number,
    type: 'invoice' | 'shipping',
    address: UpstreamAddressFields,
  ): Promise<UpstreamContract> {
    return this.http.call(scope, 'PUT', `/abo/self/contracts/${contractId}/addresses/${type}`, { body: address });
  }

  setPaymentToken(scope: RequestScope, contractId: number, paymentTokenId: string): Promise<UpstreamContract> {
    return this.http.call(scope, 'PATCH', `/abo/self/contracts/${contractId}/paymenttokenid`, {
      body: { paymentTokenId },
    });
  }

  setDetails(
    scope: RequestScope,
    contractId: number,
    details: { newPricingClass: string } | { newShippingCode: string },
  ): Promise<UpstreamContract> {
    return this.http.call(scope, 'PATCH', `/abo/self/contracts/${contractId}/details`, { body: details });
  }

  terminate(scope: RequestScope, contractId: number, terminationReasonId: number): Promise<UpstreamContract> {
    return this.http.call(scope, 'DELETE', `/abo/self/contracts/${contractId}`, { query: { terminationReasonId } });
  }

  transfer(scope: RequestScope, kind: UpstreamTransferKind, id: string): Promise<UpstreamContractTransfer> {
    return this.http.get(scope, `${transfersPath(kind)}/${encodeURIComponent(id)}`);
  }

  /** Offers the contract to a person by e-mail (never retried: a second start is refused as pending). */
  startTransfer(
    scope: RequestScope,
    kind: UpstreamTransferKind,
    contractId: number,
    email: string,
  ): Promise<UpstreamContractTransfer> {
    const field = kind === 'Recipient' ? 'recipientEmail' : 'subscriberEmail';
    return this.http.call(scope, 'POST', transfersPath(kind), { body: { contractId, [field]: email } });
  }

  toSubscriberTransfer(scope: RequestScope, recipientTransferId: string): Promise<UpstreamContractTransfer> {
    return this.http.call(
      scope,
      'POST',
      `/abo/self/recipienttransfers/${encodeURIComponent(recipientTransferId)}/transfersubscriber`,
    );
  }

  async withdrawTransfer(scope: RequestScope, kind: UpstreamTransferKind, id: string): Promise<void> {
    await this.http.call(scope, 'DELETE', `${transfersPath(kind)}/${encodeURIComponent(id)}`);
  }

  /** The person's answer: an acceptance with its details, or a decline with a reason. */
  answerTransfer(
    scope: RequestScope,
    kind: UpstreamTransferKind,
    id: string,
    answer:
      | { accept: true; address: UpstreamAddressFields }
      | {
          accept: true;
          shippingAddress: UpstreamAddressFields;
          invoiceAddress: UpstreamAddressFields;
          paymentTokenId: string;
        }
      | { accept: false; reason: string },
  ): Promise<UpstreamContractTransfer> {
    return this.http.call(scope, 'PATCH', `${transfersPath(kind)}/${encodeURIComponent(id)}`, { body: answer });
  }
}
