import { portalLinks, portalUrl } from '../portal-links.ts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { DocumentStore } from './document-store.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import { validateApplication } from './application-rules.ts';
import {
  assertUnderApplicationLimits,
  insertDraftApplication,
  storeReceivedDocument,
  submitDraft,
} from './applying.ts';
import { checkedPdf, documentStats, tooLarge, tooMany } from './document-checks.ts';
import { applicationReceivedMail } from './mails.ts';
import { PostingReader } from './posting-reader.ts';
import { applicationRow, type ApplicationRow, type Language } from './records.ts';
import { renderApplication } from './render.ts';
import {
  MAX_DOCUMENTS,
  MAX_TOTAL_BYTES,
  type JobApplication,
  type JobApplicationDraft,
  type JobApplicationInput,
  type JobCompany,
  type JobPosting,
} from './schemas.ts';
import type { UploadTokens } from './tokens.ts';
import { UploadSlots } from './upload-slots.ts';

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
  /** The uploads streaming in now: bounded per application and per client address. */
  private readonly uploads = new UploadSlots();
  /** The read side: the companies and their postings, public. */
  private readonly postingReader: PostingReader;

  constructor(private readonly options: JobServiceOptions) {
    this.postingReader = new PostingReader(options.db);
  }

  private get db() {
    return this.options.db;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async companies(language: Language): Promise<JobCompany[]> {
    return this.postingReader.companies(language);
  }

  /** The open postings, newest first; of one company when `company` is given (an unknown company is a 404). */
  async postings(request: { company?: string | undefined; language: Language; page: number; pageSize: number }) {
    return this.postingReader.postings(request);
  }

  async posting(originId: string, language: Language): Promise<JobPosting> {
    return this.postingReader.posting(originId, language);
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
      await assertUnderApplicationLimits(tx, email, clientAddress);
      await insertDraftApplication(tx, { id, originId, accountId, clientAddress, email }, input);
    });
    const { token, expiresAt } = this.options.tokens.issue(id);
    return {
      application: await renderApplication(this.db, id),
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
    const row = await applicationRow(this.db, applicationId);
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
    const before = await documentStats(this.db, application.id, true);
    if (before.count >= MAX_DOCUMENTS) throw tooMany();
    if (request.declaredBytes !== undefined && before.bytes + request.declaredBytes > MAX_TOTAL_BYTES) throw tooLarge();
    const release = this.uploads.admit(application.id, request.clientAddress);
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
      await this.db.transaction((tx) => storeReceivedDocument(tx, application.id, documentId, received));
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
    return renderApplication(this.db, application.id);
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
    return renderApplication(this.db, application.id);
  }

  /** Submits a draft: 1 to 5 stored PDFs; the applicant gets a confirmation mail. */
  async submit(applicationId: string, token: string | undefined): Promise<JobApplication> {
    const application = await this.authorised(applicationId, token);
    await this.db.transaction((tx) => submitDraft(tx, this.options.documents, application.id));
    const submitted = await renderApplication(this.db, application.id);
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
          link: portalUrl(this.options.portalOrigin(), portalLinks.job(row.language, row.origin_id)),
        }),
      );
    } catch (error) {
      this.options.log?.error({ err: error, applicationId: row.id }, 'job application confirmation not sent');
    }
  }
}
