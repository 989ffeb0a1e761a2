import { randomUUID } from 'node:crypto';
import type { AddressBookEntryService } from '../account/address-book-entries.ts';
import { personByMail } from '../account/emails.ts';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest, forbidden, nativeError, notFound, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import { portalLinks, portalUrl } from '../portal-links.ts';
import { transferAnsweredMail, transferOfferMail } from './mails.ts';
import { assertSeasonTicketHolder } from './season-ticket-holders.ts';
import type { TicketService } from './service.ts';
import { ticketEventOf, type TicketMedia, type TicketRow } from './ticket-render.ts';

export type TransferState = 'Pending' | 'Accepted' | 'Declined' | 'Withdrawn';

/** The spec's text for a recipient without an account (spec 2 section 8, createTicketTransfer). */
export const RECIPIENT_NOT_FOUND_TEXT = 'Die angegebene E-Mail-Adresse wurde nicht gefunden.';

/** Who calls: the owner whose tickets the token reaches, and the person behind it. */
export interface TransferParty {
  /** `account:<subject>` or `organization:<id>` (the organisation acted for). */
  owner: string;
  accountId: string;
}

interface TransferRow {
  id: string;
  ticket_id: number;
  sender_owner: string;
  sender_account_id: string;
  recipient_account_id: string;
  recipient_mail: string;
  state: TransferState;
  reason_for_declining: string | null;
  created_at: Date | string;
  responded_at: Date | string | null;
  sender_first_name: string;
  sender_last_name: string;
  sender_email: string;
  sender_organization_name: string | null;
  recipient_first_name: string;
  recipient_last_name: string;
  kind: 'DayTicket' | 'SeasonTicket';
  serial_number: string;
  event_id: number | null;
  season: number | null;
  block: string;
  row_label: string | null;
  seat_label: string | null;
  media: TicketMedia;
  pricing_class_de: string;
  pricing_class_en: string;
  home_team: string | null;
  away_team: string | null;
  competition: string | null;
  kickoff: Date | string | null;
  kickoff_date: Date | string | null;
}

const TRANSFER_SELECT = `SELECT tr.*, s.first_name AS sender_first_name, s.last_name AS sender_last_name,
       s.email AS sender_email, o.name AS sender_organization_name,
       r.first_name AS recipient_first_name, r.last_name AS recipient_last_name,
       t.kind, t.serial_number, t.event_id, t.season, t.block, t.row_label, t.seat_label, t.media,
       t.pricing_class_de, t.pricing_class_en, m.home_team, m.away_team, m.competition, m.kickoff, m.kickoff_date
     FROM ticket_transfers tr
     JOIN accounts s ON s.id = tr.sender_account_id
     LEFT JOIN organizations o ON tr.sender_owner = 'organization:' || o.id
     JOIN accounts r ON r.id = tr.recipient_account_id
     JOIN tickets t ON t.id = tr.ticket_id
     LEFT JOIN cms_matches m ON m.id = t.event_id`;

/** A transfer is the sender's (the owner that sent it) and the recipient's (the person it was sent to). */
const VISIBLE_TO = '(tr.sender_owner = $2 OR tr.recipient_account_id = $3)';

const iso = (value: Date | string) => new Date(value).toISOString();

function transferOf(row: TransferRow, caller: TransferParty) {
  return {
    id: row.id,
    ticketId: row.ticket_id,
    recipientMail: row.recipient_mail,
    state: row.state,
    direction: row.sender_owner === caller.owner ? ('Sent' as const) : ('Received' as const),
    reasonForDeclining: row.reason_for_declining,
    createdAt: iso(row.created_at),
    respondedAt: row.responded_at === null ? null : iso(row.responded_at),
    // The recipient learns who offers the ticket: a person by name and e-mail, an organisation by name.
    sender: row.sender_organization_name
      ? { name: row.sender_organization_name, email: null }
      : { name: `${row.sender_first_name} ${row.sender_last_name}`, email: row.sender_email },
    // The sender learns the recipient's name only once they accept (spec 2 section 4), not by typing an address.
    recipient:
      row.state === 'Accepted'
        ? { firstName: row.recipient_first_name, lastName: row.recipient_last_name, email: row.recipient_mail }
        : null,
    ticket: {
      id: row.ticket_id,
      kind: row.kind,
      event: ticketEventOf(row),
      season: row.season,
      block: row.block,
      row: row.row_label,
      seat: row.seat_label,
      media: row.media,
      pricingClass: { de: row.pricing_class_de, en: row.pricing_class_en },
    },
  };
}

export type TicketTransferBody = ReturnType<typeof transferOf>;

/**
 * Ticket transfers (spec 2 sections 2, 3, 4 and 7): a holder offers a ticket to the person with an
 * e-mail address; the recipient accepts (the ticket becomes theirs, or the organisation's they act for,
 * with a new barcode) or declines with a reason; the sender withdraws while it is pending.
 *
 *   Pending ──accept (recipient)──▶ Accepted
 *      │ ───decline (recipient)──▶ Declined
 *      └────withdraw (sender)────▶ Withdrawn
 *
 * Every change locks the ticket, then the transfer (always in this order), so a withdrawal and an
 * acceptance, or two acceptances, cannot both win. Another's transfer is not found, never forbidden.
 */
export class TicketTransferService {
  private readonly db: Database;

  constructor(
    private readonly options: {
      db: Database;
      tickets: TicketService;
      addressBook: AddressBookEntryService;
      mailer: Mailer;
      /** The portal's origin, for the link in the recipient's mail. */
      portalOrigin: () => string;
      log?: { error(details: object, message: string): void };
    },
  ) {
    this.db = options.db;
  }

  async list(caller: TransferParty, page: number, pageSize: number) {
    const offset = (page - 1) * pageSize;
    const { rows } = await this.db.query<TransferRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total
       FROM (${TRANSFER_SELECT} WHERE tr.sender_owner = $1 OR tr.recipient_account_id = $2) visible
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [caller.owner, caller.accountId, pageSize, offset],
    );
    const totalCount = Number(rows[0]?.total ?? 0);
    return {
      items: rows.map((row) => transferOf(row, caller)),
      page,
      pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  async get(caller: TransferParty, id: string) {
    return transferOf(await this.visible(this.db, caller, id), caller);
  }

  async create(sender: TransferParty, input: { ticketId: number; recipientMail: string }) {
    const mail = input.recipientMail.trim();
    const created = await this.db.transaction(async (tx) => {
      const ticket = await this.options.tickets.row(tx, input.ticketId, { lock: true });
      if (!ticket || ticket.owner !== sender.owner) {
        // The owner gave it away earlier: they may know that; anyone else's ticket is simply not found.
        const { rows } = await tx.query(
          `SELECT 1 FROM ticket_transfers WHERE ticket_id = $1 AND sender_owner = $2 AND state = 'Accepted'`,
          [input.ticketId, sender.owner],
        );
        if (ticket && rows.length > 0) {
          throw nativeError('TICKET_ALREADY_TRANSFERRED', 'This ticket was passed on already', { status: 409 });
        }
        throw notFound(`No ticket ${input.ticketId}`);
      }
      const recipient = await personByMail(tx, mail);
      if (!recipient) {
        throw new ProblemError({
          type: 'about:blank',
          title: 'USER_NOT_FOUND',
          status: 404,
          errorCode: 'USER_NOT_FOUND',
          detail: RECIPIENT_NOT_FOUND_TEXT,
          errors: { recipientMail: [RECIPIENT_NOT_FOUND_TEXT] },
        });
      }
      if (`account:${recipient.id}` === sender.owner) {
        throw nativeError('TICKET_TRANSFER_TO_SELF', 'A ticket cannot be passed on to oneself', { status: 422 });
      }
      assertTransferable(ticket);
      // Read after the lock, not with it: a statement that waited for the lock sees the joined rows of
      // before (READ COMMITTED), so an offer made meanwhile would slip past into the unique index.
      // Offered to a person already, or on the marketplace.
      const { rows: offers } = await tx.query<{ what: 'transfer' | 'marketplace' }>(
        `SELECT 'transfer' AS what FROM ticket_transfers WHERE ticket_id = $1 AND state = 'Pending'
         UNION ALL SELECT 'marketplace' FROM payouts WHERE ticket_id = $1 AND state = 'Created'`,
        [ticket.id],
      );
      if (offers.some((offer) => offer.what === 'transfer')) {
        throw nativeError('TICKET_TRANSFER_PENDING', 'This ticket is already offered to someone', { status: 409 });
      }
      if (offers.length > 0) {
        throw nativeError('TICKET_NOT_TRANSFERABLE', 'This ticket is on the marketplace: withdraw it there first', {
          status: 422,
          reason: 'OnMarketplace',
        });
      }
      const id = randomUUID();
      await tx.query(
        `INSERT INTO ticket_transfers (id, ticket_id, sender_owner, sender_account_id, recipient_account_id,
           recipient_mail, state, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'Pending', $7)`,
        [id, ticket.id, sender.owner, sender.accountId, recipient.id, mail, this.options.tickets.now()],
      );
      return { id, recipient };
    });
    const transfer = await this.get(sender, created.id);
    await this.mailRecipient(transfer, created.recipient, mail);
    return transfer;
  }

  /** The recipient's answer: accept (the ticket changes hands) or decline with a reason. */
  async answer(caller: TransferParty, id: string, input: { accept: boolean; reasonForDeclining?: string | undefined }) {
    const reason = input.reasonForDeclining?.trim() ?? '';
    if (input.accept && input.reasonForDeclining !== undefined) {
      throw badRequest('reasonForDeclining', 'is given only when declining (accept false)', 'body');
    }
    if (!input.accept && reason === '') throw badRequest('reasonForDeclining', 'is required when declining', 'body');
    await this.db.transaction(async (tx) => {
      const seen = await this.visible(tx, caller, id);
      if (seen.recipient_account_id !== caller.accountId) {
        throw forbidden('Only the recipient accepts or declines a transfer; the sender may withdraw it.');
      }
      const ticket = await this.options.tickets.row(tx, seen.ticket_id, { lock: true });
      const transfer = await this.lockPending(tx, id);
      if (!input.accept) {
        await tx.query(
          `UPDATE ticket_transfers SET state = 'Declined', reason_for_declining = $2, responded_at = $3 WHERE id = $1`,
          [id, reason, this.options.tickets.now()],
        );
        return;
      }
      // Pending keeps the ticket with its sender; this guards against any other path that moves tickets.
      if (!ticket || ticket.owner !== transfer.sender_owner) {
        throw nativeError('TICKET_TRANSFER_NOT_PENDING', 'The ticket is no longer the sender’s', {
          status: 409,
          reason: 'TicketChanged',
        });
      }
      assertTransferable(ticket);
      if (caller.owner === transfer.sender_owner) {
        throw nativeError('TICKET_TRANSFER_TO_SELF', 'A ticket cannot be passed on to oneself', { status: 422 });
      }
      if (ticket.kind === 'SeasonTicket')
        await assertSeasonTicketHolder(tx, caller.owner, ticket.season!, this.options.tickets.now());
      await this.options.tickets.reissue(tx, ticket, caller.owner);
      await tx.query(
        `UPDATE ticket_transfers SET state = 'Accepted', accepted_by_owner = $2, responded_at = $3 WHERE id = $1`,
        [id, caller.owner, this.options.tickets.now()],
      );
      // The accepting party lands in the sender's address book (spec 2 section 4).
      await this.options.addressBook.remember(tx, transfer.sender_owner, {
        firstName: seen.recipient_first_name,
        lastName: seen.recipient_last_name,
        email: transfer.recipient_mail,
      });
    });
    await this.mailSender(id, reason === '' ? null : reason);
    return this.get(caller, id);
  }

  /** The sender takes a pending offer back; the ticket never left them. */
  async withdraw(caller: TransferParty, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const seen = await this.visible(tx, caller, id);
      if (seen.sender_owner !== caller.owner) {
        throw forbidden('Only the sender withdraws a transfer; the recipient may decline it.');
      }
      await this.options.tickets.row(tx, seen.ticket_id, { lock: true });
      await this.lockPending(tx, id);
      await tx.query(`UPDATE ticket_transfers SET state = 'Withdrawn', responded_at = $2 WHERE id = $1`, [
        id,
        this.options.tickets.now(),
      ]);
    });
  }

  private async visible(db: Queryable, caller: TransferParty, id: string): Promise<TransferRow> {
    const { rows } = await db.query<TransferRow>(`${TRANSFER_SELECT} WHERE tr.id = $1 AND ${VISIBLE_TO}`, [
      id,
      caller.owner,
      caller.accountId,
    ]);
    if (!rows[0]) throw notFound(`No ticket transfer ${id}`);
    return rows[0];
  }

  private async lockPending(tx: Queryable, id: string) {
    const { rows } = await tx.query<{ state: TransferState; sender_owner: string; recipient_mail: string }>(
      'SELECT state, sender_owner, recipient_mail FROM ticket_transfers WHERE id = $1 FOR UPDATE',
      [id],
    );
    const transfer = rows[0]!;
    if (transfer.state !== 'Pending') {
      throw nativeError('TICKET_TRANSFER_NOT_PENDING', `The transfer is ${transfer.state.toLowerCase()} already`, {
        status: 409,
        reason: transfer.state,
      });
    }
    return transfer;
  }

  /** Tells the sender how the recipient answered; the answer stands without the mail (their list shows it). */
  private async mailSender(id: string, reason: string | null): Promise<void> {
    try {
      const row = (await this.db.query<TransferRow>(`${TRANSFER_SELECT} WHERE tr.id = $1`, [id])).rows[0];
      if (!row || (row.state !== 'Accepted' && row.state !== 'Declined')) return;
      const { rows } = await this.db.query<{ email: string; first_name: string; profile_language: 'de' | 'en' }>(
        'SELECT email, first_name, profile_language FROM accounts WHERE id = $1',
        [row.sender_account_id],
      );
      const sender = rows[0];
      if (!sender) return;
      const accepted = row.state === 'Accepted';
      const language = sender.profile_language;
      await this.options.mailer.send(
        transferAnsweredMail({
          to: sender.email,
          firstName: sender.first_name,
          language,
          who: accepted ? `${row.recipient_first_name} ${row.recipient_last_name}` : row.recipient_mail,
          accepted,
          reason: accepted ? null : reason,
          ticket: transferOf(row, { owner: row.sender_owner, accountId: row.sender_account_id }).ticket,
          link: portalUrl(this.options.portalOrigin(), portalLinks.ticketTransfers(language)),
        }),
      );
    } catch (error) {
      this.options.log?.error({ err: error, transferId: id }, 'ticket transfer answer mail not sent');
    }
  }

  /** Tells the recipient by mail; the transfer stands without it (their list shows it). */
  private async mailRecipient(
    transfer: TicketTransferBody,
    recipient: { first_name: string; profile_language: 'de' | 'en' },
    mail: string,
  ): Promise<void> {
    const language = recipient.profile_language;
    try {
      await this.options.mailer.send(
        transferOfferMail({
          to: mail,
          firstName: recipient.first_name,
          language,
          sender: transfer.sender.name,
          ticket: transfer.ticket,
          link: portalUrl(this.options.portalOrigin(), portalLinks.ticketTransfer(language, transfer.id)),
        }),
      );
    } catch (error) {
      this.options.log?.error({ err: error, transferId: transfer.id }, 'ticket transfer mail not sent');
    }
  }
}

/** Whether a ticket may change hands: a contract's season ticket never here, a paper or personalised ticket never, none after its time. */
function assertTransferable(ticket: TicketRow): void {
  if (ticket.contract_id !== null) {
    throw nativeError(
      'CONTRACT_NOT_TRANSFERABLE',
      'A season ticket of a contract changes hands through the contract’s recipient transfer',
      { status: 422 },
    );
  }
  if (!ticket.transferable) {
    throw nativeError('TICKET_NOT_TRANSFERABLE', 'This ticket cannot be passed on', {
      status: 422,
      reason: ticket.media === 'HardTicket' ? 'HardTicket' : 'Personalised',
    });
  }
  if (!ticket.in_time) {
    throw nativeError(
      'TICKET_NOT_TRANSFERABLE',
      ticket.kind === 'DayTicket' ? 'The match has kicked off' : 'The season is over',
      { status: 422, reason: ticket.kind === 'DayTicket' ? 'EventStarted' : 'SeasonOver' },
    );
  }
}
