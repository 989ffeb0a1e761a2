import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ContractConfirm_contract$key } from '../../../__generated__/ContractConfirm_contract.graphql';
import type { ContractConfirmMutation } from '../../../__generated__/ContractConfirmMutation.graphql';
import { useLanguage, useT } from '../../../app/language.ts';
import { dayOf, seasonLabel, type MissingData as Missing } from '../contractFormat.ts';
import { MissingData } from './MissingData.tsx';

type Outcome = { kind: 'confirmed'; message: string } | { kind: 'refused'; message: string; missing: Missing[] };

/**
 * The renewal's confirmation (spec 3: contract confirmation): while the contract awaits it, the button;
 * while something is missing, what it is, each with the link to give it. The success message is the
 * graph's ("Bestätigung erfolgreich"), its refusals are shown as they come.
 */
export function ContractConfirm({ contract }: { contract: ContractConfirm_contract$key }) {
  const data = useFragment(
    graphql`
      fragment ContractConfirm_contract on Contract {
        id
        internalId
        status
        canConfirm
        missing
        upcomingSeason
        confirmedAt
      }
    `,
    contract,
  );
  const t = useT();
  const language = useLanguage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirm, confirming] = useMutation<ContractConfirmMutation>(graphql`
    mutation ContractConfirmMutation($contractId: ID!) {
      contractConfirm(contractId: $contractId) {
        __typename
        ... on ContractConfirmSuccess {
          message
          contracts {
            id
            status
            canConfirm
            canChange
            confirmedAt
            missing
          }
        }
        ... on ContractIncompleteError {
          missing
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const onConfirm = () => {
    if (confirming) return;
    setOutcome(null);
    confirm({
      variables: { contractId: data.id },
      onCompleted: ({ contractConfirm: result }) => {
        if (result.__typename === 'ContractConfirmSuccess')
          setOutcome({ kind: 'confirmed', message: result.message ?? t('contracts.status.CONFIRMED') });
        else
          setOutcome({
            kind: 'refused',
            message: ('message' in result && result.message) || t('error.serverErrorText'),
            missing: result.__typename === 'ContractIncompleteError' ? [...(result.missing ?? [])] : [],
          });
      },
      onError: () => setOutcome({ kind: 'refused', message: t('error.serverErrorText'), missing: [] }),
    });
  };

  const missing = data.missing.length > 0 ? data.missing : outcome?.kind === 'refused' ? outcome.missing : [];
  const asking = data.canConfirm || missing.length > 0 || outcome !== null;
  if (!asking)
    return data.status === 'CONFIRMED' && data.confirmedAt ? (
      <p className="notice contract-confirmed">
        {t('contracts.confirm.confirmedOn', { date: dayOf(data.confirmedAt, language) })}
      </p>
    ) : null;

  return (
    <section className="account-section contract-confirm" aria-labelledby="contract-confirm-title">
      <h2 id="contract-confirm-title">{t('contracts.confirm.title')}</h2>
      {outcome?.kind === 'confirmed' && (
        <p className="notice success" role="status">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <p className="notice warning" role="alert">
          {outcome.message}
        </p>
      )}
      {missing.length > 0 ? (
        <>
          <p>{t('contracts.confirm.incomplete')}</p>
          <MissingData contractId={data.internalId} missing={missing} />
        </>
      ) : (
        data.canConfirm && (
          <>
            <p>
              {t(data.status === 'SUBSCRIBER_CHANGED' ? 'contracts.confirm.askTakeover' : 'contracts.confirm.ask', {
                season: seasonLabel(data.upcomingSeason),
              })}
            </p>
            <button type="button" aria-disabled={confirming} onClick={onConfirm}>
              {confirming ? t('contracts.confirm.confirming') : t('contracts.confirm.button')}
            </button>
          </>
        )
      )}
    </section>
  );
}
