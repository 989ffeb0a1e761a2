import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { FieldError } from '../../../forms/FieldError.tsx';
import { whenIdle } from '../../../forms/whenIdle.ts';

/** The fields of adding a product: a quantity and, for clothing, a size. */
export const addToCartSchema = (maximumQuantity: number, needsSize: boolean) =>
  z.object({
    quantity: z.coerce.number<number>().int().min(1, 'cart.quantityMin').max(maximumQuantity, 'cart.quantityMax'),
    size: needsSize ? z.string().min(1) : z.string().optional(),
  });

export type AddToCartValues = z.infer<ReturnType<typeof addToCartSchema>>;

interface AddToCartFormProps {
  form: UseFormReturn<AddToCartValues>;
  onSubmit: (values: AddToCartValues) => void;
  sizes: readonly string[] | null;
  maximumQuantity: number;
  busy: boolean;
}

export function AddToCartForm({ form, onSubmit, sizes, maximumQuantity, busy }: AddToCartFormProps) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <form className="add-to-cart" onSubmit={form.handleSubmit(whenIdle(busy, onSubmit))} noValidate>
      {sizes && (
        <div className="field">
          <label htmlFor="size">{t('cart.size')}</label>
          <select
            id="size"
            aria-invalid={Boolean(errors.size)}
            aria-describedby={errors.size ? 'size-error' : undefined}
            {...form.register('size')}
          >
            <option value="">{t('cart.chooseSize')}</option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <FieldError id="size-error" message={errors.size?.message} />
        </div>
      )}
      <div className="field">
        <label htmlFor="quantity">{t('cart.quantity')}</label>
        <input
          id="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={maximumQuantity}
          aria-invalid={Boolean(errors.quantity)}
          aria-describedby={errors.quantity ? 'quantity-error' : undefined}
          {...form.register('quantity')}
        />
        <FieldError id="quantity-error" message={errors.quantity?.message} count={maximumQuantity} />
      </div>
      <button type="submit" aria-disabled={busy}>
        {busy ? t('cart.adding') : t('cart.addToCart')}
      </button>
    </form>
  );
}
