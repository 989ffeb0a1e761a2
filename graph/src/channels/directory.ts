import { log } from '../shared/log.ts';
import { basicAuthorization } from './client.ts';

/** A channel as the graph runs it (the registry's snapshot, platform/src/channels/registry.ts). */
export interface ChannelEntry {
  name: string;
  displayName: string;
  ownerAccountId: string | null;
  /** The public OAuth client its end users sign in with; their tokens name it (the web portal: club-web). */
  publicClientId: string | null;
  budget: { capacity: number; restoreRate: number };
  mayMutate: boolean;
  revoked: boolean;
  activeVersions: readonly string[];
  /** The documents of its active deployments, by id. */
  documents: ReadonlyMap<string, string>;
}

interface SnapshotAnswer {
  revision: number;
  channels: {
    name: string;
    displayName: string;
    ownerAccountId: string | null;
    publicClientId: string | null;
    budget: { capacity: number; restoreRate: number };
    mayMutate: boolean;
    revokedAt: string | null;
    activeVersions: string[];
    documents: Record<string, string>;
  }[];
}

export interface ChannelDirectoryOptions {
  /** The platform, whose registry is at /channels/v1/registry. */
  registryUrl: string;
  /** The graph's client id and secret at the provider; the registry answers the graph only. */
  clientId: string;
  clientSecret: string;
  /** How often the snapshot is asked for (an unchanged one is a 304 of a few bytes). */
  refreshMs: number;
  /** The deadline of one read. */
  timeoutMs: number;
}

/**
 * Every channel of the registry, kept in this process and refreshed every `refreshMs`: a request never waits
 * for the registry once the first snapshot is in, a revocation or a new deployment reaches every instance
 * within one refresh, and a registry that cannot be reached leaves the last snapshot in force (logged).
 */
export class ChannelDirectory {
  private byName = new Map<string, ChannelEntry>();
  private byPublicClient = new Map<string, ChannelEntry>();
  private revision: number | undefined;
  private first: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;
  private closed = false;

  constructor(private readonly options: ChannelDirectoryOptions) {}

  /** Resolves once the first snapshot is in (a request that comes earlier waits for it, once). */
  ready(): Promise<void> {
    this.first ??= this.refresh();
    return this.first.catch(() => {
      // Try again on the next request rather than failing every one after a failed start.
      this.first = undefined;
      throw new Error('the channel registry could not be read');
    });
  }

  /** Whether a snapshot is in; until then every channel is unknown. */
  get loaded(): boolean {
    return this.revision !== undefined;
  }

  channel(name: string): ChannelEntry | undefined {
    return this.byName.get(name);
  }

  ofPublicClient(clientId: string): ChannelEntry | undefined {
    return this.byPublicClient.get(clientId);
  }

  channels(): Iterable<ChannelEntry> {
    return this.byName.values();
  }

  /** Reads the snapshot now (tests and the publish route use it to see their change at once). */
  async refresh(): Promise<void> {
    if (!this.timer && !this.closed) {
      this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.options.refreshMs);
      this.timer.unref();
    }
    const { registryUrl, clientId, clientSecret, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await fetch(new URL('/channels/v1/registry/snapshot', registryUrl), {
        headers: {
          authorization: basicAuthorization(clientId, clientSecret),
          ...(this.revision !== undefined ? { 'if-none-match': `"${this.revision}"` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      this.reportFailure(error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (response.status === 304) return void this.recovered();
    if (!response.ok) {
      await response.body?.cancel();
      this.reportFailure(`the registry answered ${response.status}`);
      throw new Error(`the channel registry answered ${response.status}`);
    }
    this.apply((await response.json()) as SnapshotAnswer);
    this.recovered();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }

  private apply(snapshot: SnapshotAnswer): void {
    const byName = new Map<string, ChannelEntry>();
    const byPublicClient = new Map<string, ChannelEntry>();
    for (const channel of snapshot.channels) {
      // Documents that did not change keep their strings (and yoga's parse cache its parsed documents).
      const before = this.byName.get(channel.name)?.documents;
      const documents = new Map<string, string>();
      for (const [id, body] of Object.entries(channel.documents)) documents.set(id, before?.get(id) ?? body);
      const entry: ChannelEntry = {
        name: channel.name,
        displayName: channel.displayName,
        ownerAccountId: channel.ownerAccountId,
        publicClientId: channel.publicClientId,
        budget: channel.budget,
        mayMutate: channel.mayMutate,
        revoked: channel.revokedAt !== null,
        activeVersions: channel.activeVersions,
        documents,
      };
      byName.set(entry.name, entry);
      if (entry.publicClientId) byPublicClient.set(entry.publicClientId, entry);
    }
    this.byName = byName;
    this.byPublicClient = byPublicClient;
    this.revision = snapshot.revision;
  }

  private reportFailure(reason: string): void {
    if (this.failing) return;
    this.failing = true;
    log.warn('channel registry unreachable, the last snapshot stays in force', { reason });
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    log.info('channel registry reachable again');
  }
}
