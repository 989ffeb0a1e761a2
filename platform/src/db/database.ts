import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * The one thing the services need from a database: parameterised queries and transactions.
 * PGlite (embedded, the default) and a real PostgreSQL (`DATABASE_URL`) both satisfy it, so every
 * repository runs unchanged on either.
 */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while no other process holds the lock `name` on this database (PostgreSQL's advisory lock):
   * instances that start together migrate and seed one after the other. Within one process callers are
   * not kept apart; PGlite has a single process anyway.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; when absent the embedded database lives in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (created when missing); isolates test runs on a shared server. */
  schema?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates its own directory but not the parents (a fresh clone has no .data/ yet).
  if (dataDir) await mkdir(dirname(resolve(dataDir)), { recursive: true });
  // pg_trgm (trigram similarity) for the search's typo tolerance; migration 025 creates the extension.
  const db = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  await db.waitReady;
  const query = async <Row>(sql: string, params?: readonly unknown[]) => {
    const result = await db.query<Row>(sql, params ? [...params] : undefined);
    return { rows: result.rows };
  };
  return {
    kind: 'pglite',
    query,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: readonly unknown[]) => {
            const result = await tx.query<Row>(sql, params ? [...params] : undefined);
            return { rows: result.rows };
          },
        }),
      ),
    // One process owns a PGlite directory: there is no other instance to wait for.
    exclusively: (_name, work) => work(),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((error: unknown) => {
        // Another instance created it at the same moment (IF NOT EXISTS does not keep two creators apart).
        if ((error as { code?: string }).code !== '23505') throw error;
      });
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // public stays on the path behind the schema: extensions (pg_trgm) live there once for the whole database.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const query = async <Row>(sql: string, params?: readonly unknown[]) => {
    const result = await pool.query(sql, params ? [...params] : undefined);
    return { rows: result.rows as Row[] };
  };
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params?: readonly unknown[]) => {
            const answer = await client.query(sql, params ? [...params] : undefined);
            return { rows: answer.rows as Row[] };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusively(name, work) {
      // A session lock on a connection of its own, held while `work` queries through the pool.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (schema) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await pool.end();
    },
  };
}
