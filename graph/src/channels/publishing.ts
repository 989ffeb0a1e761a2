import {
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { bearerOf } from '../auth/viewer.ts';
import type { TokenVerifier } from '../auth/verifier.ts';
import { operationCost, type CostWeights } from '../hardening/cost.ts';
import { operationLimits } from '../hardening/limits.ts';
import { useRoute } from '../shared/routes.ts';
import type { ChannelDirectory } from './directory.ts';
import { basicAuthorization } from './client.ts';
import { isChannelToken } from './plugin.ts';

/** A deployment's request body at most: 8 MB of documents (the registry's limit) and their JSON. */
export const MAX_DEPLOYMENT_BYTES = 10 * 2 ** 20;
/** As many documents as the registry stores in one deployment. */
export const MAX_DEPLOYMENT_DOCUMENTS = 2000;

export interface DocumentProblem {
  documentId: string;
  message: string;
  locations?: { line: number; column: number }[];
}

/**
 * Checks each document of a deployment as the graph would run it: it parses within the token limit, is valid
 * against this schema, holds one named operation per document at most, and stays within the depth, alias and
 * cost limits (with its variables' defaults). Every problem is told, with the document's id.
 */
export function checkDocuments(
  schema: GraphQLSchema,
  documents: readonly { id: string; body: string }[],
  weights: CostWeights,
): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  for (const { id, body } of documents) {
    let document: DocumentNode;
    try {
      document = parse(body, { maxTokens: operationLimits.tokens });
    } catch (error) {
      problems.push(problemOf(id, error));
      continue;
    }
    const invalid = validate(schema, document, specifiedRules);
    if (invalid.length) {
      problems.push(...invalid.map((error) => problemOf(id, error)));
      continue;
    }
    const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (operations.length !== 1) {
      problems.push({ documentId: id, message: 'A document holds exactly one operation.' });
      continue;
    }
    const fragments = new Map(
      document.definitions
        .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );
    const shape = measure(operations[0]!.selectionSet, fragments);
    if (shape.depth > operationLimits.depth)
      problems.push({ documentId: id, message: `Depth ${shape.depth} is over the limit of ${operationLimits.depth}.` });
    if (shape.aliases > operationLimits.aliases)
      problems.push({
        documentId: id,
        message: `${shape.aliases} aliases are over the limit of ${operationLimits.aliases}.`,
      });
    const cost = operationCost(schema, document, null, {}, weights);
    if (cost > operationLimits.cost)
      problems.push({
        documentId: id,
        message: `Cost ${Math.round(cost)} is over the limit of ${operationLimits.cost}.`,
      });
  }
  return problems;
}

function problemOf(documentId: string, error: unknown): DocumentProblem {
  if (error instanceof GraphQLError)
    return {
      documentId,
      message: error.message,
      ...(error.locations ? { locations: error.locations.map(({ line, column }) => ({ line, column })) } : {}),
    };
  return { documentId, message: error instanceof Error ? error.message : String(error) };
}

/** Depth in fields (fragments flattened, as the operation limits count it) and the aliases, all told. */
function measure(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: ReadonlySet<string> = new Set(),
): { depth: number; aliases: number } {
  let depth = 0;
  let aliases = 0;
  for (const selection of selectionSet.selections) {
    let inner: { depth: number; aliases: number } = { depth: 0, aliases: 0 };
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) aliases++;
      if (selection.selectionSet) inner = measure(selection.selectionSet, fragments, seen);
      depth = Math.max(depth, inner.depth + 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, seen);
      depth = Math.max(depth, inner.depth);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      inner = measure(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]));
      depth = Math.max(depth, inner.depth);
    }
    aliases += inner.aliases;
  }
  return { depth, aliases };
}

export interface PublishingOptions {
  schema: () => GraphQLSchema;
  weights: CostWeights;
  directory: ChannelDirectory;
  verifyChannelToken: TokenVerifier;
  registryUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

const ROUTE = /^\/graphql\/channel\/deployments(?:\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/retirement)?$/;

/**
 * Where a channel publishes and retires its deployments, with its own token (docs/channels.md):
 *   POST /graphql/channel/deployments                      { version, documents: [{ id, body }] }
 *   POST /graphql/channel/deployments/{version}/retirement
 * (under /graphql, so every front that passes the graph its requests passes these too).
 * The graph checks the documents against its schema and limits; only a deployment without a problem reaches
 * the registry, which checks its own rules and stores it. Every instance runs it from its next snapshot.
 */
export function useChannelPublishing(options: PublishingOptions): Plugin {
  return useRoute(ROUTE, async ({ request, endResponse, fetchAPI }, match) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      endResponse(
        new fetchAPI.Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
        }),
      );
    if (request.method !== 'POST') return answer(405, { error: 'Use POST.' }, { allow: 'POST' });
    const token = bearerOf(request.headers.get('authorization'));
    const verified =
      token && isChannelToken(token) ? await options.verifyChannelToken(token).catch(() => undefined) : undefined;
    if (!verified)
      return answer(
        401,
        { error: 'A channel publishes with its own token (client credentials).' },
        {
          'www-authenticate': 'Bearer realm="club graph"',
        },
      );
    const channel = verified.subject;
    const retiring = match[1];
    if (retiring) return answer(...(await forward(options, 'POST', `${channel}/deployments/${retiring}/retirement`)));

    const length = Number(request.headers.get('content-length'));
    if (!Number.isSafeInteger(length) || length <= 0)
      return answer(411, { error: 'The request must state its length.' });
    if (length > MAX_DEPLOYMENT_BYTES)
      return answer(413, { error: `A deployment is at most ${MAX_DEPLOYMENT_BYTES / 2 ** 20} MB.` });
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return answer(400, { error: 'The body is not JSON.' });
    }
    const { version, documents } = (body ?? {}) as { version?: unknown; documents?: unknown };
    if (typeof version !== 'string' || !Array.isArray(documents))
      return answer(400, { error: 'The body is { version, documents: [{ id, body }] }.' });
    if (documents.length > MAX_DEPLOYMENT_DOCUMENTS)
      return answer(400, { error: `A deployment holds at most ${MAX_DEPLOYMENT_DOCUMENTS} documents.` });
    if (!documents.every((entry) => typeof entry?.id === 'string' && typeof entry?.body === 'string'))
      return answer(400, { error: 'Every document is { id, body } with two strings.' });
    const problems = checkDocuments(options.schema(), documents as { id: string; body: string }[], options.weights);
    if (problems.length)
      return answer(400, { error: `${problems.length} problems in the deployment; nothing was stored.`, problems });
    const [status, stored] = await forward(options, 'PUT', `${channel}/deployments/${encodeURIComponent(version)}`, {
      documents,
    });
    if (status < 300) await options.directory.refresh().catch(() => undefined);
    return answer(status, stored);
  });
}

/** A call to the registry with the graph's credentials; its answer passed on, its failure a 502. */
async function forward(
  options: PublishingOptions,
  method: string,
  path: string,
  body?: unknown,
): Promise<[number, unknown]> {
  try {
    const response = await fetch(new URL(`/channels/v1/registry/channels/${path}`, options.registryUrl), {
      method,
      headers: {
        authorization: basicAuthorization(options.clientId, options.clientSecret),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(Math.max(options.timeoutMs, 30_000)),
    });
    const text = await response.text();
    if (method === 'POST' && response.ok) await options.directory.refresh().catch(() => undefined);
    return [response.status, text ? JSON.parse(text) : {}];
  } catch {
    return [502, { error: 'The channel registry could not be reached; nothing was changed.' }];
  }
}
