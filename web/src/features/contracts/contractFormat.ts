import type { TFunction } from 'i18next';
import { CLUB_TIME_ZONE, localeOf } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { placeText, seasonLabel } from '../../components/ticketFormat.ts';

export { seasonLabel };

/** A contract's status as the graph names it (ContractStatus). */
export type ContractStatusValue =
  | 'INCOMPLETE'
  | 'PENDING_RECIPIENT'
  | 'PENDING_SUBSCRIBER'
  | 'TERMINATED'
  | 'TRANSFERRED'
  | 'SUBSCRIBER_CHANGED'
  | 'NOT_CONFIRMED'
  | 'CONFIRMED'
  | 'UNKNOWN';

/** What keeps a contract incomplete (ContractMissingData). */
export type MissingData = 'INVOICE_ADDRESS' | 'PAYMENT_METHOD' | 'SHIPPING_ADDRESS';

/** A day of the calendar ("2027-07-01") as the language writes it: "01.07.2027". */
export function dateText(date: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A moment ("2026-11-20T18:00:00Z") as the day it was in the club's time zone: "20.11.2026". */
export function dayOf(dateTime: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(dateTime));
}

/** A person of a contract by name, or "you" when it is the viewer. */
export function personText(
  person: { readonly firstName: string; readonly lastName: string; readonly isViewer?: boolean } | null | undefined,
  t: TFunction,
): string {
  if (!person) return t('contracts.nobody');
  const name = `${person.firstName} ${person.lastName}`.trim();
  return person.isViewer ? t('contracts.you', { name }) : name;
}

/** Where the season ticket is: "Block D, Reihe 5, Platz 12" (a standing block has neither row nor seat). */
export function seatText(
  seat: { readonly block: string; readonly row?: string | null; readonly seat?: string | null } | null | undefined,
  t: TFunction,
): string | null {
  return seat ? placeText(seat, t) : null;
}

/** A stored payment method as people recognise it: "Visa •••• 4242", "SEPA-Lastschrift (IBAN •••• 3000)", PayPal. */
export function paymentMethodText(
  method: {
    readonly kind: string;
    readonly cardBrand?: string | null;
    readonly last4?: string | null;
    readonly accountHolder?: string | null;
    readonly payPalEmail?: string | null;
  },
  t: TFunction,
): string {
  const last4 = method.last4 ?? '····';
  switch (method.kind) {
    case 'CREDIT_CARD':
      return t('account.paymentMethods.card', {
        brand: method.cardBrand
          ? method.cardBrand.charAt(0).toUpperCase() + method.cardBrand.slice(1)
          : t('account.paymentMethods.cardUnknown'),
        last4,
      });
    case 'SEPA':
      return t('contracts.paymentMethod.sepa', { last4 });
    case 'PAY_PAL':
      return method.payPalEmail
        ? t('contracts.paymentMethod.payPal', { email: method.payPalEmail })
        : t('account.paymentMethods.kinds.PAY_PAL');
    default:
      return t('contracts.paymentMethod.other');
  }
}

/** A postal address in lines, as on an envelope. */
export function addressLines(address: {
  readonly company?: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly additionalAddress?: string | null;
  readonly postalCode: string;
  readonly city: string;
  readonly countryCode: string;
}): string[] {
  return [
    address.company ?? '',
    `${address.firstName} ${address.lastName}`.trim(),
    address.street,
    address.additionalAddress ?? '',
    `${address.postalCode} ${address.city}`,
    address.countryCode === 'DE' ? '' : address.countryCode,
  ].filter(Boolean);
}
