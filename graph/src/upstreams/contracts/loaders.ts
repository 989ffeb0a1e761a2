import { eachLoader, lazyLoaders, type Loader } from '../request-loaders.ts';
import { type RequestScope } from '../http.ts';
import { orNull } from '../upstream-error.ts';
import type { ContractService } from './client.ts';
import type {
  UpstreamContract,
  UpstreamContractPrices,
  UpstreamContractTransfer,
  UpstreamTerminationReason,
  UpstreamTransferKind,
} from './types.ts';

export interface ContractLoaders {
  /** All of the viewer's contracts (one call), by the key 'self'. */
  all: Loader<'self', UpstreamContract[]>;
  /** A master data's price classes and ticket media, the contract's own marked; null when not the viewer's. */
  prices: Loader<{ masterDataId: number; contractId: number }, UpstreamContractPrices | null>;
  /** A master data's termination reasons; null when not the viewer's. */
  terminationReasons: Loader<number, UpstreamTerminationReason[] | null>;
  /** A transfer the viewer started or is offered; null when neither (or not found). */
  transfer: Loader<{ kind: UpstreamTransferKind; id: string }, UpstreamContractTransfer | null>;
}

/**
 * Contract loaders of one request, with the effective token: acting for an organisation, the service holds
 * no contracts for it and refuses its changes. A failing service fails the field that asked (nullable, so
 * one part of a screen), never the request.
 */
interface ContractDeps {
  contracts: ContractService;
  scope: RequestScope;
}

export const createContractLoaders = lazyLoaders<ContractDeps, ContractLoaders>({
  all: ({ contracts, scope }) => eachLoader(() => contracts.list(scope)),
  prices: ({ contracts, scope }) =>
    eachLoader(({ masterDataId, contractId }: { masterDataId: number; contractId: number }) =>
      orNull(contracts.prices(scope, masterDataId, contractId)),
    ),
  terminationReasons: ({ contracts, scope }) =>
    eachLoader((masterDataId: number) => orNull(contracts.terminationReasons(scope, masterDataId))),
  transfer: ({ contracts, scope }) =>
    eachLoader(({ kind, id }: { kind: UpstreamTransferKind; id: string }) =>
      orNull(contracts.transfer(scope, kind, id)),
    ),
});
