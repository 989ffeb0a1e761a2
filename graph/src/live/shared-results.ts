import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
} from 'graphql';
import { isAsyncIterable, map, pipe, type Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import { liveFans } from '../observability/metrics.ts';
import { Audiences } from './audiences.ts';

/**
 * The live subscriptions whose events read the same for everyone who asks alike: a match's ticker and a
 * league table carry nothing of the viewer (the live video's state does: its video's access is the viewer's).
 */
const SHARED_FIELDS = new Set(['matchUpdated', 'standingsUpdated']);

/** How the graph masks an error it did not mean to show (yoga.ts's `maskedErrors`). */
export type MaskError = (error: GraphQLError, message: string) => Error;

/** The execution of a subscription without its request's context: what an audience keeps of its first fan. */
type Operation = Omit<ExecutionArgs, 'contextValue'>;

/** A subscriber of a shared field: the audience it belongs to, and how that audience is opened. */
interface Membership {
  key: string;
  field: string;
  operation: Operation;
  /** The context the audience reads and executes in: a visitor's in the fan's language. */
  context: () => Promise<unknown>;
}

export interface SharedLiveResultsOptions {
  maskError?: MaskError;
  /**
   * A visitor's context in a language. An audience outlives the fan who opened it, and that fan's request
   * (whose signal ends the upstream calls made for it when the fan goes), so it runs in a context of its own;
   * the shared fields read no viewer. Without it (small test graphs) the first fan's context is used.
   */
  visitorContext?: (language: string) => Promise<unknown>;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  Connection: 'keep-alive',
  'Cache-Control': 'no-cache',
  'Content-Encoding': 'none',
};

/**
 * Live updates executed and serialised once per update, and written to many fans in one loop, not once per
 * subscriber (issue 45): a match day's tens of thousands of fans follow a handful of tickers, each with the
 * same document and variables. The fans who ask alike (document, variables, language) form an audience
 * (live/audiences.ts): it subscribes once, as a visitor in the fans' language, executes each update once
 * (errors masked as the graph masks them), encodes the SSE event once, and hands that one Buffer to every fan's
 * stream. Each fan's own subscription is still made (its arguments are checked, its stream admitted by
 * useStreamLimits and released with its connection) but never read: it ends as the fan joins its audience.
 *
 * Only the fields in SHARED_FIELDS take part: their resolvers read the request's language, never its viewer.
 * Where no audience takes the stream (a processor other than Yoga's SSE one), Yoga reads the fan's own
 * subscription, which executes each update for that fan.
 */
export function useSharedLiveResults(options: SharedLiveResultsOptions = {}): Plugin {
  const mask = options.maskError ?? ((error: GraphQLError) => error);
  const audiences = new Audiences();
  const memberships = new WeakMap<Request, Membership>();
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = ++nextDocumentId));
    return id;
  };

  /** An update as the SSE event every fan of the audience gets. */
  async function render(membership: Membership, payload: unknown): Promise<Buffer> {
    const contextValue = await membership.context();
    const result = await execute({ ...membership.operation, contextValue, rootValue: payload });
    const errors = result.errors?.map((error) => publicError(mask(error, 'Unexpected error.')));
    const body = errors ? { ...result, errors } : result;
    return Buffer.from(`event: next\ndata: ${JSON.stringify(body)}\n\n`);
  }

  return {
    onSubscribe({ args, setSubscribeFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const fields = operation?.selectionSet.selections ?? [];
      const shared =
        fields.length > 0 && fields.every((field) => field.kind === 'Field' && SHARED_FIELDS.has(field.name.value));
      if (!shared) return;
      const context = args.contextValue as unknown as RequestContext & { request?: Request };
      const key = `${documentId(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(
        args.variableValues ?? {},
      )}\u0000${context.language}`;
      const field = fields[0]?.kind === 'Field' ? fields[0].name.value : 'unknown';
      setSubscribeFn(async (subscribeArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(source)) return source;
        if (context.request) {
          const { contextValue, ...operation } = subscribeArgs;
          const audienceContext = options.visitorContext
            ? visitorIn(options.visitorContext, context.language)
            : () => Promise.resolve(contextValue);
          memberships.set(context.request, { key, field, operation, context: audienceContext });
        }
        // Read only where no audience takes the stream (see above); a Repeater pipe, so a fan who leaves ends it
        // at once.
        return pipe(
          source,
          map((payload: unknown) => execute({ ...subscribeArgs, rootValue: payload })),
        );
      });
    },
    onResultProcess({ request, result, resultProcessor, setResultProcessor }) {
      const membership = memberships.get(request);
      // A subscription's stream goes out as SSE or not at all (Yoga's processors for subscriptions).
      if (!membership || !resultProcessor || !isAsyncIterable(result)) return;
      memberships.delete(request);
      setResultProcessor((ownStream, fetchAPI) => {
        const { field } = membership;
        liveFans.inc({ field });
        const stream = audiences.join(
          membership.key,
          async () => {
            const contextValue = await membership.context();
            const source = await createSourceEventStream({ ...membership.operation, contextValue });
            return isAsyncIterable(source) ? source : undefined;
          },
          (payload) => render(membership, payload),
          () => liveFans.dec({ field }),
        );
        // The fan's own subscription is not read: ended now, so that what it holds (its request's context,
        // Yoga's iterators) is not kept for as long as the fan watches. Its stream's admission goes with the
        // connection (useStreamLimits).
        void (ownStream as AsyncIterable<unknown>)[Symbol.asyncIterator]().return?.();
        // The fan's request ends when its client goes (Node's server ties it to the connection): so does its stream.
        request.signal.addEventListener('abort', () => stream.destroy(), { once: true });
        return new fetchAPI.Response(stream as unknown as BodyInit, { status: 200, headers: SSE_HEADERS });
      }, 'text/event-stream');
    },
  };
}

/**
 * A visitor's context in the language, made when asked. Built apart from the subscriber's scope: a closure
 * made there would keep the subscriber's whole request context alive for as long as its audience lasts.
 */
function visitorIn(visitorContext: (language: string) => Promise<unknown>, language: string) {
  return () => visitorContext(language);
}

/** An error as a client may see it: message, where, and its code, without Yoga's internal extensions. */
function publicError(error: Error) {
  if (!(error instanceof GraphQLError)) return { message: error.message };
  // Yoga's internal extensions (the answer's HTTP status, its flag for unexpected errors) are not for clients.
  const extensions = Object.fromEntries(
    Object.entries(error.extensions ?? {}).filter(([name]) => name !== 'http' && name !== 'unexpected'),
  );
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  };
}
