import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical WCAG 2.2 A/AA violation of the page as it is now. `exclude` leaves out parts
 * checked on their own (a frame with another page, such as the graph's reference on the developer page).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // A toast or panel still moving in is drawn at part of its opacity, which axe measures as too little contrast: the
  // page is checked as it settles, once every finite animation has ended (endless ones, a skeleton's shimmer, run on).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
