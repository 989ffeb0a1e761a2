import { useNavigate } from 'react-router';
import { paths, useLanguage } from '../../app/language.ts';
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
