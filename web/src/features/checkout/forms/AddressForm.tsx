import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { optionalText, z } from '../../../forms/zod.ts';
import { useLanguage, useT } from '../../../app/language.ts';
import { countryChoices, SHIPPING_COUNTRIES } from '../countries.ts';

// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const PLAIN = /^[^\u0000-\u001F\u007F-\u009F]*$/;
const text = (max: number) => optionalText(max).regex(PLAIN);
const required = (max: number) => text(max).min(1);

/** The rules of an address's fields but its country, shared with the account's address book. */
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

export const addressSchema = z
  .object({ ...addressFieldRules, countryCode: z.enum(SHIPPING_COUNTRIES) })
  // A phone number is required for addresses outside Germany (spec 2 section 5).
  .refine((address) => address.countryCode === 'DE' || address.phone.replace(/\D/g, '').length >= 6, {
    path: ['phone'],
    message: 'checkout.errors.phoneAbroad',
  });

export const addressesSchema = z
  .object({ shipping: addressSchema, billingSame: z.boolean(), billing: z.unknown() })
  .superRefine((values, context) => {
    if (values.billingSame) return;
    const billing = addressSchema.safeParse(values.billing);
    if (!billing.success)
      for (const issue of billing.error.issues)
        context.addIssue({ code: 'custom', path: ['billing', ...issue.path], message: issue.message });
  });

export type AddressValues = z.infer<typeof addressSchema>;
export interface AddressesValues {
  shipping: AddressValues;
  billingSame: boolean;
  billing: AddressValues;
}

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

type Field = keyof AddressValues;
/** A country an address may be in; the account's address book has the graph's list (`countries`). */
export interface CountryChoice {
  code: string;
  name: string;
  phoneRequired: boolean;
}
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
  const choices =
    countries ?? countryChoices(language).map((choice) => ({ ...choice, phoneRequired: choice.code !== 'DE' }));
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

/** Step 1: where the order goes and who gets the invoice. Presentational: the page owns the form. */
export function AddressForm({
  form,
  onSubmit,
}: {
  form: UseFormReturn<AddressesValues>;
  onSubmit: (values: AddressesValues) => void;
}) {
  const t = useT();
  const billingSame = form.watch('billingSame');
  return (
    <form className="checkout-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset>
        <legend>{t('checkout.shippingAddress')}</legend>
        <AddressFields form={form} prefix="shipping" section="shipping" />
      </fieldset>
      <label className="checkbox">
        <input type="checkbox" {...form.register('billingSame')} />
        {t('checkout.billingSame')}
      </label>
      {!billingSame && (
        <fieldset>
          <legend>{t('checkout.billingAddress')}</legend>
          <AddressFields form={form} prefix="billing" section="billing" />
        </fieldset>
      )}
      <button type="submit">{t('checkout.continue')}</button>
    </form>
  );
}
