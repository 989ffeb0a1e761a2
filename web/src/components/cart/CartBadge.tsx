import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CartBadge_cart$key } from '../../__generated__/CartBadge_cart.graphql';
import { useEffect } from 'react';
import { paths, useLanguage, useT } from '../../app/language.ts';
import { noteGuestCart } from '../../auth/signInConfirmation.ts';

/** The cart in the header, with the number of items; it follows every change of the cart. */
export function CartBadge({ cart }: { cart: CartBadge_cart$key | null }) {
  const data = useFragment(
    graphql`
      fragment CartBadge_cart on Cart {
        itemCount
      }
    `,
    cart,
  );
  const t = useT();
  const count = data?.itemCount ?? 0;
  // What a sign-in from any button will say it took over (signInConfirmation.ts).
  useEffect(() => noteGuestCart(count), [count]);
  return (
    <Link to={paths.cart(useLanguage())} className="cart-badge" aria-label={t('cart.badge', { count })}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
