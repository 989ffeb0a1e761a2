/**
 * IBAN checks (ISO 13616) for SEPA mandates: the length the account's country prescribes and the two
 * check digits (mod 97), which catch every single typo and almost every swap of two characters.
 */

/** The IBAN lengths of the countries the club's members bank in most. Others get the general bounds. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  DE: 22,
  AT: 20,
  CH: 21,
  NL: 18,
  FR: 27,
  BE: 16,
  LU: 20,
  IT: 27,
  ES: 24,
  PL: 28,
  GB: 22,
};

/** The shortest and longest IBAN any country issues. */
const MIN_IBAN_LENGTH = 15;
const MAX_IBAN_LENGTH = 34;

/** A test account whose direct debits bounce (as payment providers' sandboxes document one). */
export const BOUNCING_TEST_IBAN = 'DE62370400440532013001';

/** The IBAN as stored: without the spaces of its printed form, upper case. */
export function normaliseIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Whether a normalised IBAN is one: country, check digits, account part, country length and checksum. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (
    expectedLength !== undefined
      ? iban.length !== expectedLength
      : iban.length < MIN_IBAN_LENGTH || iban.length > MAX_IBAN_LENGTH
  )
    return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The remainder of the number the IBAN spells (letters as 10–35), digit by digit to stay in range. */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}
