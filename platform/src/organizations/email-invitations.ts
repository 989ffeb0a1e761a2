/**
 * Invitations for e-mail addresses that have no account yet: the invited person gets a mail that leads
 * through sign-up, and once an account with the address is confirmed the invitation is theirs like any
 * other (state Invited, with the same expiry). Until then the organisation's admins see it in the member
 * list under the address, and can withdraw it.
 */
import type { Queryable } from '../db/database.ts';
import { ProblemError } from '../http/problem.ts';

/** A waiting invitation's member id: the address it was sent to, so the list and a withdrawal can name it. */
export const EMAIL_INVITATION_PREFIX = 'invited:';

export const emailInvitationMemberId = (email: string) => `${EMAIL_INVITATION_PREFIX}${email.trim().toLowerCase()}`;

/** The member list's rows of waiting invitations, in the shape of members (no name, no number yet). */
export const EMAIL_INVITATION_MEMBERS = `
  SELECT '${EMAIL_INVITATION_PREFIX}' || lower(e.email) AS account_id, '' AS first_name, '' AS last_name, e.email,
         NULL::text AS ef_number, false AS is_admin, 'Invited' AS state, e.created_at::date AS entry_date,
         e.expires_at AS invitation_expires_at
  FROM organization_email_invitations e WHERE e.organization_id = $1`;

export async function inviteEmail(
  tx: Queryable,
  input: { organizationId: number; email: string; invitedBy: string; expiresAt: Date },
): Promise<void> {
  const { rows } = await tx.query(
    `INSERT INTO organization_email_invitations (organization_id, email, invited_by, expires_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
    [input.organizationId, input.email.trim(), input.invitedBy, input.expiresAt],
  );
  // The spec's answer for an address that is already invited (spec 1 section 8).
  if (rows.length === 0)
    throw new ProblemError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'EmailAddress already exists',
    });
}

/** Withdraws a waiting invitation; false when there is none under this member id. */
export async function withdrawEmailInvitation(tx: Queryable, organizationId: number, memberId: string) {
  const { rows } = await tx.query(
    `DELETE FROM organization_email_invitations
     WHERE organization_id = $1 AND '${EMAIL_INVITATION_PREFIX}' || lower(email) = $2 RETURNING id`,
    [organizationId, memberId],
  );
  return rows.length > 0;
}

/**
 * Hands the invitations waiting for an address to the account just confirmed with it: each becomes an
 * invitation of the account, unless the account is in that organisation already. Expired ones go.
 */
export async function claimEmailInvitations(tx: Queryable, accountId: string, email: string): Promise<number> {
  const { rows } = await tx.query(
    `WITH waiting AS (
       DELETE FROM organization_email_invitations WHERE lower(email) = lower($2)
       RETURNING organization_id, invited_by, expires_at
     )
     INSERT INTO organization_memberships (organization_id, account_id, is_admin, state, invited_by, invitation_expires_at)
     SELECT organization_id, $1, false, 'Invited', invited_by, expires_at FROM waiting WHERE expires_at > now()
     ON CONFLICT DO NOTHING RETURNING organization_id`,
    [accountId, email],
  );
  return rows.length;
}
