import type { TicketKind } from '../wallet/ticket-render.ts';

/** How a seller is paid when their ticket is resold (spec 2 section 3). */
export type PayoutType = 'OriginalPayment' | 'Voucher' | 'CreditCard' | 'PayPal';
export const PAYOUT_TYPES: readonly PayoutType[] = ['OriginalPayment', 'Voucher', 'CreditCard', 'PayPal'];

/**
 * The sale (handling) fee by ticket type, in basis points (spec 2 section 9: 0 to 10 %): a day ticket
 * is resold at short notice with more work for the ticketing team than a season ticket card.
 */
export const HANDLING_FEE_BP: Record<TicketKind, number> = { DayTicket: 1000, SeasonTicket: 500 };

/**
 * The reimbursement fee by payout type, in basis points (spec 2 section 9): nothing for a shop voucher,
 * 5 % where a payment provider moves money (card, PayPal, and back to the original payment).
 */
export const REIMBURSEMENT_FEE_BP: Record<PayoutType, number> = {
  Voucher: 0,
  CreditCard: 500,
  PayPal: 500,
  OriginalPayment: 500,
};

/**
 * A fee on a price, both in cents. Rounding rule: each fee is computed on the ticket price and rounded
 * half up to the cent (8,995 ct × 5 % = 449.75 → 450 ct), in integers, never in floating point.
 */
export function feeOf(priceMinor: number, basisPoints: number): number {
  return Math.floor((priceMinor * basisPoints + 5_000) / 10_000);
}

export interface PayoutQuote {
  payoutType: PayoutType;
  priceMinor: number;
  handlingFeeBp: number;
  handlingFeeMinor: number;
  reimbursementFeeBp: number;
  reimbursementFeeMinor: number;
  /** The price less both fees, never below zero. */
  amountMinor: number;
}

export function quote(kind: TicketKind, priceMinor: number, payoutType: PayoutType): PayoutQuote {
  const handlingFeeBp = HANDLING_FEE_BP[kind];
  const reimbursementFeeBp = REIMBURSEMENT_FEE_BP[payoutType];
  const handlingFeeMinor = feeOf(priceMinor, handlingFeeBp);
  const reimbursementFeeMinor = feeOf(priceMinor, reimbursementFeeBp);
  return {
    payoutType,
    priceMinor,
    handlingFeeBp,
    handlingFeeMinor,
    reimbursementFeeBp,
    reimbursementFeeMinor,
    amountMinor: Math.max(0, priceMinor - handlingFeeMinor - reimbursementFeeMinor),
  };
}
