import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { DocumentStore } from './document-store.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import { applicationReceivedMail } from './mails.ts';
import {
  MAX_DOCUMENTS,
  MAX_TOTAL_BYTES,
  type JobApplication,
  type JobApplicationDraft,
  type JobApplicationInput,
  type JobCompany,
  type JobPosting,
  type JobPostingSummary,
} from './schemas.ts';
import type { UploadTokens } from './tokens.ts';

type Language = 'de' | 'en' | 'ja';

/** The spec's messages for the documents (spec 2 section 5), the native codes the graph maps. */
export const DOCUMENT_MESSAGES = {
  JOB_DOCUMENT_INVALID_FORMAT: 'Invalid file format. Please upload .pdf files only',
  JOB_DOCUMENT_LIMIT_REACHED: 'You can upload up to 5 files',
  JOB_DOCUMENTS_TOO_LARGE: 'Maximum total file size is 20 MB',
} as const;

/** Applications one e-mail address may start within an hour (anyone may apply: this keeps scripts out). */
export const APPLICATIONS_PER_HOUR = 5;
/**
 * Applications one client address may start within an hour. Looser than the e-mail's limit: a household, an
 * office or a carrier's NAT puts several applicants behind one address; a script changing e-mails is stopped.
 */
export const APPLICATIONS_PER_ADDRESS_PER_HOUR = 20;
/** Uploads one client address may stream at once (a browser sends an application's files one after another). */
export const UPLOADS_PER_ADDRESS = 2;
/** How long a client refused for uploads in progress is asked to wait (Retry-After, seconds). */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;
/** A document still arriving counts against the limits for this long (an upload cut by a crash does not forever). */
const RECEIVING_GRACE = "interval '15 minutes'";
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** Where a PDF's end-of-file marker may stand: within its last 1024 bytes (as readers accept it). */
const TAIL_BYTES = 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

const tooLarge = () =>
  nativeError('JOB_DOCUMENTS_TOO_LARGE', DOCUMENT_MESSAGES.JOB_DOCUMENTS_TOO_LARGE, { status: 413 });
const tooMany = () =>
  nativeError('JOB_DOCUMENT_LIMIT_REACHED', DOCUMENT_MESSAGES.JOB_DOCUMENT_LIMIT_REACHED, { status: 400 });
const busy = (detail: string) =>
  new ProblemError({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail });
const notPdf = () =>
  nativeError('JOB_DOCUMENT_INVALID_FORMAT', DOCUMENT_MESSAGES.JOB_DOCUMENT_INVALID_FORMAT, { status: 400 });

interface PostingRow {
  origin_id: string;
  company_key: string;
  company_name: string;
  title_de: string;
  title_en: string | null;
  content_de: { intro: string; sections: { heading: string; items: string[] }[] };
  content_en: { intro: string; sections: { heading: string; items: string[] }[] } | null;
  location: string;
  employment_type: JobPosting['employmentType'];
  starts_on: string | Date | null;
  weekly_hours: string | number | null;
  contact_name: string;
  published_at: string | Date;
  closes_at: string | Date | null;
  open: boolean;
}

interface ApplicationRow {
  id: string;
  origin_id: string;
  state: 'Draft' | 'Submitted';
  language: 'de' | 'en';
  first_name: string;
  last_name: string;
  salutation: string;
  email: string;
  created_at: string | Date;
  submitted_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const dateOnly = (value: string | Date) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : new Date(value.getTime() - value.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const POSTING_SELECT = `SELECT p.*, c.name AS company_name,
    (p.closes_at IS NULL OR p.closes_at > now()) AS open
  FROM job_postings p JOIN job_companies c ON c.key = p.company_key`;

export interface JobServiceOptions {
  db: Database;
  /** Where the documents' bytes go (a directory, an object store). */
  documents: DocumentStore;
  tokens: UploadTokens;
  mailer: Mailer;
  /** The portal's origin, for the link in the confirmation mail. */
  portalOrigin: () => string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The job portal's service: the companies and their postings (public), applications from anyone (a signed-in
 * person's names their account) and their documents, which arrive as streams and are checked while they
 * arrive: PDF by content, at most 5 per application, 20 MB in total.
 */
export class JobService {
  /** Uploads streaming in now, by application and by client address: each is bounded (receiveDocument). */
  private readonly uploadingApplications = new Set<string>();
  private readonly uploadsByAddress = new Map<string, number>();

  constructor(private readonly options: JobServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async companies(language: Language): Promise<JobCompany[]> {
    const { rows } = await this.db.query<{
      key: string;
      name: string;
      description_de: string;
      description_en: string | null;
      city: string;
      open_postings: number;
    }>(
      `SELECT c.*, (SELECT count(*)::integer FROM job_postings p
          WHERE p.company_key = c.key AND (p.closes_at IS NULL OR p.closes_at > now())) AS open_postings
       FROM job_companies c ORDER BY c.position`,
    );
    return rows.map((row) => ({
      key: row.key,
      name: row.name,
      description: (language === 'en' ? row.description_en : null) ?? row.description_de,
      city: row.city,
      openPostings: row.open_postings,
    }));
  }

  /** The open postings, newest first; of one company when `company` is given (an unknown company is a 404). */
  async postings(request: { company?: string | undefined; language: Language; page: number; pageSize: number }) {
    if (request.company !== undefined) {
      const { rows } = await this.db.query('SELECT 1 FROM job_companies WHERE key = $1', [request.company]);
      if (rows.length === 0) throw notFound(`No company ${request.company}`);
    }
    const { rows } = await this.db.query<PostingRow>(
      `${POSTING_SELECT}
       WHERE (p.closes_at IS NULL OR p.closes_at > now()) AND ($1::text IS NULL OR p.company_key = $1)
       ORDER BY p.published_at DESC, p.origin_id
       LIMIT $2 OFFSET $3`,
      [request.company ?? null, request.pageSize, (request.page - 1) * request.pageSize],
    );
    const { rows: counted } = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM job_postings p
       WHERE (p.closes_at IS NULL OR p.closes_at > now()) AND ($1::text IS NULL OR p.company_key = $1)`,
      [request.company ?? null],
    );
    return { items: rows.map((row) => summaryOf(row, request.language)), total: counted[0]?.total ?? 0 };
  }

  async posting(originId: string, language: Language): Promise<JobPosting> {
    const { rows } = await this.db.query<PostingRow>(`${POSTING_SELECT} WHERE p.origin_id = $1`, [originId]);
    const row = rows[0];
    if (!row) throw notFound(`No job posting ${originId}`);
    const english = language === 'en' && row.content_en !== null;
    const content = english ? row.content_en! : row.content_de;
    return {
      ...summaryOf(row, language),
      intro: content.intro,
      sections: content.sections,
      contactName: row.contact_name,
    };
  }

  /**
   * Starts an application (state Draft) after checking the form's rules, and hands out the token its
   * documents are uploaded with. At most APPLICATIONS_PER_HOUR per e-mail address and
   * APPLICATIONS_PER_ADDRESS_PER_HOUR per client address (`clientAddress`, as the portal's front and the graph
   * name it) within an hour: 429 JOB_APPLICATION_LIMIT_REACHED.
   */
  async apply(
    originId: string,
    input: JobApplicationInput,
    accountId: string | null,
    clientAddress: string,
  ): Promise<JobApplicationDraft> {
    const { rows } = await this.db.query<{ open: boolean }>(
      'SELECT (closes_at IS NULL OR closes_at > now()) AS open FROM job_postings WHERE origin_id = $1',
      [originId],
    );
    if (!rows[0]) throw notFound(`No job posting ${originId}`);
    if (!rows[0].open) throw nativeError('JOB_POSTING_CLOSED', 'This job takes no more applications.', { status: 409 });
    const errors = validateApplication(input, this.now());
    if (Object.keys(errors).length > 0) {
      throw new ProblemError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: `The body is invalid: ${Object.entries(errors)
          .map(([field, messages]) => `${field} ${messages.join(', ')}`)
          .join('; ')}`,
        errors,
      });
    }
    const email = input.email.trim();
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
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
        throw nativeError(
          'JOB_APPLICATION_LIMIT_REACHED',
          'Too many applications from this address; try again later.',
          {
            status: 429,
          },
        );
      }
      const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
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
    });
    const { token, expiresAt } = this.options.tokens.issue(id);
    return {
      application: await this.application(this.db, id),
      upload: {
        url: `/uploads/job-applications/${id}/documents`,
        token,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        maxDocuments: MAX_DOCUMENTS,
        maxTotalBytes: MAX_TOTAL_BYTES,
      },
    };
  }

  /** The application the token names, for what only its holder may do; refusals as native codes. */
  private async authorised(applicationId: string, token: string | undefined): Promise<ApplicationRow> {
    const check = token ? this.options.tokens.verify(token, applicationId) : { ok: false as const, reason: 'invalid' };
    if (!check.ok) {
      if (check.reason === 'expired')
        throw nativeError('JOB_UPLOAD_TOKEN_EXPIRED', 'The upload token has expired; start the application again.', {
          status: 410,
        });
      // Another application's token is as good as none here: nothing says whether this one exists.
      throw nativeError('JOB_UPLOAD_TOKEN_INVALID', 'The upload token is not valid for this application.', {
        status: 403,
      });
    }
    const row = await this.row(this.db, applicationId);
    if (!row) throw notFound(`No application ${applicationId}`);
    if (row.state !== 'Draft')
      throw nativeError('JOB_APPLICATION_ALREADY_SUBMITTED', 'This application has been submitted already.', {
        status: 409,
      });
    return row;
  }

  /**
   * Receives one document as a stream into the document store. Refuses before reading when the application
   * has its 5 documents, the declared length would pass 20 MB, another upload of the application is still
   * under way, or the client address streams UPLOADS_PER_ADDRESS uploads already (429, try again); while
   * reading, refuses as soon as the first bytes are not a PDF's or the total passes 20 MB. A refused or broken
   * upload leaves nothing behind.
   */
  async receiveDocument(request: {
    applicationId: string;
    token: string | undefined;
    fileName: string;
    declaredBytes: number | undefined;
    clientAddress: string;
    body: Readable;
  }): Promise<JobApplication> {
    const application = await this.authorised(request.applicationId, request.token);
    const before = await this.stats(this.db, application.id, true);
    if (before.count >= MAX_DOCUMENTS) throw tooMany();
    if (request.declaredBytes !== undefined && before.bytes + request.declaredBytes > MAX_TOTAL_BYTES) throw tooLarge();
    const release = this.admitUpload(application.id, request.clientAddress);
    const documentId = randomUUID();
    try {
      await this.db.query(
        `INSERT INTO job_application_documents (id, application_id, file_name, state) VALUES ($1, $2, $3, 'Receiving')`,
        [documentId, application.id, request.fileName],
      );
      const received = await this.options.documents.put(
        documentId,
        checkedPdf(request.body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>, before.bytes),
      );
      await this.db.transaction(async (tx) => {
        // One upload finishes at a time per application, so two at once cannot both squeeze under a limit.
        await tx.query('SELECT id FROM job_applications WHERE id = $1 FOR UPDATE', [application.id]);
        const stored = await this.stats(tx, application.id, false);
        if (stored.count >= MAX_DOCUMENTS) throw tooMany();
        if (stored.bytes + received > MAX_TOTAL_BYTES) throw tooLarge();
        await tx.query(`UPDATE job_application_documents SET state = 'Stored', size_bytes = $2 WHERE id = $1`, [
          documentId,
          received,
        ]);
      });
    } catch (error) {
      await Promise.all([
        this.db.query('DELETE FROM job_application_documents WHERE id = $1', [documentId]),
        this.options.documents.remove(documentId),
      ]).catch((cleanup: unknown) =>
        this.options.log?.error({ err: cleanup, documentId }, 'refused document not removed'),
      );
      throw error;
    } finally {
      release();
    }
    return this.application(this.db, application.id);
  }

  /** Takes one of the application's and the address's upload slots, or refuses (429): see receiveDocument. */
  private admitUpload(applicationId: string, clientAddress: string): () => void {
    if (this.uploadingApplications.has(applicationId))
      throw busy('Another document of this application is still uploading; try again when it is done.');
    const streaming = this.uploadsByAddress.get(clientAddress) ?? 0;
    if (streaming >= UPLOADS_PER_ADDRESS) throw busy('Too many uploads at once; try again in a moment.');
    this.uploadingApplications.add(applicationId);
    this.uploadsByAddress.set(clientAddress, streaming + 1);
    return () => {
      this.uploadingApplications.delete(applicationId);
      const left = (this.uploadsByAddress.get(clientAddress) ?? 1) - 1;
      if (left > 0) this.uploadsByAddress.set(clientAddress, left);
      else this.uploadsByAddress.delete(clientAddress);
    };
  }

  /** Removes a document of a draft (the applicant picked the wrong file). */
  async removeDocument(applicationId: string, token: string | undefined, documentId: string): Promise<JobApplication> {
    const application = await this.authorised(applicationId, token);
    const { rows } = await this.db.query(
      'DELETE FROM job_application_documents WHERE id = $1 AND application_id = $2 RETURNING id',
      [documentId, application.id],
    );
    if (rows.length === 0) throw notFound(`No document ${documentId}`);
    await this.options.documents.remove(documentId);
    return this.application(this.db, application.id);
  }

  /** Submits a draft: 1 to 5 stored PDFs; the applicant gets a confirmation mail. */
  async submit(applicationId: string, token: string | undefined): Promise<JobApplication> {
    const application = await this.authorised(applicationId, token);
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM job_applications WHERE id = $1 FOR UPDATE', [application.id]);
      const stored = await this.stats(tx, application.id, false);
      if (stored.count === 0)
        throw nativeError('JOB_DOCUMENTS_MISSING', 'Upload at least one document (PDF) before submitting.', {
          status: 400,
        });
      // The limits hold for what is stored (the upload checked them); a document still arriving is dropped.
      if (stored.count > MAX_DOCUMENTS) throw tooMany();
      if (stored.bytes > MAX_TOTAL_BYTES) throw tooLarge();
      const { rows: abandoned } = await tx.query<{ id: string }>(
        `DELETE FROM job_application_documents WHERE application_id = $1 AND state = 'Receiving' RETURNING id`,
        [application.id],
      );
      // Their bytes go too (a .part file of an upload still running is removed when it ends).
      for (const { id } of abandoned) await this.options.documents.remove(id);
      const { rows } = await tx.query(
        `UPDATE job_applications SET state = 'Submitted', submitted_at = now() WHERE id = $1 AND state = 'Draft'
         RETURNING id`,
        [application.id],
      );
      if (rows.length === 0)
        throw nativeError('JOB_APPLICATION_ALREADY_SUBMITTED', 'This application has been submitted already.', {
          status: 409,
        });
    });
    const submitted = await this.application(this.db, application.id);
    await this.mailConfirmation(application, submitted);
    return submitted;
  }

  /** The bytes of a stored document (for the club's applicant tracking; tests read them back). */
  documentBytes(documentId: string): Readable {
    return this.options.documents.get(documentId);
  }

  private async mailConfirmation(row: ApplicationRow, application: JobApplication) {
    try {
      const { rows } = await this.db.query<{ title_de: string; title_en: string | null; company_name: string }>(
        `SELECT p.title_de, p.title_en, c.name AS company_name FROM job_postings p
         JOIN job_companies c ON c.key = p.company_key WHERE p.origin_id = $1`,
        [row.origin_id],
      );
      const posting = rows[0]!;
      const base = this.options.portalOrigin().replace(/\/$/, '');
      await this.options.mailer.send(
        applicationReceivedMail({
          to: row.email,
          language: row.language,
          salutation: row.salutation,
          firstName: row.first_name,
          lastName: row.last_name,
          title: (row.language === 'en' ? posting.title_en : null) ?? posting.title_de,
          company: posting.company_name,
          documents: application.documents.map((document) => document.fileName),
          link: `${base}${row.language === 'en' ? '/career' : '/jobs'}/${row.origin_id}`,
        }),
      );
    } catch (error) {
      this.options.log?.error({ err: error, applicationId: row.id }, 'job application confirmation not sent');
    }
  }

  private async row(db: Queryable, id: string): Promise<ApplicationRow | undefined> {
    const { rows } = await db.query<ApplicationRow>(
      `SELECT id, origin_id, state, language, salutation, first_name, last_name, email, created_at, submitted_at
       FROM job_applications WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  /** How many documents an application has and their bytes (with those still arriving, when asked). */
  private async stats(db: Queryable, id: string, withReceiving: boolean) {
    const { rows } = await db.query<{ count: number; bytes: string }>(
      `SELECT count(*)::integer AS count, coalesce(sum(size_bytes), 0)::bigint AS bytes
       FROM job_application_documents
       WHERE application_id = $1 AND (state = 'Stored' OR ($2 AND created_at > now() - ${RECEIVING_GRACE}))`,
      [id, withReceiving],
    );
    return { count: rows[0]?.count ?? 0, bytes: Number(rows[0]?.bytes ?? 0) };
  }

  private async application(db: Queryable, id: string): Promise<JobApplication> {
    const row = (await this.row(db, id))!;
    const { rows: documents } = await db.query<{ id: string; file_name: string; size_bytes: number }>(
      `SELECT id, file_name, size_bytes FROM job_application_documents
       WHERE application_id = $1 AND state = 'Stored' ORDER BY created_at, id`,
      [id],
    );
    return {
      id: row.id,
      originId: row.origin_id,
      state: row.state,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      createdAt: iso(row.created_at),
      submittedAt: row.submitted_at === null ? null : iso(row.submitted_at),
      documents: documents.map((document) => ({
        id: document.id,
        fileName: document.file_name,
        sizeBytes: document.size_bytes,
      })),
      totalBytes: documents.reduce((sum, document) => sum + document.size_bytes, 0),
    };
  }
}

function summaryOf(row: PostingRow, language: Language): JobPostingSummary {
  const english = language === 'en' && row.title_en !== null && row.content_en !== null;
  return {
    originId: row.origin_id,
    title: english ? row.title_en! : row.title_de,
    language: english ? 'en' : 'de',
    languages: row.content_en !== null && row.title_en !== null ? ['de', 'en'] : ['de'],
    company: { key: row.company_key, name: row.company_name },
    location: row.location,
    employmentType: row.employment_type,
    startsOn: row.starts_on === null ? null : dateOnly(row.starts_on),
    weeklyHours: row.weekly_hours === null ? null : Number(row.weekly_hours),
    publishedAt: iso(row.published_at),
    closesAt: row.closes_at === null ? null : iso(row.closes_at),
    open: row.open,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9][0-9 ()/-]{5,29}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
/** The most a notice period can be, per unit (a year). */
const NOTICE_MAXIMUM = { days: 365, weeks: 52, months: 12 } as const;

/** Whole years between `birthday` and `today` (both YYYY-MM-DD). */
function age(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The form's rules beyond the schema (spec 2 sections 3 and 5): required texts hold more than blanks, the
 * e-mail and mobile are well formed, the applicant is 15 to 100 years old, the start lies between today and
 * two years ahead, a notice period has amount, unit and reference (and none has none of them), and both
 * consents are given. Answers the messages per field, empty when all hold.
 */
export function validateApplication(input: JobApplicationInput, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const field of ['firstName', 'lastName', 'email', 'mobile', 'street', 'number', 'zip', 'city'] as const) {
    if (!input[field].trim()) fail(field, 'is required');
  }
  if (input.email.trim() && !EMAIL.test(input.email.trim())) fail('email', 'is not a valid e-mail address');
  if (input.mobile.trim() && !MOBILE.test(input.mobile.trim())) fail('mobile', 'is not a valid phone number');
  if (input.zip.trim() && !ZIP.test(input.zip.trim())) fail('zip', 'is not a valid postal code');
  const today = now.toISOString().slice(0, 10);
  const years = age(input.birthday, today);
  if (!(years >= 15 && years <= 100)) fail('birthday', 'must lie between 15 and 100 years ago');
  const latestStart = new Date(now.getTime() + 2 * 365 * DAY_MS).toISOString().slice(0, 10);
  if (input.startDate < today || input.startDate > latestStart)
    fail('startDate', 'must lie between today and two years from now');
  if (input.hasNoticePeriod) {
    if (input.noticePeriodAmount == null) fail('noticePeriodAmount', 'is required');
    if (input.noticePeriodUnit == null) fail('noticePeriodUnit', 'is required');
    if (input.noticePeriodReference == null) fail('noticePeriodReference', 'is required');
    if (
      input.noticePeriodAmount != null &&
      input.noticePeriodUnit != null &&
      input.noticePeriodAmount > NOTICE_MAXIMUM[input.noticePeriodUnit]
    )
      fail('noticePeriodAmount', `must be at most ${NOTICE_MAXIMUM[input.noticePeriodUnit]} ${input.noticePeriodUnit}`);
  } else {
    for (const field of ['noticePeriodAmount', 'noticePeriodUnit', 'noticePeriodReference'] as const) {
      if (input[field] != null) fail(field, 'must be empty without a notice period');
    }
  }
  if (input.privacyConsent !== true) fail('privacyConsent', 'must be given');
  if (input.retentionConsent !== true) fail('retentionConsent', 'must be given');
  return errors;
}

/**
 * An upload's chunks as they arrive, checked on the way to the store: refused as soon as the first bytes are
 * not a PDF's (%PDF-) or the application's total (`storedBytes` plus these) passes 20 MB, and at the end
 * unless the file ends as a PDF does (%%EOF within its last 1024 bytes).
 */
async function* checkedPdf(chunks: AsyncIterable<Buffer>, storedBytes: number): AsyncGenerator<Buffer> {
  let received = 0;
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  for await (const chunk of chunks) {
    received += chunk.length;
    if (storedBytes + received > MAX_TOTAL_BYTES) throw tooLarge();
    if (head.length < PDF_MAGIC.length) {
      head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
      if (!PDF_MAGIC.subarray(0, head.length).equals(head)) throw notPdf();
    }
    tail = Buffer.concat([tail, chunk.subarray(Math.max(0, chunk.length - TAIL_BYTES))]);
    tail = tail.subarray(Math.max(0, tail.length - TAIL_BYTES));
    yield chunk;
  }
  // A PDF starts with %PDF- and ends with %%EOF: a truncated or disguised file is neither.
  if (head.length < PDF_MAGIC.length || !tail.includes(PDF_END)) throw notPdf();
}
