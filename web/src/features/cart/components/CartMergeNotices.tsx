import { graphql, useFragment } from 'react-relay/hooks';
import type { CartMergeNotices_cart$key } from '../../../__generated__/CartMergeNotices_cart.graphql';
import { useT } from '../../../app/language.ts';
import { useCartMergeNoticesDismiss } from '../mutations/useCartMergeNoticesDismiss.ts';

/**
 * What signing in could not bring over from the guest cart, and the vouchers an idle guest cart gave up,
 * and why (nothing a shopper put in a cart disappears silently). It stays until the person confirms
 * having read it.
 */
export function CartMergeNotices({ cart }: { cart: CartMergeNotices_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CartMergeNotices_cart on Cart {
        countryCode
        mergeNotices {
          id
          message
        }
        voucherNotices {
          id
          message
        }
      }
    `,
    cart,
  );
  const t = useT();
  const [dismiss, dismissing] = useCartMergeNoticesDismiss();
  const notices = [...data.mergeNotices, ...data.voucherNotices];
  if (notices.length === 0) return null;
  const title = data.mergeNotices.length > 0 ? t('cart.mergeNoticesTitle') : t('cart.voucherNoticesTitle');
  return (
    <section className="notice warning" role="alert" aria-labelledby="cart-merge-notices">
      <h2 id="cart-merge-notices">{title}</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>{notice.message}</li>
        ))}
      </ul>
      <button
        type="button"
        disabled={dismissing}
        onClick={() => dismiss({ variables: { input: { countryCode: data.countryCode } } })}
      >
        {t('cart.mergeNoticesDismiss')}
      </button>
    </section>
  );
}
