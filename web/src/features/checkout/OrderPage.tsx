import { graphql } from 'react-relay/hooks';
import { Link, useParams, useRevalidator } from 'react-router';
import type { OrderPageQuery } from '../../__generated__/OrderPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession, useSessionState } from '../../auth/SessionContext.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { AccountNavigation } from '../../components/account/AccountNavigation.tsx';
import { OrderDetails } from './components/OrderDetails.tsx';
import './orders.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const orderPageQuery = graphql`
  query OrderPageQuery($number: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      order(number: $number) @include(if: $signedIn) @catch(to: RESULT) {
        number
        ...OrderDetails_order
      }
    }
  }
`;

/**
 * One order: number, date, state, items, totals, addresses, payment, its documents as PDF downloads and
 * the service's hours. Null from the graph is an order that is not the viewer's; a failed service is an
 * error with a retry, told apart by @catch.
 */
export function OrderPage() {
  const data = usePageQuery<OrderPageQuery>(orderPageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const signedIn = useSessionState().user !== null;
  const revalidator = useRevalidator();
  const number = useParams().number ?? '';
  const alternates = pathsIn((other) => paths.order(other, number));
  const result = data.viewer.order;
  const backToList = (
    <Link to={paths.orders(language)} className="back-link">
      {t('orders.detail.backToList')}
    </Link>
  );
  let content;
  if (result === undefined) {
    content = (
      <div className="message-page">
        <h1>{t('orders.orderNumber', { number })}</h1>
        <p>{t('orders.detail.signInFirst')}</p>
        <button type="button" onClick={() => void session.signIn(language)}>
          {t('auth.signIn')}
        </button>
      </div>
    );
  } else if (!result.ok) {
    content = (
      <>
        {backToList}
        <h1>{t('orders.orderNumber', { number })}</h1>
        <ErrorState
          message={t('orders.detail.unavailable')}
          retryLabel={t('error.retry')}
          onRetry={() => void revalidator.revalidate()}
        />
      </>
    );
  } else if (!result.value) {
    content = (
      <div className="message-page">
        <h1>{t('orders.detail.notFoundTitle')}</h1>
        <p>{t('orders.detail.notFound', { number })}</p>
        <Link to={paths.orders(language)} className="button">
          {t('orders.detail.backToList')}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        {backToList}
        <OrderDetails order={result.value} />
      </>
    );
  }
  const title =
    result?.ok && result.value ? t('orders.orderNumber', { number: result.value.number }) : t('orders.title');
  return (
    <Shell query={data} alternates={alternates} navigation={signedIn ? <AccountNavigation current="orders" /> : null}>
      <PageMeta title={title} description={t('orders.description')} alternates={alternates} noindex />
      <div className="orders-page">{content}</div>
    </Shell>
  );
}
