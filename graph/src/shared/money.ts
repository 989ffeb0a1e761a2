/**
 * Money travels as a decimal string and is computed in integer minor units, never in floats.
 */
/** The currencies the club's services price in (the GraphQL enum CurrencyCode). */
export type CurrencyCode = 'EUR';

export interface Money {
  amount: string;
  currencyCode: CurrencyCode;
}

const fractionDigitsOf: Record<CurrencyCode, number> = { EUR: 2 };

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(fractionDigitsOf, code);
}

/** Converts an upstream decimal (JSON number or string, e.g. 89.95) to minor units (8995) without float arithmetic. */
export function toMinorUnits(value: number | string, currencyCode: CurrencyCode): number {
  const digits = fractionDigitsOf[currencyCode];
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > digits) {
    throw new RangeError(`${text} has more than ${digits} decimal places for ${currencyCode}`);
  }
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return sign ? -minor : minor;
}

export function fromMinorUnits(minor: number, currencyCode: CurrencyCode): Money {
  const digits = fractionDigitsOf[currencyCode];
  const sign = minor < 0 ? '-' : '';
  const absolute = String(Math.abs(minor)).padStart(digits + 1, '0');
  const amount = digits === 0 ? absolute : `${absolute.slice(0, -digits)}.${absolute.slice(-digits)}`;
  return { amount: sign + amount, currencyCode };
}

/** An amount in euros as the club's services answer it (a JSON number, e.g. 89.95), as Money. */
export const euro = (amount: number): Money => fromMinorUnits(toMinorUnits(amount, 'EUR'), 'EUR');

/** JSON numbers print as their shortest round-trip decimal; only exponent notation needs expanding. */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}
