import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { startSandboxPaymentProvider } from '../../platform/src/payments/sandbox/server.ts';
import { httpPaymentProvider } from '../../platform/src/payments/client.ts';

const portal = createServer((request, response) => {
  const url = new URL(request.url!, 'http://x');
  if (url.pathname === '/pay') {
    const script = url.searchParams.get('script')!;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(`<!doctype html><html lang="de"><head><title>Kasse</title></head><body><main><h1>Kasse</h1><div id="card"></div></main>
<script src="${script}"></script><script>window.results=[];window.SandboxPayments.mount(document.getElementById('card'),{onResult:function(r){window.results.push(r)}});</script></body></html>`);
  }
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end(`<!doctype html><html lang="de"><title>back</title><h1>Zurück im Shop ${url.pathname}</h1>`);
});
await new Promise<void>((r) => portal.listen(0, '127.0.0.1', r));
const portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
const hooks: string[] = [];
const hookServer = createServer((req, res) => { let b=''; req.on('data',(c)=>b+=c); req.on('end',()=>{hooks.push(JSON.parse(b).type); res.end();}); });
await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;

const sandbox = await startSandboxPaymentProvider({ host: 'localhost', port: 0, apiKey: 'k', webhookSecret: 's', frameAncestors: [portalUrl] });
const provider = httpPaymentProvider({ url: sandbox.url, apiKey: 'k' });
let n = 0;
const create = (method: 'card' | 'paypal' | 'token', extra = {}) => provider.createPayment({ method, amountMinor: 4990, currency: 'EUR', reference: 'r', description: 'Heimtrikot', customerId: 'c', returnUrl: `${portalUrl}/done`, cancelUrl: `${portalUrl}/cancelled`, webhookUrl: hookUrl, idempotencyKey: String(n++), ...extra });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext(); const page = await context.newPage();
const errors: string[] = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });

async function axe(label: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  console.log(label, 'axe:', r.violations.map((v) => `${v.impact} ${v.id} ${v.nodes.map(n=>n.target.join(' ')).join(',')}`));
}
async function fill(frame: ReturnType<typeof page.frameLocator>, number: string) {
  await frame.getByLabel('Kartennummer').fill(number);
  await frame.getByLabel('Ablaufdatum (MM/JJ)').fill('12/30');
  await frame.getByLabel('Prüfnummer (CVC)').fill('123');
  await frame.getByLabel('Karteninhaber').fill('Jürgen Müller');
  await frame.getByRole('button', { name: '49,90 € bezahlen' }).click();
}

// card: decline then success
let payment = await create('card');
await page.goto(`${portalUrl}/pay?script=${encodeURIComponent(payment.scriptUrl!)}`);
let frame = page.frameLocator('iframe[title="Kartenzahlung"]');
await frame.getByLabel('Kartennummer').waitFor();
await axe('frame');
await fill(frame, '4000 0000 0000 0002');
await frame.getByRole('alert').waitFor();
console.log('decline alert:', await frame.getByRole('alert').textContent());
await page.waitForFunction(() => (window as any).results.length === 1);
console.log('results after decline', await page.evaluate(() => (window as any).results));
await axe('frame with errors');
await fill(frame, '4242 4242 4242 4242');
await page.waitForFunction(() => (window as any).results.length === 2);
console.log('results after success', await page.evaluate(() => (window as any).results), (await provider.getPayment(payment.id)).status);
await frame.getByRole('link', { name: 'Weiter' }).click();
await page.waitForURL(`${portalUrl}/done`);
console.log('continue link ->', page.url());

// 3DS
payment = await create('card');
await page.goto(`${portalUrl}/pay?script=${encodeURIComponent(payment.scriptUrl!)}`);
frame = page.frameLocator('iframe[title="Kartenzahlung"]');
await fill(frame, '4000000000003220');
await frame.getByRole('heading', { name: 'Zahlung bei deiner Bank bestätigen' }).waitFor();
await axe('challenge');
await frame.getByRole('button', { name: 'Ablehnen' }).click();
await page.waitForFunction(() => (window as any).results.length === 1);
console.log('3ds reject', await page.evaluate(() => (window as any).results));

// cancel in frame
payment = await create('card');
await page.goto(`${portalUrl}/pay?script=${encodeURIComponent(payment.scriptUrl!)}`);
frame = page.frameLocator('iframe[title="Kartenzahlung"]');
await frame.getByRole('button', { name: 'Abbrechen' }).click();
await page.waitForFunction(() => (window as any).results.length === 1);
console.log('cancel', await page.evaluate(() => (window as any).results));

// paypal
payment = await create('paypal');
await page.goto(payment.approvalUrl!);
await axe('paypal');
await page.getByRole('button', { name: 'Zahlung genehmigen' }).click();
await page.waitForURL(`${portalUrl}/done`);
console.log('paypal approve ->', page.url(), (await provider.getPayment(payment.id)).status);
payment = await create('paypal');
await page.goto(payment.approvalUrl! + '?locale=en');
await page.getByRole('button', { name: 'Cancel' }).click();
await page.waitForURL(`${portalUrl}/cancelled`);
console.log('paypal cancel ->', page.url());
await page.goto(payment.approvalUrl!);
await axe('paypal final');

// embedding from a foreign origin is blocked by frame-ancestors
const foreign = await context.newPage();
payment = await create('card');
await foreign.goto(`${sandbox.url}/hosted/card.js?payment=${payment.id}`);
await page.setViewportSize({ width: 375, height: 700 });
await page.goto(`${portalUrl}/pay?script=${encodeURIComponent(payment.scriptUrl!)}`);
await page.waitForFunction(() => document.querySelector('iframe')!.style.height !== '40rem');
console.log('frame height', await page.evaluate(() => document.querySelector('iframe')!.style.height));
frame = page.frameLocator('iframe[title="Kartenzahlung"]');
await frame.getByRole('button', { name: /bezahlen/ }).click();
await frame.getByRole('alert').waitFor();
await new Promise((r) => setTimeout(r, 200));
console.log('frame height with errors', await page.evaluate(() => document.querySelector('iframe')!.style.height));
const inner = page.frames().find((f) => f.url().includes('card-frame'))!;
console.log('frame content', await inner.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight, document.querySelector('main')!.getBoundingClientRect().bottom]));
await new Promise((r) => setTimeout(r, 500));
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await new Promise((r) => setTimeout(r, 300));
await page.screenshot({ path: '/tmp/frame-mobile.png' });
// token payment
const paid = await create('card');
await page.goto(`${portalUrl}/pay?script=${encodeURIComponent(paid.scriptUrl!)}`);
frame = page.frameLocator('iframe[title="Kartenzahlung"]');
await fill(frame, '5555 5555 5555 4444');
await page.waitForFunction(() => (window as any).results.length === 1);
const tokenId = (await provider.getPayment(paid.id)).paymentTokenId!;
const tokenPayment = await create('token', { paymentTokenId: tokenId });
await page.goto(`${portalUrl}/pay?script=${encodeURIComponent(tokenPayment.scriptUrl!)}`);
frame = page.frameLocator('iframe[title="Kartenzahlung"]');
await frame.getByLabel('Prüfnummer (CVC)').fill('321');
await axe('token frame');
await page.screenshot({ path: '/tmp/token-frame.png', fullPage: true });
await frame.getByRole('button', { name: '49,90 € bezahlen' }).click();
await page.waitForFunction(() => (window as any).results.length === 1);
console.log('token', await page.evaluate(() => (window as any).results), (await provider.getPayment(tokenPayment.id)).status);
await new Promise((r) => setTimeout(r, 300));
console.log('webhooks', hooks);
console.log('console errors', errors);
await browser.close();
await sandbox.close();
portal.close(); hookServer.close();
