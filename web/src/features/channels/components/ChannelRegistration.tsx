import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../../app/language.ts';
import {
  ChannelRegisterForm,
  channelRegisterSchema,
  type ChannelRegisterValues,
} from '../forms/ChannelRegisterForm.tsx';
import { useChannelRegister } from '../mutations/useChannelRegister.ts';
import { ChannelCredentials } from './ChannelCredentials.tsx';

/**
 * Registering a channel: the form, the graph's typed refusals on its fields, and after success the channel's
 * credentials, shown this once (the registry keeps no readable copy of the secret).
 */
export function ChannelRegistration() {
  const t = useT();
  const form = useForm<ChannelRegisterValues>({
    resolver: zodResolver(channelRegisterSchema),
    defaultValues: { name: '', displayName: '' },
  });
  const [register, registering] = useChannelRegister();
  const [credentials, setCredentials] = useState<{ clientId: string; clientSecret: string } | null>(null);

  const onSubmit = (values: ChannelRegisterValues) =>
    register(values, (result) => {
      if (result?.__typename === 'ChannelRegistered' && result.clientId && result.clientSecret) {
        form.reset();
        setCredentials({ clientId: result.clientId, clientSecret: result.clientSecret });
        return;
      }
      const message = result && result.__typename !== '%other' ? result.message : t('developers.register.failed');
      const field = result && 'field' in result ? result.field : undefined;
      if (field === 'name' || field === 'displayName') form.setError(field, { message }, { shouldFocus: true });
      else form.setError('root', { message });
    });

  return (
    <section className="account-section channel-registration">
      {credentials ? (
        <ChannelCredentials {...credentials} onDone={() => setCredentials(null)} />
      ) : (
        <ChannelRegisterForm form={form} onSubmit={onSubmit} saving={registering} />
      )}
    </section>
  );
}
