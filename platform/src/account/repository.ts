import type { Queryable } from '../db/database.ts';
import type { Principal } from '../http/auth.ts';

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  birthday: Date | string | null;
  mobile: string | null;
  phone: string | null;
  ef_number: string | null;
  profile_language: 'de' | 'en';
}

interface OrganizationRow {
  id: number;
  name: string;
  type: 'FanClub' | 'Company';
  member_price_group: string | null;
}

const isoDate = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString().slice(0, 10));

export class AccountRepository {
  constructor(private readonly db: Queryable) {}

  /** The contact of a token: the person, or the organisation when the token acts for one. */
  async self(principal: Principal) {
    if (principal.organizationId !== undefined) {
      const { rows } = await this.db.query<OrganizationRow>('SELECT * FROM organizations WHERE id = $1', [
        principal.organizationId,
      ]);
      const organization = rows[0];
      if (!organization) return undefined;
      return {
        id: `organization-${organization.id}`,
        isOrganization: true,
        organizationId: organization.id,
        name: organization.name,
        organizationType: organization.type,
        organizationPriceGroup: organization.member_price_group,
        firstName: null,
        lastName: null,
        email: null,
        birthday: null,
        mobile: null,
        phone: null,
        partnerIdentityNumber: null,
        profileLanguage: 'de' as const,
      };
    }
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [principal.subject]);
    const account = rows[0];
    if (!account) return undefined;
    return {
      id: account.id,
      isOrganization: false,
      organizationId: null,
      name: `${account.first_name} ${account.last_name}`,
      organizationType: null,
      organizationPriceGroup: null,
      firstName: account.first_name,
      lastName: account.last_name,
      email: account.email,
      birthday: isoDate(account.birthday),
      mobile: account.mobile,
      phone: account.phone,
      partnerIdentityNumber: account.ef_number,
      profileLanguage: account.profile_language,
    };
  }

  async memberships(
    subject: string,
    filter: { isAdmin?: boolean | undefined; page: number; pageSize: number; orderBy: string },
  ) {
    const conditions = ['m.account_id = $1'];
    const params: unknown[] = [subject];
    if (filter.isAdmin !== undefined) {
      params.push(filter.isAdmin);
      conditions.push(`m.is_admin = $${params.length}`);
    }
    const where = conditions.join(' AND ');
    const order = filter.orderBy === 'organization.name desc' ? 'o.name DESC' : 'o.name ASC';
    const offset = (filter.page - 1) * filter.pageSize;
    const [{ rows }, count] = await Promise.all([
      this.db.query<OrganizationRow & { is_admin: boolean; state: 'Invited' | 'Accepted'; entry_date: Date | string }>(
        `SELECT o.*, m.is_admin, m.state, m.entry_date FROM organization_memberships m
         JOIN organizations o ON o.id = m.organization_id WHERE ${where}
         ORDER BY ${order}, o.id LIMIT ${filter.pageSize} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ total: string }>(
        `SELECT count(*) AS total FROM organization_memberships m WHERE ${where}`,
        params,
      ),
    ]);
    const totalCount = Number(count.rows[0]?.total ?? 0);
    return {
      items: rows.map((row) => ({
        organization: { id: row.id, name: row.name, type: row.type, memberPriceGroup: row.member_price_group },
        isAdmin: row.is_admin,
        state: row.state,
        entryDate: isoDate(row.entry_date)!,
      })),
      page: filter.page,
      pageSize: filter.pageSize,
      totalCount,
      hasNextPage: offset + rows.length < totalCount,
    };
  }

  async groups(accountId: string) {
    const { rows } = await this.db.query<{
      id: string;
      name: string;
      is_tester: boolean;
      kind: 'Tester' | 'DailyDraw';
    }>(
      `SELECT g.id, g.name, g.is_tester, g.kind FROM account_groups a JOIN groups g ON g.id = a.group_id
       WHERE a.account_id = $1 ORDER BY g.id`,
      [accountId],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, isTester: row.is_tester, kind: row.kind }));
  }
}
