import { useT } from '../../../app/language.ts';

export const OFFER_STEPS = ['address', 'payout', 'review'] as const;
export type OfferStep = (typeof OFFER_STEPS)[number];

/** Offering a ticket on the marketplace, step by step: billing address, payout, review and offer. */
export function OfferSteps({ current }: { current: OfferStep }) {
  const t = useT();
  const index = OFFER_STEPS.indexOf(current);
  return (
    <ol className="offer-steps" aria-label={t('tickets.sell.progress')}>
      {OFFER_STEPS.map((step, position) => (
        <li
          key={step}
          className={position < index ? 'done' : position === index ? 'current' : undefined}
          aria-current={position === index ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {position + 1}
          </span>{' '}
          {t(`tickets.sell.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
