import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { EmailsPageAddMutation } from '../../__generated__/EmailsPageAddMutation.graphql';
import type { EmailsPageQuery } from '../../__generated__/EmailsPageQuery.graphql';
import { paths, pathsIn, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { EmailRow } from './components/EmailRow.tsx';
import { EmailAddForm, emailAddSchema, type EmailAddValues } from './forms/EmailAddForm.tsx';
import { replaceViewerList } from './viewerLists.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const emailsPageQuery = graphql`
  query EmailsPageQuery($language: Language!, $signedIn: Boolean!) {
    ...AccountLayout_query
    viewer {
      emails @include(if: $signedIn) {
        id
        ...EmailRow_email
      }
    }
  }
`;

/**
 * The person's e-mail addresses (spec 2 section 2): the primary one first, each confirmed or not, with
 * adding (repeated, then confirmed by the mailed link), deleting, a new confirmation link and the
 * choice of the primary address among the confirmed ones.
 */
export function EmailsPage() {
  const data = usePageQuery<EmailsPageQuery>(emailsPageQuery);
  const t = useT();
  const revalidator = useRevalidator();
  const form = useForm<EmailAddValues>({
    resolver: zodResolver(emailAddSchema),
    defaultValues: { email: '', confirmEmail: '' },
  });
  const [add, adding] = useMutation<EmailsPageAddMutation>(graphql`
    mutation EmailsPageAddMutation($input: EmailAddInput!) {
      emailAdd(input: $input) {
        __typename
        ... on EmailsChanged {
          emails {
            id
            ...EmailRow_email
          }
        }
        ... on EmailAddressAlreadyExistsError {
          field
        }
        ... on EmailsDoNotMatchError {
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

  const onSubmit = (values: EmailAddValues) => {
    if (adding) return;
    add({
      variables: { input: values },
      updater: (store) => replaceViewerList(store, 'emailAdd', 'emails'),
      onCompleted: ({ emailAdd: result }) => {
        if (result.__typename === 'EmailsChanged') {
          form.reset();
          showToast({ message: t('account.emails.added', { email: values.email }) });
          return;
        }
        const field = 'field' in result ? result.field : undefined;
        if (field === 'email' || field === 'confirmEmail')
          form.setError(field, { message: result.message ?? t('error.serverErrorText') }, { shouldFocus: true });
        else form.setError('root', { message: result.message ?? t('error.serverErrorText') });
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
    });
  };

  const emails = data.viewer.emails;
  const refusal = form.formState.errors.root?.message;
  return (
    <AccountLayout
      query={data}
      section="account"
      personal="emails"
      title={t('account.emails.title')}
      alternates={pathsIn(paths.emails)}
      personOnly
    >
      {() => (
        <>
          <section className="account-section" aria-labelledby="emails-title">
            <h2 id="emails-title">{t('account.emails.listTitle')}</h2>
            {!emails ? (
              <ErrorState
                message={t('account.emails.unavailable')}
                retryLabel={t('error.retry')}
                onRetry={() => void revalidator.revalidate()}
              />
            ) : (
              <ul className="account-list" aria-labelledby="emails-title">
                {emails.map((email) => (
                  <EmailRow key={email.id} email={email} />
                ))}
              </ul>
            )}
          </section>
          <section className="account-section">
            {refusal && (
              <p className="notice warning" role="alert">
                {refusal}
              </p>
            )}
            <EmailAddForm form={form} onSubmit={onSubmit} saving={adding} />
          </section>
        </>
      )}
    </AccountLayout>
  );
}
