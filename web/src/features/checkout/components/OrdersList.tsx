import { useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { OrdersList_query$key } from '../../../__generated__/OrdersList_query.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { useSession, useSessionState } from '../../../auth/SessionContext.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { OrderRow } from './OrderRow.tsx';

/** The graph pages by the checkout service's pages: 50 checkouts (each with one or two orders). */
export const CHECKOUTS_PER_PAGE = 50;

/** The viewer's orders, newest first, a page of checkouts at a time; for anonymous visitors a way to sign in. */
export function OrdersList({ query }: { query: OrdersList_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OrdersList_query on Query
      @refetchable(queryName: "OrdersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        viewer {
          orders(first: $count, after: $cursor) @include(if: $signedIn) @connection(key: "OrdersList_orders") {
            checkoutCount
            edges {
              node {
                id
                ...OrderRow_order
              }
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const session = useSession();
  const { actingFor } = useSessionState();
  /** Pages shown so far: every page but the last holds a full page of checkouts. */
  const [pages, setPages] = useState(1);
  const list = useRef<HTMLOListElement>(null);
  const orders = data.viewer.orders;

  if (orders === undefined) {
    // Not asked for: nobody is signed in.
    return (
      <div className="message-page">
        <p>{t('orders.signInFirst')}</p>
        <button type="button" onClick={() => void session.signIn(language)}>
          {t('auth.signIn')}
        </button>
      </div>
    );
  }
  const acting = actingFor && <p className="lead">{t('orders.actingFor', { name: actingFor.name })}</p>;
  if (!orders) {
    return (
      <ErrorState
        message={t('orders.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  if (orders.edges.length === 0) {
    return (
      <>
        {acting}
        <div className="empty">
          <p>{t('orders.empty')}</p>
          <Link to={paths.home(language)} className="button">
            {t('orders.toShop')}
          </Link>
        </div>
      </>
    );
  }
  // Only decides the singular or plural of the button: how many checkouts are still to come.
  const remaining = Math.max(1, orders.checkoutCount - pages * CHECKOUTS_PER_PAGE);
  return (
    <>
      {acting}
      <ol className="order-list" ref={list}>
        {orders.edges.map(({ node }) => (
          <OrderRow key={node.id} order={node} />
        ))}
      </ol>
      <LoadMore
        pagination={{ hasNext, isLoadingNext, loadNext }}
        pageSize={CHECKOUTS_PER_PAGE}
        focus={{ list, items: 'a.order-card-link', loaded: orders.edges.length }}
        label={t('orders.loadMore', { count: remaining })}
        loadingLabel={t('orders.loadingMore')}
        failedLabel={t('orders.loadMoreFailed')}
        onLoaded={() => setPages((shown) => shown + 1)}
      />
    </>
  );
}
