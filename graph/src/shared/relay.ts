import { badUserInput } from './errors.ts';
import { parseDatabaseId } from './input.ts';
import { memoize } from './memoize.ts';

/** Longer than any id the graph issues: such a value is not decoded at all. */
const MAX_GLOBAL_ID_LENGTH = 200;

/**
 * Relay object identification and connections. Global IDs are opaque (base64 of `Type:internalId`);
 * clients must not parse them, and the graph accepts only the types it issued.
 */
export function toGlobalId(type: string, internalId: string | number): string {
  return encodeGlobalId(`${type}:${internalId}`);
}

/** Every answer encodes the same ids again (a cart's items, the navigation, the person): each is encoded once. */
const encodeGlobalId = memoize((text) => Buffer.from(text, 'utf8').toString('base64url'), 10_000);

export function fromGlobalId(globalId: string): { type: string; internalId: string } | null {
  if (globalId.length > MAX_GLOBAL_ID_LENGTH) return null;
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { type: decoded.slice(0, separator), internalId: decoded.slice(separator + 1) };
}

/** The upstream id in a global ID of `type`, when it is one the services can hold; else null. */
export function databaseIdOf(globalId: string, type: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === type ? parseDatabaseId(parsed.internalId) : null;
}

/** Cursors carry the position of an item in the upstream's ordering, so a page can resume after it. */
export function offsetCursor(position: number): string {
  return Buffer.from(`offset:${position}`, 'utf8').toString('base64url');
}

export function positionAfter(cursor: string | null | undefined): number {
  if (cursor == null) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new InvalidCursorError(cursor);
  return Number(match[1]) + 1;
}

/**
 * A connection's `first` and `after`, checked: `first` between 1 and `max` (default `defaultFirst`),
 * `after` a cursor of this kind of list. The position to start at is the one after the cursor.
 */
export function pageArguments(
  args: { first?: number | null; after?: string | null },
  limits: { defaultFirst: number; max: number },
): { first: number; start: number } {
  const first = args.first ?? limits.defaultFirst;
  if (!Number.isInteger(first) || first < 1 || first > limits.max) {
    throw badUserInput(`first must be between 1 and ${limits.max}.`);
  }
  try {
    return { first, start: positionAfter(args.after) };
  } catch (error) {
    if (error instanceof InvalidCursorError) throw badUserInput('after is not a cursor of this list.');
    throw error;
  }
}

export class InvalidCursorError extends Error {
  constructor(cursor: string) {
    super(`Invalid cursor "${cursor}"`);
  }
}

export interface Edge<Node> {
  cursor: string;
  node: Node;
}

export interface Connection<Node> {
  edges: Edge<Node>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export function connectionOf<Node>(
  edges: Edge<Node>[],
  hasNextPage: boolean,
  hasPreviousPage: boolean,
): Connection<Node> {
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * A connection paged in the graph over a service's own pages of `servicePageSize`: one call per service page
 * (`load`), however the client pages. A page of the graph ends where the service's page does; `after` its
 * last cursor asks the next one.
 */
export async function connectionOverServicePages<Node>(
  args: { first?: number | null; after?: string | null },
  limits: { defaultFirst: number; max: number },
  servicePageSize: number,
  load: (page: number) => Promise<{ items: Node[]; totalCount: number }>,
): Promise<Connection<Node> & { totalCount: number }> {
  const { first, start } = pageArguments(args, limits);
  const page = Math.floor(start / servicePageSize) + 1;
  const answer = await load(page);
  const offset = (page - 1) * servicePageSize;
  const edges = answer.items
    .slice(start - offset, start - offset + first)
    .map((node, index): Edge<Node> => ({ cursor: offsetCursor(start + index), node }));
  return { ...connectionOf(edges, start + edges.length < answer.totalCount, start > 0), totalCount: answer.totalCount };
}
