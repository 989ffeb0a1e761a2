/**
 * The mails that confirm a subscriber's own changes of their contracts: a cancellation (German law asks for
 * its confirmation in text form at once) and a renewal. Each goes to the subscriber in their profile language
 * after the change is committed; the change stands without its mail, which is logged when it fails.
 */
import type { Queryable } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { portalLinks, portalUrl } from '../portal-links.ts';
import { renewalConfirmationMail, terminationConfirmationMail, type MailedContract } from './mails.ts';

interface Options {
  mailer: Mailer;
  portalOrigin: () => string;
  log?: { error(details: object, message: string): void };
}

interface ContractMailRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  profile_language: 'de' | 'en';
  master_name_de: string;
  master_name_en: string;
  block: string | null;
  row_label: string | null;
  seat_label: string | null;
  price_name_de: string | null;
  price_name_en: string | null;
  price_minor: number | null;
  reason_de: string | null;
  reason_en: string | null;
  terminated_at: Date | null;
  ends_on: Date | string | null;
}

async function contractsForMail(db: Queryable, ids: number[]): Promise<ContractMailRow[]> {
  const { rows } = await db.query<ContractMailRow>(
    `SELECT c.id, a.email, a.first_name, a.last_name, a.profile_language, md.name_de AS master_name_de,
            md.name_en AS master_name_en, c.block, c.row_label, c.seat_label, p.name_de AS price_name_de,
            p.name_en AS price_name_en, p.price_minor, tr.text_de AS reason_de, tr.text_en AS reason_en,
            c.terminated_at, c.ends_on
       FROM contracts c JOIN accounts a ON a.id = c.account_id
       JOIN contract_master_data md ON md.id = c.master_data_id
       LEFT JOIN contract_prices p ON p.master_data_id = c.master_data_id AND p.pricing_class = c.pricing_class
       LEFT JOIN contract_termination_reasons tr ON tr.id = c.termination_reason_id
      WHERE c.id = ANY($1) ORDER BY c.id`,
    [ids],
  );
  return rows;
}

function mailedContract(row: ContractMailRow, language: 'de' | 'en'): MailedContract {
  const english = language === 'en';
  return {
    id: row.id,
    name: english ? row.master_name_en : row.master_name_de,
    seat:
      row.block === null
        ? null
        : english
          ? `Block ${row.block}, row ${row.row_label}, seat ${row.seat_label}`
          : `Block ${row.block}, Reihe ${row.row_label}, Platz ${row.seat_label}`,
    priceClass: (english ? row.price_name_en : row.price_name_de) ?? null,
    priceMinor: row.price_minor,
  };
}

/** Confirms a cancellation to its subscriber: what, when received, when it ends, why. */
export async function sendTerminationConfirmation(db: Queryable, options: Options, contractId: number) {
  try {
    const [row] = await contractsForMail(db, [contractId]);
    if (!row || row.terminated_at === null || row.ends_on === null) return;
    const language = row.profile_language;
    await options.mailer.send(
      terminationConfirmationMail({
        to: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        language,
        contract: mailedContract(row, language),
        receivedAt: new Date(row.terminated_at),
        endsOn: new Date(row.ends_on),
        reason: (language === 'en' ? row.reason_en : row.reason_de) ?? null,
        link: portalUrl(options.portalOrigin(), portalLinks.contract(language, row.id)),
      }),
    );
  } catch (error) {
    options.log?.error({ err: error, contractId }, 'contract cancellation confirmation not sent');
  }
}

/** Confirms a renewal to its subscriber: the contracts renewed for the season, with their price. */
export async function sendRenewalConfirmation(
  db: Queryable,
  options: Options,
  contractIds: number[],
  season: number,
  confirmedAt: Date,
) {
  try {
    const rows = await contractsForMail(db, contractIds);
    const first = rows[0];
    if (!first) return;
    const language = first.profile_language;
    await options.mailer.send(
      renewalConfirmationMail({
        to: first.email,
        firstName: first.first_name,
        language,
        season,
        contracts: rows.map((row) => mailedContract(row, language)),
        confirmedAt,
        link: portalUrl(options.portalOrigin(), portalLinks.contracts(language)),
      }),
    );
  } catch (error) {
    options.log?.error({ err: error, contractIds }, 'contract renewal confirmation not sent');
  }
}
