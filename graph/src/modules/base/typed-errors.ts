import type { ErrorCode, ResolversParentTypes } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import { errorMessage, type NativeErrorCode } from '../../shared/native-errors.ts';
import { UpstreamError } from '../../upstreams/http.ts';

/** The name of every object type of the schema that implements `Error`, as codegen generated it. */
export type ErrorTypename = {
  [Name in keyof ResolversParentTypes]: ResolversParentTypes[Name] extends {
    __typename?: Name;
    code: ErrorCode;
    message: string;
  }
    ? Name
    : never;
}[keyof ResolversParentTypes];

/**
 * A typed error as a resolver returns it: the generated type, its `__typename` set. For a union of
 * names it is the union of their errors, so a switch on `__typename` narrows it.
 */
export type TypedError<Name extends ErrorTypename> = Name extends ErrorTypename
  ? ResolversParentTypes[Name] & { __typename: Name }
  : never;

/** What a typed error adds to the code and message every error has (the `field` a form shows it at…). */
type ErrorFields<Name extends ErrorTypename> = Omit<ResolversParentTypes[Name], '__typename' | 'code' | 'message'> & {
  /** The code's message refined for the case (e.g. by the reason the service gave); the code's own text if absent. */
  message?: string;
};

/** The extra fields as an argument: optional when the type adds none that are required. */
type ErrorFieldsArgument<Name extends ErrorTypename> =
  Record<string, never> extends Omit<ResolversParentTypes[Name], '__typename' | 'code' | 'message'>
    ? [extra?: ErrorFields<Name>]
    : [extra: ErrorFields<Name>];

/**
 * A member of a mutation's result union that implements `Error`: its type, the native code and the
 * code's message in the request's language, plus what the type adds. The generated types check the
 * name, the extra fields and, where the resolver returns it, that the union holds the type.
 */
export function typedError<Name extends ErrorTypename>(
  context: Pick<GraphContext, 'language'>,
  typename: Name,
  code: NativeErrorCode,
  ...[extra]: ErrorFieldsArgument<Name>
): TypedError<Name> {
  // Every native code is one of the schema's ErrorCode values: this assignment fails to compile otherwise.
  const error: { __typename: Name; code: ErrorCode; message: string } = {
    __typename: typename,
    code,
    message: errorMessage(code, context.language),
  };
  // TypeScript does not relate a spread of generic types to the generic type; the signature holds callers to it.
  return { ...error, ...extra } as unknown as TypedError<Name>;
}

/** The problem+json a service refused a call with. */
export type Refusal = { status: number; problem: NonNullable<UpstreamError['problem']> };

/**
 * The service's refusal (a non-2xx answer) behind a failed call; anything else (a timeout, a failing
 * or unreachable service, a broken answer) is thrown on, to be masked as UPSTREAM_UNAVAILABLE.
 */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof UpstreamError) || error.kind !== 'status' || error.status === undefined) throw error;
  return { status: error.status, problem: error.problem ?? {} };
}

/**
 * The typed error when the mutation's result union holds its type; otherwise the failure it stands for
 * (`cause`) is thrown on, so a refusal is never answered as a type the client cannot expect.
 */
export function withinUnion<Allowed extends ErrorTypename>(
  allowed: ReadonlySet<Allowed> | readonly Allowed[],
  typed: TypedError<ErrorTypename>,
  cause: unknown,
): TypedError<Allowed> {
  if (!isWithin(allowed, typed)) throw cause;
  return typed;
}

/** Whether the mutation's result union (`allowed`) holds the typed error's type. */
export function isWithin<Allowed extends ErrorTypename>(
  allowed: ReadonlySet<Allowed> | readonly Allowed[],
  typed: TypedError<ErrorTypename>,
): typed is TypedError<Allowed> {
  const names: ReadonlySet<string> | readonly string[] = allowed;
  return 'has' in names ? names.has(typed.__typename) : names.includes(typed.__typename);
}

/** The error types a mutation's result union holds, for `withinUnion`. */
export function errorUnion<const Names extends readonly ErrorTypename[]>(...names: Names): ReadonlySet<Names[number]> {
  return new Set(names);
}
