// A list's CSV export in the browser: 2,000 products seeded through licensing-api, the list
// searched down to them and sorted, 'Export' downloads every matching row (not one page) in the
// columns shown, and the file is opened and counted. 2,000 rows are 40 of the list's largest pages
// and 4 of the export's batches (EXPORT_BATCH); larger exports are measured by
// scripts/bench-export.mjs and streamed under backpressure in licensing-api/test/export-bulk.test.ts.
// (Each row is one HTTP create here: 10,000 took minutes of the suite.)
import { readFile } from 'node:fs/promises';
import { ORDER_STATES, stateLabel } from '@licensing/domain';
import { expect, test } from '@playwright/test';
import { apiURL } from '../playwright.config.js';
import { admin, SignInPage } from './pages/SignInPage.js';

const ROWS = 2_000;
const PREFIX = `E2E Export ${Date.now()}`;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const login = await fetch(`${apiURL}/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: admin.email, password: admin.password, grant_type: 'password' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const create = async (i: number) => {
    const response = await fetch(`${apiURL}/api/Products/CreateProduct`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // A name a spreadsheet would run as a formula every 1,000th row: the file neutralizes it.
      body: JSON.stringify({
        ProductName: `${PREFIX} ${String(i).padStart(5, '0')}`,
        ProductVersion: i % 1000 === 0 ? '=1+1' : `v${i % 10}`,
      }),
    });
    if (response.status !== 200)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  };
  // A few at a time: the embedded database takes one write at a time anyway.
  for (let i = 0; i < ROWS; i += 20) {
    await Promise.all(Array.from({ length: Math.min(20, ROWS - i) }, (_, j) => create(i + j)));
  }
});

test('exports all 2,000 matching rows as CSV, sorted as the list, opened and counted', async ({ page }) => {
  test.setTimeout(180_000);
  await new SignInPage(page).signInAsAdmin();
  // Searched down to the seeded rows and sorted by name descending: the export follows both.
  await page.goto(`/products?search=${encodeURIComponent(PREFIX)}&sort=-name`);
  await expect(page.getByRole('grid').getByRole('row').nth(2)).toContainText(
    `${PREFIX} ${String(ROWS - 1).padStart(5, '0')}`,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('products.csv');
  const text = await readFile((await download.path())!, 'utf8');
  await expect(page.getByText(`Exported ${ROWS.toLocaleString('en-US')} rows.`)).toBeVisible();

  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  const [header, ...rows] = lines;
  const columns = header!.split(',');
  expect(columns).toContain('Product Name');
  expect(columns).toContain('Version');
  expect(rows).toHaveLength(ROWS);
  const name = columns.indexOf('Product Name');
  const version = columns.indexOf('Version');
  const cells = rows.map((row) => row.split(','));
  expect(new Set(cells.map((cell) => cell[name])).size).toBe(ROWS);
  expect(cells[0]![name]).toBe(`${PREFIX} ${String(ROWS - 1).padStart(5, '0')}`);
  expect(cells.at(-1)![name]).toBe(`${PREFIX} 00000`);
  // A value a spreadsheet would run as a formula is neutralized.
  expect(cells.at(-1)![version]).toBe("'=1+1");
  expect(cells.filter((cell) => cell[version] === "'=1+1")).toHaveLength(ROWS / 1000);
});

/** A CSV line's cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
const cellsOf = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => match[1]!);

test('an order export carries each order’s State, a column the list derives', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  await page.goto('/orders');
  const first = page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasText: /ORD-\d+/ })
    .first();
  await expect(first).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  const [header, ...rows] = text.slice(1).split('\r\n').filter(Boolean);
  const columns = header!.split(',');
  expect(columns).toContain('State');
  const cells = rows.map(cellsOf);
  const stateOf = new Map(
    cells.map((cell) => [cell[columns.indexOf('Order Number')], cell[columns.indexOf('State')]]),
  );
  // The first order's state in the file is the one its badge shows.
  const orderNumber = (await first
    .getByRole('gridcell')
    .filter({ hasText: /^ORD-\d+$/ })
    .textContent())!;
  const state = stateOf.get(orderNumber)!;
  expect(ORDER_STATES).toContain(state);
  await expect(first).toContainText(stateLabel(state));
  // And every order's, as the API answers them.
  const answer = await page.request.post('/graphql', {
    data: { query: '{ orders(pageSize: 100) { items { orderNumber state } } }' },
  });
  const { items } = (await answer.json()).data.orders as { items: { orderNumber: string; state: string }[] };
  expect(stateOf).toEqual(new Map(items.map((order) => [order.orderNumber, order.state])));
});
