import { createHash } from 'node:crypto';

/**
 * A channel's side of the graph (docs/channels.md), as its deploy uses it: a token of its own from the OpenID
 * provider (client credentials), and its deployments published or retired at the graph. The project's
 * `pnpm channel` command, the portal's start (the web channel's deploy), the benchmarks and the tests use it.
 */

/** How a caller reaches the graph: its address, or an in-process graph's `fetch`. */
export type GraphFetch = (path: string, init: RequestInit) => Promise<Response>;

export function graphAt(graphUrl: string): GraphFetch {
  return (path, init) => fetch(new URL(path, graphUrl), init);
}

/**
 * HTTP Basic for a client id and secret. Channel names and the secrets the registry makes (base64url) hold no
 * character that RFC 6749's form-encoding would change, so the provider and the registry read them alike.
 */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

export interface ChannelCredentials {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The channel's own access token for the graph (15 minutes). */
export async function channelAccessToken({ issuer, clientId, clientSecret }: ChannelCredentials): Promise<string> {
  const response = await fetch(new URL('/connect/token', issuer), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basicAuthorization(clientId, clientSecret),
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'graph' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: string; error?: string };
  if (!response.ok || !body.access_token)
    throw new Error(`the provider refused ${clientId}'s credentials (${response.status} ${body.error ?? ''})`.trim());
  return body.access_token;
}

export interface PublishedDocument {
  id: string;
  body: string;
}

/**
 * A manifest's documents: Relay's persisted-queries file (`{ id: text }`) or a list of `{ id, body }`. Anything
 * else is refused here, before a byte goes to the graph.
 */
export function manifestDocuments(manifest: unknown): PublishedDocument[] {
  if (Array.isArray(manifest)) {
    if (!manifest.every((entry) => typeof entry?.id === 'string' && typeof entry?.body === 'string'))
      throw new Error('a manifest list holds { id, body } entries with two strings');
    return manifest as PublishedDocument[];
  }
  if (manifest && typeof manifest === 'object') {
    const entries = Object.entries(manifest as Record<string, unknown>);
    if (!entries.every(([, body]) => typeof body === 'string'))
      throw new Error('a manifest object maps document ids to document texts');
    return entries.map(([id, body]) => ({ id, body: body as string }));
  }
  throw new Error('a manifest is Relay’s persisted-queries object or a list of { id, body }');
}

/** A version named by what it holds: the same documents are the same version, however often deployed. */
export function contentVersion(documents: readonly PublishedDocument[]): string {
  const hash = createHash('sha256');
  for (const { id, body } of [...documents].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    hash.update(`${id}\u0000${body}\u0000`);
  return `sha-${hash.digest('hex').slice(0, 16)}`;
}

export interface GraphAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function answerOf(response: Response): Promise<GraphAnswer> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { error: text.slice(0, 200) };
  }
  return { status: response.status, body };
}

/** Publishes a deployment: 201 new, 200 the same again, 400 with every problem named (nothing stored). */
export async function publishDeployment(
  graph: GraphFetch,
  token: string,
  version: string,
  documents: readonly PublishedDocument[],
): Promise<GraphAnswer> {
  return answerOf(
    await graph('/graphql/channel/deployments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version, documents }),
    }),
  );
}

/** Retires a version: the graph stops running the documents only it held. */
export async function retireDeployment(graph: GraphFetch, token: string, version: string): Promise<GraphAnswer> {
  return answerOf(
    await graph(`/graphql/channel/deployments/${encodeURIComponent(version)}/retirement`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

/**
 * The web portal's deploy step: the web app's persisted documents published as the web channel, versioned by
 * their content (a start with unchanged documents publishes nothing new). Fails loudly: a portal whose
 * documents the graph does not run would show nothing but errors.
 */
export async function publishWebDocuments(options: {
  graph: GraphFetch;
  credentials: ChannelCredentials;
  manifest: Record<string, string>;
  /** How long to keep trying while the provider or the graph cannot be reached yet (default a minute). */
  waitMs?: number;
}): Promise<{ version: string; created: boolean }> {
  const documents = manifestDocuments(options.manifest);
  const version = contentVersion(documents);
  // Instances start together: the provider or the graph behind the balancer may come up a little later.
  const deadline = Date.now() + (options.waitMs ?? 60_000);
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    try {
      const token = await channelAccessToken(options.credentials);
      const answer = await publishDeployment(options.graph, token, version, documents);
      if (answer.status === 200 || answer.status === 201) return { version, created: answer.status === 201 };
      failure = `${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`;
      if (answer.status < 500) throw new Error(failure);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      if (/^4\d\d /.test(failure)) throw new Error(`publishing the web app's documents failed: ${failure}`);
    }
    if (Date.now() > deadline) throw new Error(`publishing the web app's documents failed: ${failure}`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * attempt)));
  }
}
