import { processRegularResult, type Plugin } from 'graphql-yoga';

type ResultProcessor = Parameters<Parameters<NonNullable<Plugin['onResultProcess']>>[0]['setResultProcessor']>[0];
type FetchAPI = Parameters<ResultProcessor>[1];

/** The JSON media types of a GraphQL answer, in the order Yoga's result processor tries them. */
const jsonMediaTypes = ['application/graphql-response+json', 'application/json'] as const;

/**
 * GraphQL answers go on the wire as one UTF-8 buffer instead of a string.
 *
 * Yoga hands its JSON string to the Response, which measures the string's UTF-8 length for Content-Length, and
 * Node then encodes it once more into the socket's buffer; both walk (and flatten) the whole answer. A list
 * screen's answer is large (the day tickets: 17 KB), and per-user answers cannot be shared, so this was paid
 * on every request: about 7 % of the tickets screen's allocations and 13 % of its CPU in `pnpm bench:alone`
 * (docs/operations.md, eighth pass). A buffer is encoded once and written as it is.
 *
 * Only the answers Yoga's own JSON processor would give are touched: same media type, status and headers.
 * Streams (SSE, multipart) keep their processors.
 */
export function useJsonAnswerBuffers(): Plugin {
  const withBufferBodies = new WeakMap<FetchAPI, FetchAPI>();
  const buffered: ResultProcessor = (result, fetchAPI, mediaType) => {
    let api = withBufferBodies.get(fetchAPI);
    if (!api) {
      const Base = fetchAPI.Response;
      api = {
        ...fetchAPI,
        Response: class BufferedResponse extends Base {
          constructor(body?: BodyInit | null, init?: ResponseInit) {
            super(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, init);
          }
        },
      };
      withBufferBodies.set(fetchAPI, api);
    }
    return processRegularResult(result, api, mediaType);
  };
  return {
    // Runs after Yoga's own negotiation (its plugin comes first): only where that chose the JSON processor.
    onResultProcess({ request, resultProcessor, setResultProcessor }) {
      if (resultProcessor !== processRegularResult) return;
      const mediaType = negotiatedJsonMediaType(request.headers.get('accept'));
      if (mediaType) setResultProcessor(buffered, mediaType);
    },
  };
}

/**
 * The JSON media type Yoga's negotiation settles on for an Accept header (graphql-yoga's
 * plugins/result-processor/accept.ts, which it does not export): the accepted types in reverse order, UTF-8
 * only, and the last match wins. The graph's HTTP tests (graphql-over-http.test.ts) hold it to Yoga's choice.
 */
export function negotiatedJsonMediaType(accept: string | null): (typeof jsonMediaTypes)[number] | undefined {
  let chosen: (typeof jsonMediaTypes)[number] | undefined;
  const entries = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  for (const entry of entries) {
    const [asked = '', ...parameters] = entry.split(';');
    const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    const [askedType, askedSubtype] = asked.split('/');
    for (const mediaType of jsonMediaTypes) {
      const [type, subtype] = mediaType.split('/');
      if ((askedType === '*' || askedType === type) && (askedSubtype === '*' || askedSubtype === subtype)) {
        chosen = mediaType;
      }
    }
  }
  return chosen;
}
