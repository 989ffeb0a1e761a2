import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { FieldError, FormRefusal } from '../../../forms/FieldError.tsx';

/**
 * One of a contract's options (a payment method, a price class, a ticket format), which must differ from
 * the current one: choosing what the contract has already changes nothing.
 */
export const choiceSchema = (current: string | null, required: string) =>
  z
    .object({ choice: z.string().min(1, required) })
    .refine((values) => values.choice !== current, { path: ['choice'], message: 'contracts.errors.sameChoice' });
export type ChoiceValues = z.infer<ReturnType<typeof choiceSchema>>;

export interface Choice {
  value: string;
  label: string;
  /** A second line: the price, the fee, what it means. */
  detail?: ReactNode;
  current: boolean;
}

/**
 * A list of options as radio buttons in a labelled group, the current one marked, and the group's error
 * tied to it. Presentational: the page owns the form and knows the options.
 */
export function ChoiceForm({
  form,
  onSubmit,
  idPrefix,
  legend,
  hint,
  choices,
  note,
  submitLabel,
  saving,
}: {
  form: UseFormReturn<ChoiceValues>;
  onSubmit: (values: ChoiceValues) => void;
  idPrefix: string;
  legend: string;
  hint?: string;
  choices: readonly Choice[];
  /** Below the choices: what the choice made implies (a shipping address it needs). */
  note?: ReactNode;
  submitLabel: string;
  saving: boolean;
}) {
  const t = useT();
  const error = form.formState.errors.choice;
  const describedBy = [hint ? `${idPrefix}-hint` : null, error ? `${idPrefix}-error` : null].filter(Boolean).join(' ');
  return (
    <form className="account-form contract-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset aria-describedby={describedBy || undefined}>
        <legend>{legend}</legend>
        {hint && (
          <p className="fine-print" id={`${idPrefix}-hint`}>
            {hint}
          </p>
        )}
        {choices.map((choice) => (
          <label key={choice.value} className="radio contract-choice">
            <input type="radio" value={choice.value} {...form.register('choice')} />
            <span>
              <strong>
                {choice.label}
                {choice.current && <span className="badge muted">{t('contracts.current')}</span>}
              </strong>
              {choice.detail && <span className="fine-print">{choice.detail}</span>}
            </span>
          </label>
        ))}
        <FieldError id={`${idPrefix}-error`} message={error?.message} />
      </fieldset>
      {note}
      <FormRefusal message={form.formState.errors.root?.message} />
      <div className="account-form-actions">
        <button type="submit" aria-disabled={saving}>
          {saving ? t('account.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
