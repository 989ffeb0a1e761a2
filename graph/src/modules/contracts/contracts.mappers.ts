import type {
  UpstreamContract,
  UpstreamContractPrices,
  UpstreamContractTransfer,
  UpstreamTerminationReason,
} from '../../upstreams/contracts/types.ts';

export type ContractModel = UpstreamContract;
export type ContractPersonModel = NonNullable<UpstreamContract['recipient']>;
export type ContractPricingClassModel = UpstreamContractPrices['pricingClasses'][number];
export type ContractTicketMediumModel = UpstreamContractPrices['shippingCodes'][number];
export type ContractTerminationReasonModel = UpstreamTerminationReason;
export type ContractPendingTransferModel = NonNullable<UpstreamContract['pendingTransfer']>;
export type ContractOptionsModel = UpstreamContractPrices;
export type ContractTransferModel = UpstreamContractTransfer;
