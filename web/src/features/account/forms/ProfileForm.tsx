import type { UseFormReturn } from 'react-hook-form';
import { optionalText, z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';

const phone = optionalText(30).regex(/^[0-9+()/ -]*$/, 'forms.errors.phone');

export const profileSchema = z.object({
  mobile: phone,
  phone,
  profileLanguage: z.enum(['DE', 'EN']),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** Mobile, phone and profile language: what the person changes themselves. Presentational. */
export function ProfileForm({
  form,
  onSubmit,
  saving,
}: {
  form: UseFormReturn<ProfileValues>;
  onSubmit: (values: ProfileValues) => void;
  saving: boolean;
}) {
  const t = useT();
  const errorText = useErrorText();
  const errors = form.formState.errors;
  return (
    <form
      className="account-form"
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title">{t('account.profile.contactTitle')}</h2>
      {(['mobile', 'phone'] as const).map((name) => (
        <Field
          key={name}
          id={`profile-${name}`}
          label={t(`account.profile.${name}`)}
          optional
          error={errorText(errors[name]?.message)}
        >
          <input
            type="tel"
            inputMode="tel"
            autoComplete={name === 'mobile' ? 'mobile tel' : 'home tel'}
            maxLength={30}
            {...describedBy(`profile-${name}`, { error: errors[name] })}
            {...form.register(name)}
          />
        </Field>
      ))}
      <Field
        id="profile-language"
        label={t('account.profile.profileLanguage')}
        hint={t('account.profile.profileLanguageHint')}
        error={errorText(errors.profileLanguage?.message)}
      >
        <select
          {...describedBy('profile-language', { error: errors.profileLanguage, hint: true })}
          {...form.register('profileLanguage')}
        >
          <option value="DE" lang="de">
            Deutsch
          </option>
          <option value="EN" lang="en">
            English
          </option>
        </select>
      </Field>
      <button type="submit" aria-disabled={saving}>
        {saving ? t('account.saving') : t('account.save')}
      </button>
    </form>
  );
}
