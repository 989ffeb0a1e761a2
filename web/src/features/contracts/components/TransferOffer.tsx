import { graphql, useFragment } from 'react-relay/hooks';
import type { TransferOffer_transfer$key } from '../../../__generated__/TransferOffer_transfer.graphql';
import { useT } from '../../../app/language.ts';
import { readSeat } from '../contractData.ts';
import { seasonLabel, seatText } from '../contractFormat.ts';

/** What is offered: the contract, from which season, the seat and price class, and by whom. */
export function TransferOffer({ transfer: key }: { transfer: TransferOffer_transfer$key }) {
  const t = useT();
  const transfer = useFragment(
    graphql`
      fragment TransferOffer_transfer on ContractTransfer {
        direction
        email
        subscriber {
          firstName
          lastName
          email
        }
        person {
          firstName
          lastName
        }
        contractName(language: $language)
        upcomingSeason
        seat {
          ...contractData_seat
        }
        pricingClass(language: $language)
      }
    `,
    key,
  );
  const seat = transfer.seat ? seatText(readSeat(transfer.seat), t) : null;
  const subscriber = `${transfer.subscriber.firstName} ${transfer.subscriber.lastName}`.trim();
  const person = transfer.person ? `${transfer.person.firstName} ${transfer.person.lastName}`.trim() : null;
  return (
    <section className="account-section contract-offer" aria-labelledby="contract-offer-title">
      <h2 id="contract-offer-title">{transfer.contractName}</h2>
      <dl className="contract-facts">
        <div>
          <dt>{t('contracts.transfer.from')}</dt>
          <dd>{seasonLabel(transfer.upcomingSeason)}</dd>
        </div>
        {seat && (
          <div>
            <dt>{t('contracts.seat')}</dt>
            <dd>{seat}</dd>
          </div>
        )}
        {transfer.pricingClass && (
          <div>
            <dt>{t('contracts.pricingClassLabel')}</dt>
            <dd>{transfer.pricingClass}</dd>
          </div>
        )}
        {transfer.direction === 'RECEIVED' ? (
          <div>
            <dt>{t('contracts.transfer.offeredBy')}</dt>
            <dd>{t('contracts.transfer.nameAndEmail', { name: subscriber, email: transfer.subscriber.email })}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('contracts.transfer.offeredTo')}</dt>
            <dd>
              {person ? t('contracts.transfer.nameAndEmail', { name: person, email: transfer.email }) : transfer.email}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
