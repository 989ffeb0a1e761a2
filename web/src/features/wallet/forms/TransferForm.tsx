import type { UseFormReturn } from 'react-hook-form';
import { emailAddress, z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';

/** The recipient's e-mail address (spec 2 section 5: a transfer needs an existing recipient e-mail). */
export const transferSchema = z.object({
  recipientEmail: emailAddress(),
});
export type TransferValues = z.infer<typeof transferSchema>;

export interface RecipientSuggestion {
  email: string;
  name: string;
}

/**
 * Offers a ticket to a person by e-mail, with the address book as suggestions of the browser's own
 * list (`<datalist>`: typing filters it, and it works with screen readers and on phones). Presentational.
 */
export function TransferForm({
  form,
  onSubmit,
  saving,
  suggestions,
}: {
  form: UseFormReturn<TransferValues>;
  onSubmit: (values: TransferValues) => void;
  saving: boolean;
  suggestions: readonly RecipientSuggestion[];
}) {
  const t = useT();
  const errorText = useErrorText();
  const error = form.formState.errors.recipientEmail;
  const root = form.formState.errors.root?.message;
  return (
    <form className="account-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t('tickets.create.recipientTitle')}</h2>
      <p>{t('tickets.create.intro')}</p>
      {root && (
        <p className="notice warning" role="alert">
          {root}
        </p>
      )}
      <Field
        id="transfer-recipient"
        label={t('tickets.create.recipientEmail')}
        hint={suggestions.length > 0 ? t('tickets.create.recipientHint') : undefined}
        error={errorText(error?.message)}
      >
        <input
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          list={suggestions.length > 0 ? 'transfer-suggestions' : undefined}
          {...describedBy('transfer-recipient', { error, hint: suggestions.length > 0 })}
          {...form.register('recipientEmail')}
        />
      </Field>
      {suggestions.length > 0 && (
        <datalist id="transfer-suggestions">
          {suggestions.map((suggestion) => (
            <option key={suggestion.email} value={suggestion.email} label={suggestion.name} />
          ))}
        </datalist>
      )}
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving}>
          {saving ? t('tickets.create.sending') : t('tickets.create.submit')}
        </button>
      </div>
    </form>
  );
}
