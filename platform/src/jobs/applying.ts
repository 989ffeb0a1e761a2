/**
 * The steps of an application from draft to submitted, each inside the caller's transaction: the hourly
 * limits checked and the draft written, a received document stored under the documents' limits, and the
 * draft submitted. Free functions taking `tx`, so each check runs under the lock of the write it guards.
 */
import type { Queryable } from '../db/database.ts';
import { nativeError } from '../http/problem.ts';
import { documentStats, tooLarge, tooMany } from './document-checks.ts';
import type { DocumentStore } from './document-store.ts';
import { MAX_DOCUMENTS, MAX_TOTAL_BYTES, type JobApplicationInput } from './schemas.ts';

/** Applications one e-mail address may start within an hour (anyone may apply: this keeps scripts out). */
export const APPLICATIONS_PER_HOUR = 5;
/**
 * Applications one client address may start within an hour. Looser than the e-mail's limit: a household, an
 * office or a carrier's NAT puts several applicants behind one address; a script changing e-mails is stopped.
 */
export const APPLICATIONS_PER_ADDRESS_PER_HOUR = 20;

/** A draft about to be written: its new id, the posting, who applies (null: nobody signed in) and from where. */
export interface NewDraft {
  id: string;
  originId: string;
  accountId: string | null;
  clientAddress: string;
  /** The applicant's e-mail address, trimmed: the hourly limit counts by it. */
  email: string;
}

/**
 * Refuses a draft past APPLICATIONS_PER_HOUR for its e-mail address or APPLICATIONS_PER_ADDRESS_PER_HOUR for
 * its client address (429 JOB_APPLICATION_LIMIT_REACHED).
 */
export async function assertUnderApplicationLimits(tx: Queryable, email: string, clientAddress: string) {
  // Serialises the applications of one address, so the count below cannot be raced past.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`job-application:${email.toLowerCase()}`]);
  const { rows: recent } = await tx.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM job_applications
     WHERE lower(email) = lower($1) AND created_at > now() - interval '1 hour'`,
    [email],
  );
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`job-application-address:${clientAddress}`]);
  const { rows: fromAddress } = await tx.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM job_applications
     WHERE client_address = $1 AND created_at > now() - interval '1 hour'`,
    [clientAddress],
  );
  if (
    (recent[0]?.count ?? 0) >= APPLICATIONS_PER_HOUR ||
    (fromAddress[0]?.count ?? 0) >= APPLICATIONS_PER_ADDRESS_PER_HOUR
  ) {
    throw nativeError('JOB_APPLICATION_LIMIT_REACHED', 'Too many applications from this address; try again later.', {
      status: 429,
    });
  }
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function insertDraftApplication(tx: Queryable, draft: NewDraft, input: JobApplicationInput) {
  const { id, originId, accountId, clientAddress, email } = draft;
  await tx.query(
    `INSERT INTO job_applications (id, origin_id, account_id, state, language, salutation, title, first_name,
       last_name, email, mobile, street, house_number, additional, country_code, zip, city, birthday,
       desired_salary, start_date, has_notice_period, notice_period_amount, notice_period_unit,
       notice_period_reference, severely_disabled, source, comments, privacy_consent, retention_consent,
       client_address)
     VALUES ($1, $2, $3, 'Draft', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
       $21, $22, $23, $24, $25, $26, $27, $28, $29)`,
    [
      id,
      originId,
      accountId,
      input.language,
      input.salutation,
      blankToNull(input.title),
      input.firstName.trim(),
      input.lastName.trim(),
      email,
      input.mobile.trim(),
      input.street.trim(),
      input.number.trim(),
      blankToNull(input.additional),
      input.country,
      input.zip.trim(),
      input.city.trim(),
      input.birthday,
      input.desiredSalary ?? null,
      input.startDate,
      input.hasNoticePeriod,
      input.hasNoticePeriod ? input.noticePeriodAmount : null,
      input.hasNoticePeriod ? input.noticePeriodUnit : null,
      input.hasNoticePeriod ? input.noticePeriodReference : null,
      input.severelyDisabled,
      blankToNull(input.source),
      blankToNull(input.comments),
      input.privacyConsent,
      input.retentionConsent,
      clientAddress,
    ],
  );
}

/** Marks a received document stored, unless the documents stored meanwhile leave no room for it. */
export async function storeReceivedDocument(
  tx: Queryable,
  applicationId: string,
  documentId: string,
  received: number,
) {
  // One upload finishes at a time per application, so two at once cannot both squeeze under a limit.
  await tx.query('SELECT id FROM job_applications WHERE id = $1 FOR UPDATE', [applicationId]);
  const stored = await documentStats(tx, applicationId, false);
  if (stored.count >= MAX_DOCUMENTS) throw tooMany();
  if (stored.bytes + received > MAX_TOTAL_BYTES) throw tooLarge();
  await tx.query(`UPDATE job_application_documents SET state = 'Stored', size_bytes = $2 WHERE id = $1`, [
    documentId,
    received,
  ]);
}

/** Submits a draft with 1 to 5 stored PDFs; a document still arriving is dropped, its bytes too. */
export async function submitDraft(tx: Queryable, documents: DocumentStore, applicationId: string) {
  await tx.query('SELECT id FROM job_applications WHERE id = $1 FOR UPDATE', [applicationId]);
  const stored = await documentStats(tx, applicationId, false);
  if (stored.count === 0)
    throw nativeError('JOB_DOCUMENTS_MISSING', 'Upload at least one document (PDF) before submitting.', {
      status: 400,
    });
  // The limits hold for what is stored (the upload checked them); a document still arriving is dropped.
  if (stored.count > MAX_DOCUMENTS) throw tooMany();
  if (stored.bytes > MAX_TOTAL_BYTES) throw tooLarge();
  const { rows: abandoned } = await tx.query<{ id: string }>(
    `DELETE FROM job_application_documents WHERE application_id = $1 AND state = 'Receiving' RETURNING id`,
    [applicationId],
  );
  // Their bytes go too (a .part file of an upload still running is removed when it ends).
  for (const { id } of abandoned) await documents.remove(id);
  const { rows } = await tx.query(
    `UPDATE job_applications SET state = 'Submitted', submitted_at = now() WHERE id = $1 AND state = 'Draft'
     RETURNING id`,
    [applicationId],
  );
  if (rows.length === 0)
    throw nativeError('JOB_APPLICATION_ALREADY_SUBMITTED', 'This application has been submitted already.', {
      status: 409,
    });
}
