import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { liveSubscriptionsMatchSubscription } from '../../../__generated__/liveSubscriptionsMatchSubscription.graphql';
import type { liveSubscriptionsStandingsSubscription } from '../../../__generated__/liveSubscriptionsStandingsSubscription.graphql';
import type { liveSubscriptionsVideoSubscription } from '../../../__generated__/liveSubscriptionsVideoSubscription.graphql';
import { graphLanguage } from '../../../app/language.ts';
import type { Language } from '../../../app/pages.ts';

const matchSubscription = graphql`
  subscription liveSubscriptionsMatchSubscription($teamId: Int!, $language: Language) {
    matchUpdated(teamId: $teamId, language: $language) {
      ...LiveTicker_ticker
    }
  }
`;

const standingsSubscription = graphql`
  subscription liveSubscriptionsStandingsSubscription($teamId: Int!, $language: Language) {
    standingsUpdated(teamId: $teamId) {
      ...StandingsTable_standings
    }
  }
`;

const videoSubscription = graphql`
  subscription liveSubscriptionsVideoSubscription {
    liveVideoChanged {
      ...LiveVideoBadge_state
    }
  }
`;

/** The graph's ticker languages: German, and English for every other page language. */
const tickerLanguage = (language: Language) => (language === 'de' ? 'DE' : 'EN');

/**
 * Follows a team's ticker: each update lands in Relay's store on the ticker's own record (the same id the
 * page's query loaded), so everything showing it re-renders; `onUpdate` also gets it (for a first value
 * when the page loaded without one).
 */
export function useMatchUpdates(
  teamId: number,
  language: Language,
  onUpdate?: (ticker: NonNullable<liveSubscriptionsMatchSubscription['response']['matchUpdated']>) => void,
) {
  const config = useMemo<GraphQLSubscriptionConfig<liveSubscriptionsMatchSubscription>>(
    () => ({
      subscription: matchSubscription,
      variables: { teamId, language: tickerLanguage(language) },
      onNext: (response) => response?.matchUpdated && onUpdate?.(response.matchUpdated),
    }),
    // onUpdate is a state setter in practice; a new one must not restart the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [teamId, language],
  );
  useSubscription(config);
}

export function useStandingsUpdates(
  teamId: number,
  language: Language,
  onUpdate?: (standings: NonNullable<liveSubscriptionsStandingsSubscription['response']['standingsUpdated']>) => void,
) {
  const config = useMemo<GraphQLSubscriptionConfig<liveSubscriptionsStandingsSubscription>>(
    () => ({
      subscription: standingsSubscription,
      // The table's competition is named in the page's language.
      variables: { teamId, language: graphLanguage(language) },
      onNext: (response) => response?.standingsUpdated && onUpdate?.(response.standingsUpdated),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [teamId, language],
  );
  useSubscription(config);
}

export function useLiveVideoUpdates() {
  const config = useMemo<GraphQLSubscriptionConfig<liveSubscriptionsVideoSubscription>>(
    () => ({ subscription: videoSubscription, variables: {} }),
    [],
  );
  useSubscription(config);
}
