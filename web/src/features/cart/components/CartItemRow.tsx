import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CartItemRow_item$key } from '../../../__generated__/CartItemRow_item.graphql';
import { focusWhenReady } from '../../../app/focusWhenReady.ts';
import { graphLanguage, paths, useLanguage, useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { Price } from '../../../components/Price.tsx';
import { ReservationCountdown } from './ReservationCountdown.tsx';
import { useCartItemRemove, useCartItemUpdate } from '../mutations/useCartChanges.ts';
import { updateAfterAdd, useCartItemAdd } from '../../../components/cart/useCartItemAdd.ts';

/** Identifies a row by what undoing its removal adds again (the item's id changes then). */
const rowKey = (sku: string, options: readonly { name: string; value: string }[]) =>
  [sku, ...options.map((option) => `${option.name}=${option.value}`)].join('|');

export function CartItemRow({ item }: { item: CartItemRow_item$key }) {
  const data = useFragment(
    graphql`
      fragment CartItemRow_item on CartItem {
        id
        sku
        name(language: $language)
        quantity
        maximumQuantity
        isTicket
        isExpired
        saleClosed
        reservationSecondsLeft
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
  const [add] = useCartItemAdd();
  const row = useRef<HTMLLIElement>(null);
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
    // Where focus goes once the row is gone: the next item's remove button (the previous one's after
    // the last item), or the empty cart's message when none is left.
    const rows = [...document.querySelectorAll<HTMLElement>('li.cart-item')];
    const index = row.current ? rows.indexOf(row.current) : -1;
    const neighbours = [rows[index + 1], rows[index - 1]].filter((element) => element !== undefined);
    const removed = {
      sku: data.sku,
      quantity: data.quantity,
      options: data.options.map(({ name, value }) => ({ name, value })),
    };
    remove({
      variables: { ...variables, input: { itemId: data.id } },
      onCompleted: ({ cartItemRemove: result }) => {
        if (result.__typename === 'NotFoundError') return setError(result.message ?? t('error.serverErrorText'));
        if (result.__typename !== 'CartItemRemoveSuccess') return;
        focusWhenReady(() => {
          if (row.current?.isConnected) return null; // not re-rendered yet
          const next = neighbours.find((element) => element.isConnected);
          return next
            ? next.querySelector<HTMLElement>('.remove-item')
            : (document.getElementById('cart-empty') ?? document.getElementById('main'));
        });
        showToast({
          message: t('cart.removed', { name: data.name }),
          action: { label: t('cart.undo'), run: () => restore(removed) },
        });
      },
      onError,
    });
  };
  /** Undo: the item goes back with the same quantity and options; focus goes to its quantity. */
  const restore = (item: { sku: string; quantity: number; options: { name: string; value: string }[] }) => {
    const name = data.name;
    add({
      variables: { ...variables, input: item },
      updater: updateAfterAdd,
      onCompleted: ({ cartItemAdd: result }) => {
        if (result.__typename === 'CartItemAddSuccess') {
          showToast({ message: t('cart.restored', { name }) });
          const key = rowKey(item.sku, item.options);
          focusWhenReady(() =>
            [...document.querySelectorAll<HTMLElement>('li.cart-item')]
              .find((element) => element.dataset.item === key)
              ?.querySelector<HTMLElement>('select'),
          );
        } else if (result.__typename !== '%other') {
          showToast({ message: t('cart.restoreFailed', { name, reason: result.message }) });
        }
      },
      onError: () => void showToast({ message: t('cart.restoreFailed', { name, reason: t('error.serverErrorText') }) }),
    });
  };
  const quantityId = `quantity-${data.id}`;
  return (
    <li
      ref={row}
      className={data.isExpired || data.saleClosed ? 'cart-item expired' : 'cart-item'}
      data-item={rowKey(data.sku, data.options)}
    >
      <img src={data.imageUrl} alt="" width={96} height={96} loading="lazy" />
      <div className="cart-item-main">
        <h3>{data.product ? <Link to={paths.product(language, data.product.slug)}>{data.name}</Link> : data.name}</h3>
        {data.options.map((option) => (
          <p key={option.name} className="fine-print">
            {option.name === 'size' ? t('cart.size') : option.name}: {option.value}
          </p>
        ))}
        {data.isTicket && (
          <p className={data.isExpired || data.saleClosed ? 'reservation expired' : 'reservation'}>
            {data.saleClosed ? (
              t('cart.saleClosed')
            ) : data.isExpired ? (
              t('cart.expired')
            ) : (
              <ReservationCountdown secondsLeft={data.reservationSecondsLeft ?? 0} />
            )}
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
            className="link-button remove-item"
            aria-disabled={removing}
            onClick={() => !removing && removeItem()}
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
