import { graphql } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { DevelopersPageQuery } from '../../__generated__/DevelopersPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { ChannelCard } from './components/ChannelCard.tsx';
import { ChannelExplorer } from './components/ChannelExplorer.tsx';
import { ChannelRegistration } from './components/ChannelRegistration.tsx';
import './channels.css';

export const developersPageQuery = graphql`
  query DevelopersPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      channels @include(if: $signedIn) {
        id
        ...ChannelCard_channel
        ...ChannelExplorer_channels
      }
    }
  }
`;

/**
 * The developer page (docs/channels.md): the person's own channels of the graph with their deployments and
 * budgets, registering one (its secret shown once) and revoking one, and the explorer: GraphiQL against the
 * graph as one of their channels, with the graph's reference beside it.
 */
export function DevelopersPage() {
  const data = usePageQuery<DevelopersPageQuery>(developersPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const channels = data.viewer.channels;
  return (
    <AccountLayout
      query={data}
      section="developers"
      title={t('developers.title')}
      alternates={pathsIn(paths.developers)}
      signInText={t('developers.signInFirst')}
    >
      {() => (
        <div className="developers">
          <p className="lead">{t('developers.intro')}</p>
          <section className="account-section" aria-labelledby="channels-title">
            <h2 id="channels-title">{t('developers.channels.title')}</h2>
            {!channels ? (
              <ErrorState
                message={t('developers.channels.unavailable')}
                retryLabel={t('error.retry')}
                onRetry={() => void revalidator.revalidate()}
              />
            ) : channels.length === 0 ? (
              <p className="empty">{t('developers.channels.none')}</p>
            ) : (
              <ul className="channel-list" aria-labelledby="channels-title">
                {channels.map((channel) => (
                  <ChannelCard key={channel.id} channel={channel} />
                ))}
              </ul>
            )}
          </section>
          <ChannelRegistration />
          {channels && <ChannelExplorer channels={channels} />}
        </div>
      )}
    </AccountLayout>
  );
}
