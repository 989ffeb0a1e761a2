import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLanguage, useT } from '../app/language.ts';
import { SHIPPING_COUNTRIES, shippingCountryChoices, type CountryChoice } from './countries.ts';
import { optionalText, z } from './zod.ts';

/**
 * An address's rules and fields, for every form with a postal address: the checkout's shipping and
 * billing addresses (the shop's shipping countries), and the addresses with a country of the graph's
 * list (`AddressInput`): the account's address book, a contract's addresses, a ticket seller's.
 */

// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const PLAIN = /^[^\u0000-\u001F\u007F-\u009F]*$/;
const text = (max: number) => optionalText(max).regex(PLAIN);
const required = (max: number) => text(max).min(1);

/** The rules of an address's fields but its country, shared by the checkout and the address book. */
export const addressFieldRules = {
  company: text(100),
  firstName: required(60),
  lastName: required(60),
  street: required(100),
  additionalAddress: text(100),
  postalCode: required(10).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'forms.errors.postalCode'),
  city: required(60),
  phone: text(30).regex(/^[0-9+()/ -]*$/, 'forms.errors.phone'),
};

/** An address in one of the shop's shipping countries (the checkout's). */
export const addressSchema = z
  .object({ ...addressFieldRules, countryCode: z.enum(SHIPPING_COUNTRIES) })
  // A phone number is required for addresses outside Germany (spec 2 section 5).
  .refine((address) => address.countryCode === 'DE' || address.phone.replace(/\D/g, '').length >= 6, {
    path: ['phone'],
    message: 'checkout.errors.phoneAbroad',
  });

export type AddressValues = z.infer<typeof addressSchema>;

export const emptyAddress: AddressValues = {
  company: '',
  firstName: '',
  lastName: '',
  street: '',
  additionalAddress: '',
  postalCode: '',
  city: '',
  countryCode: 'DE',
  phone: '',
};

/** An address with a country of the graph's list (`AddressInput`). */
export type AddressBookEntry = Omit<AddressValues, 'countryCode'> & { countryCode: string };
export interface AddressBookValues {
  address: AddressBookEntry;
}

/**
 * An address with a country of the graph's list (the address book, a contract's, a ticket seller's): the
 * checkout's field rules, and a phone number where that country requires one (all but Germany, spec 2
 * section 5).
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

type Field = keyof AddressValues;
const fields: { name: Field; autoComplete: string; maxLength: number; optional?: boolean; type?: string }[] = [
  { name: 'company', autoComplete: 'organization', maxLength: 100, optional: true },
  { name: 'firstName', autoComplete: 'given-name', maxLength: 60 },
  { name: 'lastName', autoComplete: 'family-name', maxLength: 60 },
  { name: 'street', autoComplete: 'address-line1', maxLength: 100 },
  { name: 'additionalAddress', autoComplete: 'address-line2', maxLength: 100, optional: true },
  { name: 'postalCode', autoComplete: 'postal-code', maxLength: 10 },
  { name: 'city', autoComplete: 'address-level2', maxLength: 60 },
];

/**
 * The fields of one address, at `prefix` in a form of any shape: the checkout's shipping and billing
 * addresses, an entry of the account's address book. Without `countries` the shop's shipping countries
 * are offered, with a phone number required outside Germany.
 */
export function AddressFields<Values extends FieldValues>({
  form,
  prefix,
  countries,
  section,
  idPrefix = prefix,
}: {
  form: UseFormReturn<Values>;
  prefix: string;
  countries?: readonly CountryChoice[];
  /** The autocomplete section (`shipping`, `billing`), where the address is one of those. */
  section?: 'shipping' | 'billing';
  /** Begins the inputs' ids (the prefix unless told), for pages with several address forms. */
  idPrefix?: string;
}) {
  const t = useT();
  const language = useLanguage();
  const errors = form.formState.errors[prefix] as Partial<Record<Field, { message?: string }>> | undefined;
  const at = (name: Field) => `${prefix}.${name}` as Path<Values>;
  const country = form.watch(at('countryCode')) as string;
  const choices = countries ?? shippingCountryChoices(language);
  const autoComplete = (token: string) => (section ? `${section} ${token}` : token);
  const field = (name: Field, input: React.ReactNode, optional = false) => {
    const id = `${idPrefix}-${name}`;
    const message = errors?.[name]?.message;
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>
          {t(`checkout.address.${name}`)}
          {optional && <span className="fine-print"> ({t('checkout.optional')})</span>}
        </label>
        {input}
        {message && (
          <p className="field-error" id={`${id}-error`}>
            {t(message, { defaultValue: message })}
          </p>
        )}
      </div>
    );
  };
  const inputProps = (name: Field) => ({
    id: `${idPrefix}-${name}`,
    'aria-invalid': Boolean(errors?.[name]),
    'aria-describedby': errors?.[name] ? `${idPrefix}-${name}-error` : undefined,
  });
  return (
    <>
      {fields.map(({ name, autoComplete: fieldAutoComplete, maxLength, optional }) =>
        field(
          name,
          <input
            type="text"
            autoComplete={autoComplete(fieldAutoComplete)}
            maxLength={maxLength}
            {...inputProps(name)}
            {...form.register(at(name))}
          />,
          optional,
        ),
      )}
      {field(
        'countryCode',
        <select
          autoComplete={autoComplete('country')}
          {...inputProps('countryCode')}
          {...form.register(at('countryCode'))}
        >
          {choices.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        'phone',
        <input
          type="tel"
          autoComplete={autoComplete('tel')}
          inputMode="tel"
          maxLength={30}
          {...inputProps('phone')}
          {...form.register(at('phone'))}
        />,
        !choices.find((choice) => choice.code === country)?.phoneRequired,
      )}
    </>
  );
}
