import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ContractPendingTransfer_contract$key } from '../../../__generated__/ContractPendingTransfer_contract.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { dateTimeText } from '../../../components/ticketFormat.ts';
import { seasonLabel } from '../contractFormat.ts';
import { TransferActions } from './TransferActions.tsx';

/**
 * The change of recipient or transfer the subscriber started and that waits for an answer: to whom, until
 * when the link is valid, the way to its page, and taking it back (or, for a change of recipient, making
 * it a transfer of the whole contract).
 */
export function ContractPendingTransfer({ contract }: { contract: ContractPendingTransfer_contract$key }) {
  const data = useFragment(
    graphql`
      fragment ContractPendingTransfer_contract on Contract {
        upcomingSeason
        pendingTransfer {
          id
          internalId
          kind
          email
          expiresAt
        }
      }
    `,
    contract,
  );
  const t = useT();
  const language = useLanguage();
  const transfer = data.pendingTransfer;
  if (!transfer) return null;
  const link =
    transfer.kind === 'RECIPIENT'
      ? paths.contractRecipientChange(language, transfer.internalId)
      : paths.contractTakeover(language, transfer.internalId);
  return (
    <section className="account-section contract-pending" aria-labelledby="contract-pending-title">
      <h2 id="contract-pending-title">{t(`contracts.pendingTransfer.title.${transfer.kind}`)}</h2>
      <p>
        {t(`contracts.pendingTransfer.offered.${transfer.kind}`, {
          email: transfer.email,
          season: seasonLabel(data.upcomingSeason),
        })}
      </p>
      <p className="fine-print">
        {t('contracts.pendingTransfer.expires', { date: dateTimeText(transfer.expiresAt, language) })}{' '}
        <Link to={link}>{t('contracts.pendingTransfer.open')}</Link>
      </p>
      <TransferActions transferId={transfer.id} kind={transfer.kind} email={transfer.email} />
    </section>
  );
}
