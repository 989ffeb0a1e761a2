import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderDetails_order$key } from '../../../__generated__/OrderDetails_order.graphql';
import { useLanguage, useT } from '../../../app/language.ts';
import { formatMoney } from '../../../components/money.ts';
import { Price } from '../../../components/Price.tsx';
import { absoluteAmount, formatOrderDateTime, isZero } from '../orderFormat.ts';
import { OrderDocuments } from './OrderDocuments.tsx';
import { OrderStateBadge } from './OrderStateBadge.tsx';
import { PostalAddressView } from './PostalAddressView.tsx';

/** One order: facts, items, totals, addresses, payment and documents. */
export function OrderDetails({ order }: { order: OrderDetails_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderDetails_order on Order {
        number
        createdAt
        state
        items {
          id
          name(language: $language)
          quantity
          vatRate
          options {
            name
            value
          }
          unitPrice {
            ...Price_money
          }
          totalPrice {
            ...Price_money
          }
        }
        itemsPrice {
          ...Price_money
        }
        promotionDiscount {
          amount
          currencyCode
        }
        voucherDiscount {
          amount
          currencyCode
        }
        shippingPrice {
          amount
          ...Price_money
        }
        totalPrice {
          ...Price_money
        }
        taxPrice {
          ...Price_money
        }
        shippingAddress {
          ...PostalAddressView_address
        }
        billingAddress {
          ...PostalAddressView_address
        }
        payment {
          method
          cardBrand
          last4
          accountHolder
        }
        ...OrderDocuments_order
      }
    `,
    order,
  );
  const t = useT();
  const language = useLanguage();
  const discount = (money: { amount: string; currencyCode: string }) =>
    `− ${formatMoney({ amount: absoluteAmount(money.amount), currencyCode: money.currencyCode }, language)}`;
  const { payment } = data;
  const paymentDetail = payment.last4
    ? payment.method === 'SEPA'
      ? t('orders.detail.sepa', { holder: payment.accountHolder ?? '', last4: payment.last4 })
      : t('orders.detail.card', {
          brand: payment.cardBrand ?? t('orders.detail.cardBrandUnknown'),
          last4: payment.last4,
        })
    : null;

  return (
    <>
      <h1>{t('orders.orderNumber', { number: data.number })}</h1>
      <dl className="order-facts order-head">
        <div>
          <dt>{t('orders.number')}</dt>
          <dd>{data.number}</dd>
        </div>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>
            <time dateTime={data.createdAt}>{formatOrderDateTime(data.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('orders.state')}</dt>
          <dd>
            <OrderStateBadge state={data.state} />
          </dd>
        </div>
      </dl>

      <div className="order-layout">
        <section className="order-section" aria-labelledby="order-items">
          <h2 id="order-items">{t('orders.items')}</h2>
          <ul className="order-items">
            {data.items.map((item) => (
              <li key={item.id} className="order-item">
                <div>
                  <h3>{item.name}</h3>
                  {item.options.map((option) => (
                    <p key={option.name} className="fine-print">
                      {option.name === 'size' ? t('orders.detail.size') : option.name}: {option.value}
                    </p>
                  ))}
                  <p className="fine-print">
                    {t('orders.detail.quantity')}: {item.quantity} × <Price money={item.unitPrice} />
                  </p>
                  <p className="fine-print">{t('orders.detail.vatRate', { rate: item.vatRate })}</p>
                </div>
                <p className="order-item-total">
                  <span className="visually-hidden">{t('orders.detail.itemTotal')}: </span>
                  <Price money={item.totalPrice} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className="order-summary" aria-labelledby="order-summary">
          <h2 id="order-summary">{t('orders.detail.summary')}</h2>
          <dl>
            <div className="summary-row">
              <dt>{t('orders.detail.itemsPrice')}</dt>
              <dd>
                <Price money={data.itemsPrice} />
              </dd>
            </div>
            {!isZero(data.promotionDiscount.amount) && (
              <div className="summary-row">
                <dt>{t('orders.detail.promotionDiscount')}</dt>
                <dd>{discount(data.promotionDiscount)}</dd>
              </div>
            )}
            {!isZero(data.voucherDiscount.amount) && (
              <div className="summary-row">
                <dt>{t('orders.detail.voucherDiscount')}</dt>
                <dd>{discount(data.voucherDiscount)}</dd>
              </div>
            )}
            <div className="summary-row">
              <dt>{t('orders.shipping')}</dt>
              <dd>{isZero(data.shippingPrice.amount) ? t('orders.free') : <Price money={data.shippingPrice} />}</dd>
            </div>
            <div className="summary-row total">
              <dt>{t('orders.total')}</dt>
              <dd>
                <Price money={data.totalPrice} />
              </dd>
            </div>
            <div className="summary-row fine-print">
              <dt>{t('orders.detail.vatContained')}</dt>
              <dd>
                <Price money={data.taxPrice} />
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <div className="order-columns">
        <section className="order-section" aria-labelledby="order-shipping-address">
          <h2 id="order-shipping-address">{t('orders.detail.shippingAddress')}</h2>
          <PostalAddressView address={data.shippingAddress} />
        </section>
        <section className="order-section" aria-labelledby="order-billing-address">
          <h2 id="order-billing-address">{t('orders.detail.billingAddress')}</h2>
          <PostalAddressView address={data.billingAddress} />
        </section>
        <section className="order-section" aria-labelledby="order-payment">
          <h2 id="order-payment">{t('orders.payment')}</h2>
          <p>{t(`orders.paymentMethods.${payment.method}`)}</p>
          {paymentDetail && <p className="fine-print">{paymentDetail}</p>}
        </section>
      </div>

      <OrderDocuments order={data} />

      <aside className="order-support" aria-labelledby="order-support">
        <h2 id="order-support">{t('orders.detail.supportTitle')}</h2>
        <p>{t('orders.detail.support')}</p>
        <p>
          <a
            href={`mailto:${t('shell.contact')}?subject=${encodeURIComponent(t('orders.orderNumber', { number: data.number }))}`}
          >
            {t('shell.contact')}
          </a>
        </p>
      </aside>
    </>
  );
}
