import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../../app/language.ts';
import { formatMoney, formatPercent } from '../../../components/money.ts';
import { stateLabel, type MarketplaceOfferState, type PayoutType } from '../marketplaceData.ts';

/**
 * An offer on the marketplace as plain data: its state with what it means for the seller, and how the
 * ticket's price splits into fees and payout. Relay-free: the ticket's page, the offer flow and the
 * marketplace history show the same markup.
 */

interface Money {
  readonly amount: string;
  readonly currencyCode: string;
}

/** The state as a badge ("Im Verkauf", "Verkauft", …). */
export function OfferStateBadge({ state }: { state: MarketplaceOfferState }) {
  const t = useT();
  const label = stateLabel(state);
  return (
    <span className={`transfer-state marketplace-state ${label.toLowerCase()}`}>
      {t(`tickets.marketplace.states.${label}`)}
    </span>
  );
}

/** What the state means for the seller: on sale, paid out, failed (and what to do then). */
export function OfferStateText({ state }: { state: MarketplaceOfferState }) {
  const t = useT();
  return <p className="marketplace-state-text">{t(`tickets.marketplace.stateDetails.${state}`)}</p>;
}

/** How the seller is paid: the payout type and, for a card or PayPal, the account. */
export function payoutText(payoutType: PayoutType, methodLabel: string | null, t: ReturnType<typeof useT>): string {
  const type = t(`tickets.marketplace.payoutTypes.${payoutType}`);
  return methodLabel ? `${type}: ${methodLabel}` : type;
}

/**
 * The ticket's price, the handling (sale) fee, the reimbursement fee and what is paid out; the fees' rates
 * where known (a quote has them, an offer does not).
 */
export function FeeSplit({
  ticketPrice,
  handlingFee,
  handlingFeePercent,
  reimbursementFee,
  reimbursementFeePercent,
  payoutAmount,
  before,
}: {
  ticketPrice: Money;
  handlingFee: Money;
  handlingFeePercent?: string | null;
  reimbursementFee: Money;
  reimbursementFeePercent?: string | null;
  payoutAmount: Money;
  /** Facts shown before the amounts (the payout type). */
  before?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const fee = (label: 'handlingFee' | 'reimbursementFee', percent: string | null | undefined) =>
    percent != null
      ? t(`tickets.marketplace.facts.${label}Percent`, { percent: formatPercent(percent, language) })
      : t(`tickets.marketplace.facts.${label}`);
  return (
    <dl className="fee-split">
      {before}
      <div>
        <dt>{t('tickets.marketplace.facts.ticketPrice')}</dt>
        <dd>{formatMoney(ticketPrice, language)}</dd>
      </div>
      <div>
        <dt>{fee('handlingFee', handlingFeePercent)}</dt>
        <dd>−{formatMoney(handlingFee, language)}</dd>
      </div>
      <div>
        <dt>{fee('reimbursementFee', reimbursementFeePercent)}</dt>
        <dd>−{formatMoney(reimbursementFee, language)}</dd>
      </div>
      <div className="fee-split-total">
        <dt>{t('tickets.marketplace.facts.payoutAmount')}</dt>
        <dd>{formatMoney(payoutAmount, language)}</dd>
      </div>
    </dl>
  );
}

/** A stored card or PayPal account as the payout choices name it: "Visa •••• 4242", the PayPal e-mail. */
export function storedMethodLabel(
  method: {
    readonly kind: string;
    readonly cardBrand?: string | null;
    readonly last4?: string | null;
    readonly payPalEmail?: string | null;
  },
  t: ReturnType<typeof useT>,
): string {
  if (method.kind === 'PAY_PAL') return method.payPalEmail ?? t('tickets.marketplace.payoutTypes.PAY_PAL');
  return t('account.paymentMethods.card', {
    brand: method.cardBrand
      ? method.cardBrand.charAt(0).toUpperCase() + method.cardBrand.slice(1)
      : t('account.paymentMethods.cardUnknown'),
    last4: method.last4 ?? '····',
  });
}
