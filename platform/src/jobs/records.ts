/**
 * What a posting and an application are as stored: the rows of `job_postings` (with their company's name)
 * and `job_applications`, the query that reads a posting, the one that reads an application, and the
 * conversions of stored times and dates to what the answers carry. Every other jobs module reads these.
 */
import type { Queryable } from '../db/database.ts';
import type { JobPosting } from './schemas.ts';

export type Language = 'de' | 'en' | 'ja';

export interface PostingRow {
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

export interface ApplicationRow {
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

export const iso = (value: string | Date) => new Date(value).toISOString();
export const dateOnly = (value: string | Date) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : new Date(value.getTime() - value.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

export const POSTING_SELECT = `SELECT p.*, c.name AS company_name,
    (p.closes_at IS NULL OR p.closes_at > now()) AS open
  FROM job_postings p JOIN job_companies c ON c.key = p.company_key`;

export async function applicationRow(db: Queryable, id: string): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT id, origin_id, state, language, salutation, first_name, last_name, email, created_at, submitted_at
     FROM job_applications WHERE id = $1`,
    [id],
  );
  return rows[0];
}
