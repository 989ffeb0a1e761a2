import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConnectionHandler, graphql, useMutation } from 'react-relay/hooks';
import { z } from '../../../forms/zod.ts';
import type { InviteFormMutation } from '../../../__generated__/InviteFormMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';

const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'fanClub.emailRequired')
    .max(254, 'fanClub.emailInvalid')
    .pipe(z.email('fanClub.emailInvalid')),
});
type InviteValues = z.infer<typeof inviteSchema>;

/** Invites a person by e-mail; they get a mail with the invitation's link and appear as invited. */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const t = useT();
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });
  const [invite, inviting] = useMutation<InviteFormMutation>(graphql`
    mutation InviteFormMutation($input: OrganizationMemberInviteInput!, $connections: [ID!]!) {
      organizationMemberInvite(input: $input) {
        __typename
        ... on OrganizationMemberInviteSuccess {
          member @appendNode(connections: $connections, edgeTypeName: "OrganizationMemberEdge") {
            email
            awaitingAccount
            ...MemberRow_member
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const error = form.formState.errors.email?.message;
  const onSubmit = (values: InviteValues) => {
    if (inviting) return;
    invite({
      variables: {
        input: { organizationId, email: values.email },
        connections: [ConnectionHandler.getConnectionID(organizationId, 'MemberList_members')],
      },
      onCompleted: ({ organizationMemberInvite: result }) => {
        if (result.__typename === 'OrganizationMemberInviteSuccess') {
          form.reset();
          const email = result.member?.email ?? values.email;
          showToast({
            message: t(result.member?.awaitingAccount ? 'fanClub.invitedToSignUp' : 'fanClub.invited', { email }),
          });
        } else {
          form.setError('email', {
            message: result.__typename === '%other' ? t('fanClub.unavailable') : result.message,
          });
        }
      },
      onError: () => form.setError('email', { message: t('fanClub.unavailable') }),
    });
  };
  return (
    <form className="invite-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">{t('fanClub.inviteTitle')}</h2>
      <p className="fine-print">{t('fanClub.inviteHint')}</p>
      <div className="field">
        <label htmlFor="invite-email">{t('fanClub.email')}</label>
        <div className="inline-field">
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            inputMode="email"
            maxLength={254}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'invite-error' : undefined}
            {...form.register('email')}
          />
          <button type="submit" aria-disabled={inviting}>
            {t('fanClub.invite')}
          </button>
        </div>
        {error && (
          <p id="invite-error" className="field-error" role="alert">
            {error.startsWith('fanClub.') ? t(error as 'fanClub.emailRequired') : error}
          </p>
        )}
      </div>
    </form>
  );
}
