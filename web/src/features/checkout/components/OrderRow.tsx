import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OrderRow_order$key } from '../../../__generated__/OrderRow_order.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { Price } from '../../../components/Price.tsx';
import { formatOrderDate, isZero } from '../orderFormat.ts';
import { OrderStateBadge } from './OrderStateBadge.tsx';

/** One order in the list: its number (the link to it), date, state, payment, shipping, total and items. */
export function OrderRow({ order }: { order: OrderRow_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        number
        createdAt
        state
        payment {
          method
        }
        shippingPrice {
          amount
          ...Price_money
        }
        totalPrice {
          ...Price_money
        }
        items {
          id
          name(language: $language)
          quantity
        }
      }
    `,
    order,
  );
  const t = useT();
  const language = useLanguage();
  const headingId = `order-${data.number}`;
  return (
    <li className="order-card">
      <div className="order-card-head">
        <h2 id={headingId}>
          {/* The whole card answers to a tap (orders.css stretches the link), the name stays short. */}
          <Link to={paths.order(language, data.number)} className="order-card-link">
            {t('orders.orderNumber', { number: data.number })}
          </Link>
        </h2>
        <OrderStateBadge state={data.state} />
      </div>
      <dl className="order-facts">
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>
            <time dateTime={data.createdAt}>{formatOrderDate(data.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>{t(`orders.paymentMethods.${data.payment.method}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.shipping')}</dt>
          <dd>{isZero(data.shippingPrice.amount) ? t('orders.free') : <Price money={data.shippingPrice} />}</dd>
        </div>
        <div className="order-total">
          <dt>{t('orders.total')}</dt>
          <dd>
            <Price money={data.totalPrice} />
          </dd>
        </div>
      </dl>
      <ul className="order-card-items" aria-label={t('orders.items')}>
        {data.items.map((item) => (
          <li key={item.id}>{t('orders.itemQuantity', { name: item.name, quantity: item.quantity })}</li>
        ))}
      </ul>
    </li>
  );
}
