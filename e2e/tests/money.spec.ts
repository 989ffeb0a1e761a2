import { expect, test, type Locator, type Page } from '@playwright/test';
import { newestMail } from './inbox.ts';
import { addFromProductPage, signInFromHeader } from './steps.ts';

/**
 * Money shown as charged, in the fan's language: an English-speaking fan (firma@club.example, profile
 * language English) buys with a voucher and a partner's code on the English pages. Every line that changes
 * the total stands in the checkout's summary and in the order mail, and adds up to what PayPal charged;
 * PayPal speaks English and returns to the English confirmation page; the mail links to the English orders.
 */
const FAN = 'firma@club.example';

/** "−€15.00", "€79.85", "Free" as cents. */
function cents(text: string): number {
  const digits = text.replace(/[^0-9.]/g, '');
  return digits ? Math.round(Number(digits) * 100) * (/[−-]/.test(text) ? -1 : 1) : 0;
}

/** The summary's lines and its total, in cents. */
async function summaryOf(totals: Locator) {
  const rows = await totals.locator('.summary-row').evaluateAll((elements) =>
    elements.map((row) => ({
      label: row.querySelector('dt')!.textContent!.trim(),
      amount: row.querySelector('dd')!.textContent!.trim(),
      total: row.classList.contains('total'),
    })),
  );
  return {
    labels: rows.filter((row) => !row.total).map((row) => row.label),
    lines: rows.filter((row) => !row.total).map((row) => cents(row.amount)),
    total: cents(rows.find((row) => row.total)!.amount),
  };
}

async function fillIfEmpty(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true }).first();
  if ((await field.inputValue()) === '') await field.fill(value);
}

test('an English fan with a voucher and a partner code sees every line of what PayPal charges, in English', async ({
  page,
}) => {
  await page.goto('/');
  await signInFromHeader(page, FAN);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
  await addFromProductPage(page, 'schal-suedkurve-1003', { quantity: 2 });
  await addFromProductPage(page, 'fussball-groesse-5-1005');

  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.getByLabel('Voucher code', { exact: true }).fill('FANSHOP-15');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('button', { name: 'Remove: FANSHOP-15' })).toBeVisible();
  await page.getByLabel('Partner', { exact: true }).selectOption({ label: 'Stadtwerke Südstadt' });
  await page.getByLabel('Discount code', { exact: true }).fill('SUEDKURVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove: SUEDKURVE10' })).toBeVisible();
  const cart = await summaryOf(page.locator('.cart-summary .cart-totals'));

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // The checkout's summary shows the cart's lines, discount and voucher included, adding up to its total.
  const checkout = await summaryOf(page.getByRole('complementary', { name: 'Your order' }).locator('.cart-totals'));
  expect({ lines: checkout.lines, total: checkout.total }).toEqual({ lines: cart.lines, total: cart.total });
  expect(checkout.labels.join(' | ')).toContain('SUEDKURVE10');
  expect(checkout.labels.join(' | ')).toContain('FANSHOP-15');
  expect(checkout.lines).toContain(-1500);
  expect(checkout.lines.reduce((sum, line) => sum + line, 0)).toBe(checkout.total);

  await fillIfEmpty(page, 'First name', 'Thomas');
  await fillIfEmpty(page, 'Last name', 'Groß');
  await fillIfEmpty(page, 'Street and number', 'Bäckergasse 3');
  await fillIfEmpty(page, 'Postcode', '12345');
  await fillIfEmpty(page, 'City', 'Südstadt');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Order and pay' }).click();

  // PayPal in English, and back to the English confirmation page.
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/confirmation\?[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const number = (await page.locator('.order-numbers strong').first().textContent())!;

  // The mail in the fan's language: the same lines, adding up to the same total, and the English orders page.
  const mail = await newestMail(FAN, new RegExp(`Your order ${number}`));
  const mailLines = mail.text.split('\n').map((line) => line.trim());
  const shown = mailLines.flatMap((line) => {
    const match = /^(Items|Discount|Shipping|Voucher): (.+)$/.exec(line);
    return match ? [cents(match[2]!)] : [];
  });
  const total = cents(
    mailLines.find((line) => line.startsWith('Total incl. VAT: '))!.slice('Total incl. VAT: '.length),
  );
  expect(total).toBe(checkout.total);
  expect(shown.reduce((sum, line) => sum + line, 0)).toBe(total);
  expect(shown).toContain(-1500);
  expect(mailLines.some((line) => /\/en\/account\/orders$/.test(line))).toBe(true);
});
