import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ContractCard_contract$key } from '../../../__generated__/ContractCard_contract.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { readPerson, readSeat } from '../contractData.ts';
import { personText, seasonLabel, seatText } from '../contractFormat.ts';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';

/**
 * A contract in the list: what it is, its season and seat, its status, who uses the season ticket and who
 * pays for it (and who uses it next season, when that changes). The whole card leads to the contract.
 */
export function ContractCard({ contract }: { contract: ContractCard_contract$key }) {
  const data = useFragment(
    graphql`
      fragment ContractCard_contract on Contract {
        internalId
        name(language: $language)
        status
        season
        upcomingSeason
        seat {
          ...contractData_seat
        }
        subscriber {
          ...contractData_person
        }
        recipient {
          ...contractData_person
        }
        upcomingRecipient {
          ...contractData_person
        }
      }
    `,
    contract,
  );
  const t = useT();
  const language = useLanguage();
  const seat = data.seat ? seatText(readSeat(data.seat), t) : null;
  const user = personText(data.recipient ? readPerson(data.recipient) : null, t);
  const nextUser = data.upcomingRecipient ? personText(readPerson(data.upcomingRecipient), t) : null;
  const titleId = `contract-${data.internalId}-title`;
  return (
    <li className="contract-card" aria-labelledby={titleId}>
      <div className="contract-card-head">
        <h3 id={titleId}>
          <Link to={paths.contract(language, data.internalId)} className="contract-card-link">
            {data.name}
          </Link>
        </h3>
        <ContractStatusBadge status={data.status} />
      </div>
      <dl className="contract-facts">
        <div>
          <dt>{t('contracts.season')}</dt>
          <dd>{seasonLabel(data.season)}</dd>
        </div>
        {seat && (
          <div>
            <dt>{t('contracts.seat')}</dt>
            <dd>{seat}</dd>
          </div>
        )}
        <div>
          <dt>{t('contracts.usedBy')}</dt>
          <dd>{user}</dd>
        </div>
        {nextUser && nextUser !== user && (
          <div>
            <dt>{t('contracts.usedFrom', { season: seasonLabel(data.upcomingSeason) })}</dt>
            <dd>{nextUser}</dd>
          </div>
        )}
        <div>
          <dt>{t('contracts.paidBy')}</dt>
          <dd>{personText(readPerson(data.subscriber), t)}</dd>
        </div>
      </dl>
    </li>
  );
}
