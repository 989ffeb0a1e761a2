import { randomUUID } from 'node:crypto';
import { checkedAddress, type AddressFieldsInput } from '../account/addresses.ts';
import type { Database, Queryable } from '../db/database.ts';
import { seasonOf } from '../db/seed/content.ts';
import { personByMail } from '../account/emails.ts';
import { badRequest, forbidden, nativeError, notFound, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import { transferAnsweredMail, transferOfferMail } from './mails.ts';

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
type StoredStatus = 'NotConfirmed' | 'Confirmed' | 'Terminated' | 'Transferred' | 'SubscriberChanged';

export type TransferKind = 'Recipient' | 'Subscriber';
export type TransferState = 'Pending' | 'Accepted' | 'Declined' | 'Withdrawn' | 'Converted' | 'Expired';
export type AddressType = 'invoice' | 'shipping';

/** How long the mailed link of a transfer can be answered. */
export const TRANSFER_VALIDITY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who calls: the person behind the token, and the organisation they act for, if any. */
export interface ContractParty {
  accountId: string;
  organizationId?: number | undefined;
}

/** The answer to a confirmation (spec 3 section 7). */
export const CONFIRMATION_SUCCESSFUL = 'Confirmation successful';

interface ContractRow {
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

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
}

interface AddressRow {
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
const PERSON = (column: string) =>
  `(SELECT json_build_object('id', a.id, 'first_name', a.first_name, 'last_name', a.last_name)
     FROM accounts a WHERE a.id = c.${column})`;

/**
 * A contract with all it shows: master data, price class, medium, the people, addresses and the pending
 * transfer, in one statement. $1 is the moment that decides which transfer still counts as pending. The
 * lookups of one row each are scalar subqueries rather than joins: a statement of eight joins took the
 * planner ten times as long as running it (6 ms against 0.4 ms on the embedded database).
 */
const CONTRACT_SELECT = `SELECT c.*, md.name_de AS master_name_de, md.name_en AS master_name_en,
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
const visibleTo = (person: string) =>
  `(c.account_id = ${person} OR c.recipient_account_id = ${person} OR c.upcoming_recipient_account_id = ${person})`;

const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const iso = (value: Date | string) => new Date(value).toISOString();
const euros = (minor: number) => minor / 100;

function personOf(row: PersonRow | null) {
  return row === null ? null : { subjectId: row.id, firstName: row.first_name, lastName: row.last_name };
}

function addressOf(row: AddressRow) {
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
function missingOf(row: ContractRow): ('invoiceAddress' | 'paymentTokenId' | 'shippingAddress')[] {
  const has = (type: AddressType) => row.addresses.some((address) => address.type === type);
  return [
    ...(has('invoice') ? [] : (['invoiceAddress'] as const)),
    ...(row.token_usable ? [] : (['paymentTokenId'] as const)),
    ...(row.needs_shipping_address && !has('shipping') ? (['shippingAddress'] as const) : []),
  ];
}

/** Whether a contract goes on into the upcoming season (and so can still be changed). */
const goesOn = (row: { status: StoredStatus }) => row.status !== 'Terminated' && row.status !== 'Transferred';

/**
 * Season-ticket contracts and their self-service (spec 3 sections 1-7): the subscriber (who pays, the
 * contract's account) confirms the renewal, changes addresses, payment method, price class and ticket medium,
 * hands the ticket to another recipient for the upcoming season or the whole contract to another subscriber,
 * and terminates it to the next renewal date. A recipient sees their contract read-only.
 *
 * Transfers (one pending per contract; the link expires after TRANSFER_VALIDITY_DAYS):
 *
 *   Pending ──accept (the person)──▶ Accepted     recipient: upcoming recipient set; subscriber: the contract
 *      │ ───decline (the person)─▶ Declined               ends at the renewal date (Transferred) and goes on
 *      │ ───withdraw (subscriber)▶ Withdrawn              as a new one of the person (SubscriberChanged)
 *      │ ───transfersubscriber──▶ Converted (a recipient transfer, into a subscriber transfer to the person)
 *      └────time───────────────▶ Expired
 *
 * Every change locks the contract, then the transfer; an acceptance also locks the accepting person's account
 * row, so two acceptances for one person serialise and the second meets the one-ownership rule.
 * Another's contract or transfer is not found, never forbidden.
 */
export class ContractService {
  private readonly db: Database;
  readonly now: () => Date;

  constructor(
    private readonly options: {
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

  // ── master data ──────────────────────────────────────────────────────────────────────────────────────

  /** The master data of the person's contracts (what they subscribe to or use). */
  async masterDataList(caller: ContractParty) {
    const { rows } = await this.db.query<MasterDataRow>(
      `SELECT md.* FROM contract_master_data md
       WHERE EXISTS (SELECT 1 FROM contracts c WHERE c.master_data_id = md.id AND ${visibleTo('$1')})
       ORDER BY md.id`,
      [personIdOf(caller)],
    );
    return rows.map((row) => this.masterDataOf(row));
  }

  async masterData(caller: ContractParty, id: number) {
    return this.masterDataOf(await this.visibleMasterData(this.db, caller, id));
  }

  /** The price classes and ticket media of a master data; with a contract, which are its own. */
  async prices(caller: ContractParty, masterDataId: number, contractId?: number) {
    await this.visibleMasterData(this.db, caller, masterDataId);
    const contract =
      contractId === undefined ? undefined : await this.visibleRow(this.db, caller, contractId, { subscriber: false });
    if (contract && contract.master_data_id !== masterDataId) throw notFound(`No contract ${contractId}`);
    const [prices, media] = await Promise.all([
      this.db.query<{ pricing_class: string; name_de: string; name_en: string; price_minor: number }>(
        'SELECT * FROM contract_prices WHERE master_data_id = $1 ORDER BY position',
        [masterDataId],
      ),
      this.db.query<{
        code: string;
        name_de: string;
        name_en: string;
        fee_minor: number;
        needs_shipping_address: boolean;
      }>('SELECT * FROM contract_shipping_codes WHERE master_data_id = $1 ORDER BY position', [masterDataId]),
    ]);
    return {
      masterDataId,
      season: this.seasons().upcoming,
      currency: 'EUR' as const,
      pricingClasses: prices.rows.map((row) => ({
        code: row.pricing_class,
        name: { de: row.name_de, en: row.name_en },
        price: euros(row.price_minor),
        isCurrent: contract?.pricing_class === row.pricing_class,
      })),
      shippingCodes: media.rows.map((row) => ({
        code: row.code,
        name: { de: row.name_de, en: row.name_en },
        fee: euros(row.fee_minor),
        needsShippingAddress: row.needs_shipping_address,
        isCurrent: contract?.shipping_code === row.code,
      })),
    };
  }

  async terminationReasons(caller: ContractParty, masterDataId: number) {
    await this.visibleMasterData(this.db, caller, masterDataId);
    const { rows } = await this.db.query<{ id: number; text_de: string; text_en: string }>(
      'SELECT id, text_de, text_en FROM contract_termination_reasons WHERE master_data_id = $1 ORDER BY position',
      [masterDataId],
    );
    return rows.map((row) => ({ id: row.id, text: { de: row.text_de, en: row.text_en } }));
  }

  /**
   * Confirms the renewal of the subscriber's contracts of a master data that await it. Refused, changing
   * nothing, while one of them is incomplete or has a transfer pending.
   */
  async confirm(caller: ContractParty, masterDataId: number) {
    const accountId = actingAsPerson(caller);
    return this.db.transaction(async (tx) => {
      await this.visibleMasterData(tx, caller, masterDataId);
      const { rows: locked } = await tx.query<{ id: number }>(
        `SELECT id FROM contracts WHERE account_id = $1 AND master_data_id = $2
           AND status IN ('NotConfirmed', 'SubscriberChanged') ORDER BY id FOR UPDATE`,
        [accountId, masterDataId],
      );
      if (locked.length === 0) {
        throw nativeError('CONTRACT_ALREADY_CONFIRMED', 'There is nothing to confirm: the contracts are confirmed', {
          status: 409,
        });
      }
      for (const { id } of locked) {
        const row = (await this.rows(tx, 'c.id = $2', [id]))[0]!;
        const missing = missingOf(row);
        if (missing.length > 0) {
          throw new ProblemError({
            type: 'about:blank',
            title: 'CONTRACT_INCOMPLETE',
            status: 422,
            errorCode: 'CONTRACT_INCOMPLETE',
            detail: `Contract ${id} lacks ${missing.join(', ')}: complete it first`,
            errors: Object.fromEntries(missing.map((field) => [field, ['is required before confirming']])),
          });
        }
        if (row.pending_transfer) throw pendingTransferError();
      }
      await tx.query(`UPDATE contracts SET status = 'Confirmed', confirmed_at = $2 WHERE id = ANY($1)`, [
        locked.map((row) => row.id),
        this.now(),
      ]);
      return { message: CONFIRMATION_SUCCESSFUL, confirmedContractIds: locked.map((row) => row.id) };
    });
  }

  // ── contracts ────────────────────────────────────────────────────────────────────────────────────────

  /** The person's contracts (optionally of one master data), as subscriber or recipient; none while acting. */
  async list(caller: ContractParty, options: { masterDataId?: number; page: number; pageSize: number }) {
    if (caller.organizationId !== undefined) return paged([], options.page, options.pageSize, 0);
    const offset = (options.page - 1) * options.pageSize;
    const { rows } = await this.db.query<ContractRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total
       FROM (${CONTRACT_SELECT} WHERE ${visibleTo('$2')} AND ($3::integer IS NULL OR c.master_data_id = $3)) visible
       ORDER BY master_data_id, starts_on DESC, id LIMIT $4 OFFSET $5`,
      [this.now(), caller.accountId, options.masterDataId ?? null, options.pageSize, offset],
    );
    return paged(
      rows.map((row) => this.contractOf(row, caller)),
      options.page,
      options.pageSize,
      Number(rows[0]?.total ?? 0),
    );
  }

  async get(caller: ContractParty, id: number) {
    return this.contractOf(await this.visibleRow(this.db, caller, id, { subscriber: false }), caller);
  }

  /** Sets the contract's invoice or shipping address (the address rules of the account's addresses apply). */
  async setAddress(caller: ContractParty, id: number, type: AddressType, input: AddressFieldsInput) {
    // The contract is the caller's to change before the address is looked at (another's is simply not found).
    await this.change(caller, id, async (tx) =>
      this.upsertAddress(tx, id, type, await checkedAddress(tx, input), this.now()),
    );
    return this.get(caller, id);
  }

  /** Pays the contract with another of the subscriber's stored payment methods. */
  async setPaymentToken(caller: ContractParty, id: number, paymentTokenId: string) {
    await this.change(caller, id, async (tx, row) => {
      await this.assertOwnToken(tx, row.account_id, paymentTokenId);
      await tx.query('UPDATE contracts SET payment_token_id = $2 WHERE id = $1', [id, paymentTokenId]);
    });
    return this.get(caller, id);
  }

  /** Moves the contract to another price class or ticket medium of its master data (from the upcoming season). */
  async setDetails(caller: ContractParty, id: number, input: { newPricingClass?: string; newShippingCode?: string }) {
    const given = [input.newPricingClass, input.newShippingCode].filter((value) => value !== undefined);
    if (given.length !== 1) {
      throw badRequest('$', 'takes exactly one of newPricingClass and newShippingCode');
    }
    await this.change(caller, id, async (tx, row) => {
      if (input.newPricingClass !== undefined) {
        const { rows } = await tx.query(
          'SELECT 1 FROM contract_prices WHERE master_data_id = $1 AND pricing_class = $2',
          [row.master_data_id, input.newPricingClass],
        );
        if (rows.length === 0) throw badRequest('newPricingClass', 'is not a price class of this contract');
        await tx.query('UPDATE contracts SET pricing_class = $2 WHERE id = $1', [id, input.newPricingClass]);
      } else {
        const { rows } = await tx.query(
          'SELECT 1 FROM contract_shipping_codes WHERE master_data_id = $1 AND code = $2',
          [row.master_data_id, input.newShippingCode],
        );
        if (rows.length === 0) throw badRequest('newShippingCode', 'is not a ticket medium of this contract');
        await tx.query('UPDATE contracts SET shipping_code = $2 WHERE id = $1', [id, input.newShippingCode]);
      }
    });
    return this.get(caller, id);
  }

  /**
   * Terminates the contract to the next renewal date, with one of its master data's reasons. Irreversible:
   * a terminated contract cannot be changed or terminated again. Refused while a transfer is pending.
   */
  async terminate(caller: ContractParty, id: number, terminationReasonId: number) {
    await this.change(caller, id, async (tx, row) => {
      const { rows } = await tx.query(
        'SELECT 1 FROM contract_termination_reasons WHERE id = $1 AND master_data_id = $2',
        [terminationReasonId, row.master_data_id],
      );
      if (rows.length === 0) throw badRequest('terminationReasonId', 'is not a termination reason of this contract');
      if (row.pending_transfer) throw pendingTransferError();
      await tx.query(
        `UPDATE contracts SET status = 'Terminated', termination_reason_id = $2, terminated_at = $3, ends_on = $4
         WHERE id = $1`,
        [id, terminationReasonId, this.now(), this.seasons().renewalDate],
      );
    });
    return this.get(caller, id);
  }

  /**
   * The second subscription area (`/seasontickets/self/contracts`): the person's season-ticket contracts by
   * season, optionally only those that go on, with texts in one language.
   */
  async seasonTickets(
    caller: ContractParty,
    filters: { active?: boolean | undefined; seasons: ('current' | 'upcoming')[]; language: 'de' | 'en' },
  ) {
    if (caller.organizationId !== undefined) return { items: [] };
    const rows = await this.rows(this.db, `${visibleTo('$2')} AND c.kind = 'SeasonTicket'`, [caller.accountId]);
    const { current, upcoming } = this.seasons();
    const items = rows
      .filter((row) => filters.active === undefined || filters.active === goesOn(row))
      .flatMap((row) =>
        filters.seasons
          .map((which) => this.seasonTicketOf(row, which === 'current' ? current : upcoming, filters.language))
          .filter((item) => item !== null),
      );
    return { items };
  }

  async seasonTicket(caller: ContractParty, id: number, language: 'de' | 'en') {
    const row = await this.visibleRow(this.db, caller, id, { subscriber: false });
    const { current, upcoming } = this.seasons();
    const item =
      this.seasonTicketOf(row, current, language) ?? this.seasonTicketOf(row, upcoming, language) ?? undefined;
    if (!item || row.kind !== 'SeasonTicket') throw notFound(`No season ticket of contract ${id}`);
    return item;
  }

  // ── transfers ────────────────────────────────────────────────────────────────────────────────────────

  async transfers(caller: ContractParty, kind: TransferKind) {
    const { rows } = await this.db.query<TransferRow>(
      `${TRANSFER_SELECT} WHERE t.kind = $2 AND (t.sender_account_id = $3 OR t.target_account_id = $3)
       ORDER BY t.created_at DESC, t.id`,
      [this.now(), kind, caller.accountId],
    );
    return { items: rows.map((row) => this.transferOf(row, caller)) };
  }

  async transfer(caller: ContractParty, kind: TransferKind, id: string) {
    return this.transferOf(await this.visibleTransfer(this.db, caller, kind, id), caller);
  }

  /**
   * Offers the contract to another person: as its recipient for the upcoming season, or as its subscriber.
   * The person needs an account with the e-mail address, and must be free to hold the ticket.
   */
  async createTransfer(caller: ContractParty, kind: TransferKind, input: { contractId: number; email: string }) {
    const email = input.email.trim();
    const created = await this.change(caller, input.contractId, async (tx, row) => {
      if (!row.transferable || !row.master_transferable) {
        throw nativeError('CONTRACT_NOT_TRANSFERABLE', 'This contract’s recipient and subscriber cannot change', {
          status: 422,
        });
      }
      if (row.pending_transfer) throw pendingTransferError();
      const person = await personByMail(tx, email);
      if (!person) {
        const code = kind === 'Recipient' ? 'RECIPIENT_NOT_FOUND' : 'SUBSCRIBER_NOT_FOUND';
        throw nativeError(code, 'No account has this e-mail address: the person signs up first, then you start again', {
          status: 422,
        });
      }
      await this.assertFreeFor(tx, kind, row, person.id);
      return this.insertTransfer(tx, kind, row, person, email);
    });
    await this.mailOffer(created.id, kind);
    return this.transfer(caller, kind, created.id);
  }

  /** Turns a pending recipient transfer into a subscriber transfer to the same person (a new link). */
  async convertToSubscriberTransfer(caller: ContractParty, id: string) {
    const seen = await this.visibleTransfer(this.db, caller, 'Recipient', id);
    if (seen.sender_account_id !== caller.accountId) throw notFound(`No recipient transfer ${id}`);
    const created = await this.change(caller, seen.contract_id, async (tx, row) => {
      const transfer = await this.lockPending(tx, id);
      const { rows: people } = await tx.query<PersonRow & { email: string; profile_language: 'de' | 'en' }>(
        `SELECT a.id, a.first_name, a.last_name, a.email, a.profile_language FROM accounts a
         WHERE a.id = $1 AND NOT EXISTS (SELECT 1 FROM deletion_requests d WHERE d.account_id = a.id AND d.state = 'Done')`,
        [transfer.target_account_id],
      );
      if (!people[0]) {
        throw nativeError('USER_NOT_FOUND', 'The person no longer has an account', { status: 422 });
      }
      await this.assertFreeFor(tx, 'Subscriber', row, people[0].id);
      // The recipient change stops being the pending one before its successor becomes it.
      const next = randomUUID();
      await tx.query(
        `UPDATE contract_transfers SET state = 'Converted', converted_to = $2, responded_at = $3 WHERE id = $1`,
        [id, next, this.now()],
      );
      return this.insertTransfer(tx, 'Subscriber', row, people[0], transfer.target_email, next);
    });
    await this.mailOffer(created.id, 'Subscriber');
    return this.transfer(caller, 'Subscriber', created.id);
  }

  /** The subscriber takes a pending transfer back; nothing changed yet. */
  async withdrawTransfer(caller: ContractParty, kind: TransferKind, id: string): Promise<void> {
    const seen = await this.visibleTransfer(this.db, caller, kind, id);
    if (seen.sender_account_id !== caller.accountId) {
      throw forbidden('Only the subscriber who started a transfer withdraws it; its person may decline it.');
    }
    await this.change(caller, seen.contract_id, async (tx) => {
      await this.lockPending(tx, id);
      await tx.query(`UPDATE contract_transfers SET state = 'Withdrawn', responded_at = $2 WHERE id = $1`, [
        id,
        this.now(),
      ]);
    });
  }

  /** The person declines, with a reason the subscriber reads. */
  async declineTransfer(caller: ContractParty, kind: TransferKind, id: string, reason: string) {
    const text = reason.trim();
    if (text === '') throw badRequest('reason', 'is required when declining');
    const seen = await this.visibleTransfer(this.db, caller, kind, id);
    if (seen.target_account_id !== caller.accountId) {
      throw forbidden('Only the person a transfer is offered to declines it; the subscriber may withdraw it.');
    }
    await this.db.transaction(async (tx) => {
      await this.lockContract(tx, seen.contract_id);
      await this.lockPending(tx, id);
      await tx.query(
        `UPDATE contract_transfers SET state = 'Declined', reason_for_declining = $2, responded_at = $3 WHERE id = $1`,
        [id, text, this.now()],
      );
    });
    await this.mailAnswer(id, kind);
    return this.transfer(caller, kind, id);
  }

  /**
   * The person accepts. A recipient gives the address the ticket is sent to (the contract's shipping address)
   * and becomes the upcoming season's recipient. A subscriber gives their addresses and payment method: the
   * contract ends at the renewal date (Transferred) and goes on as theirs (SubscriberChanged, to confirm),
   * with them as its recipient.
   */
  async acceptTransfer(
    caller: ContractParty,
    kind: TransferKind,
    id: string,
    input: {
      address?: AddressFieldsInput;
      shippingAddress?: AddressFieldsInput;
      invoiceAddress?: AddressFieldsInput;
      paymentTokenId?: string;
    },
  ) {
    const seen = await this.visibleTransfer(this.db, caller, kind, id);
    if (seen.target_account_id !== caller.accountId) {
      throw forbidden('Only the person a transfer is offered to accepts it.');
    }
    await this.assertMayHoldSeasonTicket(caller);
    const [address, shippingAddress, invoiceAddress] = await Promise.all(
      kind === 'Recipient'
        ? [requiredAddress(this.db, input.address, 'address'), undefined, undefined]
        : [
            undefined,
            requiredAddress(this.db, input.shippingAddress, 'shippingAddress'),
            requiredAddress(this.db, input.invoiceAddress, 'invoiceAddress'),
          ],
    );
    if (kind === 'Subscriber' && !input.paymentTokenId) throw badRequest('paymentTokenId', 'is required');
    try {
      await this.db.transaction(async (tx) => {
        const row = await this.lockContract(tx, seen.contract_id);
        await this.lockPending(tx, id);
        // Serialises every acceptance for this person: the ownership checks below see the other's outcome.
        await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [caller.accountId]);
        if (!goesOn(row)) throw transferUnavailable('The contract has ended');
        await this.assertFreeFor(tx, kind, row, caller.accountId);
        const now = this.now();
        if (kind === 'Recipient') {
          await tx.query('UPDATE contracts SET upcoming_recipient_account_id = $2 WHERE id = $1', [
            row.id,
            caller.accountId,
          ]);
          await this.upsertAddress(tx, row.id, 'shipping', address!, now);
        } else {
          await this.assertOwnToken(tx, caller.accountId, input.paymentTokenId!);
          await this.continueAsNewSubscriber(tx, row, caller.accountId, input.paymentTokenId!, {
            shipping: shippingAddress!,
            invoice: invoiceAddress!,
          });
        }
        await tx.query(`UPDATE contract_transfers SET state = 'Accepted', responded_at = $2 WHERE id = $1`, [id, now]);
      });
    } catch (error) {
      // The index behind the one-ownership rule, should a path without the account lock ever race here.
      if ((error as { code?: string }).code === '23505')
        throw ownershipError('ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA');
      throw error;
    }
    await this.mailAnswer(id, kind);
    return this.transfer(caller, kind, id);
  }

  // ── internals ────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Runs a subscriber's change of a contract that goes on, under the contract's lock. Another's contract is
   * not found; a recipient's is refused (they ask the subscriber); an ended one cannot change.
   */
  private async change<T>(
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

  private async visibleRow(
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

  private async lockContract(tx: Queryable, id: number): Promise<ContractRow> {
    await tx.query('SELECT 1 FROM contracts WHERE id = $1 FOR UPDATE', [id]);
    return (await this.rows(tx, 'c.id = $2', [id]))[0]!;
  }

  private async rows(db: Queryable, where: string, params: unknown[]): Promise<ContractRow[]> {
    const { rows } = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE ${where} ORDER BY c.master_data_id, c.id`, [
      this.now(),
      ...params,
    ]);
    return rows;
  }

  private async visibleMasterData(db: Queryable, caller: ContractParty, id: number): Promise<MasterDataRow> {
    const { rows } = await db.query<MasterDataRow>(
      `SELECT md.* FROM contract_master_data md WHERE md.id = $1
         AND EXISTS (SELECT 1 FROM contracts c WHERE c.master_data_id = md.id AND ${visibleTo('$2')})`,
      [id, caller.organizationId === undefined ? caller.accountId : null],
    );
    if (!rows[0]) throw notFound(`No contract master data ${id}`);
    return rows[0];
  }

  private masterDataOf(row: MasterDataRow) {
    const { current, upcoming, renewalDate } = this.seasons();
    return {
      id: row.id,
      kind: row.kind,
      name: { de: row.name_de, en: row.name_en },
      venue: row.venue,
      transferable: row.transferable,
      season: current,
      upcomingSeason: upcoming,
      renewalDate,
    };
  }

  /** The contract as the service answers it; a recipient reads neither addresses nor payment nor transfers. */
  private contractOf(row: ContractRow, caller: ContractParty) {
    const isSubscriber = row.account_id === caller.accountId;
    const { current, upcoming, renewalDate } = this.seasons();
    return {
      id: row.id,
      masterDataId: row.master_data_id,
      masterData: { id: row.master_data_id, name: { de: row.master_name_de, en: row.master_name_en } },
      kind: row.kind,
      state: row.state,
      status: statusOf(row),
      role: isSubscriber ? ('Subscriber' as const) : ('Recipient' as const),
      subscriber: personOf(row.subscriber)!,
      season: current,
      recipient: personOf(row.recipient),
      upcomingSeason: {
        season: upcoming,
        recipient: goesOn(row) ? personOf(row.upcoming_recipient) : null,
      },
      seat: row.block === null ? null : { block: row.block, row: row.row_label, seat: row.seat_label },
      venue: row.venue,
      pricingClass:
        row.pricing_class === null
          ? null
          : {
              code: row.pricing_class,
              name: { de: row.price_name_de!, en: row.price_name_en! },
              price: euros(row.price_minor!),
            },
      shippingCode:
        row.shipping_code === null
          ? null
          : {
              code: row.shipping_code,
              name: { de: row.shipping_name_de!, en: row.shipping_name_en! },
              fee: euros(row.shipping_fee_minor!),
              needsShippingAddress: row.needs_shipping_address!,
            },
      currency: 'EUR' as const,
      transferable: row.transferable && row.master_transferable,
      paymentTokenId: isSubscriber && row.token_usable ? row.payment_token_id : null,
      addresses: isSubscriber ? row.addresses.map((address) => ({ type: address.type, ...addressOf(address) })) : [],
      missing: isSubscriber && goesOn(row) ? missingOf(row) : [],
      terminationReason:
        row.termination_reason_id === null
          ? null
          : { id: row.termination_reason_id, text: { de: row.reason_de!, en: row.reason_en! } },
      terminatedAt: row.terminated_at === null ? null : iso(row.terminated_at),
      startsOn: isoDate(row.starts_on),
      endsOn: row.ends_on === null ? null : isoDate(row.ends_on),
      renewalDate,
      confirmedAt: row.confirmed_at === null ? null : iso(row.confirmed_at),
      pendingTransfer:
        isSubscriber && row.pending_transfer
          ? {
              id: row.pending_transfer.id,
              kind: row.pending_transfer.kind,
              email: row.pending_transfer.target_email,
              expiresAt: iso(row.pending_transfer.expires_at),
            }
          : null,
    };
  }

  private seasonTicketOf(row: ContractRow, season: number, language: 'de' | 'en') {
    const { current } = this.seasons();
    // A contract taken over (SubscriberChanged) starts with the upcoming season; one that ends, ends with this.
    if (season === current && row.status === 'SubscriberChanged') return null;
    if (season !== current && !goesOn(row)) return null;
    const holder = season === current ? row.recipient : row.upcoming_recipient;
    const de = language === 'de';
    return {
      contractId: row.id,
      season,
      name: de ? row.master_name_de : row.master_name_en,
      status: statusOf(row),
      venue: row.venue,
      block: row.block,
      row: row.row_label,
      seat: row.seat_label,
      pricingClass: row.pricing_class === null ? null : de ? row.price_name_de : row.price_name_en,
      ticketMedium: row.shipping_code === null ? null : de ? row.shipping_name_de : row.shipping_name_en,
      holder: personOf(holder),
      subscriber: personOf(row.subscriber)!,
      active: goesOn(row),
    };
  }

  /**
   * Whether the person may take the contract over (spec 3 section 5): not its subscriber already (a
   * subscriber transfer), not its (upcoming) recipient already (a recipient transfer), and holding no other
   * contract of the same master data into the upcoming season.
   */
  private async assertFreeFor(tx: Queryable, kind: TransferKind, row: ContractRow, personId: string) {
    if (kind === 'Subscriber' && personId === row.account_id) {
      throw nativeError('SAME_SUBSCRIBER_AS_CURRENT', 'This person is the contract’s subscriber already', {
        status: 422,
      });
    }
    if (kind === 'Recipient' && personId === row.upcoming_recipient_account_id) {
      throw ownershipError(personId === row.recipient_account_id ? 'ALREADY_RECIPIENT' : 'ALREADY_UPCOMING_RECIPIENT');
    }
    const { rows } = await tx.query<{ current: boolean }>(
      `SELECT recipient_account_id = $3 AS current FROM contracts
       WHERE master_data_id = $1 AND id <> $2 AND upcoming_recipient_account_id = $3
         AND status NOT IN ('Terminated', 'Transferred')
       ORDER BY 1 DESC LIMIT 1`,
      [row.master_data_id, row.id, personId],
    );
    if (rows[0]) {
      throw ownershipError(
        rows[0].current
          ? 'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA'
          : 'ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
      );
    }
  }

  /** A season ticket is a person's: a fan club cannot be its recipient, no organisation its subscriber. */
  private async assertMayHoldSeasonTicket(caller: ContractParty) {
    if (caller.organizationId === undefined) return;
    const { rows } = await this.db.query<{ type: string }>('SELECT type FROM organizations WHERE id = $1', [
      caller.organizationId,
    ]);
    if (rows[0]?.type === 'FanClub') {
      throw nativeError(
        'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED',
        'A fan club cannot hold a season ticket: accept it as yourself',
        { status: 422 },
      );
    }
    actingAsPerson(caller);
  }

  private async assertOwnToken(tx: Queryable, accountId: string, tokenId: string) {
    const { rows } = await tx.query(
      'SELECT 1 FROM payment_tokens WHERE id = $1 AND owner = $2 AND deleted_at IS NULL',
      [tokenId, `account:${accountId}`],
    );
    if (rows.length === 0) {
      throw nativeError('PAYMENT_TOKEN_UNKNOWN', 'This is not one of your stored payment methods', { status: 422 });
    }
  }

  private async insertTransfer(
    tx: Queryable,
    kind: TransferKind,
    row: ContractRow,
    person: PersonRow,
    email: string,
    id: string = randomUUID(),
  ) {
    const now = this.now();
    // A pending transfer past its link's time is expired for good once the contract gets a new one.
    await tx.query(
      `UPDATE contract_transfers SET state = 'Expired' WHERE contract_id = $1 AND state = 'Pending' AND expires_at <= $2`,
      [row.id, now],
    );
    await tx.query(
      `INSERT INTO contract_transfers (id, kind, contract_id, sender_account_id, target_account_id, target_email,
         state, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'Pending', $7, $8)`,
      [
        id,
        kind,
        row.id,
        row.account_id,
        person.id,
        email,
        now,
        new Date(now.getTime() + TRANSFER_VALIDITY_DAYS * DAY_MS),
      ],
    );
    return { id };
  }

  /** The subscriber transfer's effect: this contract ends at the renewal date, a new one goes on as the person's. */
  private async continueAsNewSubscriber(
    tx: Queryable,
    row: ContractRow,
    accountId: string,
    paymentTokenId: string,
    addresses: Record<AddressType, Awaited<ReturnType<typeof checkedAddress>>>,
  ) {
    const { renewalDate } = this.seasons();
    const now = this.now();
    // The old contract first leaves the upcoming season, so the one-ownership index admits the new one.
    await tx.query(`UPDATE contracts SET status = 'Transferred', ends_on = $2 WHERE id = $1`, [row.id, renewalDate]);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO contracts (account_id, kind, state, payment_token_id, starts_on, master_data_id, status,
         recipient_account_id, upcoming_recipient_account_id, pricing_class, shipping_code, block, row_label,
         seat_label, transferable)
       SELECT $2, kind, 'Running', $3, $4, master_data_id, 'SubscriberChanged', $2, $2, pricing_class, shipping_code,
              block, row_label, seat_label, transferable
       FROM contracts WHERE id = $1
       RETURNING id`,
      [row.id, accountId, paymentTokenId, renewalDate],
    );
    const successor = rows[0]!.id;
    await tx.query('UPDATE contracts SET successor_id = $2 WHERE id = $1', [row.id, successor]);
    await this.upsertAddress(tx, successor, 'invoice', addresses.invoice, now);
    await this.upsertAddress(tx, successor, 'shipping', addresses.shipping, now);
  }

  private async upsertAddress(
    tx: Queryable,
    contractId: number,
    type: AddressType,
    address: Awaited<ReturnType<typeof checkedAddress>>,
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

  private async visibleTransfer(db: Queryable, caller: ContractParty, kind: TransferKind, id: string) {
    const { rows } = await db.query<TransferRow>(
      `${TRANSFER_SELECT} WHERE t.id = $2 AND t.kind = $3 AND (t.sender_account_id = $4 OR t.target_account_id = $4)`,
      [this.now(), id, kind, caller.accountId],
    );
    if (!rows[0]) throw notFound(`No ${kind.toLowerCase()} transfer ${id}`);
    return rows[0];
  }

  private async lockPending(tx: Queryable, id: string) {
    const { rows } = await tx.query<{
      state: Exclude<TransferState, 'Expired'> | 'Expired';
      expires_at: Date | string;
      target_account_id: string;
      target_email: string;
    }>('SELECT state, expires_at, target_account_id, target_email FROM contract_transfers WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    const transfer = rows[0]!;
    const state = stateOf(transfer.state, transfer.expires_at, this.now());
    if (state === 'Expired') {
      throw nativeError('TRANSFER_LINK_EXPIRED', 'The link has expired: ask the subscriber to start again', {
        status: 410,
      });
    }
    if (state !== 'Pending') throw transferUnavailable(`The transfer is ${state.toLowerCase()} already`, state);
    return transfer;
  }

  private transferOf(row: TransferRow, caller: ContractParty) {
    const state = stateOf(row.state, row.expires_at, this.now());
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
      person:
        state === 'Accepted' || !sent ? { firstName: row.target_first_name, lastName: row.target_last_name } : null,
      contract: {
        masterData: { id: row.master_data_id, name: { de: row.master_name_de, en: row.master_name_en } },
        upcomingSeason: this.seasons().upcoming,
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

  /** Mails the person the link to the transfer, in their profile language; the transfer stands without it. */
  private async mailOffer(id: string, kind: TransferKind) {
    try {
      const row = await this.transferRow(id);
      await this.options.mailer.send(
        transferOfferMail({
          kind,
          to: row.target_email,
          firstName: row.target_first_name,
          language: row.target_language,
          subscriber: `${row.sender_first_name} ${row.sender_last_name}`,
          contract: row.target_language === 'de' ? row.master_name_de : row.master_name_en,
          season: this.seasons().upcoming,
          expiresAt: new Date(row.expires_at),
          link: `${this.options.portalOrigin().replace(/\/$/, '')}${transferPath(kind, row.target_language, id)}`,
        }),
      );
    } catch (error) {
      this.options.log?.error({ err: error, transferId: id }, 'contract transfer mail not sent');
    }
  }

  /** Tells the subscriber how the person answered. */
  private async mailAnswer(id: string, kind: TransferKind) {
    try {
      const row = await this.transferRow(id);
      await this.options.mailer.send(
        transferAnsweredMail({
          kind,
          to: row.sender_email,
          firstName: row.sender_first_name,
          language: row.sender_language,
          person: `${row.target_first_name} ${row.target_last_name}`,
          accepted: row.state === 'Accepted',
          reason: row.reason_for_declining,
          contract: row.sender_language === 'de' ? row.master_name_de : row.master_name_en,
          link: `${this.options.portalOrigin().replace(/\/$/, '')}${contractPath(row.sender_language, row.contract_id)}`,
        }),
      );
    } catch (error) {
      this.options.log?.error({ err: error, transferId: id }, 'contract transfer answer mail not sent');
    }
  }

  private async transferRow(id: string): Promise<TransferRow> {
    return (await this.db.query<TransferRow>(`${TRANSFER_SELECT} WHERE t.id = $2`, [this.now(), id])).rows[0]!;
  }
}

interface MasterDataRow {
  id: number;
  kind: 'SeasonTicket' | 'Membership';
  name_de: string;
  name_en: string;
  venue: string | null;
  transferable: boolean;
}

interface TransferRow {
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
const TRANSFER_SELECT = `SELECT t.*, $1::timestamptz AS asked_at,
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

function stateOf(stored: TransferState, expiresAt: Date | string, now: Date): TransferState {
  return stored === 'Pending' && new Date(expiresAt) <= now ? 'Expired' : stored;
}

/** Where the portal shows a transfer to its person, by their profile language. */
export function transferPath(kind: TransferKind, language: 'de' | 'en', id: string): string {
  if (kind === 'Recipient') {
    return language === 'de'
      ? `/konto/vertraege/empfaengerwechsel/${id}`
      : `/en/account/contracts/recipient-change/${id}`;
  }
  return language === 'de' ? `/konto/vertraege/uebernahme/${id}` : `/en/account/contracts/takeover/${id}`;
}

/** Where the portal shows a contract to its subscriber. */
export function contractPath(language: 'de' | 'en', id: number): string {
  return language === 'de' ? `/konto/vertraege/${id}` : `/en/account/contracts/${id}`;
}

/** The person behind the token, for a change only a person makes (not while acting for an organisation). */
function actingAsPerson(caller: ContractParty): string {
  if (caller.organizationId !== undefined) {
    throw nativeError('PLATFORM_ACTIONS_ARE_NOT_ALLOWED', 'This is not possible while acting for an organisation.', {
      status: 403,
    });
  }
  return caller.accountId;
}

function personIdOf(caller: ContractParty): string | null {
  return caller.organizationId === undefined ? caller.accountId : null;
}

async function requiredAddress(db: Queryable, input: AddressFieldsInput | undefined, field: string) {
  if (input === undefined) throw badRequest(field, 'is required');
  return checkedAddress(db, input);
}

function addressValues(address: Awaited<ReturnType<typeof checkedAddress>>): unknown[] {
  return [
    address.company,
    address.firstName,
    address.lastName,
    address.street,
    address.additionalAddress,
    address.postalCode,
    address.city,
    address.countryCode,
    address.phone,
  ];
}

function paged<T>(items: T[], page: number, pageSize: number, totalCount: number) {
  return { items, page, pageSize, totalCount, hasNextPage: page * pageSize < totalCount };
}

function ownershipError(code: string): ProblemError {
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

function pendingTransferError(): ProblemError {
  return nativeError('CONTRACT_TRANSFER_PENDING', 'A change of recipient or subscriber is pending: withdraw it first', {
    status: 409,
  });
}

function transferUnavailable(detail: string, state?: TransferState): ProblemError {
  return nativeError('TRANSFER_NOT_PENDING', detail, { status: 409, ...(state ? { reason: state } : {}) });
}
