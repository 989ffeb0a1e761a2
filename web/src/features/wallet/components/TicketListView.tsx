import { useRef, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import type { TicketPage } from '../../../app/pages.ts';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { LoadMore, type Pagination } from '../../../components/LoadMore.tsx';

/**
 * How many tickets a page of the list asks for: rich tickets (event, venue, barcode) cost the graph's
 * operation budget per item, which allows at most 40.
 */
export const TICKETS_PER_PAGE = 20;

/**
 * A tab's tickets: the cards, "load more" while the list has more (focus moves to the first ticket it
 * brought), an empty state with the way to the ticket shop, and a retry when the wallet could not answer.
 */
export function TicketListView({
  tab,
  cards,
  totalCount,
  pagination,
}: {
  tab: TicketListTab;
  /** The cards of the tickets loaded so far; null when the wallet could not answer. */
  cards: readonly ReactNode[] | null | undefined;
  /** How many the list holds in all. */
  totalCount: number;
  pagination: Pagination;
}) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const list = useRef<HTMLOListElement>(null);

  if (!cards)
    return (
      <ErrorState
        message={t('tickets.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  if (cards.length === 0)
    return (
      <div className="empty">
        <p>{t(`tickets.empty.${tab}`)}</p>
        <Link to={paths.site(language, 'tickets')} className="button">
          {t('tickets.toTicketShop')}
        </Link>
      </div>
    );
  const remaining = Math.max(1, totalCount - cards.length);
  return (
    <>
      <p className="lead">{t('tickets.count', { count: totalCount })}</p>
      <ol className="ticket-list" ref={list} aria-label={t(`tickets.listLabel.${tab}`)}>
        {cards}
      </ol>
      <LoadMore
        pagination={pagination}
        pageSize={TICKETS_PER_PAGE}
        focus={{ list, items: 'a.ticket-card-link', loaded: cards.length }}
        label={t('tickets.loadMore', { count: remaining })}
        loadingLabel={t('tickets.loadingMore')}
        failedLabel={t('tickets.loadMoreFailed')}
      />
    </>
  );
}

/** The tabs a list page shows (the transfers list has a page of its own). */
export type TicketListTab = Extract<TicketPage, 'tickets' | 'ticketArchive' | 'seasonTickets' | 'seasonTicketArchive'>;
