import { graphql, useFragment } from 'react-relay/hooks';
import type { ContractFacts_contract$key } from '../../../__generated__/ContractFacts_contract.graphql';
import { useLanguage, useT } from '../../../app/language.ts';
import { formatMoney } from '../../../components/money.ts';
import { readMoney, readPerson, readSeat } from '../contractData.ts';
import { dateText, personText, seasonLabel, seatText } from '../contractFormat.ts';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';

/**
 * A contract at a glance, for its subscriber and its recipient alike: status, season, seat, price class
 * and ticket format, who uses the season ticket (now and next season), who pays, and when it renews or
 * ends.
 */
export function ContractFacts({ contract }: { contract: ContractFacts_contract$key }) {
  const data = useFragment(
    graphql`
      fragment ContractFacts_contract on Contract {
        status
        season
        upcomingSeason
        seat {
          ...contractData_seat
        }
        venue
        pricingClass {
          name(language: $language)
          price {
            ...contractData_money
          }
        }
        ticketMedium {
          name(language: $language)
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
        renewalDate
        endsOn
      }
    `,
    contract,
  );
  const t = useT();
  const language = useLanguage();
  const seat = data.seat ? seatText(readSeat(data.seat), t) : null;
  const user = personText(data.recipient ? readPerson(data.recipient) : null, t);
  const nextUser = data.upcomingRecipient ? personText(readPerson(data.upcomingRecipient), t) : null;
  const facts: [string, string][] = [[t('contracts.season'), seasonLabel(data.season)]];
  if (seat) facts.push([t('contracts.seat'), seat]);
  if (data.venue) facts.push([t('contracts.venue'), data.venue]);
  if (data.pricingClass)
    facts.push([
      t('contracts.pricingClassLabel'),
      t('contracts.pricingClassValue', {
        name: data.pricingClass.name,
        price: formatMoney(readMoney(data.pricingClass.price), language),
      }),
    ]);
  if (data.ticketMedium) facts.push([t('contracts.ticketMediumLabel'), data.ticketMedium.name]);
  facts.push([t('contracts.usedBy'), user]);
  if (nextUser && nextUser !== user)
    facts.push([t('contracts.usedFrom', { season: seasonLabel(data.upcomingSeason) }), nextUser]);
  facts.push([t('contracts.paidBy'), personText(readPerson(data.subscriber), t)]);
  facts.push(
    data.endsOn
      ? [t('contracts.endsOn'), dateText(data.endsOn, language)]
      : [t('contracts.renewsOn'), dateText(data.renewalDate, language)],
  );
  return (
    <section className="account-section contract-overview" aria-labelledby="contract-overview-title">
      <div className="contract-card-head">
        <h2 id="contract-overview-title">{t('contracts.detail.overview')}</h2>
        <ContractStatusBadge status={data.status} />
      </div>
      <dl className="contract-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
