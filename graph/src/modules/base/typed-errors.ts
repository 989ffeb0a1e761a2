import type { ErrorCode, ResolversParentTypes } from '../../__generated__/resolvers-types.ts';
import type { GraphContext } from '../../context.ts';
import {
  errorMessage,
  isNativeErrorCode,
  nativeErrors,
  type ErrorTypename,
  type NativeError,
  type NativeErrorCode,
} from '../../shared/native-errors.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';

export type { ErrorTypename };

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

/** The error types a mutation's result union holds, for `typedRefusal`. */
export function errorUnion<const Names extends readonly ErrorTypename[]>(...names: Names): ReadonlySet<Names[number]> {
  return new Set(names);
}

/** How a domain reads its service's refusals beyond the code table, and what its error types add. */
export interface RefusalReading {
  /**
   * The native code a refusal stands for where the domain reads it otherwise than by its `errorCode`: a bare
   * 403, a field-level 400, a code worded for the case. Undefined leaves it to the code, then the status.
   */
  codeOf?: (refusal: Refusal) => NativeErrorCode | undefined;
  /**
   * Of the code's types that the union holds, the one for this refusal, where a union holds two (the table's
   * test lists each such union with the reason).
   */
  typeOf?: (code: NativeErrorCode, refusal: Refusal) => ErrorTypename | undefined;
  /** The graph's input field for a field the service or the table names (nested in the input, renamed). */
  fieldOf?: (field: string) => string;
  /** What the type adds to code, message and field for this refusal (how many are left, the state …). */
  detailsOf?: (code: NativeErrorCode, refusal: Refusal) => Record<string, unknown> | undefined;
  /** The case the message is worded for (an operation); the service's `reason` by default. */
  refinement?: string;
}

/** The code a refusal without a native code of its own stands for by its status alone. */
const codeOfStatus: Partial<Record<number, NativeErrorCode>> = {
  400: 'INVALID_INPUT',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_ATTEMPTS',
};

/**
 * The one mapper from a service's refusal (problem+json) to the mutation's result-union member: the native
 * code (by the domain's reading, the problem's `errorCode`, or the status), its type from the code table
 * (graph/src/shared/native-errors.ts) that the union `allowed` holds, the field it concerns and its message
 * in the request's language. A failure that is no refusal, a code the table lacks, and a refusal the union
 * holds no type for are thrown on (masked as UPSTREAM_UNAVAILABLE), so a client never gets a type it
 * cannot expect.
 */
export function typedRefusal<Allowed extends ErrorTypename>(
  context: Pick<GraphContext, 'language'>,
  error: unknown,
  allowed: ReadonlySet<Allowed> | readonly Allowed[],
  reading: RefusalReading = {},
): TypedError<Allowed> {
  const refusal = refusalOf(error);
  const { status, problem } = refusal;
  const code =
    reading.codeOf?.(refusal) ?? (isNativeErrorCode(problem.errorCode) ? problem.errorCode : codeOfStatus[status]);
  if (!code) throw error;
  const entry: NativeError = nativeErrors[code];
  const candidates = entry.types.filter((type): type is Allowed => holds(allowed, type));
  const chosen = reading.typeOf?.(code, refusal);
  const typename = chosen === undefined ? candidates[0] : candidates.find((type) => type === chosen);
  if (!typename) throw error;
  // An invalid input is shown at the field the service names (`BillingAddress.Phone` → `billingAddress.phone`).
  const named =
    entry.field ?? (code === 'INVALID_INPUT' ? lowerFirst(Object.keys(problem.errors ?? {})[0] ?? 'input') : undefined);
  const field = named === undefined ? undefined : (reading.fieldOf?.(named) ?? named);
  const typed = {
    __typename: typename,
    code,
    message: errorMessage(code, context.language, reading.refinement ?? problem.reason),
    ...(field === undefined ? {} : { field }),
    ...reading.detailsOf?.(code, refusal),
  };
  // The table's test holds each listed type to the schema's Error types; the details are the domain's to match.
  return typed as unknown as TypedError<Allowed>;
}

/** The type the code becomes in a union (`allowed`), where the union holds one of the code's types. */
export function unionTypeOf<Allowed extends ErrorTypename>(
  allowed: ReadonlySet<Allowed> | readonly Allowed[],
  code: NativeErrorCode,
): Allowed | undefined {
  const types: readonly ErrorTypename[] = nativeErrors[code].types;
  return types.find((type): type is Allowed => holds(allowed, type));
}

function holds(allowed: ReadonlySet<string> | readonly string[], name: string): boolean {
  return 'has' in allowed ? allowed.has(name) : allowed.includes(name);
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
