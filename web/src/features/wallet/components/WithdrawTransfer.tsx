import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { WithdrawTransferMutation } from '../../../__generated__/WithdrawTransferMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { ConfirmAction } from '../../../components/account/ConfirmAction.tsx';

/**
 * Takes back a pending transfer the viewer sent (spec 2 section 4: the sender may delete it while
 * pending), asked once more in place. The answer carries the transfer (withdrawn) and the ticket
 * (offered to no one), which Relay updates wherever they are shown.
 */
export function WithdrawTransfer({ transferId, recipientEmail }: { transferId: string; recipientEmail: string }) {
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [withdraw, withdrawing] = useMutation<WithdrawTransferMutation>(graphql`
    mutation WithdrawTransferMutation($id: ID!) {
      ticketTransferWithdraw(id: $id) {
        __typename
        ... on TicketTransferWithdrawSuccess {
          transfer {
            id
            state
            respondedAt
          }
          ticket {
            id
            isTransferable
            pendingTransfer {
              id
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return (
    <>
      <ConfirmAction
        label={t('tickets.transfers.withdraw')}
        subject={recipientEmail}
        question={t('tickets.transfers.confirmWithdraw', { email: recipientEmail })}
        confirmLabel={t('tickets.transfers.withdraw')}
        busy={withdrawing}
        onConfirm={() => {
          setFailure(null);
          withdraw({
            variables: { id: transferId },
            onCompleted: ({ ticketTransferWithdraw: result }) => {
              if (result.__typename === 'TicketTransferWithdrawSuccess')
                showToast({ message: t('tickets.transfers.withdrawn', { email: recipientEmail }) });
              else setFailure(('message' in result && result.message) || t('error.serverErrorText'));
            },
            onError: () => setFailure(t('error.serverErrorText')),
          });
        }}
      />
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
