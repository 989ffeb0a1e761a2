import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sendProblem } from './problem.ts';
import { Type } from 'typebox';

/**
 * Bounds on everything a client sends, so that no input reaches a repository that the database cannot
 * take (a NUL byte, a number beyond a 32-bit column, a megabyte of text) and every such request is a 400
 * problem that names the field instead of a 500.
 *
 * Routes state their own bounds where a field has a meaning (an id, a code, a country); `boundRouteInputs`
 * then gives every string, integer and array a route left open the defaults below, so a route added
 * tomorrow is bounded too. The bounds show in the OpenAPI document, which is generated from the same schemas.
 */

export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;
/** Longest free text a request may carry in one field unless its route says otherwise. */
export const DEFAULT_MAX_TEXT_LENGTH = 2000;
export const DEFAULT_MAX_ITEMS = 1000;
/**
 * Text without control characters: C0 controls other than tab, line feed and carriage return, DEL, and
 * C1 controls. PostgreSQL refuses NUL in text, and no field of a commerce API needs the rest.
 */
export const PRINTABLE_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';
/** A code a person types (voucher, promotion, SKU): printable ASCII without spaces. */
export const CODE_PATTERN = '^[\\u0021-\\u007E]+$';

/** A database id: a positive 32-bit integer. */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT32_MAX, ...options });

/** A code a person types, e.g. a voucher code. */
export const Code = (options: { description?: string; maxLength?: number } = {}) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: CODE_PATTERN, ...options });

/** A generated identifier such as an anonymous shopper's id. */
export const Uuid = (options: { description?: string } = {}) => Type.String({ format: 'uuid', ...options });

/** An ISO 3166-1 alpha-2 country code, any case. */
export const CountryCode = (options: { description?: string; default?: string } = {}) =>
  Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$', ...options });

/** Free text of at most `maxLength` characters without control characters. */
export const Text = (options: { description?: string; maxLength?: number; minLength?: number } = {}) =>
  Type.String({ maxLength: DEFAULT_MAX_TEXT_LENGTH, pattern: PRINTABLE_TEXT, ...options });

type SchemaNode = Record<string, unknown>;

/**
 * A Fastify `onRoute` hook: fills in the default bounds on the route's params, query string, headers and
 * body schemas (in place, before Fastify compiles them).
 */
export function boundRouteInputs(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  for (const part of ['params', 'querystring', 'headers', 'body'] as const) bound(schema[part]);
}

function bound(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(bound);
  const schema = node as SchemaNode;
  const isEnumeration = 'enum' in schema || 'const' in schema;
  switch (schema.type) {
    case 'string':
      if (isEnumeration) break;
      schema.maxLength ??= DEFAULT_MAX_TEXT_LENGTH;
      // A format (uuid, date-time, …) or a route's own pattern already says what is allowed.
      if (schema.pattern === undefined && schema.format === undefined) schema.pattern = PRINTABLE_TEXT;
      break;
    case 'integer':
      if (isEnumeration) break;
      schema.maximum ??= INT32_MAX;
      schema.minimum ??= INT32_MIN;
      break;
    case 'array':
      schema.maxItems ??= DEFAULT_MAX_ITEMS;
      break;
  }
  for (const key of ['properties', 'patternProperties'] as const) {
    const children = schema[key];
    if (children && typeof children === 'object') Object.values(children).forEach(bound);
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not'] as const) bound(schema[key]);
}

/**
 * A `preHandler` hook that refuses numbers that are not finite. Ajv coerces a query value like "1e400"
 * to Infinity and then skips the integer's range checks (they apply to finite numbers only), so the
 * bounds above cannot catch it; nothing a client sends may be Infinity.
 */
export async function refuseNonFiniteNumbers(request: FastifyRequest, reply: FastifyReply) {
  for (const [where, value] of [
    ['path', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const field = nonFiniteField(value, '');
    if (field !== undefined) {
      return sendProblem(reply, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: `The ${where} is invalid: ${field || '$'} must be a finite number`,
        errors: { [field || '$']: ['must be a finite number'] },
      });
    }
  }
}

function nonFiniteField(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFiniteField(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
