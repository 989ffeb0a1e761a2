import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { AddressFields_address$key } from '../__generated__/AddressFields_address.graphql';
import { useT } from '../app/language.ts';
import { countryOrFirst, type CountryChoice } from './countries.ts';
import { optionalText, z } from './zod.ts';

/**
 * An address's rules and fields, for every form with a postal address: the checkout's shipping and
 * billing addresses, the account's address book, a contract's addresses, a ticket seller's; its country
 * one of the graph's list (`countries`), which the page asks for.
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

/** An address as its form holds it: every field a string, empty where left out. */
export interface AddressValues {
  company: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddress: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phone: string;
}

/**
 * An address with a country of the graph's list and a phone number where that country requires one (spec 2
 * section 5), for every address form: the checkout's (`phoneMessage` says why for a shipment), the address
 * book's, a contract's, a ticket seller's. With no list (the graph could not say) no country is accepted.
 */
export const addressSchema = (
  countries: readonly CountryChoice[],
  phoneMessage = 'account.errors.phoneRequired',
): z.ZodType<AddressValues> =>
  z
    .object({
      ...addressFieldRules,
      countryCode: z.string().refine((code) => countries.some((country) => country.code === code), {
        message: 'forms.errors.country',
      }),
    })
    .superRefine((address, context) => {
      const country = countries.find((candidate) => candidate.code === address.countryCode);
      if (country?.phoneRequired && address.phone.replace(/\D/g, '').length < 6)
        context.addIssue({ code: 'custom', path: ['phone'], message: phoneMessage });
    });

/** A form of one address at `address` (the address book, a contract's address, a ticket seller's). */
export interface AddressBookValues {
  address: AddressValues;
}
export const addressBookSchema = (countries: readonly CountryChoice[]) =>
  z.object({ address: addressSchema(countries) });

/** A new address: nothing filled in, in the first of the countries (the club's home country). */
export const emptyAddress = (countries: readonly CountryChoice[]): AddressValues => ({
  company: '',
  firstName: '',
  lastName: '',
  street: '',
  additionalAddress: '',
  postalCode: '',
  city: '',
  countryCode: countries[0]?.code ?? '',
  phone: '',
});

/** An address as the graph stores it (the address book's, a contract's). */
export interface StoredAddress {
  readonly company?: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly additionalAddress?: string | null;
  readonly postalCode: string;
  readonly city: string;
  readonly countryCode: string;
  readonly phone?: string | null;
}

/** An address of the viewer's address book as a form starts from it (`...AddressFields_address`). */
export function readStoredAddress(address: AddressFields_address$key): StoredAddress {
  return readInlineData(
    graphql`
      fragment AddressFields_address on Address @inline {
        company
        firstName
        lastName
        street
        additionalAddress
        postalCode
        city
        countryCode
        phone
      }
    `,
    address,
  );
}

/** A stored address as the values of its form, its country kept when it is still one of `countries`. */
export const addressValuesOf = (address: StoredAddress, countries: readonly CountryChoice[]): AddressValues => ({
  company: address.company ?? '',
  firstName: address.firstName,
  lastName: address.lastName,
  street: address.street,
  additionalAddress: address.additionalAddress ?? '',
  postalCode: address.postalCode,
  city: address.city,
  countryCode: countryOrFirst(countries, address.countryCode),
  phone: address.phone ?? '',
});

/** A form's address as the graph takes it (`AddressInput` and the like): empty optional fields left out. */
export const addressInput = (address: AddressValues) => ({
  company: address.company || null,
  firstName: address.firstName,
  lastName: address.lastName,
  street: address.street,
  additionalAddress: address.additionalAddress || null,
  postalCode: address.postalCode,
  city: address.city,
  countryCode: address.countryCode,
  phone: address.phone || null,
});

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
 * addresses, an entry of the account's address book. `countries` is the graph's list; while it is empty
 * (the graph could not say) the country field says so in place of a choice.
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
  countries: readonly CountryChoice[];
  /** The autocomplete section (`shipping`, `billing`), where the address is one of those. */
  section?: 'shipping' | 'billing';
  /** Begins the inputs' ids (the prefix unless told), for pages with several address forms. */
  idPrefix?: string;
}) {
  const t = useT();
  const errors = form.formState.errors[prefix] as Partial<Record<Field, { message?: string }>> | undefined;
  const at = (name: Field) => `${prefix}.${name}` as Path<Values>;
  const country = form.watch(at('countryCode')) as string;
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
        countries.length > 0 ? (
          <select
            autoComplete={autoComplete('country')}
            {...inputProps('countryCode')}
            {...form.register(at('countryCode'))}
          >
            {countries.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.name}
              </option>
            ))}
          </select>
        ) : (
          <p className="notice" role="status" id={`${idPrefix}-countryCode`}>
            {t('forms.countriesUnavailable')}
          </p>
        ),
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
        !countries.find((choice) => choice.code === country)?.phoneRequired,
      )}
    </>
  );
}
