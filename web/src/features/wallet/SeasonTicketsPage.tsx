import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { SeasonTicketsPageQuery } from '../../__generated__/SeasonTicketsPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { useSessionState } from '../../auth/SessionContext.tsx';
import { SeasonTicketList } from './components/SeasonTicketList.tsx';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import { OfflineTicketList } from './OfflineTickets.tsx';
import { usePageQueryReference } from '../../app/usePageQuery.ts';

export { SeasonTicketsOffline } from './OfflineTickets.tsx';

export const seasonTicketsPageQuery = graphql`
  query SeasonTicketsPageQuery($scope: SeasonTicketScope!, $language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    ...SeasonTicketList_query @arguments(scope: $scope)
  }
`;

/**
 * The season tickets (spec 2 section 2, "Ticket tabs"): this season's and the next, kept on the device
 * for the gate; or the archive of past seasons.
 */
export function SeasonTicketsPage() {
  const reference = usePageQueryReference<SeasonTicketsPageQuery>();
  const data = usePreloadedQuery<SeasonTicketsPageQuery>(seasonTicketsPageQuery, reference);
  const t = useT();
  const { user, offlineSubject } = useSessionState();
  const tab = reference.variables.scope === 'ARCHIVE' ? 'seasonTicketArchive' : 'seasonTickets';
  if (!user && offlineSubject && tab === 'seasonTickets') return <OfflineTicketList list="season" />;
  return (
    <TicketsLayout query={data} tab={tab} title={t(`tickets.titles.${tab}`)} alternates={pathsIn(paths[tab])}>
      <SeasonTicketList query={data} tab={tab} />
    </TicketsLayout>
  );
}
