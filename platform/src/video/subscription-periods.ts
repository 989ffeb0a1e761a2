import type { Payment } from '../payments/provider.ts';

/** What one payment of a plan buys. */
export type PlanPeriod = 'Month' | 'Year';

/**
 * SQL of the last day a period paid from `$1` (a date) on covers, for the period `$2`: a month from 31 January
 * ends on 27 or 28 February, as PostgreSQL adds months.
 */
export const PERIOD_END_SQL = `(($1::date + CASE $2 WHEN 'Year' THEN interval '1 year' ELSE interval '1 month' END)::date - 1)::text`;

/** A subscription payment's state as kept: a SEPA debit is submitted (Pending) until the bank answers. */
export const paymentState = (payment: Payment) => (payment.status === 'succeeded' ? 'Succeeded' : 'Pending');

/** The day after `day` (YYYY-MM-DD), in UTC. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
