import { useErrorText } from './Field.tsx';

/**
 * A field's or a group's error, announced as it appears and tied to its input by `id` (the input names it
 * in aria-describedby). Catalogue keys of the forms' own rules are translated (with `count` where a rule's
 * text names a limit, as the cart's quantity); the graph's typed errors come in the page's language already.
 */
export function FieldError({ id, message, count }: { id: string; message: string | undefined; count?: number }) {
  const errorText = useErrorText();
  if (!message) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {errorText(message, count === undefined ? {} : { count })}
    </p>
  );
}

/** The form's own refusal (a typed error of no one field), above the form's actions. */
export function FormRefusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="notice warning" role="alert">
      {message}
    </p>
  );
}

/** A field's error for <Field> (which ties it to the input), announced as it appears. */
export function useAlertText() {
  const errorText = useErrorText();
  return (message: string | undefined) => (message ? <span role="alert">{errorText(message)}</span> : undefined);
}
