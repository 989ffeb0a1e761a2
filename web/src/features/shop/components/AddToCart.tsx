import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddToCart_product$key } from '../../../__generated__/AddToCart_product.graphql';
import { graphLanguage, paths, useLanguage, useT } from '../../../app/language.ts';
import { dismissToast, showToast } from '../../../app/toast.ts';
import { AddToCartForm, addToCartSchema, type AddToCartValues } from '../forms/AddToCartForm.tsx';
import { updateAfterAdd, useCartItemAdd } from '../../../components/cart/useCartItemAdd.ts';

/** Adding the product to the cart from its page, with its options (such as the size). */
export function AddToCart({ product }: { product: AddToCart_product$key }) {
  const data = useFragment(
    graphql`
      fragment AddToCart_product on Product {
        sku
        name(language: $language)
        inStock
        maximumQuantity
        options {
          name
          values
        }
      }
    `,
    product,
  );
  const t = useT();
  const language = useLanguage();
  const [commit, busy] = useCartItemAdd();
  const sizes = data.options.find((option) => option.name === 'size')?.values ?? null;
  const form = useForm<AddToCartValues>({
    resolver: zodResolver(addToCartSchema(data.maximumQuantity, sizes !== null)),
    defaultValues: { quantity: 1, size: '' },
  });
  if (!data.inStock) return null;

  const onSubmit = (values: AddToCartValues) => {
    // No old confirmation stands beside a new error.
    dismissToast();
    commit({
      variables: {
        input: {
          sku: data.sku,
          quantity: values.quantity,
          options: values.size ? [{ name: 'size', value: values.size }] : [],
        },
        language: graphLanguage(language),
      },
      updater: updateAfterAdd,
      onCompleted: ({ cartItemAdd: result }) => {
        if (result.__typename === 'CartItemAddSuccess') {
          // The header with the count may have scrolled away (a phone): the confirmation shows at the
          // bottom of the screen, with the way to the cart.
          showToast({
            message: t('cart.added', { name: data.name }),
            link: { label: t('cart.toCart'), to: paths.cart(language) },
          });
          return;
        }
        if (result.__typename === '%other') return;
        // Every refusal of the cart is about the quantity, except an unknown size.
        form.setError(
          result.__typename === 'InvalidInputError' && sizes ? 'size' : 'quantity',
          {
            message: result.message,
          },
          // The field says what is wrong: focus goes there, as after a refused entry of the form itself.
          { shouldFocus: true },
        );
      },
      onError: () => form.setError('quantity', { message: t('error.serverErrorText') }, { shouldFocus: true }),
    });
  };

  return (
    <div className="add-to-cart-box">
      <AddToCartForm form={form} onSubmit={onSubmit} sizes={sizes} maximumQuantity={data.maximumQuantity} busy={busy} />
    </div>
  );
}
