import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useRouteError } from 'react-router';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import type { TicketPage } from '../../app/pages.ts';
import { isOfflineError, ServerErrorPage } from '../../app/ServerErrorPage.tsx';
import { ShellFrame } from '../../app/Shell.tsx';
import { TicketTabs } from './components/TicketTabs.tsx';
import { TicketCardView, TicketDetailView, TicketTexts } from './components/TicketView.tsx';
import { useReadingSubject } from './keepForGate.ts';
import { readSavedTicket, readSavedWallet, type SavedList, type SavedTicket } from '../../auth/offlineWallet.ts';
import { dateTimeText, ticketTitle } from '../../components/ticketFormat.ts';
import '../../components/account/account.css';
import './wallet.css';

/**
 * The ticket pages without a network (the stadium): the tickets kept on the device for the person
 * signed in (offlineWallet.ts), with a notice saying so and when they were kept. Shown by the routes'
 * error boundaries when the page's query found no network, and by the pages when the session itself
 * waits for one (the portal opened offline). Nothing is shown to anyone but the person they belong to.
 */

/** Reads from the device once per subject and key; undefined while reading. */
function useSaved<T>(read: (subject: string) => Promise<T | null>, key: string): T | null | undefined {
  const subject = useReadingSubject();
  const [saved, setSaved] = useState<{ key: string; value: T | null } | undefined>(undefined);
  const current = `${subject ?? ''}|${key}`;
  useEffect(() => {
    if (!subject) return;
    let live = true;
    void read(subject).then((value) => live && setSaved({ key: current, value }));
    return () => {
      live = false;
    };
    // `read` is a new function on every render; the subject and key decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  if (!subject) return null;
  return saved?.key === current ? saved.value : undefined;
}

function OfflineFrame({
  title,
  alternates,
  tab,
  children,
}: {
  title: string;
  alternates: ReturnType<typeof pathsIn>;
  tab: TicketPage | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ShellFrame alternates={alternates}>
      <main id="main" tabIndex={-1}>
        <title>{`${title} | ${t('shell.brand')}`}</title>
        <div className="account-page tickets-page">
          <h1>{title}</h1>
          {tab && <TicketTabs current={tab} />}
          {children}
        </div>
      </main>
    </ShellFrame>
  );
}

/** The day tickets of matches to come (or this season's season tickets) as kept on the device. */
export function OfflineTicketList({ list }: { list: SavedList }) {
  const t = useT();
  const language = useLanguage();
  const wallet = useSaved(readSavedWallet, 'wallet');
  const tab = list === 'day' ? 'tickets' : 'seasonTickets';
  const saved = wallet?.[list];
  return (
    <OfflineFrame title={t(`tickets.titles.${tab}`)} alternates={pathsIn(paths[tab])} tab={tab}>
      {wallet === undefined ? null : !saved ? (
        <OfflineNothing text={t('tickets.offline.none')} />
      ) : (
        <>
          <p className="notice offline-notice" role="status">
            {t('tickets.offline.notice', { date: dateTimeText(saved.savedAt, language) })}
          </p>
          {saved.tickets.length === 0 ? (
            <div className="empty">
              <p>{t(`tickets.empty.${tab}`)}</p>
            </div>
          ) : (
            <ol className="ticket-list" aria-label={t(`tickets.listLabel.${tab}`)}>
              {saved.tickets.map((ticket) => (
                <TicketCardView key={ticket.id} ticket={ticket} />
              ))}
            </ol>
          )}
        </>
      )}
    </OfflineFrame>
  );
}

/** One ticket with its QR code as kept on the device. */
export function OfflineTicket({ ticketId }: { ticketId: string }) {
  const t = useT();
  const language = useLanguage();
  const saved = useSaved((subject) => readSavedTicket(subject, ticketId), ticketId);
  const alternates = pathsIn((other) => paths.ticket(other, ticketId));
  if (!saved)
    return (
      <OfflineFrame title={t('tickets.title')} alternates={alternates} tab={null}>
        {saved === null && <OfflineNothing text={t('tickets.offline.notSaved')} />}
      </OfflineFrame>
    );
  const ticket: SavedTicket = saved.ticket;
  return (
    <OfflineFrame title={ticketTitle(ticket, t)} alternates={alternates} tab={null}>
      <TicketDetailView
        ticket={ticket}
        notice={
          <p className="notice offline-notice" role="status">
            {t('tickets.offline.notice', { date: dateTimeText(saved.savedAt, language) })}
          </p>
        }
      >
        <p className="fine-print">{t('tickets.offline.onlineOnly')}</p>
        {ticket.terms !== undefined ? (
          <TicketTexts terms={ticket.terms ?? null} venueRules={ticket.venueRules ?? null} />
        ) : (
          <p className="fine-print">{t('tickets.offline.termsOnline')}</p>
        )}
      </TicketDetailView>
    </OfflineFrame>
  );
}

/** Nothing kept: the app's offline words, with a retry that finds the network when it is back. */
function OfflineNothing({ text }: { text: string }) {
  const t = useT();
  const [stillOffline, setStillOffline] = useState(false);
  return (
    <div className="message-page">
      <h2>{t('error.offlineTitle')}</h2>
      <p>{text}</p>
      <button type="button" onClick={() => (navigator.onLine ? window.location.reload() : setStillOffline(true))}>
        {t('error.retry')}
      </button>
      <p role="status">{stillOffline ? t('error.stillOffline') : ''}</p>
    </div>
  );
}

/** A route's error: without a network the kept tickets, otherwise the portal's error page. */
function useOfflineFallback(): boolean {
  return isOfflineError(useRouteError());
}

/** The error boundary of the day tickets' tab. */
export function DayTicketsOffline() {
  return useOfflineFallback() ? <OfflineTicketList list="day" /> : <ServerErrorPage />;
}

/** The error boundary of the season tickets' tab. */
export function SeasonTicketsOffline() {
  return useOfflineFallback() ? <OfflineTicketList list="season" /> : <ServerErrorPage />;
}

/** The error boundary of a ticket's page. */
export function TicketOffline() {
  const { ticketId: id = '' } = useParams();
  return useOfflineFallback() ? <OfflineTicket ticketId={id} /> : <ServerErrorPage />;
}
