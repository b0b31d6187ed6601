// axe reports no serious violation we own on any route at 1366 and 800 px (issue 25): every list,
// add, edit and detail screen, the dashboard, settings and the workflow screens, signed in as an
// administrator; and in the dark theme (issue 29) no serious colour-contrast violation on any of
// them. And the keyboard's first stop skips the sidebar.
import { expect, test } from '@playwright/test';
import { apiURL } from '../playwright.config.js';
import { seriousViolations } from './pages/axe.js';
import { allRoutes } from './pages/routes.js';
import { SignInPage } from './pages/SignInPage.js';
import { background, DARK_BACKGROUND, LIGHT_BACKGROUND } from './pages/theme.js';

// Each route loads once and is checked at both widths and in both themes: the layout answers the
// width, and the theme the operating system's colour scheme, by CSS alone (the administrator has
// made no theme choice, so the stylesheet follows prefers-color-scheme; dark-mode.spec.ts).
test('axe reports no serious violation we own on any route at 1366 and 800 px, nor a serious colour-contrast violation in the dark theme', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await new SignInPage(page).signInAsAdmin();
  const violations: string[] = [];
  for (const route of await allRoutes(page)) {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    for (const width of [1366, 800]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [colorScheme, expected] of [
        ['light', LIGHT_BACKGROUND],
        ['dark', DARK_BACKGROUND],
      ] as const) {
        await page.emulateMedia({ colorScheme });
        await expect.poll(() => background(page)).toBe(expected);
        // Two frames: the new width's and theme's styles and any layout effect have been applied.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        violations.push(
          ...(colorScheme === 'light'
            ? await seriousViolations(page, `${route} at ${width} px`)
            : await seriousViolations(page, `${route} at ${width} px, dark`, ['color-contrast'])),
        );
      }
    }
  }
  expect(violations).toEqual([]);
});

test('the first Tab stop skips to the screen, past the sidebar and the top bar', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/orders$/);
  // The next stop is the screen's own first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('the dashboard charts and their downloads are named; the sidebar counters read as words', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const year = new Date().getFullYear();
  await expect(page.getByRole('img', { name: `Customers and licenses, ${year}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Licenses per edition, ${year}` })).toBeVisible();
  for (const chart of ['Customers and licenses', 'Trial requests', 'Orders', 'Licenses per edition']) {
    await expect(page.getByRole('button', { name: `Download ${chart} as PNG` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Download ${chart} as CSV` })).toBeVisible();
  }
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: /^Orders, \d+ new$/ })).toBeVisible();
  await expect(sections.getByRole('link', { name: /^Trial Requests, \d+ new$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin User · Admin' })).toBeVisible();
});

test('a license with machines, its offline activation and its confirmations: no serious violation at 1366 and 800 px', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const answer = await page.request.post('/graphql', {
    data: {
      query:
        '{ productLicenses(pageSize: 10, search: "ORD-1019") { items { id orderNumber state customerActivationCode } } }',
    },
  });
  const items: { id: string; orderNumber: string; state: string; customerActivationCode: string | null }[] = (
    await answer.json()
  ).data.productLicenses.items;
  // Not ORD-10198: the license spec counts its history.
  const license = items.find(
    (item) => item.state === 'Activated' && item.customerActivationCode && item.orderNumber !== 'ORD-10198',
  );
  if (!license?.customerActivationCode) throw new Error('The seed has no activated license with a code.');
  // A machine, activated as its software would.
  const activated = await fetch(`${apiURL}/api/Activation/Activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Key: license.customerActivationCode,
      Fingerprint: 'axe-machine',
      Hostname: 'axe-host',
    }),
  });
  expect(activated.status).toBe(200);

  await page.goto(`/productlicense/detail/${license.id}`);
  const machines = page.getByRole('region', { name: 'Machines' });
  await expect(machines.getByRole('table', { name: 'Machines' })).toContainText('axe-host');
  // The offline request code in its error state.
  await page.getByLabel('Request code').fill('not a request code');
  await expect(page.getByText('This is not a machine request code.')).toBeVisible();
  const violations: string[] = [];
  const check = async (state: string) => {
    for (const width of [1366, 800]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      violations.push(...(await seriousViolations(page, `${state} at ${width} px`)));
    }
  };
  await check('license with machines');
  await machines.getByRole('button', { name: 'Deactivate axe-host' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Fluent fades the dialog in: axe reads colours mid-fade as too faint, so it waits for the end.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await check('deactivate confirmation');
  // Its seat freed again: the seed as it was.
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(machines.getByRole('table', { name: 'Machines' })).not.toContainText('axe-host');
  expect(violations).toEqual([]);
});
