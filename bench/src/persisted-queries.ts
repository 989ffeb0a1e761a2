/**
 * The documents the bench's graph trusts (the web app's persisted queries, and the bench's own for screens the web
 * app does not have yet) and a screen's request for one of them, as the web client sends it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Target } from './load.ts';

export interface PersistedOperation {
  id: string;
  text: string;
}

/**
 * Documents the bench measures before the web app asks them (bench/documents/*.graphql): screens whose page
 * query is not written yet. Keyed by their SHA-256 as relay-compiler keys its persisted queries; comments are
 * left out of the text. run.ts gives the bench's graph these and the web app's persisted queries together;
 * nothing else ever trusts them.
 */
export function benchDocuments(repoRoot: string): Record<string, string> {
  const directory = join(repoRoot, 'bench/documents');
  if (!existsSync(directory)) return {};
  const documents: Record<string, string> = {};
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.graphql'))) {
    const text = readFileSync(join(directory, file), 'utf8')
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'))
      .join('\n')
      .trim();
    documents[createHash('sha256').update(text).digest('hex')] = text;
  }
  return documents;
}

/** A bench document's persisted id (bench/documents/{name}.graphql), as benchDocuments keys it. */
export function benchDocumentId(repoRoot: string, name: string): string {
  const documents = benchDocuments(repoRoot);
  const id = Object.keys(documents).find((key) => new RegExp(`^(query|subscription) ${name}\\b`).test(documents[key]!));
  if (!id) throw new Error(`bench/documents has no ${name}`);
  return id;
}

/** The web app's persisted queries, and the bench's own documents for screens the web app does not have yet. */
export function trustedDocuments(repoRoot: string): Record<string, string> {
  const web = JSON.parse(readFileSync(join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  return { ...benchDocuments(repoRoot), ...web };
}

/**
 * The operation the web client sends: Relay's request id, which must be among the persisted queries. An
 * operation the web app does not have yet comes from bench/documents.
 */
export function persistedOperation(repoRoot: string, operationName: string): PersistedOperation {
  const web = JSON.parse(readFileSync(join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  const named = new RegExp(`^(?:query|subscription) ${operationName}\\b`);
  const inWeb = Object.keys(web).some((id) => named.test(web[id] ?? ''));
  const documents = inWeb ? web : benchDocuments(repoRoot);
  const candidates = Object.keys(documents).filter((id) => named.test(documents[id] ?? ''));
  // The file keeps earlier versions of an operation; the generated artifact names the current one.
  const artifact = join(repoRoot, 'web/src/__generated__', `${operationName}.graphql.ts`);
  const current = existsSync(artifact) ? /@relayRequestID (\w+)/.exec(readFileSync(artifact, 'utf8'))?.[1] : undefined;
  const id = current && candidates.includes(current) ? current : candidates.length === 1 ? candidates[0] : undefined;
  if (!id) throw new Error(`no unambiguous persisted query for ${operationName} (${candidates.length} candidates)`);
  return { id, text: documents[id]! };
}

/**
 * The variables the operation declares, filled from those the screen knows, so the benchmark keeps working
 * when a page query gains a variable the client sets (e.g. signedIn), and says which one when it cannot.
 */
export function variablesFor(operation: PersistedOperation, known: Record<string, unknown>): Record<string, unknown> {
  const header = operation.text.slice(0, operation.text.indexOf('{'));
  const list = header.slice(header.indexOf('(') + 1, header.lastIndexOf(')'));
  const variables: Record<string, unknown> = {};
  for (const declaration of header.includes('(') ? list.split('$').slice(1) : []) {
    // Commas between declarations are optional in GraphQL; drop them so the type ends in its own `!`.
    const [name = '', type = ''] = declaration.split(/[:=]/).map((part) => part.replace(/,/g, '').trim());
    if (name in known) variables[name] = known[name];
    // Only a non-null variable without a default must be sent.
    else if (type.endsWith('!') && !declaration.includes('=')) {
      throw new Error(`the benchmark does not know how to fill $${name} of ${header.split('(')[0]?.trim()}`);
    }
  }
  return variables;
}

/** The graph's request for a screen: the persisted query's id and its variables, as the web client posts them. */
export function graphTarget(
  origin: string,
  operation: PersistedOperation,
  operationName: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Target {
  return {
    origin,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ documentId: operation.id, operationName, variables: variablesFor(operation, variables) }),
    // Partial answers (a failed upstream becomes null plus an error) count as failures, not successes.
    verify: (body) => body.startsWith('{"data":') && !body.includes('"errors":'),
  };
}
