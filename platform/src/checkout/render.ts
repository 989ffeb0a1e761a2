import type { Queryable } from '../db/database.ts';
import { COMPLETED, iso, money, type CheckoutRow, type OrderItemRow, type OrderRow } from './records.ts';

/** Checkouts as the service answers them (spec 2 section 3: transactions with orders with items). */
export async function renderCheckouts(db: Queryable, rows: CheckoutRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [{ rows: orders }, { rows: items }, { rows: tokens }] = await Promise.all([
    db.query<OrderRow>('SELECT * FROM orders WHERE checkout_id = ANY($1::uuid[]) ORDER BY id', [ids]),
    db.query<OrderItemRow>(
      `SELECT i.* FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.checkout_id = ANY($1::uuid[])
       ORDER BY i.id`,
      [ids],
    ),
    db.query<{
      id: string;
      type: string;
      brand: string | null;
      last4: string;
      exp_month: number | null;
      exp_year: number | null;
      account_holder: string | null;
    }>('SELECT * FROM payment_tokens WHERE id = ANY($1::text[])', [
      rows.map((row) => row.payment_token_id).filter((id) => id !== null),
    ]),
  ]);
  return rows.map((row) => {
    const token = tokens.find((entry) => entry.id === row.payment_token_id);
    const completed = COMPLETED.has(row.status);
    return {
      id: row.id,
      method: row.method,
      status: row.status,
      salesChannel: row.sales_channel,
      createdAt: iso(row.created_at),
      currency: 'EUR',
      totalPrice: money(row.total_minor),
      totalShippingPrice: money(row.total_shipping_minor),
      totalTaxPrice: money(row.total_tax_minor),
      totalVoucherDiscounts: money(row.total_voucher_minor),
      totalPromotionCodeDiscounts: money(row.total_promotion_minor),
      shippingAddress: row.shipping_address,
      billingAddress: row.billing_address,
      paymentInfo: {
        type: row.method,
        paymentTokenId: row.payment_token_id,
        card:
          token && token.type === 'creditCard'
            ? { brand: token.brand ?? '', last4: token.last4, expMonth: token.exp_month, expYear: token.exp_year }
            : null,
        sepa: token && token.type === 'sepa' ? { accountHolder: token.account_holder ?? '', last4: token.last4 } : null,
      },
      failureReason: row.failure_reason,
      transactions: [
        {
          id: row.id,
          orders: orders
            .filter((order) => order.checkout_id === row.id)
            .map((order) => ({
              id: order.id,
              number: order.number,
              type: order.type,
              state: order.state,
              createdAt: iso(order.created_at),
              itemsPrice: money(order.items_minor),
              promotionCodeDiscounts: money(order.promotion_minor),
              voucherDiscounts: money(order.voucher_minor),
              shippingPrice: money(order.shipping_minor),
              totalPrice: money(order.total_minor),
              totalTaxPrice: money(order.tax_minor),
              // Documents exist once the order stands: the invoice, and a delivery note for posted goods.
              documents: completed
                ? [
                    { id: `invoice-${order.number}`, kind: 'Invoice' as const },
                    ...(order.type === 'Merchandise'
                      ? [{ id: `delivery-note-${order.number}`, kind: 'DeliveryNote' as const }]
                      : []),
                  ]
                : [],
              items: items
                .filter((item) => item.order_id === order.id)
                .map((item) => ({
                  id: item.id,
                  serialNumber: item.serial_number,
                  sku: item.sku,
                  type: item.type,
                  name: { de: item.name_de, en: item.name_en },
                  quantity: item.quantity,
                  price: money(item.unit_price_minor),
                  totalPrice: money(item.total_minor),
                  vatRate: item.vat_rate,
                  userOptionValues: item.options,
                  shippingCode: item.shipping_code,
                })),
            })),
        },
      ],
    };
  });
}

/** One checkout as every checkout call, the order mail and the order documents read it. */
export type CheckoutBody = Awaited<ReturnType<typeof renderCheckouts>>[number];
