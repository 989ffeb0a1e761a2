import { useT } from '../../../app/language.ts';

export const STEPS = ['address', 'payment', 'review', 'waiting'] as const;
export type Step = (typeof STEPS)[number];

/** The checkout's progress: address, shipping and payment, review and order, waiting (spec 2 section 2). */
export function CheckoutSteps({ current }: { current: Step }) {
  const t = useT();
  const index = STEPS.indexOf(current);
  return (
    <ol className="checkout-steps" aria-label={t('checkout.progress')}>
      {STEPS.map((step, position) => (
        <li
          key={step}
          className={position < index ? 'done' : position === index ? 'current' : undefined}
          aria-current={position === index ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {position + 1}
          </span>{' '}
          {t(`checkout.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
