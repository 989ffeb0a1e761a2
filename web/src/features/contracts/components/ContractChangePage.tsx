import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { ContractChangePage_contract$key } from '../../../__generated__/ContractChangePage_contract.graphql';
import type { ContractChangePage_query$key } from '../../../__generated__/ContractChangePage_query.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../../app/language.ts';
import type { Language } from '../../../app/pages.ts';
import { ContractsLayout } from './ContractsLayout.tsx';
import { readSeat } from '../contractData.ts';
import { seasonLabel, seatText } from '../contractFormat.ts';

/**
 * A page that changes one contract (its price class, ticket medium, payment method, an address, its
 * termination): the contracts' layout titled `title`, at `path` in every language; the contract's frame
 * around what `children` makes of the contract, or "not found" when it is not the viewer's.
 */
export function ContractChangePage<Contract extends ContractChangePage_contract$key>({
  query,
  contract,
  title,
  path,
  children,
}: {
  query: ContractChangePage_query$key;
  contract: Contract | null | undefined;
  title: string;
  path: (language: Language, contractId: string) => string;
  children: (contract: Contract) => ReactNode;
}) {
  const { contractId = '' } = useParams();
  const layout = useFragment(
    graphql`
      fragment ContractChangePage_query on Query {
        ...ContractsLayout_query
      }
    `,
    query,
  );
  return (
    <ContractsLayout query={layout} title={title} alternates={pathsIn((language) => path(language, contractId))}>
      {contract ? (
        <ContractChangeFrame contract={contract}>{children(contract)}</ContractChangeFrame>
      ) : (
        <ContractNotFound />
      )}
    </ContractsLayout>
  );
}

/**
 * The frame of a change page: which contract it is (name, season, seat), then the form, or why the
 * contract cannot change now: the recipient asks the subscriber (by name), a pending transfer is taken
 * back first, an ended contract changes no more. Below, the way back to the contract.
 */
function ContractChangeFrame({
  contract,
  children,
}: {
  contract: ContractChangePage_contract$key;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment ContractChangePage_contract on Contract {
        internalId
        name(language: $language)
        season
        seat {
          ...contractData_seat
        }
        role
        status
        canChange
        pendingTransfer {
          __typename
        }
        subscriber {
          firstName
          lastName
        }
      }
    `,
    contract,
  );
  const t = useT();
  const language = useLanguage();
  const context = [
    data.name,
    t('contracts.seasonValue', { season: seasonLabel(data.season) }),
    data.seat ? seatText(readSeat(data.seat), t) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  let content = children;
  if (data.role === 'RECIPIENT')
    content = (
      <p className="notice">
        {t('contracts.detail.recipientNote', {
          name: `${data.subscriber.firstName} ${data.subscriber.lastName}`.trim(),
        })}
      </p>
    );
  else if (!data.canChange)
    content = (
      <p className="notice">
        {data.pendingTransfer
          ? t('contracts.detail.locked')
          : data.status === 'TERMINATED' || data.status === 'TRANSFERRED'
            ? t('contracts.change.ended')
            : t('contracts.change.notNow')}
      </p>
    );
  return (
    <>
      <p className="lead contract-context">{context}</p>
      {content}
      <Link to={paths.contract(language, data.internalId)} className="back-link">
        {t('contracts.detail.backToContract')}
      </Link>
    </>
  );
}

/** A change page's contract that is not the viewer's (or does not exist). */
function ContractNotFound() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <div className="empty">
        <p>{t('contracts.detail.notFound')}</p>
      </div>
      <Link to={paths.contracts(language)} className="back-link">
        {t('contracts.detail.backToList')}
      </Link>
    </>
  );
}
