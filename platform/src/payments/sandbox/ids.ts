import { randomBytes } from 'node:crypto';

/** An identifier nobody can guess (96 random bits), with a prefix that tells what it names. */
export function newId(prefix: 'pay' | 'tok' | 'evt' | 'set' | 'po'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
