import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import { AddressFields, addressSchema, type AddressValues } from '../../../forms/AddressFields.tsx';
import type { CountryChoice } from '../../../forms/countries.ts';
import { z } from '../../../forms/zod.ts';

/** The shipping address, and the billing address unless it is the same; a phone number where shipping needs one. */
export const addressesSchema = (countries: readonly CountryChoice[]) => {
  const address = addressSchema(countries, 'checkout.errors.phoneAbroad');
  return z
    .object({ shipping: address, billingSame: z.boolean(), billing: z.unknown() })
    .superRefine((values, context) => {
      if (values.billingSame) return;
      const billing = address.safeParse(values.billing);
      if (!billing.success)
        for (const issue of billing.error.issues)
          context.addIssue({ code: 'custom', path: ['billing', ...issue.path], message: issue.message });
    });
};

export interface AddressesValues {
  shipping: AddressValues;
  billingSame: boolean;
  billing: AddressValues;
}

/** Step 1: where the order goes and who gets the invoice. Presentational: the page owns the form. */
export function AddressForm({
  form,
  countries,
  onSubmit,
}: {
  form: UseFormReturn<AddressesValues>;
  countries: readonly CountryChoice[];
  onSubmit: (values: AddressesValues) => void;
}) {
  const t = useT();
  const billingSame = form.watch('billingSame');
  return (
    <form className="checkout-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset>
        <legend>{t('checkout.shippingAddress')}</legend>
        <AddressFields form={form} prefix="shipping" section="shipping" countries={countries} />
      </fieldset>
      <label className="checkbox">
        <input type="checkbox" {...form.register('billingSame')} />
        {t('checkout.billingSame')}
      </label>
      {!billingSame && (
        <fieldset>
          <legend>{t('checkout.billingAddress')}</legend>
          <AddressFields form={form} prefix="billing" section="billing" countries={countries} />
        </fieldset>
      )}
      <button type="submit">{t('checkout.continue')}</button>
    </form>
  );
}
