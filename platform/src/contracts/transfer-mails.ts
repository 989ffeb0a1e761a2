/**
 * The mails of a contract transfer (spec 3 section 5): the offer, with the link to it, to the person in their
 * profile language, and the person's answer to the subscriber. Each is sent once the change is committed; the
 * transfer stands without its mail, whose failure is logged. Apart from the state machine (transfers.ts),
 * as the contract confirmations are (confirmations.ts).
 */
import type { Queryable } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { portalLinks, portalUrl } from '../portal-links.ts';
import { transferAnsweredMail, transferOfferMail } from './mails.ts';
import type { ContractRecords, TransferKind } from './records.ts';
import { TRANSFER_SELECT, type TransferRow } from './transfer-render.ts';

interface Options {
  mailer: Mailer;
  portalOrigin: () => string;
  log?: { error(details: object, message: string): void };
}

/** The transfer service's clock: now, and the season a transfer is for. */
type Clock = Pick<ContractRecords, 'now' | 'seasons'>;

/** Mails the person the link to the transfer, in their profile language; the transfer stands without it. */
export async function sendTransferOffer(db: Queryable, options: Options, clock: Clock, id: string, kind: TransferKind) {
  try {
    const row = await transferRow(db, clock, id);
    await options.mailer.send(
      transferOfferMail({
        kind,
        to: row.target_email,
        firstName: row.target_first_name,
        language: row.target_language,
        subscriber: `${row.sender_first_name} ${row.sender_last_name}`,
        contract: row.target_language === 'de' ? row.master_name_de : row.master_name_en,
        season: clock.seasons().upcoming,
        expiresAt: new Date(row.expires_at),
        link: portalUrl(options.portalOrigin(), transferPath(kind, row.target_language, id)),
      }),
    );
  } catch (error) {
    options.log?.error({ err: error, transferId: id }, 'contract transfer mail not sent');
  }
}

/** Tells the subscriber how the person answered. */
export async function sendTransferAnswer(
  db: Queryable,
  options: Options,
  clock: Clock,
  id: string,
  kind: TransferKind,
) {
  try {
    const row = await transferRow(db, clock, id);
    await options.mailer.send(
      transferAnsweredMail({
        kind,
        to: row.sender_email,
        firstName: row.sender_first_name,
        language: row.sender_language,
        person: `${row.target_first_name} ${row.target_last_name}`,
        accepted: row.state === 'Accepted',
        reason: row.reason_for_declining,
        contract: row.sender_language === 'de' ? row.master_name_de : row.master_name_en,
        link: portalUrl(options.portalOrigin(), portalLinks.contract(row.sender_language, row.contract_id)),
      }),
    );
  } catch (error) {
    options.log?.error({ err: error, transferId: id }, 'contract transfer answer mail not sent');
  }
}

async function transferRow(db: Queryable, clock: Clock, id: string): Promise<TransferRow> {
  return (await db.query<TransferRow>(`${TRANSFER_SELECT} WHERE t.id = $2`, [clock.now(), id])).rows[0]!;
}

/** Where the portal shows a transfer to its person, by their profile language. */
function transferPath(kind: TransferKind, language: 'de' | 'en', id: string): string {
  return kind === 'Recipient'
    ? portalLinks.contractRecipientChange(language, id)
    : portalLinks.contractTakeover(language, id);
}
