import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { TransferActionsToSubscriberMutation } from '../../../__generated__/TransferActionsToSubscriberMutation.graphql';
import type { TransferActionsWithdrawMutation } from '../../../__generated__/TransferActionsWithdrawMutation.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { ConfirmAction } from '../../../components/account/ConfirmAction.tsx';

/**
 * What the subscriber can do with a pending change of recipient or transfer: take it back (asked once more
 * in place), and turn a change of recipient into a transfer of the whole contract to the same person, who
 * then gets a new link. The answers carry the transfer and the contract, which Relay updates wherever
 * they are shown; the change of recipient that was turned over is marked so in the store.
 */
export function TransferActions({
  transferId,
  kind,
  email,
}: {
  /** The transfer's global id. */
  transferId: string;
  kind: 'RECIPIENT' | 'SUBSCRIBER';
  email: string;
}) {
  const t = useT();
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [withdraw, withdrawing] = useMutation<TransferActionsWithdrawMutation>(graphql`
    mutation TransferActionsWithdrawMutation($transferId: ID!) {
      contractTransferWithdraw(transferId: $transferId) {
        __typename
        ... on ContractTransferAnswerSuccess {
          transfer {
            id
            state
            respondedAt
            canWithdraw
            canAnswer
            contract {
              id
              status
              canChange
              canConfirm
              pendingTransfer {
                id
              }
            }
          }
        }
        ... on ContractTransferNotPendingError {
          state
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [convert, converting] = useMutation<TransferActionsToSubscriberMutation>(graphql`
    mutation TransferActionsToSubscriberMutation($transferId: ID!) {
      contractTransferToSubscriber(transferId: $transferId) {
        __typename
        ... on ContractTransferStartSuccess {
          transfer {
            id
            internalId
            kind
            state
            email
            expiresAt
            canWithdraw
          }
          contract {
            id
            status
            canChange
            pendingTransfer {
              id
              internalId
              kind
              email
              expiresAt
            }
          }
        }
        ... on ContractTransferNotPendingError {
          state
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const busy = withdrawing || converting;

  /** A transfer answered meanwhile: its page shows what became of it. */
  const settled = (store: RecordSourceSelectorProxy, field: string) => {
    const result = store.getRootField(field);
    if (result?.getValue('__typename') !== 'ContractTransferNotPendingError') return;
    const transfer = store.get(transferId);
    transfer?.setValue(result.getValue('state'), 'state');
    transfer?.setValue(false, 'canWithdraw');
  };

  return (
    <div className="transfer-actions">
      <ConfirmAction
        label={t('contracts.pendingTransfer.withdraw')}
        subject={email}
        question={t('contracts.pendingTransfer.withdrawQuestion', { email })}
        confirmLabel={t('contracts.pendingTransfer.withdraw')}
        busy={busy}
        onConfirm={() => {
          setFailure(null);
          withdraw({
            variables: { transferId },
            updater: (store) => settled(store, 'contractTransferWithdraw'),
            onCompleted: ({ contractTransferWithdraw: result }) => {
              if (result.__typename === 'ContractTransferAnswerSuccess')
                showToast({ message: t('contracts.pendingTransfer.withdrawn', { email }) });
              else setFailure(('message' in result && result.message) || t('error.serverErrorText'));
            },
            onError: () => setFailure(t('error.serverErrorText')),
          });
        }}
      />
      {kind === 'RECIPIENT' && (
        <div className="transfer-convert">
          <button
            type="button"
            className="secondary"
            aria-disabled={busy}
            aria-describedby={`convert-${transferId}-hint`}
            onClick={() => {
              if (busy) return;
              setFailure(null);
              convert({
                variables: { transferId },
                updater: (store) => {
                  settled(store, 'contractTransferToSubscriber');
                  const next = store.getRootField('contractTransferToSubscriber')?.getLinkedRecord('transfer');
                  if (!next) return;
                  // The change of recipient lives on as the new transfer (spec 3 section 4).
                  const old = store.get(transferId);
                  old?.setValue('CONVERTED', 'state');
                  old?.setValue(false, 'canWithdraw');
                  old?.setValue(next.getDataID(), 'convertedTo');
                },
                onCompleted: ({ contractTransferToSubscriber: result }) => {
                  if (result.__typename === 'ContractTransferStartSuccess') {
                    const next = result.transfer?.internalId;
                    showToast({
                      message: t('contracts.pendingTransfer.converted', { email }),
                      link: next
                        ? { label: t('contracts.pendingTransfer.open'), to: paths.contractTakeover(language, next) }
                        : undefined,
                    });
                  } else setFailure(('message' in result && result.message) || t('error.serverErrorText'));
                },
                onError: () => setFailure(t('error.serverErrorText')),
              });
            }}
          >
            {converting ? t('contracts.pendingTransfer.converting') : t('contracts.pendingTransfer.toSubscriber')}
          </button>
          <p className="fine-print" id={`convert-${transferId}-hint`}>
            {t('contracts.pendingTransfer.toSubscriberHint', { email })}
          </p>
        </div>
      )}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
