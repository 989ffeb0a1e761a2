import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { requiredText, z } from '../../../forms/zod.ts';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { describedBy, Field } from '../../../forms/Field.tsx';
import { AddressFields, addressSchema, type AddressValues } from '../../../forms/AddressFields.tsx';
import type { CountryChoice } from '../../../forms/countries.ts';
import { FormRefusal, useAlertText } from '../../../forms/FieldError.tsx';

/** Accepting a change of recipient: where the season ticket is sent (spec 3: accept and address). */
export const recipientAcceptSchema = (countries: readonly CountryChoice[]) =>
  z.object({ address: addressSchema(countries) });
export interface RecipientAcceptValues {
  address: AddressValues;
}

/**
 * Taking over a contract: the shipping and invoice addresses (the invoice address the same unless told)
 * and the stored payment method (spec 3: accept, shippingAddress, invoiceAddress, paymentTokenId).
 */
export const subscriberAcceptSchema = (countries: readonly CountryChoice[]) => {
  const address = addressSchema(countries);
  return z
    .object({
      shippingAddress: address,
      invoiceSame: z.boolean(),
      invoiceAddress: z.unknown(),
      paymentMethodId: z.string().min(1, 'contracts.errors.choosePaymentMethod'),
    })
    .superRefine((values, context) => {
      if (values.invoiceSame) return;
      const invoice = address.safeParse(values.invoiceAddress);
      if (!invoice.success)
        for (const issue of invoice.error.issues)
          context.addIssue({ code: 'custom', path: ['invoiceAddress', ...issue.path], message: issue.message });
    });
};
export interface SubscriberAcceptValues {
  shippingAddress: AddressValues;
  invoiceSame: boolean;
  invoiceAddress: AddressValues;
  paymentMethodId: string;
}

/** The person's reason to decline: required (spec 3 section 3), at most 500 characters (the graph's limit). */
export const transferDeclineSchema = z.object({
  reason: requiredText(500),
});
export type TransferDeclineValues = z.infer<typeof transferDeclineSchema>;

/** Accepts a change of recipient with the address the season ticket goes to. Presentational. */
export function RecipientAcceptForm({
  form,
  onSubmit,
  countries,
  saving,
}: {
  form: UseFormReturn<RecipientAcceptValues>;
  onSubmit: (values: RecipientAcceptValues) => void;
  countries: readonly CountryChoice[];
  saving: boolean;
}) {
  const t = useT();
  return (
    <form
      className="account-form contract-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="transfer-accept-title"
    >
      <h2 id="transfer-accept-title">{t('contracts.transfer.acceptTitle.RECIPIENT')}</h2>
      <fieldset>
        <legend>{t('contracts.transfer.address')}</legend>
        <p className="fine-print">{t('contracts.transfer.addressHint')}</p>
        <AddressFields
          form={form}
          prefix="address"
          countries={countries}
          section="shipping"
          idPrefix="accept-address"
        />
      </fieldset>
      <FormRefusal message={form.formState.errors.root?.message} />
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving}>
          {saving ? t('contracts.transfer.accepting') : t('contracts.transfer.accept.RECIPIENT')}
        </button>
      </div>
    </form>
  );
}

/** Takes over a contract: shipping and invoice address, and the payment method. Presentational. */
export function SubscriberAcceptForm({
  form,
  onSubmit,
  countries,
  paymentMethods,
  saving,
}: {
  form: UseFormReturn<SubscriberAcceptValues>;
  onSubmit: (values: SubscriberAcceptValues) => void;
  countries: readonly CountryChoice[];
  /** The viewer's stored payment methods, as choices. */
  paymentMethods: readonly { id: string; label: string }[];
  saving: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const alertText = useAlertText();
  const invoiceSame = useWatch({ control: form.control, name: 'invoiceSame' });
  const methodError = form.formState.errors.paymentMethodId;
  return (
    <form
      className="account-form contract-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="transfer-accept-title"
    >
      <h2 id="transfer-accept-title">{t('contracts.transfer.acceptTitle.SUBSCRIBER')}</h2>
      <fieldset>
        <legend>{t('contracts.transfer.shippingAddress')}</legend>
        <p className="fine-print">{t('contracts.transfer.addressHint')}</p>
        <AddressFields
          form={form}
          prefix="shippingAddress"
          countries={countries}
          section="shipping"
          idPrefix="accept-shipping"
        />
      </fieldset>
      <label className="checkbox">
        <input type="checkbox" {...form.register('invoiceSame')} />
        <span>{t('contracts.transfer.invoiceSame')}</span>
      </label>
      {!invoiceSame && (
        <fieldset>
          <legend>{t('contracts.transfer.invoiceAddress')}</legend>
          <AddressFields
            form={form}
            prefix="invoiceAddress"
            countries={countries}
            section="billing"
            idPrefix="accept-invoice"
          />
        </fieldset>
      )}
      {paymentMethods.length === 0 ? (
        <div className="notice">
          <p>{t('contracts.transfer.noPaymentMethod')}</p>
          <Link to={paths.paymentMethods(language)}>{t('contracts.paymentMethod.add')}</Link>
        </div>
      ) : (
        <Field
          id="accept-payment-method"
          label={t('contracts.transfer.paymentMethod')}
          hint={
            <>
              {t('contracts.paymentMethod.addHint')}{' '}
              <Link to={paths.paymentMethods(language)}>{t('contracts.paymentMethod.add')}</Link>
            </>
          }
          error={alertText(methodError?.message)}
        >
          <select
            aria-required="true"
            {...describedBy('accept-payment-method', { error: methodError, hint: true })}
            {...form.register('paymentMethodId')}
          >
            <option value="">{t('contracts.transfer.choosePaymentMethod')}</option>
            {paymentMethods.map((method) => (
              <option key={method.id} value={method.id}>
                {method.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <FormRefusal message={form.formState.errors.root?.message} />
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving || paymentMethods.length === 0}>
          {saving ? t('contracts.transfer.accepting') : t('contracts.transfer.accept.SUBSCRIBER')}
        </button>
      </div>
    </form>
  );
}

/** Declines a change of recipient or transfer with a reason the subscriber sees. Presentational. */
export function TransferDeclineForm({
  form,
  onSubmit,
  saving,
  subscriber,
}: {
  form: UseFormReturn<TransferDeclineValues>;
  onSubmit: (values: TransferDeclineValues) => void;
  saving: boolean;
  subscriber: string;
}) {
  const t = useT();
  const alertText = useAlertText();
  const error = form.formState.errors.reason;
  return (
    <form
      className="account-form contract-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="transfer-decline-title"
    >
      <h2 id="transfer-decline-title">{t('contracts.transfer.declineTitle')}</h2>
      <Field
        id="transfer-decline-reason"
        label={t('contracts.transfer.reason')}
        hint={t('contracts.transfer.reasonHint', { name: subscriber })}
        error={alertText(error?.message)}
      >
        <textarea
          maxLength={500}
          aria-required="true"
          {...describedBy('transfer-decline-reason', { error, hint: true })}
          {...form.register('reason')}
        />
      </Field>
      <FormRefusal message={form.formState.errors.root?.message} />
      <div className="account-form-actions">
        <button type="submit" className="secondary" aria-disabled={saving}>
          {saving ? t('contracts.transfer.declining') : t('contracts.transfer.decline')}
        </button>
      </div>
    </form>
  );
}
