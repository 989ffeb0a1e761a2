import type { CardDetails } from '../provider.ts';

/**
 * Card checks of the sandbox's hosted frame. A card number lives only in the request that carries it:
 * what is kept is `CardDetails` (brand, last four digits, expiry), as a real provider's token is.
 */

/** What the sandbox does with a card number, as payment providers' test modes document it. */
export type CardOutcome =
  'succeeds' | 'declined' | 'insufficient_funds' | 'requires_3ds' | 'refuses_payouts' | 'pays_once';

/** The test cards, shown in small print on the frame. Any other valid Visa or Mastercard number succeeds. */
export const TEST_CARDS: readonly { number: string; outcome: CardOutcome }[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '5555555555554444', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000003220', outcome: 'requires_3ds' },
  // Pays and can be saved, but its issuer refuses credits to it: a payout to it fails.
  { number: '4000000000000341', outcome: 'refuses_payouts' },
  // A prepaid card with money for one charge without its holder: the first succeeds (a subscription's first
  // period), every later one (its renewal) is declined for insufficient funds.
  { number: '4000000000000069', outcome: 'pays_once' },
];

export type CardProblem = 'number_invalid' | 'brand_unsupported' | 'expiry_invalid' | 'expired' | 'cvc_invalid';

export type CardCheck = { ok: true; card: CardDetails; outcome: CardOutcome } | { ok: false; problems: CardProblem[] };

/** Checks what a buyer typed into the frame; every problem at once, so the form can mark each field. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const problems: CardProblem[] = [];
  const number = input.number.replace(/[\s-]/g, '');
  const brand = cardBrand(number);
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) problems.push('number_invalid');
  else if (!brand) problems.push('brand_unsupported');
  const expiry = parseExpiry(input.expiry);
  if (!expiry) problems.push('expiry_invalid');
  else if (isExpired(expiry, now)) problems.push('expired');
  if (!isCvc(input.cvc)) problems.push('cvc_invalid');
  if (problems.length || !brand || !expiry) return { ok: false, problems };
  return {
    ok: true,
    card: { brand, last4: number.slice(-4), expMonth: expiry.month, expYear: expiry.year },
    outcome: TEST_CARDS.find((card) => card.number === number)?.outcome ?? 'succeeds',
  };
}

export function isCvc(cvc: string): boolean {
  return /^\d{3}$/.test(cvc.trim());
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Visa starts with 4; Mastercard with 51–55 or 2221–2720. The sandbox takes no other schemes. */
export function cardBrand(digits: string): 'Visa' | 'Mastercard' | undefined {
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  return undefined;
}

/** "MM/JJ" as printed on a card; also "MM/JJJJ", "MMJJ" and spaces around the slash. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const trimmed = text.trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})$/.exec(trimmed);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return undefined;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() > expiry.year * 12 + (expiry.month - 1);
}
