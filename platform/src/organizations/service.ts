import { portalLinks, portalUrl } from '../portal-links.ts';
import type { Database, Queryable } from '../db/database.ts';
import { nativeError, notFound, ProblemError } from '../http/problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  EMAIL_INVITATION_MEMBERS,
  EMAIL_INVITATION_PREFIX,
  emailInvitationMemberId,
  inviteEmail,
  withdrawEmailInvitation,
} from './email-invitations.ts';
import { invitationMail, roleChangeMail } from './mails.ts';

/** At most two admins per fan club (spec 3 section 5). */
export const MAX_ADMINS = 2;
/** How long an invitation can be accepted. */
export const INVITATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

interface MemberRow {
  account_id: string;
  first_name: string;
  last_name: string;
  email: string;
  ef_number: string | null;
  is_admin: boolean;
  state: 'Invited' | 'Accepted';
  entry_date: Date | string;
  invitation_expires_at: Date | string | null;
}

const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

function memberOf(row: MemberRow) {
  return {
    id: row.account_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    efNumber: row.ef_number,
    isAdmin: row.is_admin,
    pendingConfirmation: row.state === 'Invited',
    entryDate: isoDate(row.entry_date),
    invitationExpiresAt: row.invitation_expires_at === null ? null : new Date(row.invitation_expires_at).toISOString(),
  };
}

/**
 * Fan club and company administration: members, invitations and admins. Every rule lives here, each
 * change in a transaction that locks the organisation, so two admins acting at once cannot make a third.
 */
export class OrganizationService {
  constructor(
    readonly db: Database,
    private readonly mailer: Mailer,
    /** The portal's origin, for the links in invitation mails. */
    private readonly portalOrigin: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether the person administers the organisation now (a token exchanged earlier may be stale). */
  async isAdmin(db: Queryable, organizationId: number, accountId: string): Promise<boolean> {
    const { rows } = await db.query<{ is_admin: boolean }>(
      `SELECT is_admin FROM organization_memberships
       WHERE organization_id = $1 AND account_id = $2 AND state = 'Accepted'`,
      [organizationId, accountId],
    );
    return rows[0]?.is_admin === true;
  }

  async members(
    organizationId: number,
    options: { search?: string | undefined; orderBy: string; page: number; pageSize: number },
  ) {
    // Invitations waiting for an account have no name yet: they come last, by address.
    const order =
      options.orderBy === 'firstName desc'
        ? "x.first_name = '', x.first_name DESC"
        : options.orderBy === 'lastName asc'
          ? "x.last_name = '', x.last_name ASC"
          : "x.first_name = '', x.first_name ASC";
    const search = options.search?.trim() ? `%${options.search.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
    const { rows } = await this.db.query<MemberRow & { total: string }>(
      `SELECT x.*, count(*) OVER () AS total
       FROM (SELECT a.id AS account_id, a.first_name, a.last_name, a.email, a.ef_number, m.is_admin, m.state,
                    m.entry_date, m.invitation_expires_at
             FROM organization_memberships m JOIN accounts a ON a.id = m.account_id
             WHERE m.organization_id = $1
             UNION ALL ${EMAIL_INVITATION_MEMBERS}) x
       WHERE $2::text IS NULL OR x.first_name || ' ' || x.last_name || ' ' || x.email || ' ' || coalesce(x.ef_number, '') ILIKE $2
       ORDER BY ${order}, x.account_id LIMIT $3 OFFSET $4`,
      [organizationId, search, options.pageSize, (options.page - 1) * options.pageSize],
    );
    const totalCount = Number(rows[0]?.total ?? 0);
    return {
      items: rows.map(memberOf),
      page: options.page,
      pageSize: options.pageSize,
      totalCount,
      hasNextPage: options.page * options.pageSize < totalCount,
    };
  }

  /** Invites the person with this e-mail address and mails them the link to accept or decline. */
  async invite(organizationId: number, invitedBy: string, email: string) {
    const invitation = await this.db.transaction(async (tx) => {
      const organization = await this.lockOrganization(tx, organizationId);
      const { rows: accounts } = await tx.query<{ id: string; first_name: string; profile_language: 'de' | 'en' }>(
        'SELECT id, first_name, profile_language FROM accounts WHERE lower(email) = lower($1)',
        [email.trim()],
      );
      const account = accounts[0];
      const expiresAt = new Date(this.now().getTime() + INVITATION_DAYS * DAY_MS);
      if (!account) {
        // No account yet: the invitation waits for one with this address (email-invitations.ts).
        await inviteEmail(tx, { organizationId, email, invitedBy, expiresAt });
        return { organization, account: undefined, expiresAt };
      }
      const { rows: existing } = await tx.query<{ state: string }>(
        'SELECT state FROM organization_memberships WHERE organization_id = $1 AND account_id = $2',
        [organizationId, account.id],
      );
      if (existing[0]?.state === 'Accepted')
        throw nativeError('ORGANIZATION_MEMBER_ALREADY_EXISTS', 'ORGANIZATION_MEMBER_ALREADY_EXISTS', { status: 409 });
      // The spec's answer for an address that is already invited (spec 1 section 8).
      if (existing[0])
        throw new ProblemError({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'EmailAddress already exists',
        });
      await tx.query(
        `INSERT INTO organization_memberships (organization_id, account_id, is_admin, state, invited_by, invitation_expires_at)
         VALUES ($1, $2, false, 'Invited', $3, $4)`,
        [organizationId, account.id, invitedBy, expiresAt],
      );
      return { organization, account, expiresAt };
    });
    const { account, organization, expiresAt } = invitation;
    if (!account) {
      // Nobody's language is known for the address: the mail is in the inviting admin's.
      const language = await this.profileLanguage(invitedBy);
      await this.mailer.send(
        invitationMail({
          to: email.trim(),
          firstName: null,
          language,
          organization: organization.name,
          expiresAt,
          link: portalUrl(this.portalOrigin(), portalLinks.invitation(language, organizationId)),
        }),
      );
      return memberOf(await this.member(this.db, organizationId, emailInvitationMemberId(email)));
    }
    const language = account.profile_language;
    await this.mailer.send(
      invitationMail({
        to: email.trim(),
        firstName: account.first_name,
        language,
        organization: organization.name,
        expiresAt,
        link: portalUrl(this.portalOrigin(), portalLinks.invitation(language, organizationId)),
      }),
    );
    return memberOf(await this.member(this.db, organizationId, account.id));
  }

  /** Removes a member or withdraws an invitation; another admin cannot be removed here (only by support). */
  async remove(organizationId: number, actingAccount: string, memberId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockOrganization(tx, organizationId);
      if (memberId.startsWith(EMAIL_INVITATION_PREFIX)) {
        if (!(await withdrawEmailInvitation(tx, organizationId, memberId))) throw notFound('No such member');
        return;
      }
      const member = await this.member(tx, organizationId, memberId);
      if (member.is_admin && member.account_id !== actingAccount) {
        throw nativeError(
          'ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT',
          'Removing another admin needs the support service',
          { status: 409 },
        );
      }
      if (member.is_admin) await this.assertAnotherAdmin(tx, organizationId, memberId);
      await tx.query('DELETE FROM organization_memberships WHERE organization_id = $1 AND account_id = $2', [
        organizationId,
        memberId,
      ]);
    });
  }

  /** Promotes a member (at most two admins) or demotes oneself (another admin only through support). */
  async setAdmin(organizationId: number, actingAccount: string, memberId: string, isAdmin: boolean) {
    const changed = await this.db.transaction(async (tx) => {
      const organization = await this.lockOrganization(tx, organizationId);
      const member = await this.member(tx, organizationId, memberId);
      if (isAdmin && !member.is_admin) {
        if (member.state !== 'Accepted')
          throw nativeError('ORGANIZATION_MEMBER_NOT_CONFIRMED', 'Only a confirmed member can become an admin', {
            status: 409,
          });
        const { rows } = await tx.query<{ admins: string }>(
          `SELECT count(*) AS admins FROM organization_memberships WHERE organization_id = $1 AND is_admin`,
          [organizationId],
        );
        if (Number(rows[0]?.admins) >= MAX_ADMINS)
          throw nativeError('ORGANIZATION_ADMIN_LIMIT_REACHED', `A club has at most ${MAX_ADMINS} admins`, {
            status: 409,
          });
      }
      if (!isAdmin && member.is_admin) {
        if (member.account_id !== actingAccount)
          throw nativeError(
            'ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT',
            'Removing another admin needs the support service',
            { status: 409 },
          );
        await this.assertAnotherAdmin(tx, organizationId, memberId);
      }
      await tx.query(
        'UPDATE organization_memberships SET is_admin = $3 WHERE organization_id = $1 AND account_id = $2',
        [organizationId, memberId, isAdmin],
      );
      const roleChanged = member.is_admin !== isAdmin;
      return { member: await this.member(tx, organizationId, memberId), organization, roleChanged };
    });
    // Another admin changed the member's role: they hear of it (one's own step down needs no mail).
    if (changed.roleChanged && memberId !== actingAccount)
      await this.mailRoleChange(changed.organization.name, changed.member);
    return memberOf({ ...changed.member });
  }

  private async mailRoleChange(organization: string, member: MemberRow): Promise<void> {
    const { rows } = await this.db.query<{ profile_language: 'de' | 'en' }>(
      'SELECT profile_language FROM accounts WHERE id = $1',
      [member.account_id],
    );
    const language = rows[0]?.profile_language ?? 'de';
    await this.mailer.send(
      roleChangeMail({
        to: member.email,
        firstName: member.first_name,
        language,
        organization,
        isAdmin: member.is_admin,
        link: portalUrl(this.portalOrigin(), portalLinks.fanClub(language)),
      }),
    );
  }

  /** The signed-in person accepts their invitation: 404 when there is none for this account, 410 when expired. */
  /**
   * The signed-in person's invitation into an organisation, as the invitation page shows it: pending,
   * expired, or already accepted. None for this account (another account's link) is a 404.
   */
  async invitation(organizationId: number, accountId: string) {
    const { rows } = await this.db.query<{
      name: string;
      state: string;
      invitation_expires_at: Date | string | null;
      inviter: string | null;
    }>(
      `SELECT o.name, m.state, m.invitation_expires_at, i.first_name || ' ' || i.last_name AS inviter
       FROM organization_memberships m
       JOIN organizations o ON o.id = m.organization_id
       LEFT JOIN accounts i ON i.id = m.invited_by
       WHERE m.organization_id = $1 AND m.account_id = $2`,
      [organizationId, accountId],
    );
    const row = rows[0];
    if (!row) throw notFound('No invitation for this account');
    const expiresAt = row.invitation_expires_at === null ? null : new Date(row.invitation_expires_at);
    const state =
      row.state === 'Accepted'
        ? ('Accepted' as const)
        : expiresAt !== null && expiresAt.getTime() < this.now().getTime()
          ? ('Expired' as const)
          : ('Pending' as const);
    return {
      organizationId,
      organizationName: row.name,
      state,
      invitedBy: row.inviter,
      expiresAt: expiresAt?.toISOString() ?? null,
    };
  }

  async accept(organizationId: number, accountId: string) {
    return this.db.transaction(async (tx) => {
      await this.pendingInvitation(tx, organizationId, accountId);
      await tx.query(
        `UPDATE organization_memberships SET state = 'Accepted', entry_date = current_date, invitation_expires_at = NULL
         WHERE organization_id = $1 AND account_id = $2`,
        [organizationId, accountId],
      );
      return { organizationId, state: 'Accepted' as const };
    });
  }

  async decline(organizationId: number, accountId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.pendingInvitation(tx, organizationId, accountId, { evenExpired: true });
      await tx.query('DELETE FROM organization_memberships WHERE organization_id = $1 AND account_id = $2', [
        organizationId,
        accountId,
      ]);
    });
  }

  private async pendingInvitation(
    tx: Queryable,
    organizationId: number,
    accountId: string,
    options: { evenExpired?: boolean } = {},
  ) {
    const { rows } = await tx.query<{ invitation_expires_at: Date | string | null }>(
      `SELECT invitation_expires_at FROM organization_memberships
       WHERE organization_id = $1 AND account_id = $2 AND state = 'Invited' FOR UPDATE`,
      [organizationId, accountId],
    );
    const invitation = rows[0];
    // Also the answer when the invitation is for another account: the web app shows the wrong-account page.
    if (!invitation) throw notFound('No invitation for this account');
    const expires = invitation.invitation_expires_at;
    if (!options.evenExpired && expires !== null && new Date(expires).getTime() < this.now().getTime()) {
      throw nativeError('ORGANIZATION_INVITATION_EXPIRED', 'The invitation has expired', { status: 410 });
    }
    return invitation;
  }

  private async lockOrganization(tx: Queryable, organizationId: number) {
    const { rows } = await tx.query<{ id: number; name: string }>(
      'SELECT id, name FROM organizations WHERE id = $1 FOR UPDATE',
      [organizationId],
    );
    if (!rows[0]) throw notFound('No such organisation');
    return rows[0];
  }

  private async member(tx: Queryable, organizationId: number, memberId: string): Promise<MemberRow> {
    const { rows } = await tx.query<MemberRow>(
      memberId.startsWith(EMAIL_INVITATION_PREFIX)
        ? `SELECT * FROM (${EMAIL_INVITATION_MEMBERS}) x WHERE x.account_id = $2`
        : `SELECT a.id AS account_id, a.first_name, a.last_name, a.email, a.ef_number, m.is_admin, m.state, m.entry_date, m.invitation_expires_at
           FROM organization_memberships m JOIN accounts a ON a.id = m.account_id WHERE m.organization_id = $1 AND m.account_id = $2`,
      [organizationId, memberId],
    );
    if (!rows[0]) throw notFound('No such member');
    return rows[0];
  }

  private async profileLanguage(accountId: string): Promise<'de' | 'en'> {
    const { rows } = await this.db.query<{ profile_language: 'de' | 'en' }>(
      'SELECT profile_language FROM accounts WHERE id = $1',
      [accountId],
    );
    return rows[0]?.profile_language ?? 'de';
  }

  /** A club never loses its last admin through the portal. */
  private async assertAnotherAdmin(tx: Queryable, organizationId: number, leaving: string): Promise<void> {
    const { rows } = await tx.query<{ admins: string }>(
      `SELECT count(*) AS admins FROM organization_memberships WHERE organization_id = $1 AND is_admin AND account_id <> $2`,
      [organizationId, leaving],
    );
    if (Number(rows[0]?.admins) === 0)
      throw nativeError('ORGANIZATION_NEEDS_AN_ADMIN', 'The club needs an admin: promote another member first', {
        status: 409,
      });
  }
}
