/**
 * The seller's mails of a resale: the ticket is sold (with what they get and how), and the payout arrived
 * or failed (with the way to retry it). In the seller's profile language, linking to their marketplace
 * offers. Each reads the offer under its row lock, so a mail about a sale waits for the buyer's checkout to
 * commit and is never sent for one that rolled back; the sale or payout stands without its mail.
 */
import type { Database } from '../db/database.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { portalLinks, portalUrl } from '../portal-links.ts';
import type { PayoutType } from './fees.ts';

export type SellerEvent = 'sold' | 'paidOut' | 'payoutFailed';

export interface SellerMailOptions {
  mailer?: Mailer | undefined;
  portalOrigin?: (() => string) | undefined;
  log?: { error(details: object, message: string): void } | undefined;
}

const euros = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

const texts = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    subject: {
      sold: (ticket: string) => `Dein Ticket ist verkauft: ${ticket}`,
      paidOut: (amount: string) => `Deine Auszahlung über ${amount} ist unterwegs`,
      payoutFailed: (amount: string) => `Deine Auszahlung über ${amount} ist fehlgeschlagen`,
    },
    sold: (ticket: string) => `dein Ticket ${ticket} hat auf dem Ticket-Zweitmarkt einen Käufer gefunden.`,
    price: 'Verkaufspreis',
    fees: 'Gebühren',
    amount: 'Auszahlung',
    method: {
      Voucher: 'als Fanshop-Gutschein',
      CreditCard: 'auf deine Kreditkarte',
      PayPal: 'auf dein PayPal-Konto',
      OriginalPayment: 'auf die Zahlungsart, mit der du das Ticket gekauft hast',
    } satisfies Record<PayoutType, string>,
    voucher: (code: string) => `Dein Gutscheincode: ${code}`,
    followsSoon: 'Die Auszahlung folgt in Kürze; wir schreiben dir, sobald sie unterwegs ist.',
    paidOut: (amount: string, method: string) => `wir haben dir ${amount} ${method} ausgezahlt.`,
    payoutFailed: (amount: string, method: string) =>
      `die Auszahlung von ${amount} ${method} ist fehlgeschlagen. Bitte wähle eine andere Karte oder ein ` +
      'PayPal-Konto, dann zahlen wir erneut aus.',
    offers: 'Deine Angebote und Auszahlungen:',
    closing: 'Sportliche Grüße\nSC Südstadt 1899',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: {
      sold: (ticket: string) => `Your ticket is sold: ${ticket}`,
      paidOut: (amount: string) => `Your payout of ${amount} is on its way`,
      payoutFailed: (amount: string) => `Your payout of ${amount} failed`,
    },
    sold: (ticket: string) => `your ticket ${ticket} has found a buyer on the ticket resale marketplace.`,
    price: 'Sale price',
    fees: 'Fees',
    amount: 'Payout',
    method: {
      Voucher: 'as a fan shop voucher',
      CreditCard: 'to your credit card',
      PayPal: 'to your PayPal account',
      OriginalPayment: 'to the payment method you bought the ticket with',
    } satisfies Record<PayoutType, string>,
    voucher: (code: string) => `Your voucher code: ${code}`,
    followsSoon: 'The payout follows shortly; we will write to you once it is on its way.',
    paidOut: (amount: string, method: string) => `we have paid out ${amount} ${method}.`,
    payoutFailed: (amount: string, method: string) =>
      `the payout of ${amount} ${method} failed. Please choose another card or a PayPal account and we will ` +
      'pay out again.',
    offers: 'Your offers and payouts:',
    closing: 'Best regards\nSC Südstadt 1899',
  },
} as const;

/** A seller's mail about their offer, as `sellerMailOf` writes it from the offer's facts. */
export function sellerMail(input: {
  event: SellerEvent;
  to: string;
  firstName: string;
  language: 'de' | 'en';
  ticket: string;
  priceMinor: number;
  feesMinor: number;
  amountMinor: number;
  payoutType: PayoutType;
  voucherCode: string | null;
  paidNow: boolean;
  link: string;
}): OutgoingMail {
  const text = texts[input.language];
  const money = (minor: number) => euros[input.language].format(minor / 100);
  const amount = money(input.amountMinor);
  const method = text.method[input.payoutType];
  const body =
    input.event === 'sold'
      ? [
          text.sold(input.ticket),
          '',
          `${text.price}: ${money(input.priceMinor)}`,
          `${text.fees}: −${money(input.feesMinor)}`,
          `${text.amount}: ${amount} ${method}`,
          ...(input.voucherCode ? ['', text.voucher(input.voucherCode)] : []),
          ...(input.paidNow ? [] : ['', text.followsSoon]),
        ]
      : [input.event === 'paidOut' ? text.paidOut(amount, method) : text.payoutFailed(amount, method)];
  return {
    to: input.to,
    subject: input.event === 'sold' ? text.subject.sold(input.ticket) : text.subject[input.event](amount),
    text: [text.greeting(input.firstName), '', ...body, '', text.offers, input.link, '', text.closing].join('\n'),
  };
}

/** Mails the seller about their offer; the sale or payout stands without it. */
export async function mailSeller(db: Database, options: SellerMailOptions, offerId: string, event: SellerEvent) {
  const { mailer, portalOrigin } = options;
  if (!mailer || !portalOrigin) return;
  try {
    const mail = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        state: string;
        email: string;
        first_name: string;
        profile_language: 'de' | 'en';
        block: string;
        row_label: string | null;
        seat_label: string | null;
        serial_number: string;
        price_minor: number;
        handling_fee_minor: number;
        reimbursement_fee_minor: number;
        amount_minor: number;
        payout_type: PayoutType;
        voucher_code: string | null;
      }>(
        `SELECT p.state, a.email, a.first_name, a.profile_language, t.block, t.row_label, t.seat_label,
                t.serial_number, p.price_minor, p.handling_fee_minor, p.reimbursement_fee_minor, p.amount_minor,
                p.payout_type, p.voucher_code
           FROM payouts p JOIN tickets t ON t.id = p.ticket_id JOIN accounts a ON 'account:' || a.id = p.owner
          WHERE p.id = $1 FOR UPDATE OF p`,
        [offerId],
      );
      const row = rows[0];
      // Not sold after all (the buyer's checkout rolled back), or not in the state the mail is about.
      const expected: Record<SellerEvent, string[]> = {
        sold: ['Sold', 'PaymentSucceeded', 'PaymentFailed'],
        paidOut: ['PaymentSucceeded'],
        payoutFailed: ['PaymentFailed'],
      };
      if (!row || !expected[event].includes(row.state)) return null;
      const english = row.profile_language === 'en';
      const place =
        row.row_label === null
          ? `Block ${row.block}`
          : english
            ? `Block ${row.block}, row ${row.row_label}, seat ${row.seat_label}`
            : `Block ${row.block}, Reihe ${row.row_label}, Platz ${row.seat_label}`;
      return sellerMail({
        event,
        to: row.email,
        firstName: row.first_name,
        language: row.profile_language,
        ticket: `${place} (${row.serial_number})`,
        priceMinor: row.price_minor,
        feesMinor: row.handling_fee_minor + row.reimbursement_fee_minor,
        amountMinor: row.amount_minor,
        payoutType: row.payout_type,
        voucherCode: row.voucher_code,
        paidNow: row.payout_type === 'Voucher' || row.amount_minor === 0,
        link: portalUrl(portalOrigin(), portalLinks.marketplaceOffers(row.profile_language)),
      });
    });
    if (mail) await mailer.send(mail);
  } catch (error) {
    options.log?.error({ err: error, offerId, event }, 'marketplace mail to the seller not sent');
  }
}
