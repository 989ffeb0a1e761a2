import { randomBytes } from 'node:crypto';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database.ts';

/**
 * oidc-provider's storage in the platform's database (migration 019): sessions, grants, codes, refresh tokens
 * and interactions survive a restart and are shared by every platform instance on the same database. The
 * JWT access tokens are not stored (they are self-contained).
 */
export class DatabaseAdapter implements Adapter {
  /** Expired rows are swept now and then on a write, not on every one. */
  private static writes = 0;

  constructor(
    private readonly db: Queryable,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.db.query(
      `INSERT INTO identity_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
      ],
    );
    if (++DatabaseAdapter.writes % 100 === 0)
      await this.db.query('DELETE FROM identity_payloads WHERE expires_at < now()');
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE identity_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM identity_payloads WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every token of the grant, whatever its model (the memory adapter keeps them per grant too).
    await this.db.query('DELETE FROM identity_payloads WHERE grant_id = $1', [grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.db.query<{ payload: AdapterPayload | string; consumed: number | null }>(
      `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed FROM identity_payloads
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now()) LIMIT 1`,
      [this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    return row.consumed === null ? payload : { ...payload, consumed: Number(row.consumed) };
  }
}

/**
 * A secret of the provider by name: the stored one, or `make()`'s, stored by whichever instance starts first
 * (two starting at once both read the one that won).
 */
export async function sharedSecret<T>(db: Queryable, name: string, make: () => Promise<T> | T): Promise<T> {
  const read = async () => {
    const { rows } = await db.query<{ value: T | string }>('SELECT value FROM identity_secrets WHERE name = $1', [
      name,
    ]);
    const value = rows[0]?.value;
    return typeof value === 'string' ? (JSON.parse(value) as T) : value;
  };
  const stored = await read();
  if (stored !== undefined) return stored;
  await db.query('INSERT INTO identity_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    JSON.stringify(await make()),
  ]);
  return (await read())!;
}

/** The keys the provider signs its cookies with (shared, so any instance reads a session another set). */
export const cookieKeys = (db: Queryable): Promise<string[]> =>
  sharedSecret(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]);
