import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { FieldError, FormRefusal } from '../../../forms/FieldError.tsx';
import { z } from '../../../forms/zod.ts';

/** A plan and a stored payment method to pay it with: both chosen from what the page offers. */
export const videoSubscriptionSchema = z.object({
  planCode: z.string().min(1, 'forms.errors.choose'),
  paymentMethodId: z.string().min(1, 'forms.errors.choose'),
});
export type VideoSubscriptionValues = z.infer<typeof videoSubscriptionSchema>;

export interface PlanChoice {
  code: string;
  /** Its name and price per period, as the fan reads it. */
  label: string;
}

export interface MethodChoice {
  id: string;
  label: string;
}

/** Choosing a Club TV plan and a stored payment method, and subscribing. Presentational. */
export function VideoSubscriptionForm({
  form,
  onSubmit,
  plans,
  methods,
  paying,
}: {
  form: UseFormReturn<VideoSubscriptionValues>;
  onSubmit: (values: VideoSubscriptionValues) => void;
  plans: readonly PlanChoice[];
  methods: readonly MethodChoice[];
  paying: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const errors = form.formState.errors;
  return (
    <form className="subscription-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal message={errors.root?.message} />
      <fieldset
        className="subscription-choices"
        aria-invalid={Boolean(errors.planCode)}
        aria-describedby={errors.planCode ? 'plan-error' : undefined}
      >
        <legend>{t('videoSubscription.plans')}</legend>
        {plans.map((plan) => (
          <label key={plan.code} className="subscription-choice">
            <input type="radio" value={plan.code} {...form.register('planCode')} />
            <span>{plan.label}</span>
          </label>
        ))}
        <FieldError id="plan-error" message={errors.planCode?.message} />
      </fieldset>
      <fieldset
        className="subscription-choices"
        aria-invalid={Boolean(errors.paymentMethodId)}
        aria-describedby={errors.paymentMethodId ? 'method-error' : undefined}
      >
        <legend>{t('videoSubscription.method')}</legend>
        {methods.length === 0 && <p>{t('videoSubscription.noMethods')}</p>}
        {methods.map((method) => (
          <label key={method.id} className="subscription-choice">
            <input type="radio" value={method.id} {...form.register('paymentMethodId')} />
            <span>{method.label}</span>
          </label>
        ))}
        <FieldError id="method-error" message={errors.paymentMethodId?.message} />
        <p className="fine-print">
          <Link to={paths.paymentMethods(language)}>{t('videoSubscription.addMethod')}</Link>{' '}
          {t('videoSubscription.addMethodHint')}
        </p>
      </fieldset>
      <p className="fine-print">{t('videoSubscription.renewHint')}</p>
      <button type="submit" aria-disabled={paying || methods.length === 0}>
        {paying ? t('videoSubscription.submitting') : t('videoSubscription.submit')}
      </button>
    </form>
  );
}
