import { graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { ContractPageQuery } from '../../__generated__/ContractPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { ContractConfirm } from './components/ContractConfirm.tsx';
import { ContractDetails } from './components/ContractDetails.tsx';
import { ContractFacts } from './components/ContractFacts.tsx';
import { ContractPendingTransfer } from './components/ContractPendingTransfer.tsx';
import { ContractsLayout } from './components/ContractsLayout.tsx';
import { dateText, dayOf } from './contractFormat.ts';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractPageQuery = graphql`
  query ContractPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractsLayout_query
    viewer {
      contract(id: $id) @include(if: $signedIn) {
        name(language: $language)
        role
        status
        canChange
        endsOn
        renewalDate
        terminatedAt
        terminationReason {
          text(language: $language)
        }
        subscriber {
          firstName
          lastName
        }
        pendingTransfer {
          __typename
        }
        ...ContractFacts_contract
        ...ContractConfirm_contract
        ...ContractPendingTransfer_contract
        ...ContractDetails_contract
      }
    }
  }
`;

/**
 * A season-ticket contract (spec 3: season ticket detail). Its recipient reads it and is told to ask the
 * subscriber, by name, for changes. Its subscriber confirms the renewal (or sees what is still missing),
 * sees a pending change of recipient or transfer with the way to take it back, and finds each change on
 * a page of its own. A terminated or transferred contract says when it ends and why.
 */
export function ContractPage() {
  const data = usePageQuery<ContractPageQuery>(contractPageQuery);
  const { contractId: id = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const contract = data.viewer.contract;
  const alternates = pathsIn((other) => paths.contract(other, id));
  const back = (
    <Link to={paths.contracts(language)} className="back-link">
      {t('contracts.detail.backToList')}
    </Link>
  );

  if (!contract)
    return (
      <ContractsLayout query={data} title={t('contracts.detail.notFoundTitle')} alternates={alternates}>
        <div className="empty">
          <p>{t('contracts.detail.notFound')}</p>
        </div>
        {back}
      </ContractsLayout>
    );

  const subscriber = `${contract.subscriber.firstName} ${contract.subscriber.lastName}`.trim();
  const ends = contract.endsOn ?? contract.renewalDate;
  let ended = null;
  if (contract.status === 'TERMINATED')
    ended = (
      <div className="notice contract-ended">
        <p>
          {contract.terminatedAt
            ? t('contracts.detail.terminated', {
                date: dateText(ends, language),
                terminatedOn: dayOf(contract.terminatedAt, language),
              })
            : t('contracts.detail.terminatedNoDate', { date: dateText(ends, language) })}
        </p>
        {contract.terminationReason && (
          <p>{t('contracts.detail.reason', { reason: contract.terminationReason.text })}</p>
        )}
      </div>
    );
  else if (contract.status === 'TRANSFERRED')
    ended = (
      <div className="notice contract-ended">
        <p>{t('contracts.detail.transferred', { date: dateText(ends, language) })}</p>
      </div>
    );

  return (
    <ContractsLayout query={data} title={contract.name} alternates={alternates}>
      {ended}
      {contract.role === 'RECIPIENT' ? (
        <>
          <ContractFacts contract={contract} />
          <section className="account-section contract-ask" aria-labelledby="contract-ask-title">
            <h2 id="contract-ask-title">{t('contracts.detail.recipientTitle')}</h2>
            <p>{t('contracts.detail.recipientNote', { name: subscriber })}</p>
          </section>
        </>
      ) : (
        <>
          <ContractConfirm contract={contract} />
          <ContractFacts contract={contract} />
          <ContractPendingTransfer contract={contract} />
          {!contract.canChange && contract.pendingTransfer && <p className="notice">{t('contracts.detail.locked')}</p>}
          <ContractDetails contract={contract} />
        </>
      )}
      {back}
    </ContractsLayout>
  );
}
