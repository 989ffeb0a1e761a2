/** The viewer's contracts and transfers as this request knows them, and the ids the graph gives them. */
import type { ContractMissingData, ContractTransferState } from '../../__generated__/resolvers-types.ts';
import { actsForOrganization } from '../../auth/viewer.ts';
import type { GraphContext } from '../../context.ts';
import { isUuid } from '../../shared/input.ts';
import { fromGlobalId, toGlobalId } from '../../shared/relay.ts';
import type {
  UpstreamContract,
  UpstreamContractTransfer,
  UpstreamTransferKind,
} from '../../upstreams/contracts/types.ts';

const transferStates: Record<UpstreamContractTransfer['state'], ContractTransferState> = {
  Pending: 'PENDING',
  Accepted: 'ACCEPTED',
  Declined: 'DECLINED',
  Withdrawn: 'WITHDRAWN',
  Converted: 'CONVERTED',
  Expired: 'EXPIRED',
};
export const transferStateOf = (state: string): ContractTransferState =>
  transferStates[state as UpstreamContractTransfer['state']] ?? 'UNKNOWN';

export const transferGlobalId = (kind: UpstreamTransferKind, id: string) =>
  toGlobalId('ContractTransfer', `${kind}:${id}`);

/** A transfer's kind and the service's id from its global id; null for anything else. */
export function transferKeyOf(globalId: string): { kind: UpstreamTransferKind; id: string } | null {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== 'ContractTransfer') return null;
  const [kind, id] = parsed.internalId.split(/:(.*)/s);
  if ((kind !== 'Recipient' && kind !== 'Subscriber') || !id || !isUuid(id)) return null;
  return { kind, id: id.toLowerCase() };
}

/** The viewer's contract with this service id (from the one list call), or undefined. */
export async function contractById(context: GraphContext, id: number): Promise<UpstreamContract | undefined> {
  if (context.viewer.kind !== 'person' || actsForOrganization(context.viewer)) return undefined;
  return (await context.loaders.contracts.all.load('self')).find((contract) => contract.id === id);
}

/** After a change: what this request loaded of the contracts is from before it. */
export function forgetContracts(context: GraphContext) {
  context.loaders.contracts.all.clearAll();
  context.loaders.contracts.prices.clearAll();
  context.loaders.contracts.transfer.clearAll();
}

export const isSubscriber = (contract: UpstreamContract) => contract.role === 'Subscriber';
export const goesOn = (contract: UpstreamContract) =>
  contract.status !== 'Terminated' && contract.status !== 'Transferred';

/** What the service says a contract lacks, as the graph names it. */
export const missingData: Record<UpstreamContract['missing'][number], ContractMissingData> = {
  invoiceAddress: 'INVOICE_ADDRESS',
  paymentTokenId: 'PAYMENT_METHOD',
  shippingAddress: 'SHIPPING_ADDRESS',
};
