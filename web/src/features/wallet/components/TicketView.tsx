import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { formatMoney } from '../../../components/money.ts';
import type { SavedTicket } from '../../../auth/offlineWallet.ts';
import { kickoffText, placeText, ticketTitle } from '../../../components/ticketFormat.ts';
import { TicketQrCode } from './TicketQrCode.tsx';

/**
 * A ticket as plain data (the graph's answer read by ticketData.ts, or the copy kept on the device):
 * the same markup with and without a network. Relay-free.
 */

/** One ticket in a list: match or season, kick-off, block/row/seat, medium, pricing class, price. */
export function TicketCardView({ ticket, pendingTo }: { ticket: SavedTicket; pendingTo?: string | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className="ticket-card">
      <div className="ticket-card-head">
        <h2>
          {/* The whole card answers to a tap (wallet.css stretches the link). */}
          <Link to={paths.ticket(language, ticket.id)} className="ticket-card-link">
            {ticketTitle(ticket, t)}
            {/* Two seats of one match: each link is told apart by its place. */}
            <span className="visually-hidden"> – {placeText(ticket, t)}</span>
          </Link>
        </h2>
        {pendingTo && <span className="badge warning">{t('tickets.pendingBadge')}</span>}
      </div>
      <When ticket={ticket} />
      <dl className="ticket-facts">
        <Place ticket={ticket} />
        <div>
          <dt>{t('tickets.media')}</dt>
          <dd>{t(`tickets.mediaTypes.${ticket.media}`)}</dd>
        </div>
        <div>
          <dt>{t('tickets.pricingClass')}</dt>
          <dd>{ticket.pricingClass}</dd>
        </div>
        <div>
          <dt>{t('tickets.price')}</dt>
          <dd>{formatMoney(ticket.price, language)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The kick-off and competition of a day ticket's match; nothing for a season ticket (its title says it). */
function When({ ticket }: { ticket: SavedTicket }) {
  const t = useT();
  const language = useLanguage();
  if (!ticket.event) return null;
  return (
    <>
      <p className="ticket-when">
        <time dateTime={ticket.event.kickoff ?? ticket.event.kickoffDate}>
          {kickoffText(ticket.event, language, t)}
        </time>
      </p>
      <p className="ticket-competition">{ticket.event.competition}</p>
    </>
  );
}

/** Block, row and seat as facts of their own; a standing block has neither row nor seat. */
function Place({ ticket }: { ticket: SavedTicket }) {
  const t = useT();
  return (
    <>
      <div className="ticket-place">
        <dt>{t('tickets.block')}</dt>
        <dd>{ticket.block}</dd>
      </div>
      {ticket.row && (
        <div className="ticket-place">
          <dt>{t('tickets.row')}</dt>
          <dd>{ticket.row}</dd>
        </div>
      )}
      {ticket.seat && (
        <div className="ticket-place">
          <dt>{t('tickets.seat')}</dt>
          <dd>{ticket.seat}</dd>
        </div>
      )}
    </>
  );
}

/**
 * One ticket: its QR code first (what the gate needs), then ticket ID, order, price, place and venue.
 * `children` come after the facts (the transfer part, the terms), `notice` before everything.
 */
export function TicketDetailView({
  ticket,
  notice,
  children,
}: {
  ticket: SavedTicket;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { venue } = ticket;
  const address = [venue.street, [venue.postalCode, venue.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      {notice}
      <When ticket={ticket} />
      <div className="ticket-detail">
        <figure className="ticket-pass">
          <TicketQrCode value={ticket.barcode} label={t('tickets.detail.qrLabel')} />
          <figcaption>
            <span className="ticket-serial">{t('tickets.detail.serialNumber', { serial: ticket.serialNumber })}</span>
            <span className="fine-print">{t('tickets.detail.qrHint')}</span>
          </figcaption>
        </figure>
        <dl className="ticket-facts">
          <Place ticket={ticket} />
          <div>
            <dt>{t('tickets.detail.ticketId')}</dt>
            <dd>{ticket.internalId}</dd>
          </div>
          <div>
            <dt>{t('tickets.detail.orderNumber')}</dt>
            <dd>{ticket.orderNumber ?? t('tickets.detail.noOrder')}</dd>
          </div>
          <div>
            <dt>{t('tickets.price')}</dt>
            <dd>{formatMoney(ticket.price, language)}</dd>
          </div>
          <div>
            <dt>{t('tickets.pricingClass')}</dt>
            <dd>{ticket.pricingClass}</dd>
          </div>
          <div>
            <dt>{t('tickets.media')}</dt>
            <dd>{t(`tickets.mediaTypes.${ticket.media}`)}</dd>
          </div>
          <div>
            <dt>{t('tickets.detail.venue')}</dt>
            <dd>
              {venue.name}
              {address && <span className="ticket-venue-address">{address}</span>}
            </dd>
          </div>
        </dl>
        {children}
      </div>
    </>
  );
}

/** The organiser's terms and the venue's rules, each under its heading; a note when there are none. */
export function TicketTexts({ terms, venueRules }: { terms: string | null; venueRules: string | null }) {
  const t = useT();
  return (
    <>
      <section className="ticket-text" aria-labelledby="ticket-terms">
        <h2 id="ticket-terms">{t('tickets.detail.terms')}</h2>
        <p>{terms ?? t('tickets.detail.noTerms')}</p>
      </section>
      {venueRules && (
        <section className="ticket-text" aria-labelledby="ticket-venue-rules">
          <h2 id="ticket-venue-rules">{t('tickets.detail.venueRules')}</h2>
          <p>{venueRules}</p>
        </section>
      )}
    </>
  );
}
