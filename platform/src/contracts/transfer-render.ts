/**
 * A contract transfer as the calls answer it (spec 3 section 5): the stored row with both people, the
 * contract's master data, seat and price class; its state as of now (a pending transfer past its link's time
 * is expired); and what the subscriber or the person offered it may read of it. Apart from the state machine
 * (transfers.ts) so that it reads as one; the mails (transfer-mails.ts) read the same row.
 */
import { iso, type ContractParty, type TransferKind, type TransferState } from './records.ts';

export interface TransferRow {
  id: string;
  kind: TransferKind;
  contract_id: number;
  sender_account_id: string;
  target_account_id: string;
  target_email: string;
  state: TransferState;
  reason_for_declining: string | null;
  converted_to: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  responded_at: Date | string | null;
  sender_first_name: string;
  sender_last_name: string;
  sender_email: string;
  sender_language: 'de' | 'en';
  target_first_name: string;
  target_last_name: string;
  target_language: 'de' | 'en';
  master_data_id: number;
  master_name_de: string;
  master_name_en: string;
  block: string | null;
  row_label: string | null;
  seat_label: string | null;
  price_name_de: string | null;
  price_name_en: string | null;
}

/** $1 is unused here but keeps the parameter numbering of CONTRACT_SELECT's callers. */
export const TRANSFER_SELECT = `SELECT t.*, $1::timestamptz AS asked_at,
       s.first_name AS sender_first_name, s.last_name AS sender_last_name, s.email AS sender_email,
       s.profile_language AS sender_language,
       p.first_name AS target_first_name, p.last_name AS target_last_name, p.profile_language AS target_language,
       c.master_data_id, md.name_de AS master_name_de, md.name_en AS master_name_en,
       c.block, c.row_label, c.seat_label, cp.name_de AS price_name_de, cp.name_en AS price_name_en
     FROM contract_transfers t
     JOIN accounts s ON s.id = t.sender_account_id
     JOIN accounts p ON p.id = t.target_account_id
     JOIN contracts c ON c.id = t.contract_id
     JOIN contract_master_data md ON md.id = c.master_data_id
     LEFT JOIN contract_prices cp ON cp.master_data_id = c.master_data_id AND cp.pricing_class = c.pricing_class`;

export function stateOf(stored: TransferState, expiresAt: Date | string, now: Date): TransferState {
  return stored === 'Pending' && new Date(expiresAt) <= now ? 'Expired' : stored;
}

/** The transfer as its subscriber (Sent) or its person (Received) sees it, as of now, for the upcoming season. */
export function transferOf(row: TransferRow, caller: ContractParty, now: Date, upcomingSeason: number) {
  const state = stateOf(row.state, row.expires_at, now);
  const sent = row.sender_account_id === caller.accountId;
  return {
    id: row.id,
    kind: row.kind,
    contractId: row.contract_id,
    direction: sent ? ('Sent' as const) : ('Received' as const),
    state,
    email: row.target_email,
    // The person offered the contract learns what it is and from whom; the subscriber learns their name
    // only once they accept.
    subscriber: { firstName: row.sender_first_name, lastName: row.sender_last_name, email: row.sender_email },
    person: state === 'Accepted' || !sent ? { firstName: row.target_first_name, lastName: row.target_last_name } : null,
    contract: {
      masterData: { id: row.master_data_id, name: { de: row.master_name_de, en: row.master_name_en } },
      upcomingSeason,
      seat: row.block === null ? null : { block: row.block, row: row.row_label, seat: row.seat_label },
      pricingClass: row.price_name_de === null ? null : { de: row.price_name_de, en: row.price_name_en! },
    },
    reasonForDeclining: sent ? row.reason_for_declining : null,
    convertedTo: row.converted_to,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    respondedAt: row.responded_at === null ? null : iso(row.responded_at),
  };
}
