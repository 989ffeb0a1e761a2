import type { OutgoingMail } from '../mail/mailer.ts';
import type { CheckoutBody } from './render.ts';

const formats = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

const texts = {
  de: {
    subject: (numbers: string) => `Deine Bestellung ${numbers} beim SC Südstadt 1899`,
    greeting: (name: string) => `Hallo ${name},`,
    thanks: 'vielen Dank für deine Bestellung! Wir haben sie erhalten und machen uns an die Arbeit.',
    order: 'Bestellnummer',
    shipping: 'Versand',
    total: 'Gesamtsumme inkl. MwSt.',
    vat: 'darin enthaltene MwSt.',
    onAccount: 'Du zahlst auf Rechnung; die Rechnung findest du in deinem Konto.',
    orders: 'Deine Bestellungen und Rechnungen:',
    closing: 'Sportliche Grüße\ndein Fanshop-Team',
  },
  en: {
    subject: (numbers: string) => `Your order ${numbers} at SC Südstadt 1899`,
    greeting: (name: string) => `Hello ${name},`,
    thanks: 'thank you for your order! We have received it and are getting it ready.',
    order: 'Order number',
    shipping: 'Shipping',
    total: 'Total incl. VAT',
    vat: 'VAT included',
    onAccount: 'You pay on account; the invoice is in your account.',
    orders: 'Your orders and invoices:',
    closing: 'Best regards\nyour fan shop team',
  },
} as const;

/** The order confirmation with the order numbers, items and totals, in the buyer's profile language. */
export function orderConfirmationMail(input: {
  to: string;
  firstName: string;
  language: 'de' | 'en';
  checkout: CheckoutBody;
  ordersUrl: string;
}): OutgoingMail {
  const text = texts[input.language];
  const format = (amount: number) => formats[input.language].format(amount);
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
      '',
    ]),
    `${text.shipping}: ${format(input.checkout.totalShippingPrice)}`,
    `${text.total}: ${format(input.checkout.totalPrice)}`,
    `${text.vat}: ${format(input.checkout.totalTaxPrice)}`,
    ...(input.checkout.method === 'purchaseOnAccount' ? ['', text.onAccount] : []),
    '',
    text.orders,
    input.ordersUrl,
    '',
    text.closing,
  ];
  return { to: input.to, subject: text.subject(numbers), text: lines.join('\n') };
}
