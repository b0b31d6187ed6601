import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/SignInPage.js';

type Totals = { customers: number; productLicenses: number; trialRequests: number; orders: number };

test('the dashboard shows the year’s figures in one query, and a year switch fetches that year', async ({
  page,
}) => {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      queries.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    }
  });
  await new SignInPage(page).signInAsAdmin();
  const year = new Date().getFullYear();
  const totalsOf = async (chosen: number) =>
    (
      await (
        await page.request.post('/graphql', {
          data: {
            query: `{ dashboard(year: ${chosen}) { totals { customers productLicenses trialRequests orders } } }`,
          },
        })
      ).json()
    ).data.dashboard.totals as Totals;
  const totals = await totalsOf(year);

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const licenses = page.getByRole('region', { name: 'Customers and licenses' });
  await expect(licenses).toContainText(`Customers: ${totals.customers}`);
  await expect(licenses).toContainText(`Licenses: ${totals.productLicenses}`);
  await expect(page.getByRole('region', { name: 'Orders' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Licenses per edition' }).locator('svg[role=img]').first(),
  ).toBeVisible();
  expect(queries.filter((name) => name === 'Dashboard')).toHaveLength(1);

  const download = page.waitForEvent('download');
  await licenses.getByRole('button', { name: 'Download Customers and licenses as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`customers-licenses-${year}.csv`);
  // The product's CSV (domain/csv.ts): UTF-8 with a byte-order mark, CRLF lines.
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFFMonth,Customers,Licenses\r\n')).toBe(true);

  const before = await totalsOf(year - 1);
  await page.getByLabel('Year').selectOption(String(year - 1));
  if (Object.values(before).every((total) => total === 0)) {
    await expect(
      page.getByText(`No customers, licenses, trial requests or orders in ${year - 1} yet.`),
    ).toBeVisible();
  } else {
    await expect(licenses).toContainText(`Licenses: ${before.productLicenses}`);
  }
  expect(queries.filter((name) => name === 'Dashboard')).toHaveLength(2);
});

test('the three records visited last are at the top of the recent history, each a link', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  const visit = async (path: string, heading: string) => {
    // The visit is recorded once the record shows: wait for it before leaving.
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('RecordVisit'),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await recorded;
  };
  await visit('/product/detail/1', 'Product Detail');
  await visit('/order/detail/1', 'Order Detail');
  await visit('/licensetype/detail/1', 'License Type Detail');
  await page.getByRole('button', { name: 'Recent' }).click();
  const items = page.getByRole('menuitem');
  await expect(items.nth(0)).toContainText('License Type:');
  await expect(items.nth(1)).toContainText('Order: ORD-20000');
  await expect(items.nth(2)).toContainText('Product: EQQ Server');
  await items.nth(1).click();
  await expect(page).toHaveURL(/\/order\/detail\/1$/);
});
