import { useEffect } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { ConfirmationPageQuery } from '../../__generated__/ConfirmationPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { Shell } from '../../app/Shell.tsx';
import { useSession } from '../../auth/SessionContext.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { trackPurchase } from './purchaseTracking.ts';
import './checkout.css';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const confirmationPageQuery = graphql`
  query ConfirmationPageQuery($id: String!, $language: Language!, $signedIn: Boolean!) {
    ...Shell_query
    viewer {
      person @include(if: $signedIn) {
        email
      }
      checkout(id: $id) @include(if: $signedIn) {
        internalId
        status
        paymentStatus
        totalPrice {
          currencyCode
        }
        totalVoucherDiscounts {
          amount
        }
        totalPromotionCodeDiscounts {
          amount
        }
        orders {
          number
          items {
            sku
            name(language: $language)
            quantity
            vatRate
            totalPrice {
              amount
            }
          }
        }
      }
    }
  }
`;

/** How often the page asks again while the payment is being confirmed. */
const POLL_MS = 2000;

/**
 * The checkout's finished page (/checkout/confirmation?<id>): thank-you, order number and the mail hint
 * once the payment stands; a waiting state while the provider confirms (asked again every 2 s); the
 * failure with the way back to the cart, which holds its items again.
 */
export function ConfirmationPage() {
  const data = usePageQuery<ConfirmationPageQuery>(confirmationPageQuery);
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const revalidator = useRevalidator();
  const { person, checkout } = data.viewer;
  const state = !checkout ? 'unknown' : (checkout.paymentStatus ?? 'PENDING');

  useEffect(() => {
    if (state !== 'PENDING') return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [state, revalidator, data]);

  useEffect(() => {
    if (!checkout || state !== 'SUCCEEDED') return;
    const timer = trackPurchase({
      checkoutId: checkout.internalId,
      orderNumbers: checkout.orders.map((order) => order.number),
      items: checkout.orders.flatMap((order) =>
        order.items.map((item) => ({
          sku: item.sku,
          name: item.name,
          quantity: item.quantity,
          totalPrice: item.totalPrice.amount,
          vatRate: item.vatRate,
        })),
      ),
      voucherDiscount: checkout.totalVoucherDiscounts.amount,
      promotionDiscount: checkout.totalPromotionCodeDiscounts.amount,
      currency: checkout.totalPrice.currencyCode,
    });
    return () => clearTimeout(timer);
  }, [checkout, state]);

  const alternates = pathsIn((l) => paths.checkoutConfirmation(l));
  let content;
  if (!person) {
    content = (
      <>
        <h1>{t('checkout.confirmation.title')}</h1>
        <p>{t('checkout.signInFirst')}</p>
        <button type="button" onClick={() => void session.signIn(language)}>
          {t('auth.signIn')}
        </button>
      </>
    );
  } else if (!checkout) {
    content = (
      <>
        <h1>{t('checkout.confirmation.notFound')}</h1>
        <Link to={paths.orders(language)}>{t('orders.title')}</Link>
      </>
    );
  } else if (state === 'FAILED') {
    content = (
      <>
        <h1>{t('checkout.confirmation.failed')}</h1>
        <p role="alert">
          {t(checkout.status === 'CANCELLED' ? 'checkout.paymentCancelled' : 'checkout.confirmation.failedText')}
        </p>
        <Link to={paths.cart(language)} className="button">
          {t('checkout.confirmation.backToCart')}
        </Link>
      </>
    );
  } else if (state === 'PENDING') {
    content = (
      <>
        <h1>{t('checkout.confirmation.waiting')}</h1>
        <p role="status" className="notice">
          {t('checkout.confirmation.waitingText')}
        </p>
      </>
    );
  } else {
    const numbers = checkout.orders.map((order) => order.number);
    content = (
      <>
        <h1>{t('checkout.confirmation.thanks')}</h1>
        <p className="order-numbers">
          {t('checkout.confirmation.orderNumber', { count: numbers.length })}{' '}
          {numbers.map((number, index) => (
            <span key={number}>
              {index > 0 && ', '}
              <Link to={paths.order(language, number)}>
                <strong>{number}</strong>
              </Link>
            </span>
          ))}
        </p>
        <p>{t('checkout.confirmation.mailHint', { email: person.email ?? '' })}</p>
        {checkout.status === 'ON_ACCOUNT' && <p>{t('checkout.confirmation.onAccount')}</p>}
        {checkout.status === 'PAYMENT_PENDING' && <p>{t('checkout.confirmation.sepa')}</p>}
        <Link to={paths.home(language)} className="button">
          {t('cart.continueShopping')}
        </Link>
      </>
    );
  }
  return (
    <Shell query={data} alternates={alternates}>
      <PageMeta
        title={t('checkout.confirmation.title')}
        description={t('checkout.description')}
        alternates={alternates}
        noindex
      />
      <div className="message-page confirmation">{content}</div>
    </Shell>
  );
}
