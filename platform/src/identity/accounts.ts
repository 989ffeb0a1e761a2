import type { Queryable } from '../db/database.ts';
import { verifyPassword } from './passwords.ts';

export interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  birthday: string | Date | null;
  profile_language: 'de' | 'en';
  /** When the mailed link confirmed the address; null for a registration still awaiting it (it cannot sign in). */
  confirmed_at: string | Date | null;
}

/** Accounts as the identity provider needs them: credentials and the claims of the ID token. */
export class AccountRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: string): Promise<AccountRow | undefined> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [id]);
    return rows[0];
  }

  /** The account for these credentials, or undefined; the same answer time for unknown e-mails and wrong passwords. */
  async authenticate(email: string, password: string): Promise<AccountRow | undefined> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE lower(email) = lower($1)', [
      email.trim(),
    ]);
    const account = rows[0];
    const valid = await verifyPassword(password, account?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
    return account && valid ? account : undefined;
  }

  async isAdminOf(accountId: string, organizationId: number): Promise<boolean> {
    const { rows } = await this.db.query<{ is_admin: boolean }>(
      `SELECT is_admin FROM organization_memberships
       WHERE account_id = $1 AND organization_id = $2 AND state = 'Accepted'`,
      [accountId, organizationId],
    );
    return rows[0]?.is_admin === true;
  }
}

// A valid hash of a random password, checked when the e-mail is unknown so both failures take as long.
const UNKNOWN_ACCOUNT_HASH = 'scrypt$Y2x1Yi1wb3J0YWwtc2FsdA$QbR6hX0sZ6m1mB3v8h2WkqLr2w4vT7y9u1i3o5p7a9c';
