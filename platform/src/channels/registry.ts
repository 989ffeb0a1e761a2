import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest, notFound, ProblemError } from '../http/problem.ts';

/**
 * The graph's channel registry (migration 027, docs/channels.md): who may query the club's graph, with which
 * documents and within which budget. A channel is an OAuth client of the OpenID provider (client credentials,
 * its name is the client id), so the provider reads its clients from here (identity/provider.ts) and a
 * revoked channel can get no new token. The graph reads the registry's snapshot (every channel, its active
 * documents) and refuses everything else; the graph validates documents against its schema before it
 * publishes them here, the registry checks what it stores.
 */

/** The limits of one deployment, checked before anything is stored. */
export const DEPLOYMENT_LIMITS = {
  documents: 2000,
  /** One document's text: the largest web document is under 10 KB. */
  documentBytes: 64 * 1024,
  totalBytes: 8 * 2 ** 20,
} as const;

/** What a new channel gets unless an operator says otherwise: 1 000 points, 50 restored per second (Shopify's). */
export const DEFAULT_BUDGET = { capacity: 1000, restoreRate: 50 } as const;

/**
 * The web portal's budget, per signed-in fan and per visitor's address (graph/src/channels/plugin.ts): its heaviest
 * page query is estimated at about 5 000 points, and a fan clicking quickly through the account area asks several
 * in a row. The bucket holds about 40 such queries and refills 8 a second: it stops a scraper, never a person.
 * Visitors behind one address (a stadium's mobile network) share it, so it is generous.
 */
export const WEB_BUDGET = { capacity: 200_000, restoreRate: 40_000 } as const;

/** The web portal: the first channel, registered at every start (its secret comes from the settings). */
export const WEB_CHANNEL = 'web';

const CHANNEL_NAME = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;
const DOCUMENT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
// Control characters other than tab, line feed and carriage return have no place in a document or a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export interface ChannelBudget {
  capacity: number;
  restoreRate: number;
}

export interface Channel {
  name: string;
  displayName: string;
  ownerAccountId: string | null;
  publicClientId: string | null;
  budget: ChannelBudget;
  mayMutate: boolean;
  revokedAt: string | null;
  createdAt: string;
}

export interface Deployment {
  version: string;
  publishedAt: string;
  retiredAt: string | null;
  documentCount: number;
}

export interface PublishedDocument {
  id: string;
  body: string;
}

/** What graph instances read: every channel, and the documents of its active deployments by id. */
export interface RegistrySnapshot {
  revision: number;
  channels: (Channel & { activeVersions: string[]; documents: Record<string, string> })[];
}

interface ChannelRow {
  name: string;
  display_name: string;
  owner_account_id: string | null;
  public_client_id: string | null;
  budget_capacity: number;
  budget_restore_rate: number;
  may_mutate: boolean;
  revoked_at: Date | null;
  created_at: Date;
}

const CHANNEL_COLUMNS = `name, display_name, owner_account_id, public_client_id, budget_capacity, budget_restore_rate,
  may_mutate, revoked_at, created_at`;

function toChannel(row: ChannelRow): Channel {
  return {
    name: row.name,
    displayName: row.display_name,
    ownerAccountId: row.owner_account_id,
    publicClientId: row.public_client_id,
    budget: { capacity: row.budget_capacity, restoreRate: row.budget_restore_rate },
    mayMutate: row.may_mutate,
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function conflict(reason: string, detail: string): ProblemError {
  return new ProblemError({ type: 'about:blank', title: 'Conflict', status: 409, detail, reason });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export class ChannelRegistry {
  constructor(private readonly db: Database) {}

  /** Registers a channel; its client secret is told once, here, and never again. */
  async register(input: {
    name: string;
    displayName: string;
    ownerAccountId: string | null;
    budget?: ChannelBudget;
    mayMutate?: boolean;
  }): Promise<{ channel: Channel; clientSecret: string }> {
    checkChannelName(input.name);
    const displayName = input.displayName.trim();
    if (!displayName || displayName.length > 80 || CONTROL.test(displayName))
      throw badRequest('displayName', 'must be 1 to 80 characters without control characters', 'body');
    const clientSecret = newSecret();
    const budget = input.budget ?? DEFAULT_BUDGET;
    const { rows } = await this.db.query<ChannelRow>(
      `INSERT INTO api_channels (name, display_name, owner_account_id, client_secret, budget_capacity, budget_restore_rate, may_mutate)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (name) DO NOTHING RETURNING ${CHANNEL_COLUMNS}`,
      [
        input.name,
        displayName,
        input.ownerAccountId,
        clientSecret,
        budget.capacity,
        budget.restoreRate,
        !!input.mayMutate,
      ],
    );
    if (!rows[0]) throw conflict('CHANNEL_NAME_TAKEN', `A channel named ${input.name} exists already.`);
    await this.bump(this.db);
    return { channel: toChannel(rows[0]), clientSecret };
  }

  /**
   * The web portal's channel, as the settings say: its secret (the portal's deploy publishes with it), its public
   * client (the fans' tokens name it) and at least its default budget. Kept as it is when nothing changed.
   */
  async ensureWebChannel(clientSecret: string, publicClientId: string): Promise<void> {
    const { rows } = await this.db.query<{ changed: boolean }>(
      `INSERT INTO api_channels (name, display_name, client_secret, public_client_id, budget_capacity, budget_restore_rate, may_mutate)
       VALUES ($1, 'Club portal (web)', $2, $3, $4, $5, true)
       ON CONFLICT (name) DO UPDATE SET client_secret = EXCLUDED.client_secret, public_client_id = EXCLUDED.public_client_id,
         budget_capacity = greatest(api_channels.budget_capacity, EXCLUDED.budget_capacity),
         budget_restore_rate = greatest(api_channels.budget_restore_rate, EXCLUDED.budget_restore_rate)
         WHERE api_channels.client_secret IS DISTINCT FROM EXCLUDED.client_secret
            OR api_channels.public_client_id IS DISTINCT FROM EXCLUDED.public_client_id
            OR api_channels.budget_capacity < EXCLUDED.budget_capacity
            OR api_channels.budget_restore_rate < EXCLUDED.budget_restore_rate
       RETURNING true AS changed`,
      [WEB_CHANNEL, clientSecret, publicClientId, WEB_BUDGET.capacity, WEB_BUDGET.restoreRate],
    );
    if (rows.length) await this.bump(this.db);
  }

  async channel(name: string): Promise<Channel | undefined> {
    if (!CHANNEL_NAME.test(name)) return undefined;
    const { rows } = await this.db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM api_channels WHERE name = $1`, [
      name,
    ]);
    return rows[0] && toChannel(rows[0]);
  }

  async channelsOf(ownerAccountId: string): Promise<(Channel & { deployments: Deployment[] })[]> {
    const { rows } = await this.db.query<ChannelRow>(
      `SELECT ${CHANNEL_COLUMNS} FROM api_channels WHERE owner_account_id = $1 ORDER BY created_at, name`,
      [ownerAccountId],
    );
    return Promise.all(rows.map(async (row) => ({ ...toChannel(row), deployments: await this.deployments(row.name) })));
  }

  async deployments(channel: string): Promise<Deployment[]> {
    const { rows } = await this.db.query<{
      version: string;
      published_at: Date;
      retired_at: Date | null;
      documents: number;
    }>(
      `SELECT d.version, d.published_at, d.retired_at,
              (SELECT count(*)::int FROM api_deployment_documents x WHERE x.channel = d.channel AND x.version = d.version) AS documents
         FROM api_deployments d WHERE d.channel = $1 ORDER BY d.published_at DESC, d.version`,
      [channel],
    );
    return rows.map((row) => ({
      version: row.version,
      publishedAt: new Date(row.published_at).toISOString(),
      retiredAt: row.retired_at ? new Date(row.retired_at).toISOString() : null,
      documentCount: row.documents,
    }));
  }

  /**
   * An operator's change of a channel's budget or of its right to mutate (docs/channels.md): every graph instance
   * applies it from its next snapshot.
   */
  async setAllowance(name: string, allowance: { budget?: ChannelBudget; mayMutate?: boolean }): Promise<Channel> {
    const { rows } = await this.db.query<ChannelRow>(
      `UPDATE api_channels SET budget_capacity = coalesce($2, budget_capacity),
              budget_restore_rate = coalesce($3, budget_restore_rate), may_mutate = coalesce($4, may_mutate)
        WHERE name = $1 RETURNING ${CHANNEL_COLUMNS}`,
      [name, allowance.budget?.capacity ?? null, allowance.budget?.restoreRate ?? null, allowance.mayMutate ?? null],
    );
    if (!rows[0]) throw notFound(`There is no channel ${name}.`);
    await this.bump(this.db);
    return toChannel(rows[0]);
  }

  /** Ends a channel: no new token, and every graph instance refuses it once it has read the next snapshot. */
  async revoke(name: string): Promise<Channel> {
    const { rows } = await this.db.query<ChannelRow>(
      `UPDATE api_channels SET revoked_at = coalesce(revoked_at, now()) WHERE name = $1 RETURNING ${CHANNEL_COLUMNS}`,
      [name],
    );
    if (!rows[0]) throw notFound(`There is no channel ${name}.`);
    await this.bump(this.db);
    return toChannel(rows[0]);
  }

  /**
   * Stores a deployment. Publishing the same version with the same documents again changes nothing (a deploy
   * may be repeated); the same version with other documents, or a document id whose text differs from the one
   * this channel published under that id before, is refused and nothing is stored.
   */
  async publish(
    name: string,
    version: string,
    documents: readonly PublishedDocument[],
  ): Promise<{ created: boolean; deployment: Deployment }> {
    checkDeployment(version, documents);
    // The same id twice with the same text is one document.
    const unique = [...new Map(documents.map((document) => [document.id, document])).values()];
    const hashed = unique.map((document) => ({ ...document, sha256: sha256(document.body) }));
    const created = await this.db.transaction(async (tx) => {
      const { rows: channels } = await tx.query<{ revoked_at: Date | null }>(
        'SELECT revoked_at FROM api_channels WHERE name = $1 FOR UPDATE',
        [name],
      );
      if (!channels[0]) throw notFound(`There is no channel ${name}.`);
      if (channels[0].revoked_at) throw conflict('CHANNEL_REVOKED', `The channel ${name} is revoked.`);
      const { rows: existing } = await tx.query<{ document_id: string; sha256: string; version: string }>(
        'SELECT document_id, sha256, version FROM api_deployment_documents WHERE channel = $1 AND document_id = ANY($2::text[])',
        [name, hashed.map((document) => document.id)],
      );
      for (const known of existing) {
        const published = hashed.find((document) => document.id === known.document_id)!;
        if (published.sha256 !== known.sha256)
          throw conflict(
            'DOCUMENT_ID_REUSED',
            `The document ${known.document_id} was published in version ${known.version} with another text.`,
          );
      }
      const { rows: versions } = await tx.query<{ version: string }>(
        'SELECT version FROM api_deployments WHERE channel = $1 AND version = $2',
        [name, version],
      );
      if (versions[0]) {
        const same = existing.filter((known) => known.version === version).length;
        const { rows } = await tx.query<{ documents: number }>(
          'SELECT count(*)::int AS documents FROM api_deployment_documents WHERE channel = $1 AND version = $2',
          [name, version],
        );
        if (same === hashed.length && rows[0]!.documents === hashed.length) return false;
        throw conflict('VERSION_EXISTS', `Version ${version} of ${name} was published with other documents.`);
      }
      await tx.query(
        `INSERT INTO api_documents (sha256, body) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
        [hashed.map((document) => document.sha256), hashed.map((document) => document.body)],
      );
      await tx.query('INSERT INTO api_deployments (channel, version) VALUES ($1, $2)', [name, version]);
      await tx.query(
        `INSERT INTO api_deployment_documents (channel, version, document_id, sha256)
         SELECT $1, $2, id, hash FROM unnest($3::text[], $4::text[]) AS t (id, hash)`,
        [name, version, hashed.map((document) => document.id), hashed.map((document) => document.sha256)],
      );
      await this.bump(tx);
      return true;
    });
    const deployment = (await this.deployments(name)).find((candidate) => candidate.version === version)!;
    return { created, deployment };
  }

  /** Retires a version: the graph stops running its documents (unless another active version has them). */
  async retire(name: string, version: string): Promise<Deployment> {
    const { rows } = await this.db.query<{ version: string }>(
      `UPDATE api_deployments SET retired_at = coalesce(retired_at, now()) WHERE channel = $1 AND version = $2 RETURNING version`,
      [name, version],
    );
    if (!rows[0]) throw notFound(`The channel ${name} has no version ${version}.`);
    await this.bump(this.db);
    return (await this.deployments(name)).find((candidate) => candidate.version === version)!;
  }

  /** The registry as of now, or nothing when it is still at `knownRevision`. */
  async snapshot(knownRevision?: number): Promise<RegistrySnapshot | undefined> {
    const revision = await this.revision();
    if (knownRevision === revision) return undefined;
    const { rows } = await this.db.query<ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM api_channels ORDER BY name`);
    const { rows: documents } = await this.db.query<{
      channel: string;
      version: string;
      document_id: string;
      body: string;
    }>(
      `SELECT x.channel, x.version, x.document_id, d.body
         FROM api_deployments v
         JOIN api_deployment_documents x ON x.channel = v.channel AND x.version = v.version
         JOIN api_documents d ON d.sha256 = x.sha256
        WHERE v.retired_at IS NULL`,
    );
    const { rows: active } = await this.db.query<{ channel: string; version: string }>(
      'SELECT channel, version FROM api_deployments WHERE retired_at IS NULL ORDER BY published_at',
    );
    return {
      revision,
      channels: rows.map((row) => ({
        ...toChannel(row),
        activeVersions: active.filter((entry) => entry.channel === row.name).map((entry) => entry.version),
        documents: Object.fromEntries(
          documents.filter((entry) => entry.channel === row.name).map((entry) => [entry.document_id, entry.body]),
        ),
      })),
    };
  }

  /** The OAuth client of a channel that is not revoked (the provider's adapter asks, identity/provider.ts). */
  async oauthClient(clientId: string): Promise<{ clientId: string; clientSecret: string } | undefined> {
    if (!CHANNEL_NAME.test(clientId)) return undefined;
    const { rows } = await this.db.query<{ client_secret: string }>(
      'SELECT client_secret FROM api_channels WHERE name = $1 AND revoked_at IS NULL',
      [clientId],
    );
    return rows[0] && { clientId, clientSecret: rows[0].client_secret };
  }

  private async revision(): Promise<number> {
    const { rows } = await this.db.query<{ revision: string }>('SELECT revision FROM api_registry_revision');
    return Number(rows[0]!.revision);
  }

  private async bump(db: Queryable): Promise<void> {
    await db.query('UPDATE api_registry_revision SET revision = revision + 1');
  }
}

/** Compares a presented secret with the expected one in constant time. */
export function secretsMatch(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function checkChannelName(name: string): void {
  if (!CHANNEL_NAME.test(name))
    throw badRequest(
      'name',
      'must be 3 to 40 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen',
      'body',
    );
}

/** The registry's own checks of a deployment (the graph checks the documents against its schema before). */
export function checkDeployment(version: string, documents: readonly PublishedDocument[]): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(version))
    throw badRequest('version', 'must be 1 to 64 letters, digits, dots, hyphens and underscores', 'body');
  if (documents.length === 0) throw badRequest('documents', 'must hold at least one document', 'body');
  if (documents.length > DEPLOYMENT_LIMITS.documents)
    throw badRequest('documents', `must hold at most ${DEPLOYMENT_LIMITS.documents} documents`, 'body');
  const seen = new Map<string, string>();
  let total = 0;
  for (const { id, body } of documents) {
    if (!DOCUMENT_ID.test(id))
      throw badRequest(
        'documents',
        `has an invalid id (1 to 128 letters, digits, _ . : -): ${JSON.stringify(id.slice(0, 40))}`,
        'body',
      );
    const bytes = Buffer.byteLength(body);
    if (bytes === 0 || bytes > DEPLOYMENT_LIMITS.documentBytes)
      throw badRequest('documents', `${id} must be 1 byte to ${DEPLOYMENT_LIMITS.documentBytes / 1024} KB`, 'body');
    if (CONTROL.test(body)) throw badRequest('documents', `${id} holds control characters`, 'body');
    total += bytes;
    const before = seen.get(id);
    if (before !== undefined && before !== body)
      throw badRequest('documents', `${id} appears twice with different texts`, 'body');
    seen.set(id, body);
  }
  if (total > DEPLOYMENT_LIMITS.totalBytes)
    throw badRequest('documents', `must be at most ${DEPLOYMENT_LIMITS.totalBytes / 2 ** 20} MB in all`, 'body');
}
