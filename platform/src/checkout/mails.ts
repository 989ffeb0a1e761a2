import type { Queryable } from '../db/database.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { portalLinks, portalUrl } from '../portal-links.ts';
import { formatEuro, moneyLabels, orderPriceLines } from './price-lines.ts';
import type { CheckoutRow } from './records.ts';
import type { CheckoutBody } from './render.ts';

const texts = {
  de: {
    subject: (numbers: string) => `Deine Bestellung ${numbers} beim SC Südstadt 1899`,
    greeting: (name: string) => `Hallo ${name},`,
    thanks: 'vielen Dank für deine Bestellung! Wir haben sie erhalten und machen uns an die Arbeit.',
    order: 'Bestellnummer',
    onAccount: 'Du zahlst auf Rechnung; die Rechnung findest du in deinem Konto.',
    orders: 'Deine Bestellungen und Rechnungen:',
    closing: 'Sportliche Grüße\ndein Fanshop-Team',
  },
  en: {
    subject: (numbers: string) => `Your order ${numbers} at SC Südstadt 1899`,
    greeting: (name: string) => `Hello ${name},`,
    thanks: 'thank you for your order! We have received it and are getting it ready.',
    order: 'Order number',
    onAccount: 'You pay on account; the invoice is in your account.',
    orders: 'Your orders and invoices:',
    closing: 'Best regards\nyour fan shop team',
  },
} as const;

/**
 * The order confirmation in the buyer's profile language: each order's number, items and every line that
 * changes its total (orderPriceLines), then what is charged; the lines shown add up to it.
 */
export function orderConfirmationMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  checkout: CheckoutBody;
  portalOrigin: string;
}): OutgoingMail {
  const text = texts[input.language];
  const money = moneyLabels[input.language];
  const format = (amount: number) => formatEuro(amount, input.language);
  const orders = input.checkout.transactions.flatMap((transaction) => transaction.orders);
  const numbers = orders.map((order) => order.number).join(', ');
  const lines = [
    text.greeting(input.firstName),
    '',
    text.thanks,
    '',
    ...orders.flatMap((order) => [
      `${text.order} ${order.number}`,
      ...order.items.map(
        (item) =>
          `  ${item.quantity} × ${(input.language === 'en' ? item.name.en : null) ?? item.name.de}` +
          `${item.userOptionValues.length ? ` (${item.userOptionValues.map((option) => option.value).join(', ')})` : ''}` +
          `  ${format(item.totalPrice)}`,
      ),
      ...orderPriceLines(order).map((line) => `${money[line.kind]}: ${format(line.amount)}`),
      ...(orders.length > 1 ? [`${money.orderTotal}: ${format(order.totalPrice)}`] : []),
      '',
    ]),
    `${money.total}: ${format(input.checkout.totalPrice)}`,
    `${money.vat}: ${format(input.checkout.totalTaxPrice)}`,
    ...(input.checkout.method === 'purchaseOnAccount' ? ['', text.onAccount] : []),
    '',
    text.orders,
    portalUrl(input.portalOrigin, portalLinks.orders(input.language)),
    '',
    text.closing,
  ];
  return { to: input.to, subject: text.subject(numbers), text: lines.join('\n') };
}

/**
 * Sends the order confirmation once per checkout: the first caller claims it, so the provider's webhook and
 * the buyer's page asking for the payment's state never send it twice. It goes to who pressed "buy" (for an
 * organisation, the acting admin) in their profile language.
 */
export async function sendOrderConfirmation(
  db: Queryable,
  options: { mailer: Mailer; portalOrigin: () => string; log?: { error(details: object, message: string): void } },
  checkoutId: string,
  render: (row: CheckoutRow) => Promise<CheckoutBody>,
): Promise<void> {
  const claimed = await db.query<CheckoutRow>(
    `UPDATE checkouts SET confirmation_sent_at = now() WHERE id = $1 AND confirmation_sent_at IS NULL RETURNING *`,
    [checkoutId],
  );
  const row = claimed.rows[0];
  if (!row) return;
  const { rows: people } = await db.query<{ email: string; first_name: string; profile_language: 'de' | 'en' }>(
    'SELECT email, first_name, profile_language FROM accounts WHERE id = $1',
    [row.account_id],
  );
  const person = people[0];
  if (!person) return;
  try {
    await options.mailer.send(
      orderConfirmationMail({
        to: person.email,
        firstName: person.first_name,
        language: person.profile_language,
        checkout: await render(row),
        portalOrigin: options.portalOrigin(),
      }),
    );
  } catch (error) {
    // The order stands without its mail; the account's order list shows it. Sending is retried never.
    options.log?.error({ err: error, checkoutId }, 'order confirmation mail not sent');
  }
}

const failureTexts = {
  de: {
    subject: (numbers: string) => `Deine Zahlung für die Bestellung ${numbers} ist fehlgeschlagen`,
    greeting: (name: string) => `Hallo ${name},`,
    failed: (numbers: string, amount: string) =>
      `die Zahlung über ${amount} für deine Bestellung ${numbers} ist fehlgeschlagen; die Bestellung ist storniert.`,
    cart: 'Die Artikel, Gutscheine und Rabattcodes liegen wieder in deinem Warenkorb. Du kannst erneut bestellen:',
    closing: 'Sportliche Grüße\ndein Fanshop-Team',
  },
  en: {
    subject: (numbers: string) => `Your payment for order ${numbers} failed`,
    greeting: (name: string) => `Hello ${name},`,
    failed: (numbers: string, amount: string) =>
      `the payment of ${amount} for your order ${numbers} failed; the order is cancelled.`,
    cart: 'The items, vouchers and discount codes are back in your cart. You can order again:',
    closing: 'Best regards\nyour fan shop team',
  },
} as const;

/** The mail that a payment failed: which order, how much, and that the cart holds everything again. */
export function paymentFailedMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  orderNumbers: string[];
  totalPrice: number;
  portalOrigin: string;
}): OutgoingMail {
  const text = failureTexts[input.language];
  const numbers = input.orderNumbers.join(', ');
  return {
    to: input.to,
    subject: text.subject(numbers),
    text: [
      text.greeting(input.firstName),
      '',
      text.failed(numbers, formatEuro(input.totalPrice, input.language)),
      text.cart,
      portalUrl(input.portalOrigin, portalLinks.cart(input.language)),
      '',
      text.closing,
    ].join('\n'),
  };
}

/** Mails who pressed "buy" that the payment failed; the failure stands without the mail. */
export async function sendPaymentFailed(
  db: Queryable,
  options: { mailer: Mailer; portalOrigin: () => string; log?: { error(details: object, message: string): void } },
  checkoutId: string,
): Promise<void> {
  try {
    const { rows } = await db.query<{
      email: string;
      first_name: string;
      profile_language: 'de' | 'en';
      total_minor: number;
      numbers: string[];
    }>(
      `SELECT a.email, a.first_name, a.profile_language, c.total_minor,
              ARRAY(SELECT number FROM orders WHERE checkout_id = c.id ORDER BY id) AS numbers
         FROM checkouts c JOIN accounts a ON a.id = c.account_id WHERE c.id = $1`,
      [checkoutId],
    );
    const row = rows[0];
    if (!row) return;
    await options.mailer.send(
      paymentFailedMail({
        to: row.email,
        firstName: row.first_name,
        language: row.profile_language,
        orderNumbers: row.numbers,
        totalPrice: row.total_minor / 100,
        portalOrigin: options.portalOrigin(),
      }),
    );
  } catch (error) {
    options.log?.error({ err: error, checkoutId }, 'payment failure mail not sent');
  }
}
