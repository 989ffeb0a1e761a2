import { graphql } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { ContractsPageQuery } from '../../__generated__/ContractsPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ContractCard } from './components/ContractCard.tsx';
import { ContractsLayout } from './components/ContractsLayout.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractsPageQuery = graphql`
  query ContractsPageQuery($language: Language!, $signedIn: Boolean!) {
    ...ContractsLayout_query
    viewer {
      contracts @include(if: $signedIn) {
        ownTicket {
          id
          ...ContractCard_contract
        }
        otherOwnTickets {
          id
          ...ContractCard_contract
        }
        otherTickets {
          id
          ...ContractCard_contract
        }
      }
    }
  }
`;

/** The groups in the order the spec names them (spec 3 section 3). */
const GROUPS = ['ownTicket', 'otherOwnTickets', 'otherTickets'] as const;

/**
 * The person's season-ticket contracts in three groups: the season ticket they pay for and use, the ones
 * they pay for and others use, and the ones others pay for and they use (read-only). Each card leads to
 * the contract.
 */
export function ContractsPage() {
  const data = usePageQuery<ContractsPageQuery>(contractsPageQuery);
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const contracts = data.viewer.contracts;
  const groups = contracts && {
    ownTicket: contracts.ownTicket,
    otherOwnTickets: contracts.otherOwnTickets,
    otherTickets: contracts.otherTickets,
  };

  let content;
  if (!groups)
    content = (
      <ErrorState
        message={t('contracts.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  else if (GROUPS.every((group) => groups[group].length === 0))
    content = (
      <div className="empty">
        <p>{t('contracts.empty')}</p>
        <Link to={paths.site(language, 'tickets')} className="button">
          {t('tickets.toTicketShop')}
        </Link>
      </div>
    );
  else
    content = GROUPS.filter((group) => groups[group].length > 0).map((group) => (
      <section key={group} className="account-section contract-group" aria-labelledby={`group-${group}`}>
        <h2 id={`group-${group}`}>{t(`contracts.groups.${group}.title`)}</h2>
        <p className="fine-print">{t(`contracts.groups.${group}.hint`)}</p>
        <ul className="contract-list" aria-labelledby={`group-${group}`}>
          {groups[group].map((contract) => (
            <ContractCard key={contract.id} contract={contract} />
          ))}
        </ul>
      </section>
    ));

  return (
    <ContractsLayout query={data} title={t('contracts.title')} alternates={pathsIn(paths.contracts)}>
      {content}
    </ContractsLayout>
  );
}
