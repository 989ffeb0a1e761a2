import {
  createSourceEventStream,
  execute,
  getOperationAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { isAsyncIterable, map, pipe, type Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';

/**
 * The live subscriptions whose events read the same for everyone who asks alike: a match's ticker and a
 * league table carry nothing of the viewer (the live video's state does: its video's access is the viewer's).
 */
const SHARED_FIELDS = new Set(['matchUpdated', 'standingsUpdated']);

/** A stringified answer, written once and read by every subscriber's stream (graphql-yoga's SSE processor). */
type SharedResult = ExecutionResult & { stringify?: (result: unknown) => string };

/**
 * Live updates executed and serialised once per update, not once per subscriber (issue 45): a match day's
 * tens of thousands of fans follow a handful of tickers, each subscriber of one with the same document and
 * variables. The hub hands every subscriber of a feed the same value object (live/watchers.ts), the
 * subscription's resolver maps it once (modules/live/resolvers.ts); this plugin executes the subscription's
 * selection on that value once per document, variables and language, and gives the result a `stringify` that
 * answers the JSON written the first time, which Yoga's SSE processor uses for every subscriber's stream.
 *
 * Only errorless results share their text (a result with errors is masked per request by Yoga), and only the
 * fields in SHARED_FIELDS take part: their resolvers read the request's language, never its viewer.
 */
export function useSharedLiveResults(): Plugin {
  /** Per update value: its executed result per document, variables and language. */
  const executed = new WeakMap<object, Map<string, Promise<SharedResult>>>();
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = ++nextDocumentId));
    return id;
  };

  function sharedExecute(
    args: ExecutionArgs,
    payload: unknown,
    shareKey: string,
  ): Promise<SharedResult> | SharedResult {
    if (typeof payload !== 'object' || payload === null) return execute({ ...args, rootValue: payload });
    let byKey = executed.get(payload);
    if (!byKey) executed.set(payload, (byKey = new Map()));
    let result = byKey.get(shareKey);
    if (!result) {
      result = Promise.resolve(execute({ ...args, rootValue: payload })).then(withSharedText);
      byKey.set(shareKey, result);
    }
    return result;
  }

  return {
    onSubscribe({ args, setSubscribeFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const fields = operation?.selectionSet.selections ?? [];
      const shared =
        fields.length > 0 && fields.every((field) => field.kind === 'Field' && SHARED_FIELDS.has(field.name.value));
      if (!shared) return;
      const language = (args.contextValue as unknown as RequestContext).language;
      const shareKey = `${documentId(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(
        args.variableValues ?? {},
      )}\u0000${language}`;
      setSubscribeFn(async (subscribeArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(source)) return source;
        // A Repeater pipe (not an async generator): a subscriber who leaves ends its source at once.
        return pipe(
          source,
          map((payload: unknown) => sharedExecute(subscribeArgs, payload, shareKey)),
        );
      });
    },
  };
}

/** The result with a `stringify` that serialises it once, however many streams write it. */
function withSharedText(result: ExecutionResult): SharedResult {
  if (result.errors?.length || result.extensions) return result;
  let text: string | undefined;
  return Object.defineProperty(result as SharedResult, 'stringify', {
    value: () => (text ??= JSON.stringify(result)),
    enumerable: false,
  });
}
