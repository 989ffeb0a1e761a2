import { useErrorText } from '../../../forms/Field.tsx';

/**
 * A field's error under it. zod schemas carry catalogue keys, which are translated here (`count` for the
 * quantity's limit); the cart's typed errors arrive as messages the graph already wrote in the page's language.
 */
export function FieldError({ id, text, count }: { id: string; text: string | undefined; count?: number }) {
  const errorText = useErrorText();
  if (!text) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {errorText(text, { count })}
    </p>
  );
}

/**
 * A form's submit handler that does nothing while the last submission is on its way. Forms mark their
 * button aria-disabled instead of disabled then: a disabled button loses focus (to <body>), and a
 * screen reader user would have to find their place again after every add to cart or code redemption.
 */
export function whenIdle<Values>(busy: boolean, onSubmit: (values: Values) => void) {
  return (values: Values) => {
    if (!busy) onSubmit(values);
  };
}
