import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartView_cart$key } from '../../../__generated__/CartView_cart.graphql';
import type { CartView_partners$key } from '../../../__generated__/CartView_partners.graphql';
import { Link } from 'react-router';
import { graphLanguage, paths, useLanguage, useT } from '../../../app/language.ts';
import {
  DiscountCodeForm,
  discountCodeSchema,
  VoucherForm,
  voucherSchema,
  type DiscountCodeValues,
  type VoucherValues,
} from '../forms/CodeForms.tsx';
import {
  useDiscountCodeAdd,
  useDiscountCodeRemove,
  useVoucherRedeem,
  useVoucherRemove,
} from '../mutations/useCartChanges.ts';
import { CartTotals } from '../../../components/cart/CartTotals.tsx';
import { CartItemRow } from './CartItemRow.tsx';
import { CartMergeNotices } from './CartMergeNotices.tsx';

/** The cart's orders, items, codes and totals, with the voucher and discount-code forms. */
export function CartView({ cart, partners }: { cart: CartView_cart$key; partners: CartView_partners$key }) {
  // The partners whose codes the discount form offers.
  const partnerList = useFragment(
    graphql`
      fragment CartView_partners on Partner @relay(plural: true) {
        ...CodeForms_partners
      }
    `,
    partners,
  );
  const data = useFragment(
    graphql`
      fragment CartView_cart on Cart {
        ...CartMergeNotices_cart
        ...CartTotals_cart
        expiredTicketCount
        validationErrors {
          code
          message
        }
        pricing {
          showMemberPrices
          inBirthdayRange
          memberDiscountPercent
        }
        orders {
          id
          kind
          items {
            id
            ...CartItemRow_item
          }
        }
      }
    `,
    cart,
  );
  const t = useT();
  const language = useLanguage();
  const variables = { language: graphLanguage(language) };
  const [redeem, redeeming] = useVoucherRedeem();
  const [removeVoucher] = useVoucherRemove();
  const [addDiscount, adding] = useDiscountCodeAdd();
  const [removeDiscount] = useDiscountCodeRemove();
  const voucherForm = useForm<VoucherValues>({ resolver: zodResolver(voucherSchema), defaultValues: { code: '' } });
  const discountForm = useForm<DiscountCodeValues>({
    resolver: zodResolver(discountCodeSchema),
    defaultValues: { partnerId: '', code: '' },
  });
  const serverError = t('error.serverErrorText');
  // The last code applied, confirmed until the next attempt (so no old success stands beside a new error).
  const [applied, setApplied] = useState<string | null>(null);

  const onRedeem = ({ code }: VoucherValues) => {
    setApplied(null);
    redeem({
      variables: { ...variables, input: { code } },
      onCompleted: ({ voucherRedeem: result }) => {
        if (result.__typename === 'VoucherRedeemSuccess') {
          voucherForm.reset();
          setApplied(t('cart.voucherRedeemed', { code: code.trim().toUpperCase() }));
        } else if (result.__typename !== '%other') voucherForm.setError('code', { message: result.message });
      },
      onError: () => voucherForm.setError('code', { message: serverError }),
    });
  };
  const onAddDiscount = ({ partnerId, code }: DiscountCodeValues) => {
    setApplied(null);
    addDiscount({
      variables: { ...variables, input: { partnerId, code } },
      onCompleted: ({ discountCodeAdd: result }) => {
        if (result.__typename === 'DiscountCodeAddSuccess') {
          discountForm.reset();
          setApplied(t('cart.discountApplied', { code: code.trim().toUpperCase() }));
        } else if (result.__typename !== '%other') discountForm.setError('code', { message: result.message });
      },
      onError: () => discountForm.setError('code', { message: serverError }),
    });
  };

  return (
    <div className="cart-layout">
      <div>
        <CartMergeNotices cart={data} />
        {data.pricing?.inBirthdayRange && <p className="notice">{t('cart.birthday')}</p>}
        {data.pricing?.showMemberPrices && data.pricing.memberDiscountPercent > 0 && (
          <p className="notice">{t('cart.memberNotice', { percent: data.pricing.memberDiscountPercent })}</p>
        )}
        {data.expiredTicketCount > 0 && (
          <p className="notice warning" role="alert">
            {t('cart.expiredNotice', { count: data.expiredTicketCount })}
          </p>
        )}
        {data.validationErrors.length > 0 && (
          <section className="notice warning" aria-labelledby="cart-problems">
            <h2 id="cart-problems">{t('cart.problems')}</h2>
            <ul>
              {[...new Set(data.validationErrors.map((error) => error.message))].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </section>
        )}
        {data.orders.map((order) => (
          <section key={order.id} aria-labelledby={`order-${order.id}`} className="cart-order">
            <h2 id={`order-${order.id}`}>{order.kind === 'TICKETS' ? t('cart.tickets') : t('cart.merchandise')}</h2>
            <ul className="cart-items">
              {order.items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className="cart-summary" aria-label={t('cart.total')}>
        <CartTotals
          cart={data}
          codeAction={(code) => (
            <button
              type="button"
              className="link-button"
              aria-label={t('cart.removeCode', { code: code.code })}
              onClick={() =>
                code.kind === 'voucher'
                  ? removeVoucher({ variables: { ...variables, input: { voucherId: code.id } } })
                  : removeDiscount({ variables: { ...variables, input: { discountId: code.id } } })
              }
            >
              {t('cart.remove')}
            </button>
          )}
        />
        <Link to={paths.checkout(language)} className="button checkout-button">
          {t('checkout.toCheckout')}
        </Link>
        <p role="status" className={applied ? 'notice success' : 'visually-hidden'}>
          {applied}
        </p>
        <VoucherForm form={voucherForm} onSubmit={onRedeem} busy={redeeming} />
        <DiscountCodeForm form={discountForm} onSubmit={onAddDiscount} busy={adding} partners={partnerList} />
      </aside>
    </div>
  );
}
