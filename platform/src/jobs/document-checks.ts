/**
 * What an application's documents must be: PDFs by their content, at most 5, 20 MB in total. The refusals
 * with the spec's messages, the count and bytes an application holds, and the check of an upload's bytes
 * while they stream in, so a wrong or oversized file is cut off before it has arrived whole.
 */
import type { Queryable } from '../db/database.ts';
import { nativeError } from '../http/problem.ts';
import { MAX_TOTAL_BYTES } from './schemas.ts';

/** The spec's messages for the documents (spec 2 section 5), the native codes the graph maps. */
export const DOCUMENT_MESSAGES = {
  JOB_DOCUMENT_INVALID_FORMAT: 'Invalid file format. Please upload .pdf files only',
  JOB_DOCUMENT_LIMIT_REACHED: 'You can upload up to 5 files',
  JOB_DOCUMENTS_TOO_LARGE: 'Maximum total file size is 20 MB',
} as const;

/** A document still arriving counts against the limits for this long (an upload cut by a crash does not forever). */
const RECEIVING_GRACE = "interval '15 minutes'";
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** Where a PDF's end-of-file marker may stand: within its last 1024 bytes (as readers accept it). */
const TAIL_BYTES = 1024;

export const tooLarge = () =>
  nativeError('JOB_DOCUMENTS_TOO_LARGE', DOCUMENT_MESSAGES.JOB_DOCUMENTS_TOO_LARGE, { status: 413 });
export const tooMany = () =>
  nativeError('JOB_DOCUMENT_LIMIT_REACHED', DOCUMENT_MESSAGES.JOB_DOCUMENT_LIMIT_REACHED, { status: 400 });
const notPdf = () =>
  nativeError('JOB_DOCUMENT_INVALID_FORMAT', DOCUMENT_MESSAGES.JOB_DOCUMENT_INVALID_FORMAT, { status: 400 });

/** How many documents an application has and their bytes (with those still arriving, when asked). */
export async function documentStats(db: Queryable, id: string, withReceiving: boolean) {
  const { rows } = await db.query<{ count: number; bytes: string }>(
    `SELECT count(*)::integer AS count, coalesce(sum(size_bytes), 0)::bigint AS bytes
     FROM job_application_documents
     WHERE application_id = $1 AND (state = 'Stored' OR ($2 AND created_at > now() - ${RECEIVING_GRACE}))`,
    [id, withReceiving],
  );
  return { count: rows[0]?.count ?? 0, bytes: Number(rows[0]?.bytes ?? 0) };
}

/**
 * An upload's chunks as they arrive, checked on the way to the store: refused as soon as the first bytes are
 * not a PDF's (%PDF-) or the application's total (`storedBytes` plus these) passes 20 MB, and at the end
 * unless the file ends as a PDF does (%%EOF within its last 1024 bytes).
 */
export async function* checkedPdf(chunks: AsyncIterable<Buffer>, storedBytes: number): AsyncGenerator<Buffer> {
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
