import PDFDocument from 'pdfkit';
import type { CheckoutBody } from './render.ts';

type Order = CheckoutBody['transactions'][number]['orders'][number];

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' });

const SELLER = [
  'SC Südstadt 1899 Merchandising GmbH',
  'Stadionallee 1, 12345 Südstadt',
  'USt-IdNr. DE123456789 · Amtsgericht Südstadt HRB 1899',
];

/**
 * An order document (invoice or delivery note) as a PDF (pdfkit, with its built-in Helvetica, which
 * covers German umlauts). The invoice itemises net, VAT and gross as German invoices must.
 */
export function orderDocumentPdf(
  kind: 'invoice' | 'deliveryNote',
  checkout: CheckoutBody,
  order: Order,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${kind === 'invoice' ? 'Rechnung' : 'Lieferschein'} ${order.number}`,
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
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`${kind === 'invoice' ? 'Rechnung' : 'Lieferschein'} zur Bestellung ${order.number}`);
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(`Bestelldatum: ${date.format(new Date(order.createdAt))}`)
    .text(
      `${kind === 'invoice' ? 'Rechnungsnummer' : 'Lieferscheinnummer'}: ${kind === 'invoice' ? 'RE' : 'LS'}-${order.number}`,
    );
  pdf.moveDown();

  const columns = kind === 'invoice' ? [50, 90, 330, 390, 460] : [50, 90, 330];
  const header =
    kind === 'invoice' ? ['Menge', 'Artikel', 'MwSt.', 'Einzelpreis', 'Gesamt'] : ['Menge', 'Artikel', 'Artikelnr.'];
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
    const name = `${item.name.de}${item.userOptionValues.length ? ` (${item.userOptionValues.map((option) => option.value).join(', ')})` : ''}`;
    row(
      kind === 'invoice'
        ? [String(item.quantity), name, `${item.vatRate} %`, euro.format(item.price), euro.format(item.totalPrice)]
        : [String(item.quantity), name, item.sku],
    );
  }
  if (kind === 'invoice') {
    pdf.moveDown();
    const sums: [string, number][] = [
      ['Warenwert', order.itemsPrice],
      ...(order.promotionCodeDiscounts > 0 ? [['Rabatt', -order.promotionCodeDiscounts] as [string, number]] : []),
      ['Versand', order.shippingPrice],
      ...(order.voucherDiscounts > 0 ? [['Gutschein', -order.voucherDiscounts] as [string, number]] : []),
      ['Gesamtbetrag', order.totalPrice],
      ['darin enthaltene MwSt.', order.totalTaxPrice],
    ];
    for (const [label, amount] of sums) row(['', '', '', label, euro.format(amount)], label === 'Gesamtbetrag');
    pdf.moveDown();
    pdf.text(
      checkout.method === 'purchaseOnAccount'
        ? 'Zahlbar innerhalb von 14 Tagen ohne Abzug.'
        : 'Der Betrag wurde bereits bezahlt. Vielen Dank!',
      50,
    );
  }
  pdf.end();
  return done;
}
