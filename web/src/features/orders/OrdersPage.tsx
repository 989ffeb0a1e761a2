import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession, useSessionState } from '../../auth/SessionContext.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { OrdersList } from './components/OrdersList.tsx';
import './orders.css';

export const ordersPageQuery = graphql`
  query OrdersPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    ...OrdersList_query @include(if: $signedIn) @alias
  }
`;

/**
 * The person's orders (or, while acting for one, the organisation's), newest first: number, date, state,
 * payment, shipping, total and items, each leading to the order's page. Anonymous visitors are asked to
 * sign in; the list is asked for only with a token.
 */
export function OrdersPage() {
  const data = usePreloadedQuery<OrdersPageQuery>(ordersPageQuery, useLoaderData() as PreloadedQuery<OrdersPageQuery>);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const { actingFor } = useSessionState();
  const alternates = pathsIn(paths.orders);
  return (
    <Shell query={data} alternates={alternates} navigation={null}>
      <PageMeta title={t('orders.title')} description={t('orders.description')} alternates={alternates} noindex />
      <div className="orders-page">
        <h1>{t('orders.title')}</h1>
        {!data.OrdersList_query ? (
          <div className="message-page">
            <p>{t('orders.signInFirst')}</p>
            <button type="button" onClick={() => void session.signIn(language)}>
              {t('auth.signIn')}
            </button>
          </div>
        ) : (
          <>
            {actingFor && <p className="lead">{t('orders.actingFor', { name: actingFor.name })}</p>}
            <OrdersList query={data.OrdersList_query} />
          </>
        )}
      </div>
    </Shell>
  );
}
