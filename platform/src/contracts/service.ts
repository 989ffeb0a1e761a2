import { sendRenewalConfirmation, sendTerminationConfirmation } from './confirmations.ts';
import { checkedAddress, type AddressFieldsInput } from '../account/addresses.ts';
import { type Queryable } from '../db/database.ts';
import { badRequest, nativeError, notFound, ProblemError } from '../http/problem.ts';
import {
  CONFIRMATION_SUCCESSFUL,
  CONTRACT_SELECT,
  ContractRecords,
  actingAsPerson,
  addressOf,
  euros,
  goesOn,
  iso,
  isoDate,
  missingOf,
  paged,
  pendingTransferError,
  personIdOf,
  personOf,
  statusOf,
  visibleTo,
  type AddressType,
  type ContractParty,
  type ContractRow,
  type MasterDataRow,
} from './records.ts';

/**
 * Season-ticket contracts and their self-service (spec 3 sections 1-7): the subscriber (who pays, the
 * contract's account) confirms the renewal, changes addresses, payment method, price class and ticket medium,
 * and terminates it to the next renewal date. A recipient sees their contract read-only. Handing the ticket to
 * another recipient or the contract to another subscriber is ContractTransferService's (transfers.ts).
 * Another's contract is not found, never forbidden.
 */
export class ContractService extends ContractRecords {
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
    const confirmedAt = this.now();
    const confirmed = await this.db.transaction(async (tx) => {
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
        confirmedAt,
      ]);
      return { message: CONFIRMATION_SUCCESSFUL, confirmedContractIds: locked.map((row) => row.id) };
    });
    await sendRenewalConfirmation(
      this.db,
      this.options,
      confirmed.confirmedContractIds,
      this.seasons().upcoming,
      confirmedAt,
    );
    return confirmed;
  }

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
    await sendTerminationConfirmation(this.db, this.options, id);
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
}
