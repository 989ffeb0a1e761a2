import type { OrderState } from '../../__generated__/OrderRow_order.graphql';
import { CLUB_TIME_ZONE, localeOf } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';

/**
 * How a state looks beside its label: cancellations in the accent colour, finished orders filled,
 * everything still under way outlined. ORDER_ARRIVED counts as under way (the spec shows it as in progress).
 */
export function stateTone(state: OrderState): 'cancelled' | 'done' | 'open' {
  switch (state) {
    case 'CANCELLED':
    case 'COMPLETE_CANCELLATION':
    case 'PARTIAL_CANCELLATION':
      return 'cancelled';
    case 'ORDER_SHIPPED':
    case 'INVOICE_CREATED':
    case 'CREDIT_CREATED':
      return 'done';
    default:
      return 'open';
  }
}

/** An order's date as the language writes it ("21.11.2026"), in the club's time zone like its invoices. */
export function formatOrderDate(dateTime: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(dateTime));
}

/** An order's date and time ("21.11.2026, 15:30"). */
export function formatOrderDateTime(dateTime: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(dateTime));
}

/** A discount as a positive amount, whichever sign the service gave it (it is shown after a minus). */
export const absoluteAmount = (amount: string) => amount.replace(/^-/, '');

/** Whether an exact decimal amount is zero ("0", "0.00", "-0.00"). */
export const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount.trim());
