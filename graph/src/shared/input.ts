/**
 * What the graph checks of a client's input before it calls a service, mirroring the services' own
 * bounds (platform/src/http/inputs.ts): a value that cannot be right becomes a typed error here, without
 * a call, instead of a refusal (or worse) upstream.
 */

/** Upstream ids are positive 32-bit integers. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** The id in `text` (decimal digits only) when it can name an upstream entity, else null. */
export function parseDatabaseId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}

/** A code a person types (voucher, promotion code, SKU, shipping code): printable ASCII without spaces. */
export function isCode(value: string, maxLength = 64): boolean {
  return value.length >= 1 && value.length <= maxLength && /^[\x21-\x7E]+$/.test(value);
}

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Free text of at most `maxLength` characters without control characters. */
export function isPlainText(value: string, maxLength: number): boolean {
  return value.length <= maxLength && !CONTROL_CHARACTERS.test(value);
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,}$/;

/** An e-mail address as a person types it (trimmed): at most 254 characters, no control characters. */
export function isEmailAddress(value: string): boolean {
  return isPlainText(value, 254) && EMAIL.test(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, as the services name anonymous shoppers and news items. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** More of one item than any product allows per order (the service tells each product's own maximum). */
export const MAX_ITEM_QUANTITY = 999;
