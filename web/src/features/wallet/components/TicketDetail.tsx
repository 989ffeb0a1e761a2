import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TicketDetail_ticket$key } from '../../../__generated__/TicketDetail_ticket.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { useKeepDetailForGate } from '../keepForGate.ts';
import { readTicket } from '../ticketData.ts';
import { TicketMarketplaceSection } from './TicketMarketplaceSection.tsx';
import { TicketDetailView, TicketTexts } from './TicketView.tsx';
import { WithdrawTransfer } from './WithdrawTransfer.tsx';

/**
 * One ticket (spec 2 section 2): its QR code for the gate, ticket ID, order, price, place and venue,
 * the terms and venue rules; a pending transfer with the way to take it back, or the way to pass the
 * ticket on; the ticket on the marketplace. What it reads is added to the copy kept on the device for
 * the gate.
 */
export function TicketDetail({ ticket }: { ticket: TicketDetail_ticket$key }) {
  const data = useFragment(
    graphql`
      fragment TicketDetail_ticket on Ticket {
        id
        ...ticketData_ticket
        isTransferable
        belongsToContract
        terms(language: $language)
        venueRules(language: $language)
        pendingTransfer {
          id
          state
          recipientEmail
        }
        ...TicketMarketplaceSection_ticket
      }
    `,
    ticket,
  );
  const t = useT();
  const language = useLanguage();
  const plain = readTicket(data);
  const terms = data.terms ?? null;
  const venueRules = data.venueRules ?? null;
  useKeepDetailForGate(data.id, { terms, venueRules, barcode: plain.barcode });
  const pending = data.pendingTransfer?.state === 'PENDING' ? data.pendingTransfer : null;

  let transfer;
  if (pending) {
    transfer = (
      <>
        <p>{t('tickets.detail.pending', { email: pending.recipientEmail })}</p>
        <div className="transfer-actions">
          <WithdrawTransfer transferId={pending.id} recipientEmail={pending.recipientEmail} />
        </div>
      </>
    );
  } else if (data.isTransferable) {
    transfer = (
      <>
        <p>{t('tickets.detail.transferHint')}</p>
        <Link to={paths.ticketTransferCreate(language, data.id)} className="button">
          {t('tickets.detail.transfer')}
        </Link>
      </>
    );
  } else {
    transfer = <p>{t(data.belongsToContract ? 'tickets.detail.contractTicket' : 'tickets.detail.notTransferable')}</p>;
  }
  return (
    <TicketDetailView ticket={plain}>
      <section className="ticket-transfer" aria-labelledby="ticket-transfer-title">
        <h2 id="ticket-transfer-title">{t('tickets.detail.transferTitle')}</h2>
        {transfer}
      </section>
      <TicketMarketplaceSection ticket={data} />
      <TicketTexts terms={terms} venueRules={venueRules} />
    </TicketDetailView>
  );
}
