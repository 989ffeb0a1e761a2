/**
 * What an offer is, as the payout calls name it and as it is stored: its states, why a ticket cannot be
 * offered, the row of `payouts` with what its answers show, and the conversions from stored minor units
 * and basis points to answered euros and percent. Every other marketplace module reads these.
 */
import type { AddressFieldsInput, CheckedAddress } from '../account/addresses.ts';
import type { TicketKind } from '../wallet/ticket-render.ts';
import type { PayoutType } from './fees.ts';

/** The states the payout service answers; Pending is a Created offer a buyer's open checkout holds. */
export type OfferState = 'Created' | 'Pending' | 'Sold' | 'Cancelled' | 'PaymentSucceeded' | 'PaymentFailed';
export type StoredState = Exclude<OfferState, 'Pending'>;

/** Why a ticket cannot be offered (TICKETING_REQUEST_FAILED's reason). */
export type NotOfferableReason = 'EventStarted' | 'NotTransferable' | 'TransferPending' | 'AlreadyOffered';

/** The text of the operation message deleteMarketplaceTicket (spec 2 section 8). */
export const TICKET_IN_CART_TEXT =
  'Das Ticket liegt im Warenkorb eines Kunden und kann derzeit nicht zurückgezogen werden.';

export interface OfferRow {
  id: string;
  owner: string;
  ticket_id: number;
  ticket_serial_number: string;
  product_id: number;
  payout_type: PayoutType;
  payment_token_id: string | null;
  original_payment_id: string | null;
  price_minor: number;
  handling_fee_bp: number;
  handling_fee_minor: number;
  reimbursement_fee_bp: number;
  reimbursement_fee_minor: number;
  amount_minor: number;
  address: CheckedAddress;
  state: StoredState;
  voucher_code: string | null;
  payout_attempt: number;
  failure_reason: string | null;
  created_at: Date | string;
  sold_at: Date | string | null;
  paid_out_at: Date | string | null;
  // From the product, the carts, the token, the ticket and its match:
  stock: number;
  in_cart: boolean;
  token_type: 'creditCard' | 'sepa' | 'payPal' | null;
  token_brand: string | null;
  token_last4: string | null;
  token_paypal_email: string | null;
  kind: TicketKind;
  event_id: number | null;
  season: number | null;
  block: string;
  row_label: string | null;
  seat_label: string | null;
  pricing_class_de: string;
  pricing_class_en: string;
  home_team: string | null;
  away_team: string | null;
  competition: string | null;
  kickoff: Date | string | null;
  kickoff_date: Date | string | null;
}

/** An offer on sale as buyers see it: the offer with its product's sku and price. */
export type ListingRow = OfferRow & { sku: string; product_price_minor: number };

/** An offer with what its answers show: the ticket, the product's stock, carts holding it, the token. */
export const OFFER_SELECT = `SELECT o.*, p.stock,
    EXISTS (SELECT 1 FROM cart_items ci WHERE ci.product_id = o.product_id
            AND (ci.expires_at IS NULL OR ci.expires_at > $1::timestamptz)) AS in_cart,
    pt.type AS token_type, pt.brand AS token_brand, pt.last4 AS token_last4, pt.paypal_email AS token_paypal_email,
    t.kind, t.event_id, t.season, t.block, t.row_label, t.seat_label, t.pricing_class_de, t.pricing_class_en,
    m.home_team, m.away_team, m.competition, m.kickoff, m.kickoff_date
  FROM payouts o
  JOIN products p ON p.id = o.product_id
  JOIN tickets t ON t.id = o.ticket_id
  LEFT JOIN cms_matches m ON m.id = t.event_id
  LEFT JOIN payment_tokens pt ON pt.id = o.payment_token_id`;

export const iso = (value: Date | string) => new Date(value).toISOString();
export const money = (minor: number) => minor / 100;
export const percent = (basisPoints: number) => basisPoints / 100;

export interface OfferInput {
  serialNumber: string;
  ticketSerialNumber: string;
  useVoucher: boolean;
  paymentTokenId?: string | undefined;
  address: AddressFieldsInput;
}
