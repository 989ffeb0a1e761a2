import { graphql } from 'react-relay/hooks';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSessionState } from '../../auth/SessionContext.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { AccountNavigation } from '../../components/account/AccountNavigation.tsx';
import { OrdersList } from './components/OrdersList.tsx';
import './orders.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const ordersPageQuery = graphql`
  query OrdersPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    ...OrdersList_query
  }
`;

/**
 * The person's orders (or, while acting for one, the organisation's), newest first: number, date, state,
 * payment, shipping, total and items, each leading to the order's page. Anonymous visitors are asked to
 * sign in; the list is asked for only with a token (its field, not the fragment spread, carries the
 * @include: the graph's access check reads directives on fields and inline fragments of each fragment).
 */
export function OrdersPage() {
  const data = usePageQuery<OrdersPageQuery>(ordersPageQuery);
  const t = useT();
  const alternates = pathsIn(paths.orders);
  const signedIn = useSessionState().user !== null;
  return (
    <Shell query={data} alternates={alternates} navigation={signedIn ? <AccountNavigation current="orders" /> : null}>
      <PageMeta title={t('orders.title')} description={t('orders.description')} alternates={alternates} noindex />
      <div className="orders-page">
        <h1>{t('orders.title')}</h1>
        <OrdersList query={data} />
      </div>
    </Shell>
  );
}
