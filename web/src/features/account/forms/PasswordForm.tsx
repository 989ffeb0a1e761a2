import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';

/** The identity provider's rules (spec 3 section 5), mirrored so most mistakes are told before sending. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** The rules as the graph names them (PasswordRule); the form's messages are their catalogue keys. */
export const PASSWORD_RULES = [
  'TOO_SHORT',
  'TOO_LONG',
  'REQUIRES_SPECIAL_CHARACTER',
  'REQUIRES_DIGIT',
  'REQUIRES_UPPER',
  'REQUIRES_LOWER',
] as const;
export type PasswordRuleName = (typeof PASSWORD_RULES)[number] | 'SAME_AS_CURRENT';

const rule = (name: PasswordRuleName) => `account.password.rules.${name}`;
/** The numbers the rules' texts name. */
export const ruleValues = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, num: 1 };

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: z
      .string()
      .min(1)
      // Counted in characters, as the provider does (an emoji is one).
      .refine((value) => [...value.normalize('NFC')].length >= PASSWORD_MIN_LENGTH, rule('TOO_SHORT'))
      .refine((value) => [...value.normalize('NFC')].length <= PASSWORD_MAX_LENGTH, rule('TOO_LONG'))
      .regex(/[^\p{L}\p{N}\s]/u, rule('REQUIRES_SPECIAL_CHARACTER'))
      .regex(/\p{N}/u, rule('REQUIRES_DIGIT'))
      .regex(/\p{Lu}/u, rule('REQUIRES_UPPER'))
      .regex(/\p{Ll}/u, rule('REQUIRES_LOWER')),
    confirmNewPassword: z.string().min(1),
  })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: 'account.errors.passwordsNotEqual',
  });
export type PasswordValues = z.infer<typeof passwordSchema>;

const fields = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', autoComplete: 'new-password' },
] as const;

/**
 * Current, new and repeated password. Presentational: the page sends it and places the graph's
 * refusals; `brokenRules` are the rules the graph named for the new password.
 */
export function PasswordForm({
  form,
  onSubmit,
  saving,
  brokenRules,
}: {
  form: UseFormReturn<PasswordValues>;
  onSubmit: (values: PasswordValues) => void;
  saving: boolean;
  brokenRules: readonly PasswordRuleName[];
}) {
  const t = useT();
  const errorText = useErrorText();
  const errors = form.formState.errors;
  return (
    <form
      className="account-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label={t('account.password.title')}
    >
      {fields.map(({ name, autoComplete }) => {
        const id = `password-${name}`;
        const error = errors[name];
        const isNew = name === 'newPassword';
        return (
          <Field
            key={name}
            id={id}
            label={t(`account.password.${name}`)}
            hint={isNew ? t('account.password.rulesHint', ruleValues) : undefined}
            error={
              error && (
                <>
                  {errorText(error.message, ruleValues)}
                  {isNew && brokenRules.length > 0 && (
                    <ul>
                      {brokenRules.map((broken) => (
                        <li key={broken}>{t(`account.password.rules.${broken}`, ruleValues)}</li>
                      ))}
                    </ul>
                  )}
                </>
              )
            }
          >
            <input
              type="password"
              autoComplete={autoComplete}
              maxLength={256}
              {...describedBy(id, { error, hint: isNew })}
              {...form.register(name)}
            />
          </Field>
        );
      })}
      <button type="submit" aria-disabled={saving}>
        {saving ? t('account.saving') : t('account.password.submit')}
      </button>
    </form>
  );
}
