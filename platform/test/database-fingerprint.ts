import type { Queryable } from '../src/db/database.ts';

/**
 * A digest of every table's rows, by table: equal fingerprints before and after a run of requests mean
 * the run changed nothing (hostile-input tests refuse everything and must leave no trace).
 */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
    );
    fingerprint[table] = rows[0]?.digest ?? 'empty';
  }
  return fingerprint;
}
