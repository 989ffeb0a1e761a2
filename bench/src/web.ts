/**
 * `pnpm bench:web`: Lighthouse 12 (mobile preset: simulated 4G and a 4× slower CPU) in Debian's Chromium
 * against the whole portal, built and started as `pnpm start` does, on every kind of page (shop, club sites,
 * ticker, search, marketplace, video, jobs, sweepstakes, a match's tickets, Club TV's plans) and, signed in as a
 * demo fan, on the cart, the wallet, a ticket, the orders and the contracts. Each page runs BENCH_WEB_RUNS times
 * (default 3); the run with the median performance score is reported. Writes bench/results/web/latest.json and
 * the web section of BENCHMARKS.md (below the notes marker, which `pnpm bench` keeps).
 *
 *   BENCH_WEB_RUNS  runs per page (default 3)
 *   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
 *
 * Goals (issue #9): performance ≥ 95, LCP ≤ 2.0 s and accessibility 100 on each page.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchesOnSale } from '@club/platform/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import type { Page } from 'puppeteer-core';
import { codeVersion, machine, notesMarker, toJson } from './report.ts';
import { addToCart, clearCache, connectTo, firstTicketPath, signIn } from './web-session.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const goals = { performance: 95, accessibility: 100, lcpMs: 2000 };

/** The pages measured; the cart is filled with this product first (an empty cart is not what fans see). */
const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/kategorie/trikots' },
  { name: 'product', path: '/produkt/heimtrikot-2026-27-1001' },
  { name: 'cart', path: '/warenkorb' },
  { name: 'site start page', path: '/profis' },
  { name: 'live ticker', path: '/profis/liveticker' },
  { name: 'squad', path: '/profis/kader' },
  { name: 'search', path: '/suche?q=Heimsieg' },
  { name: 'Zweitmarkt', path: '/zweitmarkt' },
  { name: 'video detail', path: '/video/detail/?id=v-highlights-nordhafen' },
  { name: 'job posting', path: '/jobs/20433' },
  { name: 'sweepstakes', path: '/gewinnspiele' },
  // A home match on sale (the seed's first): the box office's blocks and prices.
  { name: 'match tickets', path: `/profis/spiel/${matchesOnSale(new Date())[0]!.id}/tickets` },
  { name: 'club tv plans', path: '/tv/abo' },
] as const;

/**
 * The signed-in pages (web-session.ts): a demo fan's cart with one item, wallet, a ticket, orders, contracts
 * and the developer page (its channels; the explorer's code loads only once a channel is picked, so it is not
 * measured). `path: null` is the fan's first ticket, found in the wallet.
 */
const signedInPages = [
  { name: 'cart, signed in', path: '/warenkorb', account: 'fan@club.example' },
  { name: 'wallet', path: '/konto/tickets', account: 'fan@club.example' },
  { name: 'a ticket', path: null, account: 'fan@club.example' },
  { name: 'orders', path: '/konto/bestellungen', account: 'fan@club.example' },
  { name: 'contracts', path: '/konto/vertraege', account: 'mitglied@club.example' },
  { name: 'developers', path: '/entwickler', account: 'fan@club.example' },
] as const;
const cartProductSlug = 'schal-suedkurve-1003';

interface PageFigures {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Performance scores of every run, the reported one being their median. */
  performanceRuns: number[];
  lcpElement: string | null;
  pass: boolean;
}

// ---- the portal ------------------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts scripts/portal.ts (production mode, fresh in-memory database) and waits for /health. */
async function startPortal(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/portal.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_PORT: '0',
      IDENTITY_PORT: '0',
      METRICS_PORT: '0',
      PGLITE_DIR: 'memory',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the portal did not answer /health within 90 s');
}

/** A persisted document's id, read from the web app's compiled Relay artifact. */
function documentId(name: string): string {
  const artifact = readFileSync(join(repoRoot, `web/src/__generated__/${name}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  if (!id) throw new Error(`no persisted id in ${name}`);
  return id;
}

async function graphql(url: string, document: string, variables: object, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ documentId: documentId(document), variables }),
  });
  return { body: (await response.json()) as { data?: Record<string, unknown> }, headers: response.headers };
}

/** Puts one product in a new anonymous cart, as a visitor would, and returns the cart's cookie. */
async function anonymousCartCookie(url: string): Promise<string> {
  const { body } = await graphql(url, 'ProductPageQuery', { slug: cartProductSlug, language: 'DE', signedIn: false });
  const sku = (body.data?.product as { sku?: string } | null)?.sku;
  if (!sku) throw new Error(`no product ${cartProductSlug} to put in the cart`);
  const added = await graphql(url, 'useCartItemAddMutation', {
    input: { sku, quantity: 1, options: [] },
    language: 'DE',
  });
  const cookie = added.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const result = (added.body.data?.cartItemAdd as { __typename?: string } | undefined)?.__typename;
  if (!cookie || result !== 'CartItemAddSuccess') throw new Error(`adding to the cart answered ${result}`);
  return cookie;
}

// ---- Lighthouse ------------------------------------------------------------------------------------------

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run; on a signed-in fan's tab (`page`) the fan's cookies stay, the cache is cleared. */
async function measure(port: number, url: string, cookie: string | undefined, page?: Page) {
  if (page) await clearCache(page);
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
      ...(page ? { disableStorageReset: true } : {}),
    },
    // The default configuration is the mobile preset: Moto G Power screen, simulated slow 4G, 4× CPU.
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(value('speed-index')),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} (${lcpNode.nodeLabel ?? ''})` : null,
    failedAudits: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit!.id),
  };
}

// ---- report ----------------------------------------------------------------------------------------------

function markdownSection(
  report: { date: string; code: unknown; machine: ReturnType<typeof machine> },
  figures: PageFigures[],
) {
  const m = report.machine;
  const rows = figures.map((f) =>
    [
      f.page,
      `\`${new URL(f.url).pathname}\``,
      f.performance,
      f.accessibility,
      f.bestPractices,
      f.seo,
      (f.fcpMs / 1000).toFixed(2),
      (f.lcpMs / 1000).toFixed(2),
      f.tbtMs,
      f.cls.toFixed(3),
      f.pass ? 'PASS' : 'FAIL',
    ].join(' | '),
  );
  const code = report.code as { commit: string | null };
  return [
    '<!-- web -->',
    '',
    '## Web: Lighthouse, mobile',
    '',
    'The latest figures of `pnpm bench:web` ([bench/src/web.ts](bench/src/web.ts)): Lighthouse 12 with its mobile preset',
    '(simulated slow 4G, 4× CPU slowdown) in Chromium against the portal started as `pnpm start` does, production',
    `build; the median of ${runs} runs per page by performance score. The cart holds one item. The signed-in pages`,
    '(cart, wallet, a ticket, orders, contracts) are loaded by a demo fan who signed in before, as a returning fan',
    'does: the session is restored from the provider’s cookie, the data asked with the fan’s token (bench/src/web-session.ts).',
    '',
    `- **Date:** ${report.date}`,
    `- **Machine:** ${m.cpu}, ${m.cores} cores, Node ${m.node}`,
    `- **Code:** commit ${code.commit ?? 'unknown'}`,
    `- **Goals:** performance ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs / 1000} s, accessibility ${goals.accessibility}`,
    '- **SEO** of the cart is lower by design: it is marked `noindex` (personal), which Lighthouse counts against it.',
    '',
    '| page | path | performance | accessibility | best practices | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS | goals |',
    '| ---- | ---- | ----------: | ------------: | -------------: | --: | ------: | ------: | -------: | --: | ----- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    'Raw figures, with every run’s score and the LCP element: [bench/results/web/latest.json](bench/results/web/latest.json).',
    '',
    '<!-- /web -->',
  ].join('\n');
}

/** Replaces the web section of BENCHMARKS.md, which lives below the notes marker that `pnpm bench` keeps. */
async function writeResults(report: object, section: string): Promise<void> {
  const resultsDir = join(repoRoot, 'bench/results/web');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.json'), toJson(report));
  const path = join(repoRoot, 'BENCHMARKS.md');
  let text = existsSync(path) ? readFileSync(path, 'utf8') : `# Benchmarks\n\n${notesMarker}\n`;
  if (!text.includes(notesMarker)) text = `${text.trimEnd()}\n\n${notesMarker}\n`;
  const pattern = /<!-- web -->[\s\S]*?<!-- \/web -->/;
  if (pattern.test(text)) text = text.replace(pattern, section);
  else text = `${text.trimEnd()}\n\n${section}\n`;
  // Formatted as Prettier formats the rest of the file (aligned tables), so `pnpm check` accepts it.
  const options = { ...(await prettier.resolveConfig(path)), filepath: path };
  writeFileSync(path, await prettier.format(text.replace(/\n{3,}/g, '\n\n'), options));
}

// ---- the run ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log('Building the web app …');
  execFileSync('pnpm', ['--filter', '@club/web', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const portal = await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const cartCookie = await anonymousCartCookie(portal.url);
    // One unmeasured visit per page warms the graph's shared cache and the portal, as in production.
    for (const page of pages) await fetch(portal.url + page.path);
    const figures: PageFigures[] = [];
    const { browser, page: fanTab } = await connectTo(chrome.port);
    let signedInAs: string | undefined;
    const measured = [
      ...pages.map((page) => ({ ...page, account: undefined })),
      ...signedInPages.map((page) => ({ ...page })),
    ];
    for (const page of measured) {
      if (page.account && page.account !== signedInAs) {
        await signIn(fanTab, portal.url, page.account);
        if (page.account === 'fan@club.example') await addToCart(fanTab, portal.url, cartProductSlug);
        signedInAs = page.account;
      }
      const path = page.path ?? (await firstTicketPath(fanTab, portal.url));
      const url = portal.url + path;
      const cookie = page.name === 'cart' ? cartCookie : undefined;
      const tab = page.account ? fanTab : undefined;
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await measure(chrome.port, url, cookie, tab));
      const scores = results.map((result) => result.performance);
      const reported = results.find((result) => result.performance === median(scores))!;
      const pass =
        reported.performance >= goals.performance &&
        reported.accessibility >= goals.accessibility &&
        reported.lcpMs <= goals.lcpMs;
      const { failedAudits, ...rest } = reported;
      figures.push({ page: page.name, url, ...rest, performanceRuns: scores, pass });
      console.log(
        `${page.name.padEnd(9)} performance ${reported.performance}  accessibility ${reported.accessibility}` +
          `  LCP ${(reported.lcpMs / 1000).toFixed(2)} s  TBT ${reported.tbtMs} ms  CLS ${reported.cls}` +
          `  (runs ${scores.join(', ')})${failedAudits.length ? `  a11y: ${failedAudits.join(', ')}` : ''}` +
          `  LCP element ${reported.lcpElement ?? '?'}`,
      );
    }
    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      code: codeVersion(repoRoot),
      settings: { runs, preset: 'mobile (Lighthouse default)', lighthouse: '12', chromium: chromePath },
      goals,
      pages: figures,
    };
    await browser.disconnect();
    await writeResults(report, markdownSection(report, figures));
    console.log('\nWrote bench/results/web/latest.json and the web section of BENCHMARKS.md');
    if (!figures.every((figure) => figure.pass)) process.exitCode = 1;
  } finally {
    chrome.kill();
    portal.process.kill('SIGTERM');
  }
}

await main();
