import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import { AddressFields, type AddressBookValues } from '../../../forms/AddressFields.tsx';
import type { CountryChoice } from '../../../forms/countries.ts';

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
