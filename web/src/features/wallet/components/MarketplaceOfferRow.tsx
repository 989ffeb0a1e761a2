import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MarketplaceOfferRow_offer$key } from '../../../__generated__/MarketplaceOfferRow_offer.graphql';
import type { MarketplaceOfferRow_paymentMethods$key } from '../../../__generated__/MarketplaceOfferRow_paymentMethods.graphql';
import { useLanguage, useT } from '../../../app/language.ts';
import type { StoredPayoutMethod } from '../forms/PayoutForm.tsx';
import { readMarketplaceOffer, readMarketplaceTicket, stateLabel } from '../marketplaceData.ts';
import { dateTimeText, kickoffText, placeText, ticketTitle } from '../../../components/ticketFormat.ts';
import { FeeSplit, OfferStateBadge, OfferStateText, payoutText, storedMethodLabel } from './MarketplaceOfferView.tsx';
import { PayoutRetry } from './PayoutRetry.tsx';
import { VoucherCode } from './VoucherCode.tsx';

/**
 * One offer of the marketplace history: which ticket, its state and what it means, how it is paid out
 * with the fee split, its dates, a voucher's code to copy, and for a failed payout the way to retry it
 * with a stored card or PayPal account.
 */
export function MarketplaceOfferRow({
  offer,
  paymentMethods,
}: {
  offer: MarketplaceOfferRow_offer$key;
  /** The viewer's stored payment methods, for a retry; null when they cannot be loaded. */
  paymentMethods: MarketplaceOfferRow_paymentMethods$key | null;
}) {
  const data = useFragment(
    graphql`
      fragment MarketplaceOfferRow_offer on MarketplaceOffer {
        id
        internalId
        canRetry
        voucherCode
        failureReason(language: $language)
        ticket {
          ...marketplaceData_ticket
        }
        ...marketplaceData_offer
      }
    `,
    offer,
  );
  const methods = useFragment(
    graphql`
      fragment MarketplaceOfferRow_paymentMethods on StoredPaymentMethod @relay(plural: true) {
        id
        kind
        cardBrand
        last4
        payPalEmail
      }
    `,
    paymentMethods,
  );
  const t = useT();
  const language = useLanguage();
  const [retried, setRetried] = useState<string | null>(null);
  const plain = readMarketplaceOffer(data);
  const ticket = readMarketplaceTicket(data.ticket);
  const headingId = `marketplace-offer-${data.internalId}`;
  // Payouts go to cards and PayPal accounts; a SEPA mandate only collects.
  const choices: StoredPayoutMethod[] = (methods ?? [])
    .filter((method) => method.kind === 'CREDIT_CARD' || method.kind === 'PAY_PAL')
    .map((method) => ({
      id: method.id,
      label: `${t(`tickets.marketplace.payoutTypes.${method.kind === 'PAY_PAL' ? 'PAY_PAL' : 'CREDIT_CARD'}`)}: ${storedMethodLabel(
        { kind: method.kind, cardBrand: method.cardBrand, last4: method.last4, payPalEmail: method.payPalEmail },
        t,
      )}`,
    }));
  const dates = [
    t('tickets.marketplaceOffers.createdAt', { date: dateTimeText(plain.createdAt, language) }),
    plain.soldAt && t('tickets.marketplaceOffers.soldAt', { date: dateTimeText(plain.soldAt, language) }),
    plain.paidOutAt && t('tickets.marketplaceOffers.paidOutAt', { date: dateTimeText(plain.paidOutAt, language) }),
  ].filter(Boolean);

  return (
    <li className="transfer-item marketplace-item" aria-labelledby={`${headingId} ${headingId}-place`}>
      <div className="transfer-head">
        <OfferStateBadge state={plain.state} />
      </div>
      <h2 id={headingId}>{ticketTitle(ticket, t)}</h2>
      {ticket.event && <p>{kickoffText(ticket.event, language, t)}</p>}
      <p>
        <span id={`${headingId}-place`}>{placeText(ticket, t)}</span> · {ticket.pricingClass}
      </p>
      <OfferStateText state={plain.state} />
      {data.failureReason && <p>{t('tickets.marketplaceOffers.failureReason', { reason: data.failureReason })}</p>}
      <FeeSplit
        ticketPrice={plain.ticketPrice}
        handlingFee={plain.handlingFee}
        reimbursementFee={plain.reimbursementFee}
        payoutAmount={plain.payoutAmount}
        before={
          <div>
            <dt>{t('tickets.marketplace.facts.payout')}</dt>
            <dd>{payoutText(plain.payoutType, plain.paymentMethodLabel, t)}</dd>
          </div>
        }
      />
      <p className="fine-print">{dates.join(' · ')}</p>
      {data.voucherCode && <VoucherCode code={data.voucherCode} id={`${headingId}-voucher`} />}
      {(data.canRetry || retried) && (
        <div className="payout-retry">
          <p role="status">{retried}</p>
          {data.canRetry && (
            <PayoutRetry
              offerId={data.id}
              methods={choices}
              idPrefix={`${headingId}-retry`}
              onRetried={(state) =>
                setRetried(
                  t('tickets.marketplaceOffers.retried', {
                    state: t(`tickets.marketplace.states.${stateLabel(state)}`),
                  }),
                )
              }
            />
          )}
        </div>
      )}
    </li>
  );
}
