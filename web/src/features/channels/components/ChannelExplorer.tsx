import { lazy, Suspense, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelExplorer_channels$key } from '../../../__generated__/ChannelExplorer_channels.graphql';
import { localeOf, useLanguage, useT } from '../../../app/language.ts';
import { useSession } from '../../../auth/SessionContext.tsx';
import type { OperationCost } from './GraphiQLPanel.tsx';
import { SchemaReference } from './SchemaReference.tsx';

/** GraphiQL with Monaco: its own chunks, fetched only once a channel is picked on this page. */
const GraphiQLPanel = lazy(() =>
  import('./GraphiQLPanel.tsx').catch(() => ({
    // Offline or a new release without the old chunk: the page stays, the explorer says it could not load.
    default: ({ labels }: { labels: { failed: string } }) => (
      <p className="notice warning" role="alert">
        {labels.failed}
      </p>
    ),
  })),
);

/**
 * The explorer: the developer picks one of their channels that is not revoked, and GraphiQL runs any operation
 * against the graph as that channel (their own token, the channel named), with the graph's reference beside it
 * and what the last operation cost below it.
 */
export function ChannelExplorer({ channels: key }: { channels: ChannelExplorer_channels$key }) {
  const channels = useFragment(
    graphql`
      fragment ChannelExplorer_channels on DeveloperChannel @relay(plural: true) {
        name
        displayName
        revokedAt
      }
    `,
    key,
  );
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const usable = channels.filter((channel) => !channel.revokedAt);
  const [chosen, setChosen] = useState('');
  // A channel revoked meanwhile is no longer offered, nor explored.
  const channel = usable.find((candidate) => candidate.name === chosen)?.name;
  const [cost, setCost] = useState<OperationCost | null>(null);
  const accessToken = useCallback(() => session.accessToken, [session]);
  const number = new Intl.NumberFormat(localeOf(language));

  return (
    <section className="account-section channel-explorer" aria-labelledby="explorer-title">
      <h2 id="explorer-title">{t('developers.explorer.title')}</h2>
      <p>{t('developers.explorer.intro')}</p>
      {usable.length === 0 ? (
        <p className="empty">{t('developers.explorer.none')}</p>
      ) : (
        <div className="field">
          <label htmlFor="explorer-channel">{t('developers.explorer.channel')}</label>
          <select
            id="explorer-channel"
            value={channel ?? ''}
            onChange={(event) => {
              setChosen(event.target.value);
              setCost(null);
            }}
          >
            <option value="">{t('developers.explorer.choose')}</option>
            {usable.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.displayName} ({candidate.name})
              </option>
            ))}
          </select>
        </div>
      )}
      {channel && (
        <div className="explorer-layout">
          <div className="explorer-main">
            <div className="explorer-graphiql">
              <Suspense fallback={<p role="status">{t('developers.explorer.loading')}</p>}>
                <GraphiQLPanel
                  key={channel}
                  channel={channel}
                  accessToken={accessToken}
                  language={language}
                  labels={{ loading: t('developers.explorer.loading'), failed: t('developers.explorer.failed') }}
                  onCost={setCost}
                />
              </Suspense>
            </div>
            <p className="explorer-cost" role="status">
              {cost
                ? t('developers.explorer.cost', {
                    cost: number.format(cost.actualQueryCost),
                    requested: number.format(cost.requestedQueryCost),
                    available: number.format(cost.throttleStatus.currentlyAvailable),
                    capacity: number.format(cost.throttleStatus.maximumAvailable),
                    restoreRate: number.format(cost.throttleStatus.restoreRate),
                  })
                : t('developers.explorer.costHint')}
            </p>
          </div>
          <SchemaReference accessToken={accessToken} />
        </div>
      )}
    </section>
  );
}
