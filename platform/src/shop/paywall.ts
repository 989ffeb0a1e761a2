import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Queryable } from '../db/database.ts';
import { personOf, requireBearer, type AccessTokenVerifier } from '../http/auth.ts';
import { Problem } from '../http/problem.ts';
import { requireClubTenant, TenantHeaders } from '../http/tenant.ts';

export const PaywallSubscription = Type.Object(
  {
    id: Type.Integer(),
    productName: Type.String(),
    accessLevel: Type.Integer({ description: 'Level 1 plays whole videos' }),
    state: Type.Union(
      [Type.Literal('Active'), Type.Literal('Cancelled'), Type.Literal('RenewalFailed'), Type.Literal('Expired')],
      {
        description:
          'Active renews itself; Cancelled and RenewalFailed (the renewal’s payment was declined) play until ' +
          'validUntil and then become Expired',
      },
    ),
    startedOn: Type.String({ format: 'date' }),
    validUntil: Type.String({ format: 'date', description: 'Paid until; a cancelled subscription plays until then' }),
    hasAccess: Type.Boolean({ description: 'Whether it grants access now: its expiresAt lies in the future' }),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'When it stops playing: the end of its validUntil day (the next day, 00:00 UTC)',
    }),
    paywall: Type.Object(
      { id: Type.Integer(), partnerId: Type.Integer({ description: 'The partner that sells the paywall' }) },
      { description: 'The paywall (product family of the video portal) it opens' },
    ),
    planId: Type.Union([Type.String(), Type.Null()], {
      description: 'The plan it was bought with in the portal (GET /shop/v4/paywallPlans); null for one sold elsewhere',
    }),
    nextBillingOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
      description: 'When the stored payment method is charged next (an active subscription of a plan); else null',
    }),
    cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    renewalFailedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the renewal’s payment was declined; kept after the subscription ended',
    }),
  },
  { $id: 'PaywallSubscription', title: 'PaywallSubscription' },
);

/**
 * A subscription's expiresAt in SQL (`s` is the paywall_subscriptions row): the end of its valid_until day in
 * UTC. A paywall is accessible while one of the person's subscriptions expires in the future (spec 3).
 */
export const SUBSCRIPTION_EXPIRES_AT = `((s.valid_until + 1)::timestamp AT TIME ZONE 'UTC')`;

/**
 * The states that play until expiresAt (`s` as above). Pending has not been paid yet; Expired was ended by
 * the renewal job (its time ran out) or by a bounced first debit, whatever its validUntil says.
 */
export const SUBSCRIPTION_PLAYS = `s.state IN ('Active', 'Cancelled', 'RenewalFailed')`;

/**
 * The level check of the paywall (spec 2 section 6): whether the person holds a subscription of `paywallId`
 * with at least `level` that expires in the future (the database's clock decides).
 */
export async function hasPaywallAccess(
  db: Queryable,
  accountId: string,
  paywallId: number,
  level = 1,
): Promise<boolean> {
  const { rows } = await db.query<{ access: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM paywall_subscriptions s
       WHERE s.account_id = $1 AND s.paywall_id = $2 AND s.access_level >= $3 AND ${SUBSCRIPTION_PLAYS}
         AND ${SUBSCRIPTION_EXPIRES_AT} > now()
     ) AS access`,
    [accountId, paywallId, level],
  );
  return rows[0]?.access === true;
}

const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const isoTime = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export type PaywallSubscriptionAnswer = Static<typeof PaywallSubscription>;

/**
 * A person's subscriptions as the paywall answers them, newest first (one of them with `id`); a subscription
 * whose first payment is still being made is not theirs yet.
 */
export async function paywallSubscriptionsOf(
  db: Queryable,
  accountId: string,
  options: { limit: number; id?: number },
): Promise<PaywallSubscriptionAnswer[]> {
  const { rows } = await db.query<{
    id: number;
    product_name: string;
    access_level: number;
    state: PaywallSubscriptionAnswer['state'];
    started_on: Date | string;
    valid_until: Date | string;
    expires_at: Date | string;
    has_access: boolean;
    paywall_id: number;
    partner_id: number;
    plan_id: string | null;
    renews: boolean;
    cancelled_at: Date | string | null;
    renewal_failed_at: Date | string | null;
  }>(
    `SELECT s.id, s.product_name, s.access_level, s.state, s.started_on, s.valid_until, s.paywall_id,
            p.partner_id, ${SUBSCRIPTION_EXPIRES_AT} AS expires_at, s.plan_id, s.cancelled_at, s.renewal_failed_at,
            s.access_level >= 1 AND ${SUBSCRIPTION_PLAYS} AND ${SUBSCRIPTION_EXPIRES_AT} > now() AS has_access,
            s.state = 'Active' AND s.plan_id IS NOT NULL AND s.payment_token_id IS NOT NULL AS renews
     FROM paywall_subscriptions s JOIN paywalls p ON p.id = s.paywall_id
     WHERE s.account_id = $1 AND s.state <> 'Pending' AND ($3::int IS NULL OR s.id = $3)
     ORDER BY s.started_on DESC, s.id DESC LIMIT $2`,
    [accountId, options.limit, options.id ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    productName: row.product_name,
    accessLevel: row.access_level,
    state: row.state,
    startedOn: isoDate(row.started_on),
    validUntil: isoDate(row.valid_until),
    hasAccess: row.has_access,
    expiresAt: new Date(row.expires_at).toISOString(),
    paywall: { id: row.paywall_id, partnerId: row.partner_id },
    planId: row.plan_id,
    // Charged on the day after the last day paid for, when its expiresAt comes.
    nextBillingOn: row.renews ? isoDate(row.expires_at) : null,
    cancelledAt: isoTime(row.cancelled_at),
    renewalFailedAt: isoTime(row.renewal_failed_at),
  }));
}

/** The shop's paid video subscriptions (v4): the person's, newest first. */
export const paywallRoutes: FastifyPluginAsyncTypebox<{ db: Queryable; verify: AccessTokenVerifier }> = async (
  app,
  { db, verify },
) => {
  app.addHook('preHandler', requireBearer(verify));
  app.get(
    '/shop/v4/paywallSubscriptions',
    {
      preHandler: requireClubTenant,
      schema: {
        tags: ['shop'],
        summary: 'The person’s paid video subscriptions, newest first',
        description:
          'A paywall is accessible while one of its subscriptions’ expiresAt lies in the future (`hasAccess`).',
        security: [{ bearer: [] }],
        headers: TenantHeaders,
        querystring: Type.Object({
          PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 100, description: 'The newest this many' }),
        }),
        response: {
          200: Type.Object(
            { items: Type.Array(PaywallSubscription) },
            { $id: 'PaywallSubscriptionList', title: 'PaywallSubscriptionList' },
          ),
          400: Problem,
          401: Problem,
          403: Problem,
        },
      },
    },
    async (request) => ({
      items: await paywallSubscriptionsOf(db, personOf(request.principal!), { limit: request.query.PageSize }),
    }),
  );
};
