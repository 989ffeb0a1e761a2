import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import { describedBy, Field, useErrorText } from '../../../forms/Field.tsx';
import { FormRefusal } from '../../../forms/FieldError.tsx';
import { requiredText, z } from '../../../forms/zod.ts';

/** A channel's name as the registry takes it: the graph and the registry check the same rule again. */
export const CHANNEL_NAME = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;

export const channelRegisterSchema = z.object({
  name: z.string().trim().min(1).max(40).regex(CHANNEL_NAME, 'developers.register.nameRule'),
  displayName: requiredText(80),
});
export type ChannelRegisterValues = z.infer<typeof channelRegisterSchema>;

/** Registers a channel: its name (the client id) and the name people read. Presentational. */
export function ChannelRegisterForm({
  form,
  onSubmit,
  saving,
}: {
  form: UseFormReturn<ChannelRegisterValues>;
  onSubmit: (values: ChannelRegisterValues) => void;
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
      aria-labelledby="channel-register-title"
    >
      <h2 id="channel-register-title">{t('developers.register.title')}</h2>
      <Field
        id="channel-name"
        label={t('developers.register.name')}
        hint={t('developers.register.nameHint')}
        error={errorText(errors.name?.message)}
      >
        <input
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          {...describedBy('channel-name', { error: errors.name, hint: true })}
          {...form.register('name')}
        />
      </Field>
      <Field
        id="channel-display-name"
        label={t('developers.register.displayName')}
        error={errorText(errors.displayName?.message)}
      >
        <input
          type="text"
          autoComplete="off"
          maxLength={80}
          {...describedBy('channel-display-name', { error: errors.displayName })}
          {...form.register('displayName')}
        />
      </Field>
      <FormRefusal message={errors.root?.message} />
      <button type="submit" aria-disabled={saving}>
        {saving ? t('developers.register.submitting') : t('developers.register.submit')}
      </button>
    </form>
  );
}
