import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CartPageQuery } from '../../__generated__/CartPageQuery.graphql';
import { paths, useLanguage, useT } from '../../app/language.ts';
import { pathsIn } from '../../app/pages.ts';
import { Shell } from '../../app/Shell.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { CartView } from './components/CartView.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const cartPageQuery = graphql`
  query CartPageQuery($language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      cart(countryCode: "DE") {
        __typename
        ... on Cart {
          itemCount
        }
        ...CartView_cart @alias
        ... on Error {
          message
        }
      }
    }
    partners {
      ...CartView_partners
    }
  }
`;

/** The cart: what is in it, what it costs, and the codes that make it cheaper. */
export function CartPage() {
  const data = usePageQuery<CartPageQuery>(cartPageQuery);
  const language = useLanguage();
  const t = useT();
  const cart = data.viewer.cart;
  return (
    <Shell query={data} alternates={pathsIn(paths.cart)}>
      <PageMeta
        title={t('cart.title')}
        description={t('meta.cartDescription')}
        alternates={pathsIn(paths.cart)}
        noindex
      />
      <h1>{t('cart.title')}</h1>
      {!cart ? (
        <ErrorState
          message={t('error.serverErrorText')}
          retryLabel={t('error.retry')}
          onRetry={() => window.location.reload()}
        />
      ) : cart.__typename !== 'Cart' ? (
        <p className="notice warning">{cart.__typename === '%other' ? t('error.serverErrorText') : cart.message}</p>
      ) : cart.itemCount === 0 || !cart.CartView_cart ? (
        <div className="empty">
          {/* Focus lands here when the last item has been removed. */}
          <p id="cart-empty" tabIndex={-1}>
            {t('cart.empty')}
          </p>
          <Link to={paths.home(language)} className="button">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <CartView cart={cart.CartView_cart} partners={data.partners ?? []} />
      )}
    </Shell>
  );
}
