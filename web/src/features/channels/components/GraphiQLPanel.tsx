import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import type { GraphQLSchema } from 'graphql';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import type { Language } from '../../../app/pages.ts';
import { schemaFromReference, type ReferenceDocument } from './schemaFromReference.ts';

/**
 * app/channel.ts's header, named here rather than imported: a module the entry shares with this lazy chunk would
 * be split out of the entry into a chunk of its own, one request more on every first page.
 */
const CHANNEL_HEADER = 'x-club-channel';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];
type Storage = NonNullable<ComponentProps<typeof GraphiQL>['storage']>;

/** What one answer cost, as the graph tells it in `extensions.cost` (docs/channels.md). */
export interface OperationCost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

const DEFAULT_QUERY = `{
  viewer {
    person {
      displayName
    }
  }
}
`;

/**
 * Tabs and queries kept in memory only, never in the browser's storage: a shared device keeps nothing of a
 * developer's queries or answers once the page is gone.
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  };
}

/**
 * GraphiQL against the graph as one of the developer's channels: each operation is POSTed to /graphql with the
 * person's current access token and `x-club-channel: <channel>`, so the graph runs it under that channel's
 * budget, limits and grants (and introspects nothing: the schema comes from the reference). Its own chunk with
 * Monaco and graphql-js, loaded by the developer page only once a channel is picked.
 */
export default function GraphiQLPanel({
  channel,
  accessToken,
  language,
  labels,
  onCost,
}: {
  channel: string;
  accessToken: () => string | undefined;
  language: Language;
  labels: { loading: string; failed: string };
  onCost: (cost: OperationCost | null) => void;
}) {
  const [schema, setSchema] = useState<GraphQLSchema | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const token = accessToken();
    fetch('/graphql/reference.json', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setSchema(schemaFromReference((await response.json()) as ReferenceDocument));
      })
      .catch(() => {
        if (!controller.signal.aborted) setSchema('failed');
      });
    return () => controller.abort();
  }, [accessToken]);

  const fetcher = useMemo<Fetcher>(
    () => async (params) => {
      const token = accessToken();
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'accept-language': language,
          [CHANNEL_HEADER]: channel,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(params),
      });
      const answer = (await response.json()) as { extensions?: { cost?: OperationCost } };
      onCost(answer.extensions?.cost ?? null);
      return answer;
    },
    [accessToken, channel, language, onCost],
  );
  const storage = useMemo(() => memoryStorage(), []);

  if (schema === 'failed')
    return (
      <p className="notice warning" role="alert">
        {labels.failed}
      </p>
    );
  if (!schema) return <p role="status">{labels.loading}</p>;
  return (
    <GraphiQL
      fetcher={fetcher}
      schema={schema}
      storage={storage}
      defaultQuery={DEFAULT_QUERY}
      isHeadersEditorEnabled={false}
      forcedTheme="light"
      defaultEditorToolsVisibility={false}
    />
  );
}
