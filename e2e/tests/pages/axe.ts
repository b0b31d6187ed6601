// axe-core in the page: the serious and critical violations we own, as 'where: rule (elements)'.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Axe = { run: (context: object, options: object) => Promise<AxeResults> };

/**
 * The serious and critical violations on the page; `rules` narrows the run (['color-contrast']).
 * Tabster's focus sentinels (Fluent UI's focus management) are focusable by design and hidden from
 * assistive technology: not ours to change.
 */
export async function seriousViolations(page: Page, where: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Fluent fades dialogs and menus in: axe would read colours mid-fade as too faint. Endless
  // animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        // A cancelled one (its element gone) rejects: it is over all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: Axe }).axe.run(
        { exclude: [['[data-tabster-dummy]']] },
        runOnly ? { runOnly } : {},
      ),
    rules,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes
          .map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` ${node.any[0].message}` : ''}`)
          .join(', ')})`,
    );
}
