import { seasonOf } from '../db/seed/content.ts';
import type { Queryable } from '../db/database.ts';
import { nativeError } from '../http/problem.ts';

/**
 * Who may hold a season ticket (spec 2 section 5, spec 3 section 5): no fan club, and a person only one per
 * season (a running season-ticket contract counts for the current season; one taken over from another
 * subscriber starts with the next). Asked wherever a season ticket may change hands: a transfer's acceptance
 * and a purchase on the marketplace. An anonymous shopper holds nothing yet; the checkout asks again once the
 * cart has an owner.
 */
export async function assertSeasonTicketHolder(tx: Queryable, owner: string, season: number, now: Date): Promise<void> {
  const organization = /^organization:(\d+)$/.exec(owner)?.[1];
  if (organization) {
    const { rows } = await tx.query<{ type: string }>('SELECT type FROM organizations WHERE id = $1', [
      Number(organization),
    ]);
    if (rows[0]?.type === 'FanClub') {
      throw nativeError(
        'FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED',
        'A fan club cannot hold a season ticket; accept it as yourself',
        { status: 422 },
      );
    }
    return;
  }
  if (!owner.startsWith('account:')) return;
  const accountId = owner.slice('account:'.length);
  const { rows } = await tx.query(
    `SELECT 1 FROM tickets WHERE owner = $1 AND kind = 'SeasonTicket' AND season = $2
     UNION ALL
     SELECT 1 FROM contracts WHERE recipient_account_id = $3 AND kind = 'SeasonTicket' AND state = 'Running'
       AND status <> 'SubscriberChanged' AND $2 = $4`,
    [owner, season, accountId, seasonOf(now)],
  );
  if (rows.length > 0) {
    throw nativeError(
      'ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA',
      'A person holds one season ticket per season',
      { status: 422 },
    );
  }
}
