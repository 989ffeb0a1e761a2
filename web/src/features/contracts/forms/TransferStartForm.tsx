import type { UseFormReturn } from 'react-hook-form';
import { emailAddress, z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field } from '../../../forms/Field.tsx';
import { FormRefusal, useAlertText } from '../../../forms/FieldError.tsx';

/** The new recipient's or subscriber's e-mail address: the address of their account (spec 3 section 5). */
export const transferStartSchema = z.object({
  email: emailAddress(),
});
export type TransferStartValues = z.infer<typeof transferStartSchema>;

/** Offers a contract's season ticket or the whole contract to a person by e-mail. Presentational. */
export function TransferStartForm({
  form,
  onSubmit,
  saving,
  label,
  hint,
}: {
  form: UseFormReturn<TransferStartValues>;
  onSubmit: (values: TransferStartValues) => void;
  saving: boolean;
  label: string;
  hint: string;
}) {
  const t = useT();
  const alertText = useAlertText();
  const error = form.formState.errors.email;
  return (
    <form className="account-form contract-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Field id="contract-transfer-email" label={label} hint={hint} error={alertText(error?.message)}>
        <input
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          aria-required="true"
          {...describedBy('contract-transfer-email', { error, hint: true })}
          {...form.register('email')}
        />
      </Field>
      <FormRefusal message={form.formState.errors.root?.message} />
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving}>
          {saving ? t('contracts.transferStart.sending') : t('contracts.transferStart.submit')}
        </button>
      </div>
    </form>
  );
}
