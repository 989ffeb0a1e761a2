import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import type { PasswordPageChangeMutation } from '../../__generated__/PasswordPageChangeMutation.graphql';
import type { PasswordPageQuery } from '../../__generated__/PasswordPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { PasswordForm, passwordSchema, type PasswordRuleName, type PasswordValues } from './forms/PasswordForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const passwordPageQuery = graphql`
  query PasswordPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
  }
`;

const passwordFields = new Set<string>(['currentPassword', 'newPassword', 'confirmNewPassword']);

/**
 * Changing the password at the identity provider: the rules checked here first, the provider's refusals
 * (broken rules, a wrong current password, too many attempts) at their field.
 */
export function PasswordPage() {
  const data = usePageQuery<PasswordPageQuery>(passwordPageQuery);
  const t = useT();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const [brokenRules, setBrokenRules] = useState<readonly PasswordRuleName[]>([]);
  const [change, saving] = useMutation<PasswordPageChangeMutation>(graphql`
    mutation PasswordPageChangeMutation($input: PasswordChangeInput!) {
      passwordChange(input: $input) {
        __typename
        ... on PasswordRulesError {
          field
          rules
        }
        ... on CurrentPasswordInvalidError {
          field
        }
        ... on PasswordsDoNotMatchError {
          field
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const onSubmit = (values: PasswordValues) => {
    if (saving) return;
    setBrokenRules([]);
    change({
      variables: { input: values },
      onCompleted: ({ passwordChange: result }) => {
        if (result.__typename === 'PasswordChanged') {
          form.reset();
          showToast({ message: t('account.password.changed') });
          return;
        }
        if (result.__typename === 'PasswordRulesError') setBrokenRules(result.rules ?? []);
        const field = 'field' in result ? result.field : undefined;
        if (field && passwordFields.has(field))
          form.setError(
            field as keyof PasswordValues,
            { message: result.message ?? t('account.password.failed') },
            { shouldFocus: true },
          );
        else form.setError('root', { message: result.message || t('account.password.failed') });
      },
      onError: () => form.setError('root', { message: t('account.password.failed') }),
    });
  };

  const refusal = form.formState.errors.root?.message;
  return (
    <AccountLayout
      query={data}
      section="account"
      personal="password"
      title={t('account.password.title')}
      alternates={pathsIn(paths.password)}
      personOnly
    >
      {() => (
        <section className="account-section">
          {refusal && (
            <p className="notice warning" role="alert">
              {refusal}
            </p>
          )}
          <PasswordForm form={form} onSubmit={onSubmit} saving={saving} brokenRules={brokenRules} />
        </section>
      )}
    </AccountLayout>
  );
}
