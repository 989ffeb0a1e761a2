import { addressValues, checkedAddress, type AddressFieldsInput, type CheckedAddress } from '../account/addresses.ts';
import { type Database, type Queryable } from '../db/database.ts';
import { seasonOf } from '../db/seed/content.ts';
import { badRequest, forbidden, nativeError, notFound, type ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * Where a contract stands for its subscriber (spec 3 section 4). Incomplete (no invoice address, payment
 * method or needed shipping address), PendingRecipient and PendingSubscriber (a transfer waits for its
 * person) are read from the contract's data; the rest are stored.
 */
export type ContractStatus =
  | 'Incomplete'
  | 'PendingRecipient'
  | 'PendingSubscriber'
  | 'Terminated'
  | 'Transferred'
  | 'SubscriberChanged'
  | 'NotConfirmed'
  | 'Confirmed';
export type StoredStatus = 'NotConfirmed' | 'Confirmed' | 'Terminated' | 'Transferred' | 'SubscriberChanged';

export type TransferKind = 'Recipient' | 'Subscriber';
export type TransferState = 'Pending' | 'Accepted' | 'Declined' | 'Withdrawn' | 'Converted' | 'Expired';
export type AddressType = 'invoice' | 'shipping';

/** How long the mailed link of a transfer can be answered. */
export const TRANSFER_VALIDITY_DAYS = 14;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Who calls: the person behind the token, and the organisation they act for, if any. */
export interface ContractParty {
  accountId: string;
  organizationId?: number | undefined;
}

/** The answer to a confirmation (spec 3 section 7). */
export const CONFIRMATION_SUCCESSFUL = 'Confirmation successful';

export interface ContractRow {
  id: number;
  account_id: string;
  kind: 'SeasonTicket' | 'Membership';
  state: 'Running' | 'Cancelled' | 'Ended';
  status: StoredStatus;
  master_data_id: number;
  master_name_de: string;
  master_name_en: string;
  master_transferable: boolean;
  venue: string | null;
  transferable: boolean;
  recipient_account_id: string | null;
  upcoming_recipient_account_id: string | null;
  payment_token_id: string | null;
  token_usable: boolean;
  pricing_class: string | null;
  price_name_de: string | null;
  price_name_en: string | null;
  price_minor: number | null;
  shipping_code: string | null;
  shipping_name_de: string | null;
  shipping_name_en: string | null;
  shipping_fee_minor: number | null;
  needs_shipping_address: boolean | null;
  block: string | null;
  row_label: string | null;
  seat_label: string | null;
  starts_on: Date | string;
  ends_on: Date | string | null;
  termination_reason_id: number | null;
  reason_de: string | null;
  reason_en: string | null;
  terminated_at: Date | string | null;
  confirmed_at: Date | string | null;
  successor_id: number | null;
  subscriber: PersonRow;
  recipient: PersonRow | null;
  upcoming_recipient: PersonRow | null;
  addresses: (AddressRow & { type: AddressType })[];
  pending_transfer: { id: string; kind: TransferKind; target_email: string; expires_at: string } | null;
}

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
}

export interface AddressRow {
  company: string | null;
  first_name: string;
  last_name: string;
  street: string;
  additional_address: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  phone: string | null;
}

/** A person the contract names (by its column), as the row carries it. */
export const PERSON = (column: string) =>
  `(SELECT json_build_object('id', a.id, 'first_name', a.first_name, 'last_name', a.last_name)
     FROM accounts a WHERE a.id = c.${column})`;

/**
 * A contract with all it shows: master data, price class, medium, the people, addresses and the pending
 * transfer, in one statement. $1 is the moment that decides which transfer still counts as pending. The
 * lookups of one row each are scalar subqueries rather than joins: a statement of eight joins took the
 * planner ten times as long as running it (6 ms against 0.4 ms on the embedded database).
 */
export const CONTRACT_SELECT = `SELECT c.*, md.name_de AS master_name_de, md.name_en AS master_name_en,
       md.transferable AS master_transferable, md.venue,
       EXISTS (SELECT 1 FROM payment_tokens pt WHERE pt.id = c.payment_token_id AND pt.deleted_at IS NULL)
         AS token_usable,
       p.name_de AS price_name_de, p.name_en AS price_name_en, p.price_minor,
       sc.name_de AS shipping_name_de, sc.name_en AS shipping_name_en, sc.fee_minor AS shipping_fee_minor,
       sc.needs_shipping_address, tr.text_de AS reason_de, tr.text_en AS reason_en,
       ${PERSON('account_id')} AS subscriber, ${PERSON('recipient_account_id')} AS recipient,
       ${PERSON('upcoming_recipient_account_id')} AS upcoming_recipient,
       COALESCE((SELECT json_agg(ca ORDER BY ca.type) FROM contract_addresses ca WHERE ca.contract_id = c.id),
         '[]') AS addresses,
       (SELECT json_build_object('id', t.id, 'kind', t.kind, 'target_email', t.target_email,
                 'expires_at', t.expires_at)
          FROM contract_transfers t WHERE t.contract_id = c.id AND t.state = 'Pending' AND t.expires_at > $1
       ) AS pending_transfer
     FROM contracts c
     JOIN contract_master_data md ON md.id = c.master_data_id
     LEFT JOIN contract_prices p ON p.master_data_id = c.master_data_id AND p.pricing_class = c.pricing_class
     LEFT JOIN contract_shipping_codes sc ON sc.master_data_id = c.master_data_id AND sc.code = c.shipping_code
     LEFT JOIN contract_termination_reasons tr ON tr.id = c.termination_reason_id`;

/** The contracts a person (the parameter) sees: those they pay for, and those they use this season or the next. */
export const visibleTo = (person: string) =>
  `(c.account_id = ${person} OR c.recipient_account_id = ${person} OR c.upcoming_recipient_account_id = ${person})`;

export const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
export const iso = (value: Date | string) => new Date(value).toISOString();
export const euros = (minor: number) => minor / 100;

export function personOf(row: PersonRow | null) {
  return row === null ? null : { subjectId: row.id, firstName: row.first_name, lastName: row.last_name };
}

export function addressOf(row: AddressRow) {
  return {
    company: row.company,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    additionalAddress: row.additional_address,
    postalCode: row.postal_code,
    city: row.city,
    countryCode: row.country_code,
    phone: row.phone,
  };
}

/** The derived status: a contract that goes on is incomplete or pending before it is (not) confirmed. */
export function statusOf(row: ContractRow): ContractStatus {
  if (row.status === 'Terminated' || row.status === 'Transferred') return row.status;
  if (row.pending_transfer) return row.pending_transfer.kind === 'Recipient' ? 'PendingRecipient' : 'PendingSubscriber';
  return missingOf(row).length > 0 ? 'Incomplete' : row.status;
}

/** What a contract lacks before it can be confirmed. */
export function missingOf(row: ContractRow): ('invoiceAddress' | 'paymentTokenId' | 'shippingAddress')[] {
  const has = (type: AddressType) => row.addresses.some((address) => address.type === type);
  return [
    ...(has('invoice') ? [] : (['invoiceAddress'] as const)),
    ...(row.token_usable ? [] : (['paymentTokenId'] as const)),
    ...(row.needs_shipping_address && !has('shipping') ? (['shippingAddress'] as const) : []),
  ];
}

/** Whether a contract goes on into the upcoming season (and so can still be changed). */
export const goesOn = (row: { status: StoredStatus }) => row.status !== 'Terminated' && row.status !== 'Transferred';

/**
 * What the contract services share: the database, the clock and the seasons, reading a contract the caller may
 * see, and running a subscriber's change under the contract's lock. ContractService (service.ts) serves the
 * contracts and their changes, ContractTransferService (transfers.ts) the changes of recipient and subscriber.
 */
export abstract class ContractRecords {
  protected readonly db: Database;
  readonly now: () => Date;

  constructor(
    protected readonly options: {
      db: Database;
      mailer: Mailer;
      /** The portal's origin, for the links in the mails. */
      portalOrigin: () => string;
      now?: () => Date;
      log?: { error(details: object, message: string): void };
    },
  ) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** The season now and the date the contracts renew (and terminated ones end): 1 July of the next. */
  seasons() {
    const current = seasonOf(this.now());
    return { current, upcoming: current + 1, renewalDate: `${current + 1}-07-01` };
  }

  /**
   * Runs a subscriber's change of a contract that goes on, under the contract's lock. Another's contract is
   * not found; a recipient's is refused (they ask the subscriber); an ended one cannot change.
   */
  protected async change<T>(
    caller: ContractParty,
    id: number,
    work: (tx: Queryable, row: ContractRow) => Promise<T>,
  ): Promise<T> {
    actingAsPerson(caller);
    return this.db.transaction(async (tx) => {
      const row = await this.visibleRow(tx, caller, id, { subscriber: true, lock: true });
      if (!goesOn(row)) {
        throw nativeError(
          row.status === 'Terminated' ? 'CONTRACT_TERMINATED' : 'CONTRACT_TRANSFERRED',
          row.status === 'Terminated'
            ? 'The contract is terminated: it can no longer be changed'
            : 'The contract was passed on to another subscriber',
          { status: 409 },
        );
      }
      return work(tx, row);
    });
  }

  protected async visibleRow(
    db: Queryable,
    caller: ContractParty,
    id: number,
    options: { subscriber: boolean; lock?: boolean },
  ): Promise<ContractRow> {
    if (caller.organizationId !== undefined) throw notFound(`No contract ${id}`);
    if (options.lock) await db.query('SELECT 1 FROM contracts WHERE id = $1 FOR UPDATE', [id]);
    const row = (await this.rows(db, `c.id = $3 AND ${visibleTo('$2')}`, [caller.accountId, id]))[0];
    if (!row) throw notFound(`No contract ${id}`);
    if (options.subscriber && row.account_id !== caller.accountId) {
      throw forbidden('Only the subscriber changes a contract: ask them, the recipient cannot.');
    }
    return row;
  }

  protected async lockContract(tx: Queryable, id: number): Promise<ContractRow> {
    await tx.query('SELECT 1 FROM contracts WHERE id = $1 FOR UPDATE', [id]);
    return (await this.rows(tx, 'c.id = $2', [id]))[0]!;
  }

  protected async rows(db: Queryable, where: string, params: unknown[]): Promise<ContractRow[]> {
    const { rows } = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE ${where} ORDER BY c.master_data_id, c.id`, [
      this.now(),
      ...params,
    ]);
    return rows;
  }

  protected async upsertAddress(
    tx: Queryable,
    contractId: number,
    type: AddressType,
    address: CheckedAddress,
    now: Date,
  ) {
    await tx.query(
      `INSERT INTO contract_addresses (contract_id, type, company, first_name, last_name, street,
         additional_address, postal_code, city, country_code, phone, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (contract_id, type) DO UPDATE SET company = $3, first_name = $4, last_name = $5, street = $6,
         additional_address = $7, postal_code = $8, city = $9, country_code = $10, phone = $11, updated_at = $12`,
      [contractId, type, ...addressValues(address), now],
    );
  }

  protected async assertOwnToken(tx: Queryable, accountId: string, tokenId: string) {
    const { rows } = await tx.query(
      'SELECT 1 FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL',
      [tokenId, `account:${accountId}`],
    );
    if (rows.length === 0) {
      throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'This is not one of your stored payment methods', { status: 422 });
    }
  }
}

export interface MasterDataRow {
  id: number;
  kind: 'SeasonTicket' | 'Membership';
  name_de: string;
  name_en: string;
  venue: string | null;
  transferable: boolean;
}

/** The person behind the token, for a change only a person makes (not while acting for an organisation). */
export function actingAsPerson(caller: ContractParty): string {
  if (caller.organizationId !== undefined) {
    throw nativeError('PLATFORM_ACTIONS_ARE_NOT_ALLOWED', 'This is not possible while acting for an organisation.', {
      status: 403,
    });
  }
  return caller.accountId;
}

export function personIdOf(caller: ContractParty): string | null {
  return caller.organizationId === undefined ? caller.accountId : null;
}

export async function requiredAddress(db: Queryable, input: AddressFieldsInput | undefined, field: string) {
  if (input === undefined) throw badRequest(field, 'is required');
  return checkedAddress(db, input);
}

export function paged<T>(items: T[], page: number, pageSize: number, totalCount: number) {
  return { items, page, pageSize, totalCount, hasNextPage: page * pageSize < totalCount };
}

export function ownershipError(code: string): ProblemError {
  const detail: Record<string, string> = {
    ALREADY_RECIPIENT: 'This person already uses this season ticket',
    ALREADY_UPCOMING_RECIPIENT: 'This person already uses this season ticket next season',
    ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA:
      'This person already holds a season ticket of this kind (one per person)',
    ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA:
      'This person already holds a season ticket of this kind next season (one per person)',
  };
  return nativeError(code, detail[code] ?? code, { status: 422 });
}

export function pendingTransferError(): ProblemError {
  return nativeError('CONTRACT_TRANSFER_PENDING', 'A change of recipient or subscriber is pending: withdraw it first', {
    status: 409,
  });
}
