import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** scrypt with a random salt, stored as `scrypt$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password.normalize('NFC'), salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** The password rules of the identity provider (spec 3 section 5), as the codes clients localise. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export type PasswordRule =
  'TooShort' | 'TooLong' | 'RequiresSpecialCharacter' | 'RequiresDigit' | 'RequiresUpper' | 'RequiresLower';

/** The rules a new password breaks, in the order a form lists them; empty when it is acceptable. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = [...password.normalize('NFC')].length;
  if (length < PASSWORD_MIN_LENGTH) broken.push('TooShort');
  if (length > PASSWORD_MAX_LENGTH) broken.push('TooLong');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) broken.push('RequiresSpecialCharacter');
  if (!/\p{N}/u.test(password)) broken.push('RequiresDigit');
  if (!/\p{Lu}/u.test(password)) broken.push('RequiresUpper');
  if (!/\p{Ll}/u.test(password)) broken.push('RequiresLower');
  return broken;
}
