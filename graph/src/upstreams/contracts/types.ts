import type { components, paths } from '../__generated__/platform.ts';

type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

export type UpstreamContract = components['schemas']['Contract'];
export type UpstreamContractStatus = UpstreamContract['status'];
export type UpstreamContractAddress = UpstreamContract['addresses'][number];
export type UpstreamContractPrices = Json<paths['/abo/self/contractmasterdata/{id}/prices']['get']['responses'][200]>;
export type UpstreamTerminationReason = components['schemas']['TerminationReason'];
export type UpstreamContractTransfer = components['schemas']['ContractTransfer'];
export type UpstreamTransferKind = UpstreamContractTransfer['kind'];
export type UpstreamTransferState = UpstreamContractTransfer['state'];
/** An address as the subscription service takes it (the account's address fields). */
export type UpstreamAddressFields = Json<paths['/abo/self/contracts/{id}/addresses/{type}']['put']['requestBody']>;
