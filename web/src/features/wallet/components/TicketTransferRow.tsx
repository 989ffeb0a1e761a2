import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TicketTransferRow_transfer$key } from '../../../__generated__/TicketTransferRow_transfer.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { dateTimeText, kickoffText, placeText, ticketTitle } from '../../../components/ticketFormat.ts';
import { readTransferredTicket } from '../transferredTicket.ts';
import { WithdrawTransfer } from './WithdrawTransfer.tsx';

/**
 * One transfer in the list: which ticket, to whom or from whom, its state (with the reason of a
 * decline and the name of whoever accepted), and what can be done: take back a pending one sent,
 * answer a pending one received.
 */
export function TicketTransferRow({ transfer }: { transfer: TicketTransferRow_transfer$key }) {
  const data = useFragment(
    graphql`
      fragment TicketTransferRow_transfer on TicketTransfer {
        id
        internalId
        state
        direction
        recipientEmail
        reasonForDeclining
        createdAt
        respondedAt
        sender {
          name
        }
        recipient {
          firstName
          lastName
        }
        ticket {
          ...transferredTicket_ticket
        }
      }
    `,
    transfer,
  );
  const t = useT();
  const language = useLanguage();
  const sent = data.direction === 'SENT';
  const pending = data.state === 'PENDING';
  const headingId = `transfer-${data.internalId}`;
  const ticket = readTransferredTicket(data.ticket);
  return (
    <li className="transfer-item" aria-labelledby={headingId}>
      <div className="transfer-head">
        <span className="badge muted">{t(`tickets.transfers.directions.${data.direction}`)}</span>
        <span className={`transfer-state ${data.state.toLowerCase()}`}>
          {t(`tickets.transfers.states.${data.state}`)}
        </span>
      </div>
      <h2 id={headingId}>
        {sent
          ? t('tickets.transfers.sentTo', { email: data.recipientEmail })
          : t('tickets.transfers.receivedFrom', { name: data.sender.name })}
      </h2>
      <p>
        <strong>{ticketTitle(ticket, t)}</strong>
        {ticket.event && <>, {kickoffText(ticket.event, language, t)}</>}
      </p>
      <p>{placeText(ticket, t)}</p>
      <p className="fine-print">
        {t('tickets.transfers.createdAt', { date: dateTimeText(data.createdAt, language) })}
        {data.respondedAt && (
          <> · {t('tickets.transfers.respondedAt', { date: dateTimeText(data.respondedAt, language) })}</>
        )}
      </p>
      {data.recipient && (
        <p>
          {t('tickets.transfers.acceptedBy', { name: `${data.recipient.firstName} ${data.recipient.lastName}`.trim() })}
        </p>
      )}
      {data.reasonForDeclining && <p>{t('tickets.transfers.reason', { reason: data.reasonForDeclining })}</p>}
      {pending && (
        <div className="transfer-actions">
          {sent ? (
            <WithdrawTransfer transferId={data.id} recipientEmail={data.recipientEmail} />
          ) : (
            <Link to={paths.ticketTransfer(language, data.internalId)} className="button">
              {t('tickets.transfers.respond')}
              <span className="visually-hidden">
                {' '}
                – {t('tickets.transfers.receivedFrom', { name: data.sender.name })}
              </span>
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
