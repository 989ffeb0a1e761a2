import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths, useLanguage, useT } from '../../app/language.ts';
import { showToast } from '../../app/toast.ts';

/** After a change: back to the contract's page, with a confirmation. */
export function useBackToContract() {
  const navigate = useNavigate();
  const language = useLanguage();
  return (contractId: number, message: string) => {
    showToast({ message });
    void navigate(paths.contract(language, contractId));
  };
}

/** A change mutation's answer: its success, or a typed error with its message and the field it concerns. */
export interface ChangeAnswer {
  readonly __typename: string;
  readonly message?: string | null;
  readonly field?: string | null;
}

/** The success member of an answer's union; the answer itself where Relay typed the union as one object. */
type Success<Answer> = [Extract<Answer, { __typename: `${string}Success` }>] extends [never]
  ? Answer
  : Extract<Answer, { __typename: `${string}Success` }>;

/**
 * What a change page does with its mutation's answer: on success (`…Success`), back to the contract with
 * the confirmation `saved` words; a refusal at the form field `placeAt` names for it (the choice, an address
 * field), else above the form; a failed request above the form too.
 */
export function useChangeAnswers<Values extends FieldValues>(form: UseFormReturn<Values>, contractId: number) {
  const t = useT();
  const back = useBackToContract();
  return {
    answered<Answer extends ChangeAnswer>(
      answer: Answer,
      saved: (success: Success<Answer>) => string,
      placeAt: (refusal: Answer) => Path<Values> | null,
    ) {
      if (answer.__typename.endsWith('Success')) {
        back(contractId, saved(answer as Success<Answer>));
        return;
      }
      const message = answer.message || t('error.serverErrorText');
      const field = placeAt(answer);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else form.setError('root' as Path<Values>, { message });
    },
    failed: () => form.setError('root' as Path<Values>, { message: t('error.serverErrorText') }),
  };
}

/**
 * A typed error's field (`address.phone`, `email`) as a field of the form, when the form has it; null
 * for a refusal of the whole form.
 */
export function formFieldOf<Field extends string>(
  result: { readonly field?: string | null },
  fields: readonly Field[],
): Field | null {
  const field = result.field;
  return field && (fields as readonly string[]).includes(field) ? (field as Field) : null;
}
