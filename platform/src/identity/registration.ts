import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { providerLinks, providerUrl, type ProviderLanguage } from './links.ts';
import { existingAccountMail, passwordResetMail, registrationConfirmationMail } from './mails.ts';
import { claimEmailInvitations } from '../organizations/email-invitations.ts';

/** How long a registration's confirmation link works. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a password reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** The newsletter a registration's opt-in subscribes to: the club's general one (consents, seed/account.ts). */
export const NEWSLETTER_CONSENT_KEY = 'newsletter.clubCompact';

/**
 * Mails the provider sends per e-mail address and per client address in a window. An address gets few (nobody's
 * inbox is flooded from here); a client more, since many fans share one address (a stadium's or a company's NAT).
 */
export interface MailLimits {
  perEmail: number;
  perClient: number;
  windowMs: number;
}
export const DEFAULT_MAIL_LIMITS: MailLimits = { perEmail: 5, perClient: 20, windowMs: 15 * 60 * 1000 };

export type TokenPurpose = 'ConfirmEmail' | 'ResetPassword';

/** Where a mailed link leads back to: the sign-in the person came from, and its portal. */
export interface Origin {
  interactionUid?: string | null | undefined;
  portalUrl?: string | null | undefined;
}

export interface NewAccount extends Origin {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  newsletter: boolean;
  language: ProviderLanguage;
}

export interface TokenRow {
  account_id: string;
  purpose: TokenPurpose;
  language: ProviderLanguage;
  interaction_uid: string | null;
  portal_url: string | null;
  email: string;
  usable: boolean;
}

/** What a link's secret names: nothing (or another purpose's token), a link used or expired, or a good one. */
export type TokenLookup =
  { state: 'unknown' } | { state: 'spent'; token: TokenRow } | { state: 'valid'; token: TokenRow };

interface Holder {
  id: string;
  email: string;
  first_name: string;
  profile_language: ProviderLanguage;
  confirmed_at: Date | string | null;
}

/** A mail the provider could not hand to the mail relay; the person may try again later. */
export class MailNotSent extends Error {
  constructor(cause: unknown) {
    super('the mail could not be sent', { cause });
  }
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Registration, e-mail confirmation and password reset of the provider's accounts. Links carry a random secret of
 * which only the hash is stored; each works once and for a while. Nothing here tells a visitor whether an address
 * has an account: a registration of a known address mails its owner a note instead.
 */
export class RegistrationService {
  private writes = 0;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly issuer: string,
    private readonly limits: MailLimits = DEFAULT_MAIL_LIMITS,
  ) {}

  /**
   * Counts a mail to `email` asked for from `client` against the limits: undefined when it may go now (and it is
   * counted), else when the next one may.
   */
  async takeMailAllowance(email: string, client: string): Promise<Date | undefined> {
    const buckets = [
      { bucket: `email:${hashOf(email.toLowerCase())}`, limit: this.limits.perEmail },
      { bucket: `client:${client}`, limit: this.limits.perClient },
    ];
    const since = new Date(Date.now() - this.limits.windowMs);
    return this.db.transaction(async (tx) => {
      let retryAt: Date | undefined;
      for (const { bucket, limit } of buckets) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`identity-mail:${bucket}`]);
        const { rows } = await tx.query<{ sent_at: Date | string }>(
          'SELECT sent_at FROM identity_mail_sends WHERE bucket = $1 AND sent_at > $2 ORDER BY sent_at DESC LIMIT $3',
          [bucket, since, limit],
        );
        if (rows.length >= limit) {
          const free = new Date(new Date(rows[rows.length - 1]!.sent_at).getTime() + this.limits.windowMs);
          if (!retryAt || free > retryAt) retryAt = free;
        }
      }
      if (retryAt) return retryAt;
      for (const { bucket } of buckets) {
        await tx.query('INSERT INTO identity_mail_sends (bucket) VALUES ($1)', [bucket]);
      }
      if (++this.writes % 50 === 0) {
        await tx.query('DELETE FROM identity_mail_sends WHERE sent_at < $1', [since]);
        await tx.query(`DELETE FROM account_tokens WHERE expires_at < now() - interval '30 days'`);
      }
      return undefined;
    });
  }

  /**
   * Creates an unconfirmed account and mails its confirmation link, or, when the address has an account already,
   * mails that account a note with a reset link. Either way the caller answers the same.
   */
  async register(input: NewAccount): Promise<void> {
    const outcome = await this.db.transaction(async (tx) => {
      // Two registrations of one address at once: the second finds the first's account.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`register:${input.email.toLowerCase()}`]);
      const holder = await this.holderOf(tx, input.email);
      if (holder) {
        const secret = newSecret();
        await this.issue(tx, 'ResetPassword', holder.id, holder.profile_language, secret, input);
        return { kind: 'existing' as const, holder, secret };
      }
      const { rows: secondary } = await tx.query<{ confirmed: boolean }>(
        'SELECT confirmed_at IS NOT NULL AS confirmed FROM contact_emails WHERE lower(email) = lower($1)',
        [input.email],
      );
      // Another account's additional address: its owner hears of it, without a reset link for that account.
      if (secondary.length > 0) return { kind: 'listed' as const };
      const id = randomUUID();
      await tx.query(
        `INSERT INTO accounts (id, email, password_hash, first_name, last_name, profile_language, confirmed_at,
           terms_accepted_at)
         VALUES ($1, $2, $3, $4, $5, $6, NULL, now())`,
        [id, input.email, input.passwordHash, input.firstName, input.lastName, input.language],
      );
      await tx.query('INSERT INTO contact_emails (account_id, email) VALUES ($1, $2)', [id, input.email]);
      if (input.newsletter) {
        await tx.query(
          `INSERT INTO contact_consents (owner, consent_id, state)
           SELECT 'account:' || $1, id, 'Valid' FROM consents WHERE key = $2`,
          [id, NEWSLETTER_CONSENT_KEY],
        );
      }
      const secret = newSecret();
      await this.issue(tx, 'ConfirmEmail', id, input.language, secret, input);
      return { kind: 'new' as const, id, secret };
    });
    if (outcome.kind === 'existing') {
      const { holder, secret } = outcome;
      return this.send(
        existingAccountMail({
          to: holder.email,
          firstName: holder.first_name,
          language: holder.profile_language,
          link: this.link(providerLinks.resetPassword(holder.profile_language, secret)),
        }),
      );
    }
    if (outcome.kind === 'listed') {
      return this.send(existingAccountMail({ to: input.email, firstName: '', language: input.language }));
    }
    try {
      await this.send(
        registrationConfirmationMail({
          to: input.email,
          firstName: input.firstName,
          language: input.language,
          link: this.link(providerLinks.confirmEmail(input.language, outcome.secret)),
        }),
      );
    } catch (error) {
      // Without its mail the account could never be confirmed: it goes, and the person may try again.
      await this.db.query(`DELETE FROM contact_consents WHERE owner = 'account:' || $1`, [outcome.id]);
      await this.db.query('DELETE FROM accounts WHERE id = $1 AND confirmed_at IS NULL', [outcome.id]);
      throw error;
    }
  }

  /** A new confirmation link for an account that still awaits one; nothing for any other address. */
  async resendConfirmation(email: string, origin: Origin): Promise<void> {
    const holder = await this.holderOf(this.db, email);
    if (!holder || holder.confirmed_at) return;
    const secret = newSecret();
    await this.db.transaction((tx) =>
      this.issue(tx, 'ConfirmEmail', holder.id, holder.profile_language, secret, origin),
    );
    await this.send(
      registrationConfirmationMail({
        to: holder.email,
        firstName: holder.first_name,
        language: holder.profile_language,
        link: this.link(providerLinks.confirmEmail(holder.profile_language, secret)),
      }),
    );
  }

  /** Mails a reset link to the account of a sign-in address; nothing for an address without one. */
  async requestReset(email: string, origin: Origin): Promise<void> {
    const holder = await this.holderOf(this.db, email);
    if (!holder) return;
    const secret = newSecret();
    await this.db.transaction((tx) =>
      this.issue(tx, 'ResetPassword', holder.id, holder.profile_language, secret, origin),
    );
    await this.send(
      passwordResetMail({
        to: holder.email,
        firstName: holder.first_name,
        language: holder.profile_language,
        link: this.link(providerLinks.resetPassword(holder.profile_language, secret)),
      }),
    );
  }

  async lookup(secret: string, purpose: TokenPurpose, db: Queryable = this.db): Promise<TokenLookup> {
    const { rows } = await db.query<TokenRow>(
      `SELECT t.account_id, t.purpose, t.language, t.interaction_uid, t.portal_url, a.email,
         (t.used_at IS NULL AND t.expires_at > now()) AS usable
       FROM account_tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = $1`,
      [hashOf(secret)],
    );
    const token = rows[0];
    // A token of the other purpose is no token here: a confirmation link does not reset a password.
    if (!token || token.purpose !== purpose) return { state: 'unknown' };
    return token.usable ? { state: 'valid', token } : { state: 'spent', token };
  }

  /** Confirms the account a confirmation link names; the link is used up. */
  async confirm(secret: string): Promise<TokenLookup> {
    return this.db.transaction(async (tx) => {
      const found = await this.use(tx, secret, 'ConfirmEmail');
      if (found.state !== 'valid') return found;
      await this.markConfirmed(tx, found.token.account_id);
      return found;
    });
  }

  /**
   * Sets the password of the account a reset link names and confirms its address (the person read the mail). Its
   * sign-ins elsewhere end: whoever knew the old password is signed out.
   */
  async resetPassword(secret: string, passwordHash: string): Promise<TokenLookup> {
    return this.db.transaction(async (tx) => {
      const found = await this.use(tx, secret, 'ResetPassword');
      if (found.state !== 'valid') return found;
      const account = found.token.account_id;
      await tx.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [account, passwordHash]);
      await this.markConfirmed(tx, account);
      await tx.query(
        `DELETE FROM identity_payloads
         WHERE model IN ('Session', 'Grant', 'RefreshToken', 'AuthorizationCode') AND payload->>'accountId' = $1`,
        [account],
      );
      return found;
    });
  }

  /** Uses a link up: every other open link of its purpose for the account goes with it. */
  private async use(tx: Queryable, secret: string, purpose: TokenPurpose): Promise<TokenLookup> {
    const found = await this.lookup(secret, purpose, tx);
    if (found.state !== 'valid') return found;
    const { rows } = await tx.query(
      `UPDATE account_tokens SET used_at = now()
       WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL RETURNING token_hash`,
      [found.token.account_id, purpose],
    );
    // Used by a request that committed in between: this one is too late.
    return rows.some((row) => (row as { token_hash: string }).token_hash === hashOf(secret))
      ? found
      : { state: 'spent', token: found.token };
  }

  private async markConfirmed(tx: Queryable, accountId: string): Promise<void> {
    const { rows } = await tx.query<{ email: string }>(
      'UPDATE accounts SET confirmed_at = coalesce(confirmed_at, now()) WHERE id = $1 RETURNING email',
      [accountId],
    );
    await tx.query(
      `UPDATE contact_emails SET confirmed_at = coalesce(confirmed_at, now())
       WHERE account_id = $1 AND lower(email) = lower($2)`,
      [accountId, rows[0]?.email ?? ''],
    );
    // Invitations into fan clubs that waited for this address are the account's now.
    await claimEmailInvitations(tx, accountId, rows[0]?.email ?? '');
    // A confirmation link still open has nothing left to do.
    await tx.query(
      `UPDATE account_tokens SET used_at = now() WHERE account_id = $1 AND purpose = 'ConfirmEmail' AND used_at IS NULL`,
      [accountId],
    );
  }

  /** A new link of a purpose for an account; its earlier open links of that purpose stop working. */
  private async issue(
    tx: Queryable,
    purpose: TokenPurpose,
    accountId: string,
    language: ProviderLanguage,
    secret: string,
    origin: Origin,
  ): Promise<void> {
    await tx.query(
      'UPDATE account_tokens SET used_at = now() WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL',
      [accountId, purpose],
    );
    await tx.query(
      `INSERT INTO account_tokens (purpose, token_hash, account_id, language, interaction_uid, portal_url, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        purpose,
        hashOf(secret),
        accountId,
        language,
        origin.interactionUid ?? null,
        origin.portalUrl ?? null,
        new Date(Date.now() + (purpose === 'ConfirmEmail' ? CONFIRMATION_TTL_MS : RESET_TTL_MS)),
      ],
    );
  }

  /** The account whose sign-in address this is, whatever its case. */
  private async holderOf(db: Queryable, email: string): Promise<Holder | undefined> {
    const { rows } = await db.query<Holder>(
      `SELECT id, email, first_name, profile_language, confirmed_at FROM accounts WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0];
  }

  private async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      throw new MailNotSent(error);
    }
  }

  private link(path: string): string {
    return providerUrl(this.issuer, path);
  }
}
