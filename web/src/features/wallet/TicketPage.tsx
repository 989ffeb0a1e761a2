import { graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { TicketPageQuery } from '../../__generated__/TicketPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { useSessionState } from '../../auth/SessionContext.tsx';
import { TicketDetail } from './components/TicketDetail.tsx';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import { OfflineTicket } from './OfflineTickets.tsx';
import { readTicket } from './ticketData.ts';
import { ticketTitle } from '../../components/ticketFormat.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export { TicketOffline } from './OfflineTickets.tsx';

export const ticketPageQuery = graphql`
  query TicketPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    viewer {
      ticket(id: $id) @include(if: $signedIn) {
        ...ticketData_ticket
        ...TicketDetail_ticket
      }
    }
  }
`;

/** One ticket of the viewer's by its id, with its QR code; "not found" for any other id. */
export function TicketPage() {
  const data = usePageQuery<TicketPageQuery>(ticketPageQuery);
  const { ticketId: id = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const { user, offlineSubject } = useSessionState();
  if (!user && offlineSubject) return <OfflineTicket ticketId={id} />;
  const ticket = data.viewer.ticket;
  const title = ticket ? ticketTitle(readTicket(ticket), t) : t('tickets.detail.notFoundTitle');
  return (
    <TicketsLayout query={data} tab={null} title={title} alternates={pathsIn((other) => paths.ticket(other, id))}>
      {ticket ? (
        <TicketDetail ticket={ticket} />
      ) : (
        <div className="empty">
          <p>{t('tickets.detail.notFound')}</p>
        </div>
      )}
      <Link to={paths.tickets(language)} className="back-link">
        {t('tickets.detail.backToList')}
      </Link>
    </TicketsLayout>
  );
}
