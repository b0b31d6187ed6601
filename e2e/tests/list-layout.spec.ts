// Lists fit the width they have (issue 25): at 1366 px the orders list was 1161 px in 1097 and at
// 800 px every list overflowed, with Edit and Delete off screen. Columns of lower priority step
// aside instead, and the row actions stay in sight.
import { expect, test } from '@playwright/test';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

const lists = [
  ['/orders', 'Orders Dashboard'],
  ['/productlicenses', 'Product Licenses'],
  ['/customers', 'Customers'],
] as const;

for (const width of [1366, 800]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ page }) => {
      await new SignInPage(page).signInAsAdmin();
    });

    for (const [path, heading] of lists) {
      test(`${heading}: the table fits its container and every row's Edit and Delete are on screen`, async ({
        page,
      }) => {
        const list = new ListScreens(page, path, heading);
        await list.goto();
        await expect(list.rows.first()).toBeVisible();
        const sizes = await page.getByRole('grid').evaluate((table) => ({
          table: table.getBoundingClientRect().width,
          container: (table.parentElement as HTMLElement).clientWidth,
          page: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
        }));
        expect(sizes.table).toBeLessThanOrEqual(sizes.container + 1);
        expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
        // Side to side: rows below the fold are reached by scrolling the page, not the table.
        const viewport = page.viewportSize()!;
        for (const row of await list.rows.all()) {
          for (const name of ['Edit', 'Delete']) {
            const box = (await row.getByRole('button', { name }).boundingBox())!;
            expect(box.x, name).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width - 8);
          }
        }
        await expect(list.rows.first().getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
      });
    }
  });
}

test.describe('at 800 px wide', () => {
  test.use({ viewport: { width: 800, height: 800 } });

  test('a column steps aside and says so; one filtered or sorted by stays', async ({ page }) => {
    await new SignInPage(page).signInAsAdmin();
    const orders = new ListScreens(page, '/orders', 'Orders Dashboard');
    await orders.goto();
    await expect(orders.rows.first()).toBeVisible();
    await expect(page.getByText(/Not shown at this width: .*Email/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);

    await page.goto('/orders?filter.email=example');
    await expect(orders.rows.first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(page.getByLabel('Filter Email')).toHaveValue('example');
  });
});
