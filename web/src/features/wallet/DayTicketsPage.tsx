import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { DayTicketsPageQuery } from '../../__generated__/DayTicketsPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { useSessionState } from '../../auth/SessionContext.tsx';
import { DayTicketList } from './components/DayTicketList.tsx';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import { OfflineTicketList } from './OfflineTickets.tsx';
import { usePageQueryReference } from '../../app/usePageQuery.ts';

export { DayTicketsOffline } from './OfflineTickets.tsx';

export const dayTicketsPageQuery = graphql`
  query DayTicketsPageQuery($scope: DayTicketScope!, $language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    ...DayTicketList_query @arguments(scope: $scope)
  }
`;

/**
 * The day tickets (spec 2 section 2, "Ticket tabs"): of matches to come, soonest first, kept on the
 * device for the gate; or the archive of past matches, newest first. Each a card leading to the
 * ticket with its QR code.
 */
export function DayTicketsPage() {
  const reference = usePageQueryReference<DayTicketsPageQuery>();
  const data = usePreloadedQuery<DayTicketsPageQuery>(dayTicketsPageQuery, reference);
  const t = useT();
  const { user, offlineSubject } = useSessionState();
  const tab = reference.variables.scope === 'ARCHIVE' ? 'ticketArchive' : 'tickets';
  // Opened without a network, the person's session still to be restored: what the device kept.
  if (!user && offlineSubject && tab === 'tickets') return <OfflineTicketList list="day" />;
  return (
    <TicketsLayout query={data} tab={tab} title={t(`tickets.titles.${tab}`)} alternates={pathsIn(paths[tab])}>
      <DayTicketList query={data} tab={tab} />
    </TicketsLayout>
  );
}
