/**
 * Postings and applications as the job calls answer them: stored rows become the schemas' shapes, a posting
 * in the asked language where it has one, an application with its stored documents only.
 */
import type { Queryable } from '../db/database.ts';
import { applicationRow, dateOnly, iso, type Language, type PostingRow } from './records.ts';
import type { JobApplication, JobPostingSummary } from './schemas.ts';

export function summaryOf(row: PostingRow, language: Language): JobPostingSummary {
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

export async function renderApplication(db: Queryable, id: string): Promise<JobApplication> {
  const row = (await applicationRow(db, id))!;
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
