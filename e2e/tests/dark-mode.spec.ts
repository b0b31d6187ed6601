// Dark mode (issue 29): a dialog, the profile menu and the sign-in page in the dark theme have no
// serious colour-contrast violation (every route's, at 1366 and 800 px, is checked in
// accessibility.spec.ts's one visit of each route); the operating system's choice is followed until
// the user picks one in the profile menu; the choice follows the user to a new browser; it applies
// before the app loads; and a printed quote is always light.
import { type Browser, expect, test } from '@playwright/test';
import { seriousViolations } from './pages/axe.js';
import { admin, SignInPage } from './pages/SignInPage.js';
import { background, DARK_BACKGROUND, LIGHT_BACKGROUND } from './pages/theme.js';

const staff = { email: 'staff@example.com', password: 'Staff#2026' };

async function signedIn(browser: Browser, colorScheme: 'light' | 'dark', user = admin) {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  return { context, page };
}

test('a dialog, the profile menu and the sign-in page in the dark theme: no serious colour-contrast violation', async ({
  browser,
}) => {
  // No choice made: the operating system's dark is followed.
  const { context, page } = await signedIn(browser, 'dark');
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  const violations: string[] = [];
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  violations.push(...(await seriousViolations(page, 'delete confirmation', ['color-contrast'])));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Admin User · Admin' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  violations.push(...(await seriousViolations(page, 'profile menu', ['color-contrast'])));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  violations.push(...(await seriousViolations(page, '/signin', ['color-contrast'])));
  expect(violations).toEqual([]);
  await context.close();
});

test("the dashboard charts' labels read on the dark background (axe does not check SVG text)", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, 'dark');
  const year = new Date().getFullYear();
  await expect(page.getByRole('img', { name: `Licenses per edition, ${year}` })).toBeVisible();
  const contrasts = await page.evaluate(() => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const page = luminance(getComputedStyle(document.documentElement).backgroundColor);
    return [...document.querySelectorAll('main svg text')].map((text) => {
      // Victory colours each label's tspan.
      const label = luminance(getComputedStyle(text.querySelector('tspan') ?? text).fill);
      return `${text.textContent}: ${(
        (Math.max(page, label) + 0.05) / (Math.min(page, label) + 0.05)
      ).toFixed(1)}`;
    });
  });
  expect(contrasts.length).toBeGreaterThan(20);
  const faint = contrasts.filter((entry) => Number(entry.split(': ').at(-1)) < 4.5);
  expect(faint).toEqual([]);
  await context.close();
});

test("the operating system's choice is followed while the user has made none", async ({ browser }) => {
  for (const [colorScheme, expected] of [
    ['dark', DARK_BACKGROUND],
    ['light', LIGHT_BACKGROUND],
  ] as const) {
    const { context, page } = await signedIn(browser, colorScheme);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await expect.poll(() => background(page)).toBe(expected);
    await page.getByRole('button', { name: 'Admin User · Admin' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await context.close();
  }
});

test('the choice made in the profile menu follows the user to a new browser, and applies before the app loads', async ({
  browser,
}) => {
  const first = await signedIn(browser, 'light', staff);
  await expect.poll(() => background(first.page)).toBe(LIGHT_BACKGROUND);
  const profile = first.page.getByRole('button', { name: /Staff/ }).first();
  await profile.click();
  await first.page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(first.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background(first.page)).toBe(DARK_BACKGROUND);
  await first.page.waitForLoadState('networkidle');

  // Another browser, light by its operating system, with nothing stored: the server's choice.
  const second = await signedIn(browser, 'light', staff);
  await expect(second.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background(second.page)).toBe(DARK_BACKGROUND);
  await second.page.getByRole('button', { name: /Staff/ }).first().click();
  await expect(second.page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();

  // The next page load is dark before any of the app's code runs (public/theme.js and the
  // render-blocking stylesheet): no light flash.
  await second.page.route('**/assets/*.js', (route) => route.abort());
  await second.page.goto('/home');
  await expect(second.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background(second.page)).toBe(DARK_BACKGROUND);
  await expect(second.page.locator('#root')).toBeEmpty();
  await second.page.unroute('**/assets/*.js');

  // Back to the operating system's choice (light here), for the next browser too.
  await second.page.goto('/home');
  await second.page.getByRole('button', { name: /Staff/ }).first().click();
  await second.page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(second.page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await expect.poll(() => background(second.page)).toBe(LIGHT_BACKGROUND);
  await second.page.waitForLoadState('networkidle');
  const third = await signedIn(browser, 'light', staff);
  expect(await third.page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  for (const { context } of [first, second, third]) await context.close();
});

test('a printed quote is light in the dark theme', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'dark');
  const answer = await page.request.post('/graphql', {
    data: { query: '{ orders(pageSize: 1) { items { id } } }' },
  });
  const [order] = (await answer.json()).data.orders.items as { id: string }[];
  await page.goto(`/order/detail/${order!.id}`);
  await expect(page.getByRole('heading', { name: 'Order Detail' })).toBeVisible();
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await page.emulateMedia({ media: 'print' });
  const printable = page.getByRole('article', { name: 'Printable quote' });
  await expect(printable).toBeVisible();
  await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  // Dark text: Fluent's light foreground, rgb(36, 36, 36).
  await expect(printable.getByRole('heading', { level: 2 })).toHaveCSS('color', 'rgb(36, 36, 36)');
  await context.close();
});
