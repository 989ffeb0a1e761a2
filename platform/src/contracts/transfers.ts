import { randomUUID } from 'node:crypto';
import type { AddressFieldsInput, CheckedAddress } from '../account/addresses.ts';
import { type Queryable } from '../db/database.ts';
import { personByMail } from '../account/emails.ts';
import { badRequest, forbidden, nativeError, notFound, type ProblemError } from '../http/problem.ts';
import {
  ContractRecords,
  DAY_MS,
  TRANSFER_VALIDITY_DAYS,
  actingAsPerson,
  goesOn,
  ownershipError,
  pendingTransferError,
  requiredAddress,
  type AddressType,
  type ContractParty,
  type ContractRow,
  type PersonRow,
  type TransferKind,
  type TransferState,
} from './records.ts';
import { sendTransferAnswer, sendTransferOffer } from './transfer-mails.ts';
import { TRANSFER_SELECT, stateOf, transferOf, type TransferRow } from './transfer-render.ts';

/**
 * The changes of a season-ticket contract's people (spec 3 section 5): the subscriber hands the ticket to
 * another recipient for the upcoming season, or the whole contract to another subscriber; the person offered it
 * accepts (with addresses and, as subscriber, a payment method) or declines; the subscriber may withdraw.
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
export class ContractTransferService extends ContractRecords {
  async list(caller: ContractParty, kind: TransferKind) {
    const { rows } = await this.db.query<TransferRow>(
      `${TRANSFER_SELECT} WHERE t.kind = $2 AND (t.sender_account_id = $3 OR t.target_account_id = $3)
       ORDER BY t.created_at DESC, t.id`,
      [this.now(), kind, caller.accountId],
    );
    return { items: rows.map((row) => transferOf(row, caller, this.now(), this.seasons().upcoming)) };
  }

  async get(caller: ContractParty, kind: TransferKind, id: string) {
    const row = await this.visibleTransfer(this.db, caller, kind, id);
    return transferOf(row, caller, this.now(), this.seasons().upcoming);
  }

  /**
   * Offers the contract to another person: as its recipient for the upcoming season, or as its subscriber.
   * The person needs an account with the e-mail address, and must be free to hold the ticket.
   */
  async create(caller: ContractParty, kind: TransferKind, input: { contractId: number; email: string }) {
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
    await sendTransferOffer(this.db, this.options, this, created.id, kind);
    return this.get(caller, kind, created.id);
  }

  /** Turns a pending recipient transfer into a subscriber transfer to the same person (a new link). */
  async convertToSubscriber(caller: ContractParty, id: string) {
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
    await sendTransferOffer(this.db, this.options, this, created.id, 'Subscriber');
    return this.get(caller, 'Subscriber', created.id);
  }

  /** The subscriber takes a pending transfer back; nothing changed yet. */
  async withdraw(caller: ContractParty, kind: TransferKind, id: string): Promise<void> {
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
  async decline(caller: ContractParty, kind: TransferKind, id: string, reason: string) {
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
    await sendTransferAnswer(this.db, this.options, this, id, kind);
    return this.get(caller, kind, id);
  }

  /**
   * The person accepts. A recipient gives the address the ticket is sent to (the contract's shipping address)
   * and becomes the upcoming season's recipient. A subscriber gives their addresses and payment method: the
   * contract ends at the renewal date (Transferred) and goes on as theirs (SubscriberChanged, to confirm),
   * with them as its recipient.
   */
  async accept(
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
    await sendTransferAnswer(this.db, this.options, this, id, kind);
    return this.get(caller, kind, id);
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
    addresses: Record<AddressType, CheckedAddress>,
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
}

function transferUnavailable(detail: string, state?: TransferState): ProblemError {
  return nativeError('TRANSFER_NOT_PENDING', detail, { status: 409, ...(state ? { reason: state } : {}) });
}
