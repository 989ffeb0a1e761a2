/**
 * The job portal's public read side: the companies with how many postings they have open, the open
 * postings page by page, and one posting whole. Anyone may read these; nothing here writes or locks.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/problem.ts';
import { POSTING_SELECT, type Language, type PostingRow } from './records.ts';
import { summaryOf } from './render.ts';
import type { JobCompany, JobPosting } from './schemas.ts';

export class PostingReader {
  constructor(private readonly db: Queryable) {}

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
}
