import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import {
  AddressFields,
  addressBookSchema,
  type AddressBookValues,
  type AddressValues,
} from '../../../forms/AddressFields.tsx';
import type { CountryChoice } from '../../../forms/countries.ts';
import { FormRefusal } from '../../../forms/FieldError.tsx';

/**
 * A contract's invoice or shipping address (`AddressInput`): the address book's rules, a country of the
 * graph's list and a phone number where that country requires one (all but Germany).
 */
export const contractAddressSchema = (countries: readonly CountryChoice[]) => addressBookSchema(countries);
export type ContractAddressValues = AddressBookValues;

/** An address of the address book, offered to fill the fields with. */
export interface BookAddress {
  id: string;
  label: string;
  address: AddressValues;
}

/**
 * The address fields (the account's and the checkout's), with the address book to start from.
 * Presentational: the page owns the form.
 */
export function ContractAddressForm({
  form,
  onSubmit,
  countries,
  book,
  title,
  hint,
  submitLabel,
  saving,
}: {
  form: UseFormReturn<ContractAddressValues>;
  onSubmit: (values: ContractAddressValues) => void;
  countries: readonly CountryChoice[];
  book: readonly BookAddress[];
  title: string;
  hint: string;
  submitLabel: string;
  saving: boolean;
}) {
  const t = useT();
  return (
    <form
      className="account-form contract-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="contract-address-title"
    >
      <h2 id="contract-address-title">{title}</h2>
      <p className="fine-print">{hint}</p>
      {book.length > 0 && (
        <div className="field">
          <label htmlFor="contract-address-book">{t('contracts.address.fromBook')}</label>
          <select
            id="contract-address-book"
            defaultValue=""
            onChange={(event) => {
              const entry = book.find((candidate) => candidate.id === event.target.value);
              if (!entry) return;
              form.setValue('address', entry.address, { shouldDirty: true });
              form.clearErrors();
            }}
          >
            <option value="">{t('contracts.address.chooseFromBook')}</option>
            {book.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <AddressFields form={form} prefix="address" countries={countries} idPrefix="contract-address" />
      <FormRefusal message={form.formState.errors.root?.message} />
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving}>
          {saving ? t('account.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
