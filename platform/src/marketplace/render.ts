/**
 * Offers and listings as the payout and marketplace calls answer them (spec 2 sections 7–8): stored rows
 * in minor units become euros, percentages and ISO times, and an offer a checkout holds shows as Pending.
 */
import { ticketEventOf } from '../wallet/ticket-render.ts';
import type { PayoutQuote } from './fees.ts';
import { iso, money, percent, type ListingRow, type OfferRow, type OfferState } from './records.ts';

function stateOf(row: OfferRow): OfferState {
  // The product's one unit is taken by a checkout whose payment is open: the sale is under way.
  return row.state === 'Created' && row.stock === 0 ? 'Pending' : row.state;
}

function paymentMethodOf(row: OfferRow) {
  if (!row.payment_token_id || !row.token_type) return null;
  const label =
    row.token_type === 'payPal'
      ? (row.token_paypal_email ?? 'PayPal')
      : `${row.token_brand ? row.token_brand[0]!.toUpperCase() + row.token_brand.slice(1) : 'Karte'} •••• ${row.token_last4}`;
  return { id: row.payment_token_id, type: row.token_type, label };
}

function ticketOf(row: OfferRow) {
  return {
    id: row.ticket_id,
    serialNumber: row.ticket_serial_number,
    kind: row.kind,
    event: ticketEventOf(row),
    season: row.season,
    block: row.block,
    row: row.row_label,
    seat: row.seat_label,
    pricingClass: { de: row.pricing_class_de, en: row.pricing_class_en },
  };
}

export function amountsOf(q: PayoutQuote) {
  return {
    payoutType: q.payoutType,
    ticketPrice: money(q.priceMinor),
    handlingFee: money(q.handlingFeeMinor),
    handlingFeePercent: percent(q.handlingFeeBp),
    reimbursementFee: money(q.reimbursementFeeMinor),
    reimbursementFeePercent: percent(q.reimbursementFeeBp),
    payoutAmount: money(q.amountMinor),
    currency: 'EUR' as const,
  };
}

export function offerOf(row: OfferRow) {
  const state = stateOf(row);
  return {
    id: row.id,
    ticketId: row.ticket_id,
    ticketSerialNumber: row.ticket_serial_number,
    productId: row.product_id,
    ticket: ticketOf(row),
    state,
    ...amountsOf({
      payoutType: row.payout_type,
      priceMinor: row.price_minor,
      handlingFeeBp: row.handling_fee_bp,
      handlingFeeMinor: row.handling_fee_minor,
      reimbursementFeeBp: row.reimbursement_fee_bp,
      reimbursementFeeMinor: row.reimbursement_fee_minor,
      amountMinor: row.amount_minor,
    }),
    paymentMethod: paymentMethodOf(row),
    address: row.address,
    voucherCode: row.voucher_code,
    failureReason: state === 'PaymentFailed' ? row.failure_reason : null,
    isInCart: row.in_cart,
    canBeWithdrawn: state === 'Created' && !row.in_cart,
    createdAt: iso(row.created_at),
    soldAt: row.sold_at === null ? null : iso(row.sold_at),
    paidOutAt: row.paid_out_at === null ? null : iso(row.paid_out_at),
  };
}

export type MarketplaceOffer = ReturnType<typeof offerOf>;

/** A ticket on sale as buyers see it: the product that sells it, not the offer or its seller. */
export function listingOf(row: ListingRow) {
  return {
    id: row.product_id,
    sku: row.sku,
    kind: row.kind,
    event: ticketEventOf(row),
    season: row.season,
    block: row.block,
    row: row.row_label,
    seat: row.seat_label,
    pricingClass: { de: row.pricing_class_de, en: row.pricing_class_en },
    price: money(row.product_price_minor),
    currency: 'EUR' as const,
  };
}
