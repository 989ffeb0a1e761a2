/** The payout service's values as the graph names them. */
import type {
  MarketplaceOfferState,
  PayoutType,
  TicketNotOfferableReason,
} from '../../__generated__/resolvers-types.ts';
import type { UpstreamPayoutState, UpstreamPayoutType } from '../../upstreams/marketplace/types.ts';

export const payoutTypes: Record<UpstreamPayoutType, PayoutType> = {
  OriginalPayment: 'ORIGINAL_PAYMENT',
  Voucher: 'VOUCHER',
  CreditCard: 'CREDIT_CARD',
  PayPal: 'PAY_PAL',
};

export const offerStates: Record<UpstreamPayoutState, MarketplaceOfferState> = {
  Created: 'CREATED',
  Pending: 'PENDING',
  Sold: 'SOLD',
  Cancelled: 'CANCELLED',
  PaymentSucceeded: 'PAYMENT_SUCCEEDED',
  PaymentFailed: 'PAYMENT_FAILED',
};

export const stateOf = (state: string): MarketplaceOfferState => offerStates[state as UpstreamPayoutState] ?? 'UNKNOWN';

export const notOfferableReasons: Record<string, TicketNotOfferableReason> = {
  EventStarted: 'EVENT_STARTED',
  NotTransferable: 'NOT_TRANSFERABLE',
  TransferPending: 'TRANSFER_PENDING',
  AlreadyOffered: 'ALREADY_OFFERED',
};
