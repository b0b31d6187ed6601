import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiURL } from '../playwright.config.js';
import { CatalogPage } from './pages/CatalogPage.js';
import { ListScreens, sendConfirmed } from './pages/ListScreens.js';
import { mailsTo } from './pages/mail.js';
import { SignInPage } from './pages/SignInPage.js';

test('a license shows its state; issuing an activation code and renewing grow its history', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/productlicenses', 'Product Licenses');
  await screens.goto();
  // Newest order first (SPEC §9): licenses generated from orders (ORD-20000 on) before the seeded ones.
  await expect(screens.rows.first()).toContainText(/ORD-2\d{4}/);
  await screens.searchFor('ORD-10198');
  await expect(screens.rows).toHaveCount(1);
  await expect(screens.rows.first()).toContainText(/Activated|Expired/);
  await screens.rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/productlicense\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Product License Detail' })).toBeVisible();

  // Seeded licenses have no history yet: the header row only.
  const history = page.getByRole('table', { name: 'History' }).getByRole('row');
  await expect(history).toHaveCount(1);
  await page.getByRole('button', { name: 'Issue Activation Code' }).click();
  // ORD-10198 is seeded activated: a new code is confirmed first (SPEC §4).
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This license is already activated.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Customer Activation Code has been updated!')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^([0-9A-HJKMNP-TV-Z]{5}-){4}[0-9A-HJKMNP-TV-Z]{5}$/ }),
  ).toBeVisible();
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('Activation code issued');
  await expect(history.nth(1)).toContainText('admin (Admin User)');

  await page.getByRole('button', { name: 'Renew' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(history.nth(1)).toContainText('Renewed');
  await expect(history.nth(1)).toContainText('Expired Date');

  // Renewed, its license file verifies offline with the vendor's public key (npm run license:verify).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download License' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('ORD-10198_License.lic');
  const licensePath = test.info().outputPath('license.lic');
  await file.saveAs(licensePath);
  const keyPath = test.info().outputPath('public.pem');
  writeFileSync(keyPath, await (await fetch(`${apiURL}/api/LicenseFile/PublicKey`)).text());
  const verify = (path: string) =>
    spawnSync('node', ['scripts/license-verify.mjs', path, '--key', keyPath], {
      cwd: join(import.meta.dirname, '..', '..'),
      encoding: 'utf8',
    });
  const verified = verify(licensePath);
  expect(verified.stdout).toMatch(/^Valid: ORD-10198, /);
  expect(verified.status).toBe(0);
  // One byte changed in the file's signed part: refused.
  const text = readFileSync(licensePath, 'utf8');
  const forgedPath = test.info().outputPath('forged.lic');
  writeFileSync(
    forgedPath,
    text.replace(/\n(.)/, (_, first: string) => `\n${first === 'A' ? 'B' : 'A'}`),
  );
  expect(verify(forgedPath).status).toBe(1);
});

test('a license for a trial edition is locked to Trial, Monthly and two months; a clone starts from it', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const customers = await (
    await page.request.post('/graphql', { data: { query: '{ customers(pageSize: 1) { items { email } } }' } })
  ).json();
  const email: string = customers.data.customers.items[0].email;
  const screens = new ListScreens(page, '/productlicenses', 'Product Licenses');
  const pickers = new CatalogPage(page);
  await screens.goto();
  await screens.addButton.click();
  await expect(page).toHaveURL(/\/productlicense\/add$/);
  // The list (with its own 'Order Number' filter box) is gone once the form's heading shows.
  await expect(page.getByRole('heading', { name: 'Add Product License' })).toBeVisible();

  const orderNumber = `E2E-${Date.now().toString(36)}`;
  await page.getByLabel('Order Number').fill(orderNumber);
  await pickers.pick('Customer', email, new RegExp(email));
  await pickers.pick('Product', 'EQQ Server');
  await pickers.pick('Edition', 'EQQTrial');
  const expiry = new Date();
  expiry.setUTCMonth(expiry.getUTCMonth() + 2);
  const mmddyyyy = `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCDate()).padStart(2, '0')}/${expiry.getUTCFullYear()}`;
  await expect(page.getByLabel('License Type')).toBeDisabled();
  await expect(page.getByLabel('License Type').locator('option:checked')).toHaveText('Trial');
  await expect(page.getByLabel('License Plan')).toBeDisabled();
  await expect(page.getByLabel('License Plan').locator('option:checked')).toHaveText('Monthly');
  await expect(page.getByLabel(/^Expired Date/)).toBeDisabled();
  await expect(page.getByLabel(/^Expired Date/)).toHaveValue(mmddyyyy);
  await expect(page.getByRole('region', { name: 'Features' }).getByRole('combobox').first()).not.toHaveValue(
    '',
  );
  await screens.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/productlicense\/detail\/\d+$/);
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clone' }).click();
  await expect(page).toHaveURL(/\/productlicense\/add\?dataclone=/);
  await expect(page.getByLabel('Order Number')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Edition' })).toHaveValue('EQQTrial');
  await page.getByLabel('Order Number').fill(`${orderNumber}-2`);
  await screens.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page.getByText(`${orderNumber}-2`, { exact: true })).toBeVisible();
  await expect(page.getByText('none issued')).toBeVisible();
});

test('a license e-mail for a preselected order arrives with its license file and is listed as sent', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const licenses = await (
    await page.request.post('/graphql', {
      data: {
        query: '{ productLicenses(filter: { orderNumber: "ORD-10197" }) { items { customer { email } } } }',
      },
    })
  ).json();
  const email: string = licenses.data.productLicenses.items[0].customer.email;
  await page.goto('/sendingemail?order=ORD-10197');
  await expect(page.getByRole('heading', { name: 'Send License Email' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Order #' })).toHaveValue(/^ORD-10197 /);
  await expect(page.getByText(`Sends to: ${email}`)).toBeVisible();
  await new CatalogPage(page).pick('Template', 'license issued', 'EQQ Desktop license issued');
  await expect(page.getByLabel('Subject')).toHaveValue('Your license for order {4}');
  await expect((await sendConfirmed(page)).row(email).first()).toContainText(
    'Your license for order ORD-10197',
  );
  await expect
    .poll(async () => (await mailsTo(email)).find((mail) => mail.includes('ORD-10197_License.lic')), {
      timeout: 20_000,
    })
    .toBeTruthy();
});

test('an older license is added from an edition, edited, and its file verifies offline', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  const customers = await (
    await page.request.post('/graphql', { data: { query: '{ customers(pageSize: 1) { items { email } } }' } })
  ).json();
  const email: string = customers.data.customers.items[0].email;
  const screens = new ListScreens(page, '/licenses', 'Licenses');
  const pickers = new CatalogPage(page);
  await screens.goto();
  await expect(screens.rows.first()).toContainText('LIC-5019');
  await screens.addButton.click();
  await expect(page.getByRole('heading', { name: 'Add License' })).toBeVisible();

  const orderNumber = `OLD-${Date.now().toString(36)}`;
  await page.getByLabel('Order Number').fill(orderNumber);
  await pickers.pick('Customer', email, new RegExp(email));
  await pickers.pick('Product', 'EQQ Server');
  await pickers.pick('Edition', 'Basic', /Basic \(BASIC\)/);
  // The edition's lines prefill the values, by label: API Access off (a switch), Users 5.
  const features = page.getByRole('region', { name: 'Features' });
  await expect(features.getByRole('combobox').first()).not.toHaveValue('');
  await expect(features.getByLabel('Value 2')).toHaveValue('5');
  await page.getByLabel('License Type').selectOption({ label: 'Standard' });
  await page.getByLabel(/^Expired Date/).fill('12/31/2030');
  await features.getByLabel('Value 2').fill('12');
  await screens.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/license\/detail\/\d+$/);
  const values = page.getByRole('table', { name: 'Features' });
  await expect(values.getByRole('row', { name: /Users USERS 12/ })).toBeVisible();
  await expect(values.getByRole('row', { name: /API Access API_ACCESS No/ })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download License' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`${orderNumber}_License.lic`);
  const licensePath = test.info().outputPath('older.lic');
  await file.saveAs(licensePath);
  const keyPath = test.info().outputPath('public.pem');
  writeFileSync(keyPath, await (await fetch(`${apiURL}/api/LicenseFile/PublicKey`)).text());
  const verified = spawnSync('node', ['scripts/license-verify.mjs', licensePath, '--key', keyPath], {
    cwd: join(import.meta.dirname, '..', '..'),
    encoding: 'utf8',
  });
  expect(verified.stdout).toMatch(new RegExp(`^Valid: ${orderNumber}, `));

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit License' })).toBeVisible();
  await expect(features.getByLabel('Value 2')).toHaveValue('12');
  await features.getByLabel('Value 2').fill('20');
  await screens.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(values.getByRole('row', { name: /Users USERS 20/ })).toBeVisible();
});

test.describe('at 1366 px wide', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("a generated license's history takes the screen's width, one changed field a line; switches read Yes or No", async ({
    page,
  }) => {
    await new SignInPage(page).signInAsAdmin();
    const screens = new ListScreens(page, '/productlicenses', 'Product Licenses');
    await screens.goto();
    await screens.searchFor('ORD-20003');
    await expect(screens.rows).toHaveCount(1);
    await screens.rows.first().getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('heading', { name: 'Product License Detail' })).toBeVisible();

    const features = page.getByRole('table', { name: 'Features' });
    await expect(features.getByRole('row', { name: /API Access/ })).toContainText('No');
    await expect(features.getByRole('row', { name: /Users/ })).toContainText(/\d+/);

    const history = page.getByRole('table', { name: 'History' });
    const generated = history.getByRole('row').filter({ hasText: 'Generated from order ORD-20003' });
    await expect(generated).toBeVisible();
    const changes = generated.getByRole('listitem');
    await expect(changes.filter({ hasText: 'Order Number: — → ORD-20003' })).toHaveCount(1);
    await expect(changes.filter({ hasText: 'Feature API Access: — → No' })).toHaveCount(1);
    const widths = await history.evaluate((table) => ({
      table: table.getBoundingClientRect().width,
      main: (table.closest('main') as HTMLElement).getBoundingClientRect().width,
    }));
    expect(widths.table).toBeGreaterThan(widths.main * 0.9);
    // The one-line columns keep their text inside them.
    const headers = await history
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => [cell.getBoundingClientRect().left, cell.scrollWidth]));
    for (let i = 1; i < headers.length; i++) {
      const [left = 0, textWidth = 0] = headers[i - 1] ?? [];
      expect(headers[i]?.[0] ?? 0).toBeGreaterThanOrEqual(left + textWidth - 1);
    }
    // Each change on one line: the entry is as tall as its changes, not thirty lines.
    const count = await changes.count();
    const lines = await changes.evaluateAll((items) =>
      items.map((item) => {
        const lineHeight = Number.parseFloat(getComputedStyle(item).lineHeight) || 20;
        return Math.round(item.getBoundingClientRect().height / lineHeight);
      }),
    );
    expect(lines).toEqual(Array(count).fill(1));
  });
});

test('licenses filter by state and by a range of expiry days, on both license lists', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/productlicenses', 'Product Licenses');
  await screens.goto();
  const total = page.getByRole('navigation', { name: 'Pagination' }).getByText(/^\d+ items?$/);
  await expect(total).toHaveText(/^\d+ items$/);
  const all = Number.parseInt((await total.textContent()) ?? '', 10);

  await page.getByLabel('Filter State').selectOption('Expired');
  await expect(page).toHaveURL(/filter\.state=Expired/);
  await expect(total).not.toHaveText(`${all} items`);
  const expired = Number.parseInt((await total.textContent()) ?? '', 10);
  expect(expired).toBeGreaterThan(0);
  await expect(screens.rows.filter({ hasNotText: 'Expired' })).toHaveCount(0);

  // Expired in the last year: every row's expiry is in the range, both ends included.
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const to = day(new Date());
  const from = day(new Date(Date.now() - 365 * 86_400_000));
  await page.getByLabel('Filter Expired Date from').fill(from);
  await page.getByLabel('Filter Expired Date to').fill(to);
  await expect(page).toHaveURL(new RegExp(`filter\\.expiredDate=${from}\\.\\.${to}`));
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  await expect(screens.rows.first()).toBeVisible();
  for (const text of await screens.rows.allInnerTexts()) {
    const [, month, date, year] = /(\d\d)\/(\d\d)\/(\d{4})/.exec(text) ?? [];
    const expiry = `${year}-${month}-${date}`;
    expect(expiry >= from && expiry <= to, expiry).toBe(true);
  }

  // The older licenses filter the same way.
  await page.goto('/licenses?filter.state=Activated');
  await expect(page.getByLabel('Filter State')).toHaveValue('Activated');
  await expect(new ListScreens(page, '/licenses', 'Licenses').rows.first()).toBeVisible();
  await expect(
    new ListScreens(page, '/licenses', 'Licenses').rows.filter({ hasNotText: 'Activated' }),
  ).toHaveCount(0);
});
