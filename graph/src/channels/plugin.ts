import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import { bearerOf } from '../auth/viewer.ts';
import type { TokenVerifier } from '../auth/verifier.ts';
import type { RequestContext } from '../context.ts';
import { actualCost, costOf, requestCosts, type CostWeights } from '../hardening/cost.ts';
import type { CostBudgets } from './budget.ts';
import type { ChannelDirectory, ChannelEntry } from './directory.ts';
import type { ChannelUsage } from './usage.ts';

/** The header a public channel's anonymous visitors name it with (the web app sends `web`). */
export const CHANNEL_HEADER = 'x-club-channel';
/** The audience of a channel's own token (the provider's client credentials grant, docs/channels.md). */
export const GRAPH_AUDIENCE = 'https://graph.club.example';

/** Who a request comes from, as far as budgets and documents are concerned. */
export interface ChannelCaller {
  channel: ChannelEntry;
  /**
   * The channel itself (its own token), one of its signed-in people, an anonymous visitor, or its developer
   * exploring it (their own token, the channel named in the header).
   */
  as: 'channel' | 'person' | 'visitor' | 'developer';
}

const callers = new WeakMap<Request, Promise<ChannelCaller | undefined>>();
/** How long refunds are gathered before they are given back to their buckets. */
const REFUND_DELAY_MS = 100;

/** Tokens already told apart (the context and the channels' door both ask, once per request each). */
const channelTokens = new LRUCache<string, boolean>({ max: 5000 });

/** Whether the request's bearer token is a channel's own: the context then sees no person (context.ts). */
export function isChannelToken(token: string): boolean {
  let known = channelTokens.get(token);
  if (known === undefined) channelTokens.set(token, (known = audienceIsGraph(token)));
  return known;
}

function audienceIsGraph(token: string): boolean {
  try {
    const { aud } = decodeJwt(token);
    return aud === GRAPH_AUDIENCE || (Array.isArray(aud) && aud.includes(GRAPH_AUDIENCE));
  } catch {
    return false;
  }
}

function refusal(code: string, message: string, status: number, headers?: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status, ...(headers ? { headers } : {}) } } });
}

export interface ChannelOptions {
  directory: ChannelDirectory;
  budgets: CostBudgets;
  /** Verifies a channel's own token (audience GRAPH_AUDIENCE), cached. */
  verifyChannelToken: TokenVerifier;
  /** Verifies a person's token (the REST services' audience), the same cached verifier the context uses. */
  verifyPersonToken: TokenVerifier;
  usage: ChannelUsage;
  weights: CostWeights;
  /** Production refuses a request that names no channel; development lets GraphiQL and tests in without one. */
  required: boolean;
  /** The public channel of a request that names none and carries no token (the web portal's older clients). */
  defaultChannel: string | undefined;
}

/**
 * The graph's channels at the door (docs/channels.md): which channel a request comes from (its own token, the
 * public client of a person's token, or the header of an anonymous visitor of a public channel), refused when
 * unknown or revoked; its published documents are the only ones it may run; its mutations only when granted;
 * and its operation's cost, computed before anything runs, taken from its budget (429 and Retry-After when
 * the bucket is short). Every answer tells the cost and what is left, as Shopify's do.
 */
export class Channels {
  private readonly refunds = new Map<string, { points: number; limits: ChannelEntry['budget'] }>();
  private refundTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ChannelOptions) {}

  /** The request's caller, found once per request (both the document lookup and the execution ask). */
  callerOf(request: Request): Promise<ChannelCaller | undefined> {
    let caller = callers.get(request);
    if (!caller) {
      caller = this.identify(request);
      // A development graph runs the working tree's documents whatever the registry says (yoga.ts).
      if (!this.options.required) caller = caller.catch(() => undefined);
      callers.set(request, caller);
    }
    return caller;
  }

  /**
   * Whether the request is a developer's exploring one of their own channels: they may run any operation and
   * introspect the schema (production refuses both to everyone else). Cheap for every other request: a request
   * without a token or without the channel header is not one.
   */
  mayExplore(request: Request): boolean | Promise<boolean> {
    if (!request.headers.has('authorization') || !request.headers.has(CHANNEL_HEADER)) return false;
    return this.callerOf(request).then(
      (caller) => caller?.as === 'developer',
      () => false,
    );
  }

  /** The text of a published document of the request's channel, or null (refused as not published). */
  async document(id: string, request: Request): Promise<string | null> {
    const caller = await this.callerOf(request);
    return caller?.channel.documents.get(id) ?? null;
  }

  private async identify(request: Request): Promise<ChannelCaller | undefined> {
    const { directory } = this.options;
    if (!directory.loaded) {
      try {
        await directory.ready();
      } catch {
        throw refusal('CHANNEL_REGISTRY_UNAVAILABLE', 'The channel registry cannot be read; try again shortly.', 503, {
          'retry-after': '5',
        });
      }
    }
    const token = bearerOf(request.headers.get('authorization'));
    let channel: ChannelEntry | undefined;
    let as: ChannelCaller['as'];
    if (token && isChannelToken(token)) {
      const verified = await this.options.verifyChannelToken(token).catch(() => undefined);
      if (!verified) throw refusal('CHANNEL_TOKEN_INVALID', 'The channel’s token is invalid or expired.', 401);
      channel = directory.channel(verified.subject);
      as = 'channel';
      if (!channel) throw refusal('CHANNEL_UNKNOWN', `There is no channel ${verified.subject}.`, 401);
    } else if (token) {
      const verified = await this.options.verifyPersonToken(token).catch(() => undefined);
      const named = request.headers.get(CHANNEL_HEADER);
      const ownChannel = named !== null && verified ? directory.channel(named) : undefined;
      if (ownChannel && ownChannel.ownerAccountId === verified?.subject) {
        // A developer exploring one of their own channels (GraphiQL): any operation, within that channel's
        // budget and grants.
        channel = ownChannel;
        as = 'developer';
      } else {
        // A person's token names the public client it was issued to (the web portal's: club-web); without one
        // (an invalid token, the context's to refuse) the header may name a public channel.
        const byHeader = named !== null ? directory.channel(named) : undefined;
        channel = verified?.clientId
          ? directory.ofPublicClient(verified.clientId)
          : byHeader?.publicClientId
            ? byHeader
            : undefined;
        as = 'person';
        if (!channel) throw refusal('CHANNEL_UNKNOWN', 'The token’s client is no registered channel.', 401);
      }
    } else {
      const named = request.headers.get(CHANNEL_HEADER) ?? this.options.defaultChannel ?? null;
      if (named === null) {
        if (!this.options.required) return undefined;
        throw refusal(
          'CHANNEL_REQUIRED',
          `Name your channel: its token (client credentials) or, for a public channel, the ${CHANNEL_HEADER} header.`,
          401,
        );
      }
      channel = directory.channel(named);
      as = 'visitor';
      if (!channel) throw refusal('CHANNEL_UNKNOWN', `There is no channel ${named.slice(0, 40)}.`, 401);
      // A confidential channel's requests carry its token; its name alone proves nothing.
      if (!channel.publicClientId)
        throw refusal('CHANNEL_TOKEN_REQUIRED', `The channel ${channel.name} authenticates with its token.`, 401);
    }
    if (channel.revoked) throw refusal('CHANNEL_REVOKED', `The channel ${channel.name} is revoked.`, 403);
    return { channel, as };
  }

  /** The budget a caller spends: the channel's own, or each person's and each visitor's of a public channel. */
  static budgetKey(caller: ChannelCaller, context: RequestContext): string {
    if (caller.as === 'channel' || caller.as === 'developer') return caller.channel.name;
    if (caller.as === 'person' && context.viewer.kind === 'person')
      return `${caller.channel.name}:person:${context.viewer.person.subject}`;
    return `${caller.channel.name}:address:${context.clientAddress ?? 'unknown'}`;
  }

  /**
   * Gives points back to a bucket. Refunds are gathered for a tenth of a second and then given in one go per
   * bucket: with buckets in Redis, an answer then costs no second round trip of its own.
   */
  private refund(key: string, points: number, limits: ChannelEntry['budget']): void {
    const pending = this.refunds.get(key);
    this.refunds.set(key, { points: (pending?.points ?? 0) + points, limits });
    if (this.refundTimer) return;
    this.refundTimer = setTimeout(() => {
      this.refundTimer = undefined;
      const due = [...this.refunds];
      this.refunds.clear();
      for (const [bucket, refund] of due)
        this.options.budgets.refund(bucket, refund.points, refund.limits).catch(() => undefined);
    }, REFUND_DELAY_MS);
    this.refundTimer.unref();
  }

  plugin(): Plugin<Record<string, unknown> & RequestContext> {
    const { budgets, usage, weights } = this.options;
    return {
      onExecute: async ({ args, setResultAndStopExecution }) => {
        const request = (args.contextValue as { request?: Request }).request;
        const caller = request ? await callers.get(request) : undefined;
        if (!caller) return;
        const { channel } = caller;
        const operation = getOperationAST(args.document, args.operationName);
        if (operation?.operation === 'mutation' && !channel.mayMutate) {
          setResultAndStopExecution({
            errors: [refusal('CHANNEL_MAY_NOT_MUTATE', `The channel ${channel.name} may read only.`, 403)],
          });
          return;
        }
        const requested = Math.ceil(
          requestCosts.get(args.contextValue) ??
            costOf(
              args.schema,
              args.document,
              args.operationName,
              args.variableValues as Record<string, unknown>,
              weights,
            ),
        );
        const key = Channels.budgetKey(caller, args.contextValue);
        const bucket = await budgets.take(key, requested, channel.budget);
        usage.record(channel.name, args.document, operation?.name?.value ?? null, bucket.allowed);
        const cost = {
          requestedQueryCost: requested,
          actualQueryCost: bucket.allowed ? requested : 0,
          throttleStatus: {
            maximumAvailable: bucket.capacity,
            currentlyAvailable: bucket.remaining,
            restoreRate: bucket.restoreRate,
          },
        };
        if (!bucket.allowed) {
          const seconds = Math.max(1, Math.ceil(bucket.retryAfterMs / 1000));
          setResultAndStopExecution({
            errors: [
              refusal(
                'THROTTLED',
                requested > channel.budget.capacity
                  ? `The operation costs ${requested} points, more than the channel's budget of ${channel.budget.capacity}.`
                  : `The channel's budget is spent; try again in ${seconds} s.`,
                429,
                { 'retry-after': String(seconds) },
              ),
            ],
            extensions: { cost },
          });
          return;
        }
        return {
          onExecuteDone: ({ result, setResult }) => {
            // A stream's items are not extended one by one: its cost was told when it was refused or admitted.
            if (!('data' in result) && !('errors' in result)) return;
            // The estimate was taken; what the answer did not hold goes back into the bucket (Shopify's refund).
            const data = (result as { data?: Record<string, unknown> | null }).data;
            const actual = data
              ? Math.min(requested, Math.ceil(actualCost(args.document, args.operationName, data, weights)))
              : 0;
            const refund = requested - actual;
            if (refund > 0) this.refund(key, refund, channel.budget);
            cost.actualQueryCost = actual;
            cost.throttleStatus.currentlyAvailable = Math.min(bucket.capacity, bucket.remaining + refund);
            setResult(withExtensions(result, { cost }));
          },
        };
      },
    };
  }
}

type Stringify = (result: Record<string, unknown>) => string;

/**
 * The result with more `extensions`. graphql-jit hands Yoga a compiled `stringify` for its result that writes
 * `data` and `errors` only; it stays in use (it is the faster one), and the extensions are appended to its text.
 */
function withExtensions<Result extends { extensions?: Record<string, unknown> }>(
  result: Result,
  added: Record<string, unknown>,
): Result {
  const extended: Result & { stringify?: Stringify } = { ...result, extensions: { ...result.extensions, ...added } };
  const compiled = (result as { stringify?: Stringify }).stringify;
  if (compiled)
    extended.stringify = (value) => {
      const { extensions, ...rest } = value;
      const text = compiled(rest);
      if (extensions === undefined) return text;
      const tail = `"extensions":${JSON.stringify(extensions)}}`;
      return text === '{}' ? `{${tail}` : `${text.slice(0, -1)},${tail}`;
    };
  return extended;
}
