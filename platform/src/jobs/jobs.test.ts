import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { DEMO_PASSWORD } from '../db/seed/people.ts';
import { startPlatform, type RunningPlatform } from '../index.ts';
import { CLOSED_JOB_POSTING } from '../db/seed/jobs.ts';
import { MAX_TOTAL_BYTES } from './schemas.ts';
import { UploadTokens } from './tokens.ts';
import { fileNameOf } from './routes.ts';

/** The job portal (issue #19): postings, applications from anyone, and the documents' streamed upload rules. */
let platform: RunningPlatform;
const SECRET = 'jobs-test-secret-0123456789abcdef';
const POSTING = '20431';
const MB = 1024 * 1024;

/** The document store's directory, this file's own. */
let DOCUMENTS_DIR: string;
/** Files other tests of this file left (stored documents of their applications): storedDocuments counts past them. */
let filesOfOthers = 0;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  DOCUMENTS_DIR = await mkdtemp(join(tmpdir(), 'jobs-test-documents-'));
  platform = await startPlatform({
    url,
    schema: url ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
    jobUploadSecret: SECRET,
    documentsDir: DOCUMENTS_DIR,
  });
}, 60_000);
afterAll(async () => {
  await platform.close();
  await rm(DOCUMENTS_DIR, { recursive: true, force: true });
});
beforeEach(async () => {
  filesOfOthers = (await readdir(DOCUMENTS_DIR)).length;
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A PDF of `size` bytes: the %PDF- header, filler in a comment, the %%EOF marker. */
export function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x41), tail]);
}
/** The first bytes of a real PNG: a picture renamed to .pdf. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(2000, 7),
]);

let counter = 0;
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    language: 'de',
    salutation: 'ms',
    title: 'Dr.',
    firstName: 'Lena',
    lastName: 'Fischer',
    email: `bewerberin${counter}@beispiel.example`,
    mobile: '+49 170 1234567',
    street: 'Südkurvenweg',
    number: '7a',
    additional: null,
    country: 'DEU',
    zip: '12345',
    city: 'Südstadt',
    birthday: '1994-03-17',
    desiredSalary: 48000,
    startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    hasNoticePeriod: true,
    noticePeriodAmount: 3,
    noticePeriodUnit: 'months',
    noticePeriodReference: 'endOfQuarter',
    severelyDisabled: false,
    source: 'Instagram',
    comments: 'Ich freue mich auf das Gespräch.',
    privacyConsent: true,
    retentionConsent: true,
    ...overrides,
  };
}

async function json(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function apply(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const answer = await json('POST', `/jobs/v1/postings/${POSTING}/applications`, form(overrides), headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { application: Json; upload: { url: string; token: string; maxDocuments: number } };
}

async function upload(
  draft: { upload: { url: string; token: string } },
  bytes: Buffer,
  name = 'Lebenslauf.pdf',
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${platform.url}${draft.upload.url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/pdf',
      'x-upload-token': token ?? draft.upload.token,
      'x-file-name': encodeURIComponent(name),
      ...headers,
    },
    body: bytes,
  });
  return {
    status: response.status,
    body: (await response.json()) as Json,
    connection: response.headers.get('connection'),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** The application's document rows, and the files in the store (a refused upload leaves neither). */
async function storedDocuments(applicationId: string) {
  const { rows } = await platform.db.query<{ documents: number }>(
    `SELECT count(*)::integer AS documents FROM job_application_documents WHERE application_id = $1`,
    [applicationId],
  );
  return { documents: rows[0]!.documents, files: (await readdir(DOCUMENTS_DIR)).length - filesOfOthers };
}

/** The bytes a document's file holds. */
const storedBytes = async (documentId: string) => (await stat(join(DOCUMENTS_DIR, documentId))).size;

describe('postings', () => {
  it('lists the companies with their open postings and each company’s postings, newest first', async () => {
    const companies = await json('GET', '/jobs/v1/companies?language=en');
    expect(companies.status).toBe(200);
    expect(companies.body.items.map((company: Json) => company.name)).toEqual([
      'SC Südstadt 1899 e. V.',
      'SC Südstadt 1899 Fußball GmbH',
      'Südstadt Arena Betriebsgesellschaft mbH',
      'Vereinsmuseum SC Südstadt 1899 gGmbH',
    ]);
    // The museum's internship is closed: it counts only the guide.
    expect(companies.body.items[3].openPostings).toBe(1);
    const football = await json('GET', '/jobs/v1/postings?company=sc-suedstadt-1899-fussball-gmbh&language=de');
    expect(football.body.total).toBe(3);
    expect(football.body.items.map((posting: Json) => posting.originId)).toEqual(['20433', '20434', '20435']);
    const all = await json('GET', '/jobs/v1/postings?language=de&pageSize=100');
    expect(all.body.items.some((posting: Json) => posting.originId === CLOSED_JOB_POSTING)).toBe(false);
    expect((await json('GET', '/jobs/v1/postings?company=gibt-es-nicht')).status).toBe(404);
  });

  it('answers a posting in English where written, in German otherwise (also for Japanese), and a closed one', async () => {
    const english = await json('GET', '/jobs/v1/postings/20433?language=en');
    expect(english.body).toMatchObject({
      title: 'Athletic coach, youth academy (m/f/d)',
      language: 'en',
      languages: ['de', 'en'],
      employmentType: 'FullTime',
      open: true,
      company: { key: 'sc-suedstadt-1899-fussball-gmbh', name: 'SC Südstadt 1899 Fußball GmbH' },
    });
    expect(english.body.sections[0].heading).toBe('Your tasks');
    const germanOnly = await json('GET', '/jobs/v1/postings/20436?language=en');
    expect(germanOnly.body).toMatchObject({
      title: 'Haustechniker Stadion (m/w/d)',
      language: 'de',
      languages: ['de'],
    });
    const japanese = await json('GET', '/jobs/v1/postings/20433?language=ja');
    expect(japanese.body.language).toBe('de');
    const closed = await json('GET', `/jobs/v1/postings/${CLOSED_JOB_POSTING}`);
    expect(closed.body.open).toBe(false);
    expect((await json('GET', '/jobs/v1/postings/99999')).status).toBe(404);
  });
});

describe('applications', () => {
  it('takes the form of spec 2 section 3 from anyone and from a signed-in person (who is named)', async () => {
    const draft = await apply();
    expect(draft.application).toMatchObject({ originId: POSTING, state: 'Draft', documents: [], totalBytes: 0 });
    expect(draft.upload).toMatchObject({ maxDocuments: 5, maxTotalBytes: MAX_TOTAL_BYTES });
    expect(draft.upload.url).toBe(`/uploads/job-applications/${draft.application.id}/documents`);
    const token = (await signIn(platform.identity.issuer, 'fan@club.example', DEMO_PASSWORD)).access_token;
    const signedIn = await apply({}, { authorization: `Bearer ${token}` });
    const { rows } = await platform.db.query<{ email: string | null }>(
      'SELECT a.email FROM job_applications j LEFT JOIN accounts a ON a.id = j.account_id WHERE j.id = $1',
      [signedIn.application.id],
    );
    expect(rows[0]!.email).toBe('fan@club.example');
  });

  it('checks the form’s rules and names each field at fault', async () => {
    const eighteenYearsAgo = new Date(Date.now() - 14 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const refused = await json('POST', `/jobs/v1/postings/${POSTING}/applications`, {
      ...form(),
      firstName: '   ',
      email: 'keine-adresse',
      mobile: 'abc',
      birthday: eighteenYearsAgo,
      startDate: '2000-01-01',
      noticePeriodAmount: 13,
      privacyConsent: false,
      retentionConsent: false,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(
      [
        'birthday',
        'email',
        'firstName',
        'mobile',
        'noticePeriodAmount',
        'privacyConsent',
        'retentionConsent',
        'startDate',
      ].sort(),
    );
    expect(refused.body.errors.email).toEqual(['is not a valid e-mail address']);
    // A notice period has amount, unit and reference; none has none of them.
    const inconsistent = await json('POST', `/jobs/v1/postings/${POSTING}/applications`, {
      ...form(),
      hasNoticePeriod: true,
      noticePeriodUnit: null,
    });
    expect(inconsistent.body.errors).toEqual({ noticePeriodUnit: ['is required'] });
    const leftOver = await json('POST', `/jobs/v1/postings/${POSTING}/applications`, {
      ...form(),
      hasNoticePeriod: false,
    });
    expect(Object.keys(leftOver.body.errors).sort()).toEqual([
      'noticePeriodAmount',
      'noticePeriodReference',
      'noticePeriodUnit',
    ]);
    // Countries: the 20 of spec 3 only; salaries in range.
    expect(
      (await json('POST', `/jobs/v1/postings/${POSTING}/applications`, { ...form(), country: 'JPN' })).status,
    ).toBe(400);
    expect(
      (await json('POST', `/jobs/v1/postings/${POSTING}/applications`, { ...form(), desiredSalary: 1_000_001 })).status,
    ).toBe(400);
    const { rows } = await platform.db.query<{ count: number }>(
      `SELECT count(*)::integer AS count FROM job_applications WHERE email = 'keine-adresse'`,
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('refuses a closed posting and more than 5 applications from one address within an hour', async () => {
    const closed = await json('POST', `/jobs/v1/postings/${CLOSED_JOB_POSTING}/applications`, form());
    expect(closed).toMatchObject({ status: 409, body: { errorCode: 'JOB_POSTING_CLOSED' } });
    const email = 'eilig@beispiel.example';
    for (let i = 0; i < 5; i++) await apply({ email });
    const sixth = await json(
      'POST',
      `/jobs/v1/postings/${POSTING}/applications`,
      form({ email: 'EILIG@beispiel.example' }),
    );
    expect(sixth).toMatchObject({ status: 429, body: { errorCode: 'JOB_APPLICATION_LIMIT_REACHED' } });
  });
});

describe('documents', () => {
  it('stores PDFs in the document store, submits with a confirmation mail, and refuses a second submit', async () => {
    const draft = await apply({ email: 'komplett@beispiel.example', salutation: 'mr', lastName: 'Öztürk' });
    const first = await upload(draft, pdf(3 * MB + 17), 'Lebenslauf Öztürk.pdf');
    expect(first.status).toBe(201);
    const second = await upload(draft, pdf(1000), 'C:\\Users\\me\\Zeugnisse.pdf');
    expect(second.body.documents.map((document: Json) => [document.fileName, document.sizeBytes])).toEqual([
      ['Lebenslauf Öztürk.pdf', 3 * MB + 17],
      ['Zeugnisse.pdf', 1000],
    ]);
    // In the document store, byte for byte, one file per document and nothing in the database.
    const [cv, certificates] = await applicationDocuments(draft);
    expect(await storedBytes(cv!)).toBe(3 * MB + 17);
    expect(await storedBytes(certificates!)).toBe(1000);
    expect(await readdir(DOCUMENTS_DIR)).toEqual(expect.arrayContaining([cv, certificates]));
    const submitted = await json('POST', `/jobs/v1/applications/${draft.application.id}/submit`, undefined, {
      'x-upload-token': draft.upload.token,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ state: 'Submitted', totalBytes: 3 * MB + 1017 });
    const mail = platform.devMail!.inbox.list('komplett@beispiel.example')[0]!;
    expect(mail.subject).toBe('Deine Bewerbung: Sachbearbeiter Mitgliederservice (m/w/d)');
    expect(mail.text).toContain('Sehr geehrter Herr Öztürk,');
    expect(mail.text).toContain('- Lebenslauf Öztürk.pdf');
    const again = await json('POST', `/jobs/v1/applications/${draft.application.id}/submit`, undefined, {
      'x-upload-token': draft.upload.token,
    });
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'JOB_APPLICATION_ALREADY_SUBMITTED' } });
    expect((await upload(draft, pdf(1000))).body.errorCode).toBe('JOB_APPLICATION_ALREADY_SUBMITTED');
  });

  it('refuses a renamed PNG by its content, and a file that is not a whole PDF', async () => {
    const draft = await apply();
    const renamed = await upload(draft, png, 'Zeugnis.pdf');
    expect(renamed).toMatchObject({
      status: 400,
      body: { errorCode: 'JOB_DOCUMENT_INVALID_FORMAT', detail: 'Invalid file format. Please upload .pdf files only' },
    });
    const truncated = await upload(draft, pdf(5000).subarray(0, 4000), 'abgeschnitten.pdf');
    expect(truncated.body.errorCode).toBe('JOB_DOCUMENT_INVALID_FORMAT');
    expect((await upload(draft, Buffer.alloc(0))).body.errorCode).toBe('JOB_DOCUMENT_INVALID_FORMAT');
    expect(await storedDocuments(draft.application.id)).toEqual({ documents: 0, files: 0 });
    // Submitting without a document is refused.
    const empty = await json('POST', `/jobs/v1/applications/${draft.application.id}/submit`, undefined, {
      'x-upload-token': draft.upload.token,
    });
    expect(empty).toMatchObject({ status: 400, body: { errorCode: 'JOB_DOCUMENTS_MISSING' } });
  });

  it('refuses a sixth file', async () => {
    const draft = await apply();
    for (let i = 1; i <= 5; i++) expect((await upload(draft, pdf(2000), `Anlage ${i}.pdf`)).status).toBe(201);
    const sixth = await upload(draft, pdf(2000), 'Anlage 6.pdf');
    expect(sixth).toMatchObject({
      status: 400,
      body: { errorCode: 'JOB_DOCUMENT_LIMIT_REACHED', detail: 'You can upload up to 5 files' },
    });
    expect((await storedDocuments(draft.application.id)).documents).toBe(5);
    // Removing one makes room again.
    const removed = await fetch(`${platform.url}${draft.upload.url}/${(await applicationDocuments(draft))[0]}`, {
      method: 'DELETE',
      headers: { 'x-upload-token': draft.upload.token },
    });
    expect(removed.status).toBe(200);
    expect((await upload(draft, pdf(2000), 'Anlage 6.pdf')).status).toBe(201);
  });

  it('refuses more than 20 MB in total, at once when the length is declared', async () => {
    const draft = await apply();
    expect((await upload(draft, pdf(12 * MB))).status).toBe(201);
    const over = await upload(draft, pdf(9 * MB), 'zu-gross.pdf');
    expect(over).toMatchObject({
      status: 413,
      body: { errorCode: 'JOB_DOCUMENTS_TOO_LARGE', detail: 'Maximum total file size is 20 MB' },
      connection: 'close',
    });
    expect(await storedDocuments(draft.application.id)).toMatchObject({ documents: 1 });
    // Up to the byte is fine.
    expect((await upload(draft, pdf(8 * MB))).status).toBe(201);
    expect((await upload(draft, pdf(1))).status).toBe(413);
  });

  it('cuts off a 21 MB upload at 20 MB while it streams in, before the client has sent it, and keeps nothing', async () => {
    // Without a declared length the server counts as the bytes arrive.
    const fresh = await apply();
    const whole = await streamUpload(fresh, 21 * MB, { declareLength: false });
    expect(whole.status).toBe(413);
    expect(JSON.parse(whole.text)).toMatchObject({ errorCode: 'JOB_DOCUMENTS_TOO_LARGE' });
    expect(await storedDocuments(fresh.application.id)).toEqual({ documents: 0, files: 0 });

    // With 19 MB stored the limit is passed after 1 MB: the answer comes while 20 MB are still to be sent,
    // more than the connection's buffers hold, so the server cannot have taken them in.
    const draft = await apply();
    expect((await upload(draft, pdf(19 * MB), 'Mappe.pdf')).status).toBe(201);
    const cut = await streamUpload(draft, 21 * MB, { declareLength: false });
    expect(cut.status).toBe(413);
    expect(JSON.parse(cut.text)).toMatchObject({ errorCode: 'JOB_DOCUMENTS_TOO_LARGE' });
    expect(cut.finished).toBe(false);
    expect(cut.sentWhenAnswered).toBeLessThan(12 * MB);
    expect(cut.connection).toBe('close');
    expect(await storedDocuments(draft.application.id)).toMatchObject({ documents: 1 });
    const [kept] = await applicationDocuments(draft);
    expect(await storedBytes(kept!)).toBe(19 * MB);
  }, 60_000);

  it('refuses a declared 21 MB upload before reading any of it', async () => {
    const draft = await apply();
    const declared = await streamUpload(draft, 21 * MB, { declareLength: true });
    expect(declared.status).toBe(413);
    expect(declared.finished).toBe(false);
    expect(await storedDocuments(draft.application.id)).toEqual({ documents: 0, files: 0 });
  }, 30_000);

  it('refuses another application’s token, an expired token, a forged one and none', async () => {
    const mine = await apply();
    const theirs = await apply();
    for (const [token, code, status] of [
      [theirs.upload.token, 'JOB_UPLOAD_TOKEN_INVALID', 403],
      [
        new UploadTokens(SECRET, () => Date.now() - 2 * 3600_000).issue(mine.application.id).token,
        'JOB_UPLOAD_TOKEN_EXPIRED',
        410,
      ],
      [new UploadTokens('another-secret-0123456789').issue(mine.application.id).token, 'JOB_UPLOAD_TOKEN_INVALID', 403],
      [`${mine.upload.token.split('.')[0]}.AAAA`, 'JOB_UPLOAD_TOKEN_INVALID', 403],
    ] as const) {
      const refused = await upload(mine, pdf(1000), 'x.pdf', token);
      expect([refused.status, refused.body.errorCode]).toEqual([status, code]);
      const submit = await json('POST', `/jobs/v1/applications/${mine.application.id}/submit`, undefined, {
        'x-upload-token': token,
      });
      expect([submit.status, submit.body.errorCode]).toEqual([status, code]);
    }
    const none = await json('POST', `/jobs/v1/applications/${mine.application.id}/submit`);
    expect(none.body.errorCode).toBe('JOB_UPLOAD_TOKEN_INVALID');
    expect(await storedDocuments(mine.application.id)).toEqual({ documents: 0, files: 0 });
  });

  it('keeps a file name as a safe display name, and refuses control characters and bad encodings', () => {
    expect(fileNameOf(encodeURIComponent('../../etc/Lebenslauf.pdf'))).toBe('Lebenslauf.pdf');
    expect(fileNameOf(encodeURIComponent('../../../etc/passwd'))).toBe('passwd.pdf');
    expect(fileNameOf(encodeURIComponent('<img src=x onerror=alert(1)>.pdf'))).toBe('_img src_x onerror_alert(1)_.pdf');
    expect(fileNameOf(encodeURIComponent('Zeugnis "Bäcker" & Co.pdf'))).toBe('Zeugnis _Bäcker_ _ Co.pdf');
    expect(fileNameOf(encodeURIComponent('\u202Efdp.exe'))).toBe('_fdp.exe.pdf');
    expect(fileNameOf(encodeURIComponent('...'))).toBe('document.pdf');
    expect(fileNameOf(encodeURIComponent(`${'ä'.repeat(400)}.pdf`))).toHaveLength(120);
    expect(fileNameOf(undefined)).toBe('document.pdf');
    expect(() => fileNameOf(encodeURIComponent('a\u0000b.pdf'))).toThrow();
    expect(() => fileNameOf('%E0%A4%A')).toThrow();
  });
});

describe('limits per client address', () => {
  it('refuses more than 20 applications from one address within an hour, whatever the e-mail', async () => {
    const from = { 'x-forwarded-for': '198.51.100.23' };
    for (let i = 0; i < 20; i++) await apply({}, from);
    const refused = await json('POST', `/jobs/v1/postings/${POSTING}/applications`, form(), from);
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'JOB_APPLICATION_LIMIT_REACHED' } });
    // Another address (as the portal's front names it) still applies; a client's own header is not trusted
    // beyond the last proxy's entry.
    expect(
      (
        await json('POST', `/jobs/v1/postings/${POSTING}/applications`, form(), {
          'x-forwarded-for': '198.51.100.23, 198.51.100.24',
        })
      ).status,
    ).toBe(201);
  });

  it('streams one upload per application and two per address at once; the others are told to retry', async () => {
    const from = '198.51.100.31';
    const [first, second, third] = [await apply(), await apply(), await apply()];
    // Two uploads that stay open (a slow phone), holding the address's two slots.
    const slow = [holdUpload(first, from), holdUpload(second, from)];
    await Promise.all(slow.map((upload) => upload.started));
    const sameApplication = await upload(first, pdf(1000), 'a.pdf', undefined, { 'x-forwarded-for': '198.51.100.32' });
    expect(sameApplication.status).toBe(429);
    expect(sameApplication.retryAfter).toBe('5');
    const sameAddress = await upload(third, pdf(1000), 'b.pdf', undefined, { 'x-forwarded-for': from });
    expect(sameAddress.status).toBe(429);
    // Elsewhere nothing waits.
    expect((await upload(third, pdf(1000), 'c.pdf', undefined, { 'x-forwarded-for': '198.51.100.33' })).status).toBe(
      201,
    );
    for (const upload of slow) expect(await upload.finish()).toBe(201);
    expect((await upload(third, pdf(1000), 'd.pdf', undefined, { 'x-forwarded-for': from })).status).toBe(201);
  });
});

/** An upload that sends its first bytes and waits; `finish` sends the rest and reads the answer's status. */
function holdUpload(draft: { upload: { url: string; token: string } }, from: string) {
  const body = pdf(64 * 1024);
  const url = new URL(`${platform.url}${draft.upload.url}`);
  const request = httpRequest({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      'x-upload-token': draft.upload.token,
      'content-type': 'application/pdf',
      'content-length': String(body.length),
      'x-forwarded-for': from,
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 1024));
  // The service has taken the upload's slots once its document row exists.
  const started = (async () => {
    for (let i = 0; i < 200; i++) {
      const { rows } = await platform.db.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM job_application_documents d JOIN job_applications a
           ON a.id = d.application_id WHERE d.state = 'Receiving' AND a.id = $1`,
        [url.pathname.split('/')[3]],
      );
      if (rows[0]!.count > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the upload did not start');
  })();
  return {
    started,
    finish: () => {
      request.end(body.subarray(1024));
      return answered;
    },
  };
}

async function applicationDocuments(draft: { application: { id: string } }): Promise<string[]> {
  const { rows } = await platform.db.query<{ id: string }>(
    'SELECT id FROM job_application_documents WHERE application_id = $1 ORDER BY created_at',
    [draft.application.id],
  );
  return rows.map((row) => row.id);
}

/**
 * Uploads a PDF of `total` bytes over a raw HTTP/1.1 connection, 64 KiB at a time and only as fast as the
 * connection takes them, and reports how far it got when the answer came.
 */
function streamUpload(
  draft: { upload: { url: string; token: string } },
  total: number,
  options: { declareLength: boolean },
): Promise<{
  status: number;
  text: string;
  sentWhenAnswered: number;
  finished: boolean;
  connection: string | undefined;
}> {
  const body = pdf(total);
  return new Promise((resolve, reject) => {
    const url = new URL(`${platform.url}${draft.upload.url}`);
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'x-upload-token': draft.upload.token,
        'content-type': 'application/pdf',
        ...(options.declareLength ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    let sent = 0;
    let answered = false;
    let finished = false;
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          text,
          sentWhenAnswered,
          finished,
          connection: response.headers.connection,
        });
      });
    });
    // Writing into the closed connection fails; what counts is the answer that came before.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const step = 64 * 1024;
    const pump = () => {
      while (sent < total && !answered) {
        const chunk = body.subarray(sent, sent + step);
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (sent >= total && !answered) {
        finished = true;
        request.end();
      }
    };
    pump();
  });
}
