import { useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { DeletionDialogRequestMutation } from '../../../__generated__/DeletionDialogRequestMutation.graphql';
import type { DeletionDialogWithdrawAllMutation } from '../../../__generated__/DeletionDialogWithdrawAllMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';

/**
 * Account deletion (spec 2 section 2): a modal dialog with three choices: ask support to delete the
 * account (refused while contracts run, which the dialog says in its own words), withdraw every
 * advertising and newsletter consent instead, or cancel. A native modal <dialog>: the page behind it is
 * inert (focus stays inside), Escape closes it, and focus returns to the button that opened it.
 */
export function DeletionDialog() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const [request, requesting] = useMutation<DeletionDialogRequestMutation>(graphql`
    mutation DeletionDialogRequestMutation {
      accountDeletionRequest {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [withdrawAll, withdrawing] = useMutation<DeletionDialogWithdrawAllMutation>(graphql`
    mutation DeletionDialogWithdrawAllMutation {
      consentWithdrawAll {
        __typename
        ... on ConsentsChanged {
          consents {
            id
            granted
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const busy = requesting || withdrawing;

  const open = () => {
    setFailure(null);
    setRequested(false);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const unavailable = () => setFailure(t('error.serverErrorText'));

  const requestDeletion = () => {
    if (busy) return;
    setFailure(null);
    request({
      variables: {},
      onCompleted: ({ accountDeletionRequest: result }) => {
        if (result.__typename === 'AccountDeletionRequested') setRequested(true);
        else setFailure(result.message ?? t('error.serverErrorText'));
      },
      onError: unavailable,
    });
  };

  const withdraw = () => {
    if (busy) return;
    setFailure(null);
    withdrawAll({
      variables: {},
      onCompleted: ({ consentWithdrawAll: result }) => {
        if (result.__typename === 'ConsentsChanged') {
          close();
          showToast({ message: t('account.deletion.withdrawn') });
        } else setFailure(result.message ?? t('error.serverErrorText'));
      },
      onError: unavailable,
    });
  };

  return (
    <>
      <button ref={opener} type="button" className="secondary" onClick={open}>
        {t('account.deletion.open')}
      </button>
      <dialog
        ref={dialog}
        className="account-dialog"
        aria-labelledby="deletion-title"
        aria-describedby="deletion-text"
        onClose={() => opener.current?.focus()}
      >
        <h2 id="deletion-title">{t('account.deletion.title')}</h2>
        <p id="deletion-text">{t('account.deletion.text')}</p>
        {requested ? (
          <>
            <p className="notice" role="status">
              {t('account.deletion.requested')}
            </p>
            <div className="dialog-actions">
              <button type="button" onClick={close} autoFocus>
                {t('account.deletion.close')}
              </button>
            </div>
          </>
        ) : (
          <>
            {failure && (
              <p className="notice warning" role="alert">
                {failure}
              </p>
            )}
            <div className="dialog-actions">
              <button type="button" className="danger" aria-disabled={busy} onClick={requestDeletion}>
                {t('account.deletion.request')}
              </button>
              <button type="button" className="secondary" aria-disabled={busy} onClick={withdraw}>
                {t('account.deletion.withdrawAll')}
              </button>
              <button type="button" className="secondary" onClick={close} autoFocus>
                {t('account.deletion.cancel')}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
