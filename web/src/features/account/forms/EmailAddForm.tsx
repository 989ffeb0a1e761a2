import type { UseFormReturn } from 'react-hook-form';
import { emailAddress, requiredText, z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';

/** A new address, repeated (spec 2 section 5: a new e-mail must be repeated in confirmEmail). */
export const emailAddSchema = z
  .object({ email: emailAddress(), confirmEmail: requiredText(254) })
  .refine((values) => values.email.toLowerCase() === values.confirmEmail.toLowerCase(), {
    path: ['confirmEmail'],
    message: 'account.errors.notEqual',
  });
export type EmailAddValues = z.infer<typeof emailAddSchema>;

/** Adds an e-mail address; the graph mails it a confirmation link. Presentational. */
export function EmailAddForm({
  form,
  onSubmit,
  saving,
}: {
  form: UseFormReturn<EmailAddValues>;
  onSubmit: (values: EmailAddValues) => void;
  saving: boolean;
}) {
  const t = useT();
  const errorText = useErrorText();
  const errors = form.formState.errors;
  return (
    <form className="account-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-labelledby="email-add-title">
      <h2 id="email-add-title">{t('account.emails.addTitle')}</h2>
      <p className="fine-print">{t('account.emails.addHint')}</p>
      {(['email', 'confirmEmail'] as const).map((name) => (
        <Field
          key={name}
          id={`email-add-${name}`}
          label={t(`account.emails.${name}`)}
          error={errorText(errors[name]?.message)}
        >
          <input
            type="email"
            inputMode="email"
            autoComplete={name === 'email' ? 'email' : 'off'}
            maxLength={254}
            {...describedBy(`email-add-${name}`, { error: errors[name] })}
            {...form.register(name)}
          />
        </Field>
      ))}
      <button type="submit" aria-disabled={saving}>
        {saving ? t('account.saving') : t('account.emails.add')}
      </button>
    </form>
  );
}
