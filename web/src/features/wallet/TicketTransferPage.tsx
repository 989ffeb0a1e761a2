import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { TicketTransferPageAcceptMutation } from '../../__generated__/TicketTransferPageAcceptMutation.graphql';
import type { TicketTransferPageDeclineMutation } from '../../__generated__/TicketTransferPageDeclineMutation.graphql';
import type { TicketTransferPageQuery } from '../../__generated__/TicketTransferPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { TicketsLayout } from './components/TicketsLayout.tsx';
import { WithdrawTransfer } from './components/WithdrawTransfer.tsx';
import { DeclineForm, declineSchema, type DeclineValues } from './forms/DeclineForm.tsx';
import { kickoffText, placeText, ticketTitle } from '../../components/ticketFormat.ts';
import { readTransferredTicket } from './transferredTicket.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const ticketTransferPageQuery = graphql`
  query TicketTransferPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...TicketsLayout_query
    viewer {
      ticketTransfer(id: $id) @include(if: $signedIn) {
        id
        state
        direction
        recipientEmail
        reasonForDeclining
        sender {
          name
        }
        ticket {
          ...transferredTicket_ticket
        }
        heldTicket {
          id
        }
      }
    }
  }
`;

/**
 * A transfer by the link the recipient was mailed (/konto/tickets/weitergaben/{id}): who offers which
 * ticket, accept, or decline with a reason (spec 2 section 4). Once accepted the ticket is in the
 * recipient's wallet, with a link to it. The sender finds their own transfer here too, with the way to
 * take it back while pending. A link opened in another account finds nothing, and says so.
 */
export function TicketTransferPage() {
  const data = usePageQuery<TicketTransferPageQuery>(ticketTransferPageQuery);
  const { transferId = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeclineValues>({ resolver: zodResolver(declineSchema), defaultValues: { reason: '' } });
  const [accept, accepting] = useMutation<TicketTransferPageAcceptMutation>(graphql`
    mutation TicketTransferPageAcceptMutation($id: ID!) {
      ticketTransferAccept(id: $id) {
        __typename
        ... on TicketTransferAcceptSuccess {
          transfer {
            id
            state
            respondedAt
            heldTicket {
              id
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [decline, declining] = useMutation<TicketTransferPageDeclineMutation>(graphql`
    mutation TicketTransferPageDeclineMutation($input: TicketTransferDeclineInput!) {
      ticketTransferDecline(input: $input) {
        __typename
        ... on TicketTransferDeclineSuccess {
          transfer {
            id
            state
            respondedAt
            reasonForDeclining
          }
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const transfer = data.viewer.ticketTransfer;
  const busy = accepting || declining;
  const alternates = pathsIn((other) => paths.ticketTransfer(other, transferId));

  const onAccept = () => {
    if (!transfer || busy) return;
    setFailure(null);
    accept({
      variables: { id: transfer.id },
      onCompleted: ({ ticketTransferAccept: result }) => {
        if (result.__typename === 'TicketTransferAcceptSuccess')
          showToast({ message: t('tickets.offer.acceptedToast') });
        else setFailure(('message' in result && result.message) || t('error.serverErrorText'));
      },
      onError: () => setFailure(t('error.serverErrorText')),
    });
  };
  const onDecline = (values: DeclineValues) => {
    if (!transfer || busy) return;
    setFailure(null);
    decline({
      variables: { input: { id: transfer.id, reason: values.reason } },
      onCompleted: ({ ticketTransferDecline: result }) => {
        if (result.__typename === 'TicketTransferDeclineSuccess') return;
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        if ('field' in result && result.field === 'reason') form.setError('reason', { message }, { shouldFocus: true });
        else setFailure(message);
      },
      onError: () => setFailure(t('error.serverErrorText')),
    });
  };

  // Not asked for: nobody is signed in. The mailed link's page says what awaits and asks to sign in.
  if (transfer === undefined)
    return (
      <TicketsLayout
        query={data}
        tab={null}
        title={t('tickets.offer.signInTitle')}
        alternates={alternates}
        signInText={t('tickets.offer.signInFirst')}
      >
        {null}
      </TicketsLayout>
    );
  if (!transfer)
    return (
      <TicketsLayout query={data} tab={null} title={t('tickets.offer.notFoundTitle')} alternates={alternates}>
        <div className="message-page transfer-offer">
          <p>{t('tickets.offer.notFound')}</p>
          <button type="button" className="secondary" onClick={() => void session.signOut(language)}>
            {t('tickets.offer.switchAccount')}
          </button>
        </div>
      </TicketsLayout>
    );

  const ticket = readTransferredTicket(transfer.ticket);
  const received = transfer.direction === 'RECEIVED';
  const pending = transfer.state === 'PENDING';
  let title: string;
  let outcome;
  if (!received) {
    title = t('tickets.offer.sentTitle', { email: transfer.recipientEmail });
    outcome = pending && (
      <div className="transfer-actions">
        <WithdrawTransfer transferId={transfer.id} recipientEmail={transfer.recipientEmail} />
      </div>
    );
  } else if (transfer.state === 'ACCEPTED') {
    title = t('tickets.offer.acceptedTitle');
    outcome = (
      <>
        <p role="status">{t('tickets.offer.accepted')}</p>
        <p className="transfer-actions">
          {transfer.heldTicket && (
            <Link to={paths.ticket(language, transfer.heldTicket.id)} className="button">
              {t('tickets.offer.toTicket')}
            </Link>
          )}
          <Link to={paths.tickets(language)} className="button">
            {t('tickets.offer.toTickets')}
          </Link>
        </p>
      </>
    );
  } else if (transfer.state === 'DECLINED') {
    title = t('tickets.offer.declinedTitle');
    outcome = (
      <>
        <p role="status">{t('tickets.offer.declined')}</p>
        {transfer.reasonForDeclining && <p>{t('tickets.transfers.reason', { reason: transfer.reasonForDeclining })}</p>}
      </>
    );
  } else if (transfer.state === 'WITHDRAWN') {
    title = t('tickets.offer.withdrawnTitle');
    outcome = <p role="status">{t('tickets.offer.withdrawnText', { name: transfer.sender.name })}</p>;
  } else {
    title = t('tickets.offer.title');
    outcome = (
      <>
        <div className="transfer-actions">
          <button type="button" aria-disabled={busy} onClick={onAccept}>
            {accepting ? t('tickets.offer.accepting') : t('tickets.offer.accept')}
          </button>
        </div>
        <DeclineForm form={form} onSubmit={onDecline} saving={declining} sender={transfer.sender.name} />
      </>
    );
  }

  return (
    <TicketsLayout query={data} tab={null} title={title} alternates={alternates}>
      <div className="transfer-offer">
        {received && pending && <p className="lead">{t('tickets.offer.offered', { name: transfer.sender.name })}</p>}
        {!received && (
          <p>
            <span className={`transfer-state ${transfer.state.toLowerCase()}`}>
              {t(`tickets.transfers.states.${transfer.state}`)}
            </span>
          </p>
        )}
        <section className="ticket-card" aria-label={ticketTitle(ticket, t)}>
          <h2>{ticketTitle(ticket, t)}</h2>
          {ticket.event && (
            <>
              <p className="ticket-when">{kickoffText(ticket.event, language, t)}</p>
              <p className="ticket-competition">{ticket.event.competition}</p>
            </>
          )}
          <dl className="ticket-facts">
            <div className="ticket-place">
              <dt>{t('tickets.place')}</dt>
              <dd>{placeText(ticket, t)}</dd>
            </div>
            <div>
              <dt>{t('tickets.media')}</dt>
              <dd>{t(`tickets.mediaTypes.${ticket.media}`)}</dd>
            </div>
            <div>
              <dt>{t('tickets.pricingClass')}</dt>
              <dd>{ticket.pricingClass}</dd>
            </div>
          </dl>
        </section>
        {failure && (
          <p className="notice warning" role="alert">
            {failure}
          </p>
        )}
        {outcome}
      </div>
      <Link to={paths.ticketTransfers(language)} className="back-link">
        {t('tickets.offer.toTransfers')}
      </Link>
    </TicketsLayout>
  );
}
