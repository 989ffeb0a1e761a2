import type { ReactNode } from 'react';
import { useT } from '../app/language.ts';

/**
 * A form error's text: the forms' rules carry catalogue keys (the shared `forms.errors.*` of forms/zod.ts, or
 * a form's own), the graph's typed errors their message in the page's language already.
 */
export function useErrorText() {
  const t = useT();
  return (message: string | undefined, values: Record<string, unknown> = {}) =>
    message === undefined ? undefined : t(message as 'forms.errors.required', { defaultValue: message, ...values });
}

/** The accessibility attributes of a field's input: invalid, described by its hint and its error. */
export function describedBy(id: string, { error, hint }: { error?: unknown; hint?: boolean }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': ids || undefined };
}

/** A labelled field with an optional hint and its error below the input. */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="fine-print"> ({t('checkout.optional')})</span>}
      </label>
      {children}
      {hint && (
        <p className="fine-print" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <div className="field-error" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
