import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CartItemRow_item$key } from '../../../__generated__/CartItemRow_item.graphql';
import { graphLanguage, paths, useLanguage, useT } from '../../../app/language.ts';
import { Price } from '../../shop/components/Price.tsx';
import { useCartItemRemove, useCartItemUpdate } from '../mutations/useCartChanges.ts';

export function CartItemRow({ item }: { item: CartItemRow_item$key }) {
  const data = useFragment(
    graphql`
      fragment CartItemRow_item on CartItem {
        id
        name(language: $language)
        quantity
        maximumQuantity
        isTicket
        isExpired
        reservationMinutesLeft
        imageUrl
        options {
          name
          value
        }
        unitPrice {
          ...Price_money
        }
        memberUnitPrice {
          ...Price_money
        }
        totalPrice {
          ...Price_money
        }
        product {
          slug(language: $language)
        }
      }
    `,
    item,
  );
  const t = useT();
  const language = useLanguage();
  const [update, updating] = useCartItemUpdate();
  const [remove, removing] = useCartItemRemove();
  const [error, setError] = useState<string | null>(null);
  const variables = { language: graphLanguage(language) };
  const onError = () => setError(t('error.serverErrorText'));

  const changeQuantity = (quantity: number) => {
    setError(null);
    update({
      variables: { ...variables, input: { itemId: data.id, quantity } },
      onCompleted: ({ cartItemUpdate: result }) => {
        if (result.__typename !== 'CartItemUpdateSuccess' && result.__typename !== '%other')
          setError(result.message ?? t('error.serverErrorText'));
      },
      onError,
    });
  };
  const removeItem = () => {
    setError(null);
    remove({
      variables: { ...variables, input: { itemId: data.id } },
      onCompleted: ({ cartItemRemove: result }) => {
        if (result.__typename === 'NotFoundError') setError(result.message ?? t('error.serverErrorText'));
      },
      onError,
    });
  };
  const quantityId = `quantity-${data.id}`;
  return (
    <li className={data.isExpired ? 'cart-item expired' : 'cart-item'}>
      <img src={data.imageUrl} alt="" width={96} height={96} loading="lazy" />
      <div className="cart-item-main">
        <h3>{data.product ? <Link to={paths.product(language, data.product.slug)}>{data.name}</Link> : data.name}</h3>
        {data.options.map((option) => (
          <p key={option.name} className="fine-print">
            {option.name === 'size' ? t('cart.size') : option.name}: {option.value}
          </p>
        ))}
        {data.isTicket && (
          <p className={data.isExpired ? 'reservation expired' : 'reservation'}>
            {data.isExpired ? t('cart.expired') : t('cart.reservedFor', { count: data.reservationMinutesLeft ?? 0 })}
          </p>
        )}
        <p className="fine-print">
          {data.memberUnitPrice ? (
            <>
              {t('cart.memberPrice')}: <Price money={data.memberUnitPrice} /> ({t('cart.regularPrice')}{' '}
              <s>
                <Price money={data.unitPrice} />
              </s>
              )
            </>
          ) : (
            <Price money={data.unitPrice} />
          )}
        </p>
        <div className="cart-item-actions">
          <label htmlFor={quantityId} className="visually-hidden">
            {t('cart.quantityOf', { name: data.name })}
          </label>
          <select
            id={quantityId}
            value={data.quantity}
            disabled={updating || removing}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${quantityId}-error` : undefined}
            onChange={(event) => changeQuantity(Number(event.target.value))}
          >
            {Array.from({ length: Math.max(data.maximumQuantity, data.quantity) + 1 }, (_, index) => index)
              .filter((quantity) => quantity >= 1)
              .map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
          </select>
          <button
            type="button"
            className="link-button"
            disabled={removing}
            onClick={removeItem}
            aria-label={t('cart.removeItem', { name: data.name })}
          >
            {t('cart.remove')}
          </button>
        </div>
        {error && (
          <p id={`${quantityId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p className="cart-item-total">
        <Price money={data.totalPrice} />
      </p>
    </li>
  );
}
