import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartTotals_cart$data, CartTotals_cart$key } from '../../__generated__/CartTotals_cart.graphql';
import { useT } from '../../app/language.ts';
import { Price } from '../Price.tsx';

type CartOrder = CartTotals_cart$data['orders'][number];
/** A code the cart applies, as the cart page offers to remove it. */
export type AppliedCode =
  { kind: 'promotion'; id: string; code: string } | { kind: 'voucher'; id: string; code: string };

/**
 * The cart's money as the checkout will charge it, line by line: each order's items, every promotion code
 * and voucher taken off, shipping, and the total. The cart page and the checkout's summary both show this
 * one list, so a fan never sees a total without the lines that make it. `codeAction` adds a control to each
 * code's line (the cart page's "remove").
 */
export function CartTotals({
  cart,
  codeAction,
}: {
  cart: CartTotals_cart$key;
  codeAction?: (code: AppliedCode) => ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment CartTotals_cart on Cart {
        totalPrice {
          ...Price_money
        }
        orders {
          id
          kind
          itemsPrice {
            ...Price_money
          }
          shippingPrice {
            amount
            ...Price_money
          }
          vouchers {
            id
            code
            amount {
              ...Price_money
            }
          }
          promotionCodes {
            id
            code
            partner {
              displayName
            }
            discount {
              ...Price_money
            }
          }
        }
      }
    `,
    cart,
  );
  const t = useT();
  const orderName = (order: CartOrder) => (order.kind === 'TICKETS' ? t('cart.tickets') : t('cart.merchandise'));
  return (
    <dl className="cart-totals">
      {data.orders.map((order) => (
        <div key={order.id} className="summary-row">
          <dt>
            {t('cart.subtotal')} · {orderName(order)}
          </dt>
          <dd>
            <Price money={order.itemsPrice} />
          </dd>
        </div>
      ))}
      {data.orders.flatMap((order) =>
        order.promotionCodes.map((promotion) => (
          <div key={promotion.id} className="summary-row" data-line="discount">
            <dt>
              {promotion.code}
              {promotion.partner && ` (${promotion.partner.displayName})`}{' '}
              {codeAction?.({ kind: 'promotion', id: promotion.id, code: promotion.code })}
            </dt>
            <dd>
              − <Price money={promotion.discount} />
            </dd>
          </div>
        )),
      )}
      {data.orders.flatMap((order) =>
        order.vouchers.map((voucher) => (
          <div key={voucher.id} className="summary-row" data-line="voucher">
            <dt>
              {t('cart.vouchers')}: {voucher.code}{' '}
              {codeAction?.({ kind: 'voucher', id: voucher.id, code: voucher.code })}
            </dt>
            <dd>
              − <Price money={voucher.amount} />
            </dd>
          </div>
        )),
      )}
      {data.orders
        .filter((order) => order.kind === 'MERCHANDISE')
        .map((order) => (
          <div key={order.id} className="summary-row">
            <dt>{t('cart.shipping')}</dt>
            <dd>{Number(order.shippingPrice.amount) === 0 ? t('cart.free') : <Price money={order.shippingPrice} />}</dd>
          </div>
        ))}
      <div className="summary-row total">
        <dt>{t('cart.total')}</dt>
        <dd>
          <Price money={data.totalPrice} />
        </dd>
      </div>
    </dl>
  );
}
