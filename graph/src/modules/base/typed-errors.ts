import type { GraphContext } from '../../context.ts';
import { errorMessage, type NativeErrorCode } from '../../shared/native-errors.ts';

/**
 * A member of a mutation's result union that implements `Error`: its type, the native code and the
 * code's message in the request's language, plus what the type adds (the `field` a form shows it at…).
 * Each module passes its own union of error type names, so a typo is a compile error.
 */
export function typedError<Typename extends string>(
  context: GraphContext,
  typename: Typename,
  code: NativeErrorCode,
  extra: Record<string, unknown> = {},
): never {
  return { __typename: typename, code, message: errorMessage(code, context.language), ...extra } as never;
}
