import PDFDocument from 'pdfkit';
import {
  formatEuro,
  moneyLabels,
  orderPriceLines,
  type MoneyLanguage,
  type PlacedOrder as Order,
} from './price-lines.ts';
import type { CheckoutBody } from './render.ts';

const dates = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }),
};

const texts = {
  de: {
    invoice: 'Rechnung',
    deliveryNote: 'Lieferschein',
    title: (document: string, number: string) => `${document} zur Bestellung ${number}`,
    orderDate: 'Bestelldatum',
    invoiceNumber: 'Rechnungsnummer',
    deliveryNoteNumber: 'Lieferscheinnummer',
    invoiceColumns: ['Menge', 'Artikel', 'MwSt.', 'Einzelpreis', 'Gesamt'],
    deliveryColumns: ['Menge', 'Artikel', 'Artikelnr.'],
    onAccount: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    paid: 'Der Betrag wurde bereits bezahlt. Vielen Dank!',
  },
  en: {
    invoice: 'Invoice',
    deliveryNote: 'Delivery note',
    title: (document: string, number: string) => `${document} for order ${number}`,
    orderDate: 'Order date',
    invoiceNumber: 'Invoice number',
    deliveryNoteNumber: 'Delivery note number',
    invoiceColumns: ['Qty', 'Item', 'VAT', 'Unit price', 'Total'],
    deliveryColumns: ['Qty', 'Item', 'Item no.'],
    onAccount: 'Payable within 14 days without deduction.',
    paid: 'The amount has been paid. Thank you!',
  },
} as const;

const SELLER = [
  'SC Südstadt 1899 Merchandising GmbH',
  'Stadionallee 1, 12345 Südstadt',
  'USt-IdNr. DE123456789 · Amtsgericht Südstadt HRB 1899',
];

/**
 * An order document (invoice or delivery note) as a PDF (pdfkit, with its built-in Helvetica, which
 * covers German umlauts), in the buyer's language. The invoice lists every line that changes the total
 * (orderPriceLines, as the order mail does) and the VAT it includes, as German invoices must.
 */
export function orderDocumentPdf(
  kind: 'invoice' | 'deliveryNote',
  checkout: CheckoutBody,
  order: Order,
  language: MoneyLanguage = 'de',
): Promise<Buffer> {
  const text = texts[language];
  const money = moneyLabels[language];
  const euro = (amount: number) => formatEuro(amount, language);
  const documentName = kind === 'invoice' ? text.invoice : text.deliveryNote;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${documentName} ${order.number}`,
      Author: SELLER[0]!,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(16).text(SELLER[0]!);
  pdf.font('Helvetica').fontSize(9).text(SELLER.slice(1).join('\n'));
  pdf.moveDown(2);
  const address = kind === 'invoice' ? checkout.billingAddress : checkout.shippingAddress;
  pdf
    .fontSize(11)
    .text(
      [
        address.company,
        `${address.firstName} ${address.lastName}`,
        address.street,
        address.additionalAddress,
        `${address.postalCode} ${address.city}`,
        address.countryCode,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  pdf.moveDown(2);
  pdf.font('Helvetica-Bold').fontSize(14).text(text.title(documentName, order.number));
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(`${text.orderDate}: ${dates[language].format(new Date(order.createdAt))}`)
    .text(
      `${kind === 'invoice' ? text.invoiceNumber : text.deliveryNoteNumber}: ${kind === 'invoice' ? 'RE' : 'LS'}-${order.number}`,
    );
  pdf.moveDown();

  const columns = kind === 'invoice' ? [50, 90, 330, 390, 460] : [50, 90, 330];
  const header = [...(kind === 'invoice' ? text.invoiceColumns : text.deliveryColumns)];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, index) =>
      pdf.text(cell, columns[index]!, y, { width: (columns[index + 1] ?? 545) - columns[index]! - 6 }),
    );
    pdf.moveDown(0.4);
    pdf.x = 50;
  };
  row(header, true);
  for (const item of order.items) {
    const name = `${(language === 'en' ? item.name.en : null) ?? item.name.de}${item.userOptionValues.length ? ` (${item.userOptionValues.map((option) => option.value).join(', ')})` : ''}`;
    row(
      kind === 'invoice'
        ? [String(item.quantity), name, `${item.vatRate} %`, euro(item.price), euro(item.totalPrice)]
        : [String(item.quantity), name, item.sku],
    );
  }
  if (kind === 'invoice') {
    pdf.moveDown();
    for (const line of orderPriceLines(order)) row(['', '', '', money[line.kind], euro(line.amount)]);
    row(['', '', '', money.orderTotal, euro(order.totalPrice)], true);
    row(['', '', '', money.vat, euro(order.totalTaxPrice)]);
    pdf.moveDown();
    pdf.text(checkout.method === 'purchaseOnAccount' ? text.onAccount : text.paid, 50);
  }
  pdf.end();
  return done;
}
