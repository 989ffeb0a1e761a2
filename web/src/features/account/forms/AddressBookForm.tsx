import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import {
  AddressFields,
  addressFieldRules,
  emptyAddress,
  type AddressValues,
  type CountryChoice,
} from '../../checkout/forms/AddressForm.tsx';

export type AddressBookEntry = Omit<AddressValues, 'countryCode'> & { countryCode: string };
export interface AddressBookValues {
  address: AddressBookEntry;
}

/**
 * An entry of the address book: the checkout's field rules, a country of the graph's list, and a phone
 * number where that country requires one (all but Germany, spec 2 section 5).
 */
export const addressBookSchema = (countries: readonly CountryChoice[]) =>
  z.object({
    address: z
      .object({
        ...addressFieldRules,
        countryCode: z.string().refine((code) => countries.some((country) => country.code === code), {
          message: 'forms.errors.country',
        }),
      })
      .superRefine((address, context) => {
        const country = countries.find((candidate) => candidate.code === address.countryCode);
        if (country?.phoneRequired && address.phone.replace(/\D/g, '').length < 6)
          context.addIssue({ code: 'custom', path: ['phone'], message: 'account.errors.phoneRequired' });
      }),
  });

export const emptyAddressBookEntry: AddressBookEntry = emptyAddress;

/** Adds or edits an address; the checkout's fields with the graph's countries. Presentational. */
export function AddressBookForm({
  form,
  onSubmit,
  onCancel,
  countries,
  title,
  saving,
  idPrefix,
}: {
  form: UseFormReturn<AddressBookValues>;
  onSubmit: (values: AddressBookValues) => void;
  onCancel: () => void;
  countries: readonly CountryChoice[];
  title: string;
  saving: boolean;
  /** Tells the fields of several open forms apart (the new address, the one being edited). */
  idPrefix: string;
}) {
  const t = useT();
  const refusal = form.formState.errors.root?.message;
  return (
    <form
      className="account-form address-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
    >
      <h2 id={`${idPrefix}-title`}>{title}</h2>
      {refusal && (
        <p className="notice warning" role="alert">
          {refusal}
        </p>
      )}
      <AddressFields form={form} prefix="address" countries={countries} idPrefix={idPrefix} />
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving}>
          {saving ? t('account.saving') : t('account.save')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
