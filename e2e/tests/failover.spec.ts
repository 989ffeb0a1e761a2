import { expect, test, type Page } from '@playwright/test';
import { control, holdMatchAt, stopMatch } from './match.ts';
import { addFromProductPage, submitLogin } from './steps.ts';

/**
 * A fan's journey while instances die and come back, against the many-instance topology (`pnpm start:ha`,
 * E2E_TOPOLOGY=ha: graphs, portal servers and platforms behind HAProxy). Instances are killed as a crash kills
 * them (SIGKILL) and stopped as a deploy stops them (SIGTERM); the launcher starts each again. The fan sees no
 * failed page: queries are retried (by HAProxy when an instance never got them, by the web app after a gateway
 * error), live streams reconnect to another instance, and sign-ins live in the database.
 */
test.skip(process.env.E2E_TOPOLOGY !== 'ha', 'runs against pnpm start:ha (E2E_TOPOLOGY=ha)');

const port = Number(process.env.E2E_PORT ?? 3310);
const operatorUrl = `http://127.0.0.1:${port + 2}`;
/** Match seconds: the cup tie's first half starts after 5 minutes of PreMatch. */
const FIRST_HALF = 5 * 60;
/** A poll (5 s), a reconnect with its backoff, and the way to the browser. */
const PUSHED = { timeout: 15_000 };

interface InstanceState {
  name: string;
  kind: string;
  pid: number | undefined;
  restarts: number;
  up: boolean;
}

async function instances(): Promise<InstanceState[]> {
  return (await (await control(`${operatorUrl}/instances`)).json()) as InstanceState[];
}

/** Kills an instance the way `signal` does; `restarted` waits until the launcher has it up again. */
async function kill(name: string, signal: 'SIGKILL' | 'SIGTERM') {
  const before = (await instances()).find((instance) => instance.name === name)!;
  expect(before.up).toBe(true);
  process.kill(before.pid!, signal);
  return {
    restarted: () =>
      expect
        .poll(async () => (await instances()).find((instance) => instance.name === name), { timeout: 60_000 })
        .toMatchObject({ up: true, restarts: before.restarts + 1 }),
  };
}

const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /Benutzermenü von Lena Fischer/ });
const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ });

test.afterAll(async () => {
  await stopMatch();
});

test('a signed-in fan shops on while a graph and a platform crash, and stays signed in through a restart of every instance', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/produkt/heimtrikot-2026-27-1001');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await submitLogin(page, 'fan@club.example');
  await expect(userMenu(page)).toBeVisible();
  await addFromProductPage(page, 'heimtrikot-2026-27-1001', { size: 'M' });
  await expect(page.getByRole('status')).toContainText('Im Warenkorb: Heimtrikot 2026/27');
  // The demo fan's cart may hold what other journeys put there: what counts is that nothing is lost.
  const articles = Number(/(\d+) Artikel/.exec((await cartBadge(page).getAttribute('aria-label')) ?? '')?.[1]);
  expect(articles).toBeGreaterThan(0);

  // A crash of a graph and of a platform in the middle of the journey: nothing the fan does fails.
  const crashes = [await kill('g1', 'SIGKILL'), await kill('p1', 'SIGKILL')];
  await cartBadge(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fanartikel' })).toContainText('Heimtrikot 2026/27');
  await addFromProductPage(page, 'fussball-groesse-5-1005');
  await expect(page.getByRole('status')).toContainText('Im Warenkorb');
  await expect(cartBadge(page)).toHaveAccessibleName(`Warenkorb, ${articles + 1} Artikel`);
  await page.goto('/konto');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(userMenu(page)).toBeVisible();
  for (const crash of crashes) await crash.restarted();

  // A rolling restart of every graph, portal server and platform, as a deploy does it: one at a time.
  for (const { name } of (await instances()).filter((instance) =>
    ['graph', 'portal', 'platform'].includes(instance.kind),
  ))
    await (await kill(name, 'SIGTERM')).restarted();

  // Every process the fan's sign-in passed through is new: the fan is still signed in, with the same cart.
  await page.reload();
  await expect(userMenu(page)).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName(`Warenkorb, ${articles + 1} Artikel`);
});

test('the live ticker follows the match while every graph instance in turn is killed or stopped', async ({ page }) => {
  test.setTimeout(300_000);
  await holdMatchAt(FIRST_HALF + 20 * 60 + 30);
  await page.goto('/profis/liveticker');
  const state = page.locator('.live-ticker').getByRole('status');
  await expect(state).toContainText("21'");

  // Each graph instance dies in turn, whichever holds the fan's stream or the poller's lease; while it is
  // down, a new moment of the match reaches the page without a reload.
  let minute = 22;
  const graphs = (await instances()).filter((instance) => instance.kind === 'graph');
  for (const [index, { name }] of graphs.entries()) {
    const killed = await kill(name, index % 2 === 0 ? 'SIGKILL' : 'SIGTERM');
    minute += 2;
    await holdMatchAt(FIRST_HALF + (minute - 1) * 60 + 5);
    await expect(state).toContainText(`${minute}'`, PUSHED);
    await killed.restarted();
  }
});
