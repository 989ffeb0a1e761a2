import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { optionalBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { lingerBeforeClosing } from '../http/linger.ts';
import { badRequest, Problem, ProblemError } from '../http/problem.ts';
import {
  CompanyKey,
  JobApplication,
  JobApplicationDraft,
  JobApplicationInput,
  JobCompanyList,
  JobLanguage,
  JobPosting,
  JobPostingPage,
  OriginId,
  MAX_DOCUMENTS,
  MAX_TOTAL_BYTES,
} from './schemas.ts';
import type { JobService } from './service.ts';
import { UPLOAD_RETRY_AFTER_SECONDS } from './upload-slots.ts';

/** Public postings: caches may keep them for a minute. */
const PUBLIC = 'public, max-age=60';
const PERSONAL = 'private, no-store';
const tags = ['jobs'];

/** The upload token of jobs/v1/postings/{originId}/applications, in a header (never in a URL that gets logged). */
const UploadToken = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[\\u0021-\\u007E]+$',
  description: 'The application’s upload token',
});
const UploadHeaders = Type.Object({ 'x-upload-token': Type.Optional(UploadToken) });
const ApplicationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * The job portal's service (spec 2 sections 2, 3 and 5): the companies and their open postings (public),
 * and applications from anyone. A bearer token is optional: a signed-in person's application names them.
 */
export const jobRoutes: FastifyPluginAsyncTypebox<{ service: JobService; verify: AccessTokenVerifier }> = async (
  app,
  { service, verify },
) => {
  app.get(
    '/jobs/v1/companies',
    {
      schema: {
        tags,
        summary: 'The club’s companies that hire, with how many postings each has open',
        querystring: Type.Object({ language: JobLanguage }),
        response: { 200: JobCompanyList, 400: Problem },
      },
    },
    async (request, reply) => {
      const items = await service.companies(request.query.language);
      reply.header('cache-control', PUBLIC);
      return { items };
    },
  );

  app.get(
    '/jobs/v1/postings',
    {
      schema: {
        tags,
        summary: 'The open postings, newest first; of one company with `company`',
        querystring: Type.Object({
          company: Type.Optional(CompanyKey()),
          language: JobLanguage,
          page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: { 200: JobPostingPage, 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const page = await service.postings(request.query);
      reply.header('cache-control', PUBLIC);
      return page;
    },
  );

  app.get(
    '/jobs/v1/postings/:originId',
    {
      schema: {
        tags,
        summary: 'A posting with its texts; a closed one too (`open` false)',
        params: Type.Object({ originId: OriginId() }),
        querystring: Type.Object({ language: JobLanguage }),
        response: { 200: JobPosting, 400: Problem, 404: Problem },
      },
    },
    async (request, reply) => {
      const posting = await service.posting(request.params.originId, request.query.language);
      reply.header('cache-control', PUBLIC);
      return posting;
    },
  );

  app.post(
    '/jobs/v1/postings/:originId/applications',
    {
      preHandler: optionalBearer(verify),
      schema: {
        tags,
        summary: 'Starts an application (Draft) with the form of spec 2 section 3',
        description:
          'Anyone may apply; with a bearer token the application names the person. The form’s rules are ' +
          'checked (400 with `errors` per field), a closed posting is 409 JOB_POSTING_CLOSED and more than ' +
          `5 applications from one e-mail address or 20 from one client address (X-Forwarded-For of the portal’s ` +
          'front or the graph) within an hour 429 JOB_APPLICATION_LIMIT_REACHED. The answer ' +
          'holds the upload URL and token for the documents (PDF only, at most ' +
          `${MAX_DOCUMENTS} files, ${MAX_TOTAL_BYTES} bytes in total), then submit.`,
        security: [{}, { bearer: [] }],
        params: Type.Object({ originId: OriginId() }),
        body: JobApplicationInput,
        response: { 201: JobApplicationDraft, 400: Problem, 401: Problem, 404: Problem, 409: Problem, 429: Problem },
      },
    },
    async (request, reply) => {
      const draft = await service.apply(
        request.params.originId,
        request.body,
        request.principal?.subject ?? null,
        request.ip,
      );
      return reply.code(201).header('cache-control', PERSONAL).send(draft);
    },
  );

  app.post(
    '/jobs/v1/applications/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submits a draft with its documents (1 to 5 PDFs); the applicant gets a confirmation mail',
        description:
          'Needs the application’s upload token: none or another application’s is 403 JOB_UPLOAD_TOKEN_INVALID, ' +
          'an expired one 410 JOB_UPLOAD_TOKEN_EXPIRED. Without a document 400 JOB_DOCUMENTS_MISSING; a ' +
          'submitted application 409 JOB_APPLICATION_ALREADY_SUBMITTED.',
        headers: UploadHeaders,
        params: ApplicationParams,
        response: { 200: JobApplication, 400: Problem, 403: Problem, 404: Problem, 409: Problem, 410: Problem },
      },
    },
    async (request, reply) => {
      const application = await service.submit(request.params.id, request.headers['x-upload-token']);
      reply.header('cache-control', PERSONAL);
      return application;
    },
  );
};

/**
 * The documents' upload (the portal proxies /uploads/* here): the PDF is the request body, streamed. The
 * service checks it while it arrives; when it refuses before the body is in, the answer goes out at once
 * with `connection: close` and the rest of the body is not read: a 21 MB upload is cut off at 20 MB, not
 * received and then refused.
 */
export const jobUploadRoutes: FastifyPluginAsyncTypebox<{ service: JobService }> = async (app, { service }) => {
  // The body is the handler's to read as a stream: no parser buffers it (whatever its content type).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post(
    '/uploads/job-applications/:id/documents',
    {
      schema: {
        tags,
        summary: 'Uploads one document of a draft application: the PDF as the request body',
        description:
          'Checked by content, not by name or type: the first bytes must be %PDF- and the file must end with ' +
          '%%EOF (400 JOB_DOCUMENT_INVALID_FORMAT); a sixth document is 400 JOB_DOCUMENT_LIMIT_REACHED; more ' +
          `than ${MAX_TOTAL_BYTES} bytes across the application’s documents is 413 JOB_DOCUMENTS_TOO_LARGE, ` +
          'answered as soon as the limit is passed (or at once when Content-Length says so), and the connection ' +
          'is closed without reading the rest. Another upload of the same application still under way, or more than ' +
          'two at once from one address, is 429 with Retry-After. `x-file-name` carries the file’s name, ' +
          'URI-encoded; it is kept as a safe display name (letters, digits and a few marks, ending in .pdf).',
        headers: Type.Object({
          'x-upload-token': Type.Optional(UploadToken),
          'x-file-name': Type.Optional(Type.String({ maxLength: 1000, pattern: '^[\\u0020-\\u007E]*$' })),
        }),
        params: ApplicationParams,
        response: {
          201: JobApplication,
          400: Problem,
          403: Problem,
          404: Problem,
          409: Problem,
          410: Problem,
          413: Problem,
          429: Problem,
        },
      },
    },
    async (request, reply) => {
      const raw = request.raw;
      try {
        const length = request.headers['content-length'];
        const application = await service.receiveDocument({
          applicationId: request.params.id,
          token: request.headers['x-upload-token'],
          fileName: fileNameOf(request.headers['x-file-name']),
          declaredBytes: length !== undefined && /^\d{1,15}$/.test(length) ? Number(length) : undefined,
          clientAddress: request.ip,
          body: raw,
        });
        return reply.code(201).header('cache-control', PERSONAL).send(application);
      } catch (error) {
        // Uploads still under way (this application's, or too many from this address): a moment later works.
        if (error instanceof ProblemError && error.problem.status === 429)
          reply.header('retry-after', String(UPLOAD_RETRY_AFTER_SECONDS));
        if (!raw.complete) {
          // Refused before the body is in: stop reading, answer, and close the connection after the answer.
          raw.pause();
          reply.header('connection', 'close');
          lingerBeforeClosing(raw.socket);
        }
        throw error;
      }
    },
  );

  app.delete(
    '/uploads/job-applications/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Removes a document of a draft application',
        headers: UploadHeaders,
        params: Type.Object({ id: Type.String({ format: 'uuid' }), documentId: Type.String({ format: 'uuid' }) }),
        response: { 200: JobApplication, 400: Problem, 403: Problem, 404: Problem, 409: Problem, 410: Problem },
      },
    },
    async (request, reply) => {
      const application = await service.removeDocument(
        request.params.id,
        request.headers['x-upload-token'],
        request.params.documentId,
      );
      reply.header('cache-control', PERSONAL);
      return application;
    },
  );
};

/** The longest display name kept for a document. */
const MAX_FILE_NAME = 120;

/**
 * The file's name from x-file-name (URI-encoded), reduced to a safe display name: its last path segment, in
 * NFC, with letters, digits, spaces and `._-()[],+` kept and anything else (markup, quotes, control and
 * format characters) turned into `_`, no leading dots, at most 120 characters, ending in `.pdf` (it is a PDF
 * by its content). Mails, lists and the club's applicant tracking show it as it is.
 */
export function fileNameOf(header: string | undefined): string {
  if (header === undefined || header === '') return 'document.pdf';
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw badRequest('x-file-name', 'is not URI-encoded', 'header');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) throw badRequest('x-file-name', 'holds control characters', 'header');
  name = name
    .split(/[\\/]/)
    .pop()!
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._\-()[\],+]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|\s+$/g, '');
  const stem = name
    .replace(/\.pdf$/i, '')
    .slice(0, MAX_FILE_NAME - 4)
    .replace(/[\s.]+$/, '');
  return stem && /[\p{L}\p{N}]/u.test(stem) ? `${stem}.pdf` : 'document.pdf';
}
