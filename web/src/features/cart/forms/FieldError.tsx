import { useT } from '../../../app/language.ts';

/**
 * A field's error under it. zod schemas carry catalogue keys (`cart.required`), which are translated here;
 * the cart's typed errors arrive as messages the graph already wrote in the page's language.
 */
export function FieldError({ id, text, count }: { id: string; text: string | undefined; count?: number }) {
  const t = useT();
  if (!text) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {text.startsWith('cart.') ? t(text as 'cart.required', { count }) : text}
    </p>
  );
}
