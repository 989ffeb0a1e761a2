import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import {
  AddressFields,
  addressBookSchema,
  type AddressValues,
  type AddressBookValues,
} from '../../../forms/AddressFields.tsx';
import type { CountryChoice } from '../../../forms/countries.ts';

/**
 * The seller's billing address (`AddressInput`): the address book's rules, a country of the graph's list
 * and a phone number where that country requires one (all but Germany, spec 2 section 5).
 */
export const offerAddressSchema = (countries: readonly CountryChoice[]) => addressBookSchema(countries);
export type OfferAddress = AddressValues;
export type OfferAddressValues = AddressBookValues;

/** Step 1 of offering a ticket: the billing address. Presentational: the page owns the form. */
export function OfferAddressForm({
  form,
  onSubmit,
  countries,
}: {
  form: UseFormReturn<OfferAddressValues>;
  onSubmit: (values: OfferAddressValues) => void;
  countries: readonly CountryChoice[];
}) {
  const t = useT();
  return (
    <form className="account-form offer-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset>
        <legend>{t('tickets.sell.steps.address')}</legend>
        <p className="fine-print">{t('tickets.sell.addressHint')}</p>
        <AddressFields form={form} prefix="address" countries={countries} section="billing" idPrefix="offer-address" />
      </fieldset>
      <div className="account-form-actions">
        <button type="submit">{t('tickets.sell.continue')}</button>
      </div>
    </form>
  );
}
