import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { EmailRow_email$key } from '../../../__generated__/EmailRow_email.graphql';
import type { EmailRowDeleteMutation } from '../../../__generated__/EmailRowDeleteMutation.graphql';
import type { EmailRowResendMutation } from '../../../__generated__/EmailRowResendMutation.graphql';
import type { EmailRowSetDefaultMutation } from '../../../__generated__/EmailRowSetDefaultMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { replaceViewerList } from '../viewerLists.ts';
import { ConfirmAction } from '../../../components/account/ConfirmAction.tsx';

/**
 * One of the person's e-mail addresses with its badges (primary, confirmed or not) and what can be
 * done with it: make a confirmed one primary, mail a new confirmation link, delete one that is not
 * primary. Each answer is the whole list anew, which replaces the viewer's.
 */
export function EmailRow({ email }: { email: EmailRow_email$key }) {
  const data = useFragment(
    graphql`
      fragment EmailRow_email on EmailAddress {
        id
        email
        confirmed
        isDefault
      }
    `,
    email,
  );
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, removing] = useMutation<EmailRowDeleteMutation>(graphql`
    mutation EmailRowDeleteMutation($id: ID!) {
      emailDelete(id: $id) {
        __typename
        ... on EmailsChanged {
          emails {
            id
            ...EmailRow_email
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [resend, resending] = useMutation<EmailRowResendMutation>(graphql`
    mutation EmailRowResendMutation($id: ID!) {
      emailResendConfirmation(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [setDefault, settingDefault] = useMutation<EmailRowSetDefaultMutation>(graphql`
    mutation EmailRowSetDefaultMutation($id: ID!) {
      emailSetDefault(id: $id) {
        __typename
        ... on EmailsChanged {
          emails {
            id
            ...EmailRow_email
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const busy = removing || resending || settingDefault;
  const refused = (result: { readonly __typename: string; readonly message?: string }) =>
    setFailure(result.message ?? t('error.serverErrorText'));
  const onError = () => setFailure(t('error.serverErrorText'));
  const variables = { id: data.id };

  return (
    <li className="account-item">
      <p className="account-item-title">
        <span className="account-email">{data.email}</span>
        {data.isDefault && <span className="badge">{t('account.emails.primary')}</span>}
        <span className={data.confirmed ? 'badge muted' : 'badge warning'}>
          {t(data.confirmed ? 'account.emails.confirmed' : 'account.emails.unconfirmed')}
        </span>
      </p>
      <div className="account-item-actions">
        {data.confirmed && !data.isDefault && (
          <button
            type="button"
            className="secondary"
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              setFailure(null);
              setDefault({
                variables,
                updater: (store) => replaceViewerList(store, 'emailSetDefault', 'emails'),
                onCompleted: ({ emailSetDefault: result }) => {
                  if (result.__typename === 'EmailsChanged')
                    showToast({ message: t('account.emails.madePrimary', { email: data.email }) });
                  else refused(result);
                },
                onError,
              });
            }}
          >
            {t('account.emails.makePrimary')}
            <span className="visually-hidden"> – {data.email}</span>
          </button>
        )}
        {!data.confirmed && (
          <button
            type="button"
            className="secondary"
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              setFailure(null);
              resend({
                variables,
                onCompleted: ({ emailResendConfirmation: result }) => {
                  if (result.__typename === 'EmailsChanged')
                    showToast({ message: t('account.emails.resent', { email: data.email }) });
                  else refused(result);
                },
                onError,
              });
            }}
          >
            {t('account.emails.resend')}
            <span className="visually-hidden"> – {data.email}</span>
          </button>
        )}
        {!data.isDefault && (
          <ConfirmAction
            label={t('account.delete')}
            subject={data.email}
            question={t('account.emails.confirmDelete', { email: data.email })}
            confirmLabel={t('account.delete')}
            busy={busy}
            onConfirm={() => {
              setFailure(null);
              remove({
                variables,
                updater: (store) => replaceViewerList(store, 'emailDelete', 'emails'),
                onCompleted: ({ emailDelete: result }) => {
                  if (result.__typename === 'EmailsChanged')
                    showToast({ message: t('account.emails.deleted', { email: data.email }) });
                  else refused(result);
                },
                onError,
              });
            }}
          />
        )}
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
