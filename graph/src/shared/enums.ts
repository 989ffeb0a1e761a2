/**
 * The services spell their enumerations in their own case (`live`, `PendingPayment`); the schema's enums
 * are SCREAMING_SNAKE_CASE. These convert a value and its type alike, so the compiler checks that every
 * value a service may send is one of the GraphQL enum's.
 */

/** `live` → `LIVE`. */
export function upperCase<Value extends string>(value: Value): Uppercase<Value> {
  // toUpperCase is what the Uppercase type describes; TypeScript does not relate the two itself.
  return value.toUpperCase() as Uppercase<Value>;
}

type IsUpper<Char extends string> =
  Char extends Uppercase<Char> ? (Char extends Lowercase<Char> ? false : true) : false;
type IsLower<Char extends string> =
  Char extends Lowercase<Char> ? (Char extends Uppercase<Char> ? false : true) : false;

/** `PendingPayment` → `PENDING_PAYMENT`: a word starts where a capital follows a small letter. */
export type ScreamingSnake<
  Value extends string,
  Previous extends string = '',
> = Value extends `${infer Head}${infer Tail}`
  ? `${IsLower<Previous> extends true ? (IsUpper<Head> extends true ? '_' : '') : ''}${Uppercase<Head>}${ScreamingSnake<Tail, Head>}`
  : '';

export function screamingSnake<Value extends string>(value: Value): ScreamingSnake<Value> {
  // The replacement is the type above, written for strings.
  return value.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() as ScreamingSnake<Value>;
}
