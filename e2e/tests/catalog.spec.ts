import { expect, test } from '@playwright/test';
import { CatalogPage } from './pages/CatalogPage.js';
import { ProductsPage } from './pages/ProductsPage.js';
import { SignInPage } from './pages/SignInPage.js';

test.beforeEach(async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
});

test('a product edition with a number and a boolean feature: active, then inactive past its InActiveDate', async ({
  page,
}) => {
  const stamp = Date.now();
  const product = `E2E Catalog ${stamp}`;
  const edition = `E2E Edition ${stamp}`;
  const catalog = new CatalogPage(page);

  // A product.
  const products = new ProductsPage(page);
  await page.goto('/product/add');
  await products.fillForm(product, '1.0');
  await products.save();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);

  // A number feature, from the feature screen.
  await page.goto('/feature/add');
  await catalog.pick('Product Name', product);
  await catalog.fillFeature('SEATS', 'Seats', 'NUMBER');
  await catalog.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/feature\/detail\/\d+$/);

  // The edition: required fields first.
  await page.goto('/productedition/add');
  await catalog.save();
  await expect(
    page.getByText(
      'Please fill in the following required fields: Product, Edition Name, Edition Code, Price Per Year, Price Per Month',
    ),
  ).toBeVisible();
  await catalog.pick('Product', product);
  await page.getByLabel('Edition Name').fill(edition);
  await page.getByLabel('Edition Code').fill(`E2E${stamp}`);
  await page.getByLabel('Price Per Year').fill('1200');
  await page.getByLabel('Price Per Month').fill('0');
  await page.getByRole('button', { name: 'Add feature line' }).click();
  await catalog.pick('Feature 1', 'Seats', /^Seats \(SEATS\)$/);
  await page.getByLabel('Quantity 1').fill('-1');

  // The boolean feature is missing: add it from here and come back with it as a line.
  await page.getByRole('button', { name: 'New feature' }).click();
  await expect(page).toHaveURL(/\/feature\/add\?/);
  await expect(page.getByRole('combobox', { name: 'Product Name' })).toHaveValue(product);
  await catalog.fillFeature('API', 'API Access', 'BOOLEAN');
  await catalog.save();
  await expect(page).toHaveURL(/\/productedition\/add\?addedFeature=\d+$/);
  await expect(page.getByLabel('Edition Name')).toHaveValue(edition);
  await expect(page.getByRole('combobox', { name: 'Feature 2' })).toHaveValue(/API Access/);
  await expect(page.getByRole('switch', { name: 'Enabled 2' })).toBeChecked();
  await catalog.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/productedition\/detail\/\d+$/);
  const lines = page.getByRole('table', { name: 'Edition features' });
  await expect(lines.getByRole('row', { name: /Seats SEATS Unlimited/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /API Access API Yes/ })).toBeVisible();

  // Active in the list.
  await catalog.gotoEditions(edition);
  await expect(catalog.rows).toHaveCount(1);
  await expect(catalog.rows.first()).toContainText('Active');
  await expect(catalog.rows.first()).not.toContainText('Inactive');

  // An InActiveDate in the past: labelled inactive.
  await catalog.rows.first().getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/productedition\/edit\/\d+$/);
  await expect(page.getByRole('combobox', { name: 'Product Name' })).toHaveValue(product);
  await page.getByLabel('Inactive Date').fill('01/02/2025');
  await catalog.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await catalog.gotoEditions(edition);
  await expect(catalog.rows.first()).toContainText('Inactive');
  await expect(catalog.rows.first()).toContainText('01/02/2025');

  // The feature on an edition line cannot be deleted; the message says what uses it.
  await page.goto('/features');
  await page.getByLabel('Search').fill('API Access');
  const featureRow = catalog.rows.filter({ hasText: product });
  await expect(featureRow).toHaveCount(1);
  await featureRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This feature is used by 1 product edition line.')).toBeVisible();
});

test('combo-boxes load 10 options a page, load more on demand, and search on the server', async ({
  page,
}) => {
  // How many features exist (the demo catalogue has 12; other tests may add some).
  const response = await page.request.post('/graphql', { data: { query: '{ features { totalCount } }' } });
  const total: number = (await response.json()).data.features.totalCount;
  expect(total).toBeGreaterThan(10);

  await page.goto('/edition/add');
  await page.getByRole('button', { name: 'Add feature line' }).click();
  const picker = page.getByRole('combobox', { name: 'Feature 1', exact: true });
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  // A first page of 10, then 'Load more' adds the next page.
  await expect(options.filter({ hasNotText: 'Load more' })).toHaveCount(10);
  await options.filter({ hasText: 'Load more' }).click();
  await expect(options.filter({ hasNotText: 'Load more' })).toHaveCount(Math.min(total, 20));
  await expect(options.filter({ hasText: 'Load more' })).toHaveCount(total > 20 ? 1 : 0);

  await picker.fill('API_ACCESS');
  await expect(options).toHaveCount(3);
  await options.filter({ hasText: 'EQQ Desktop' }).click();
  await expect(picker).toHaveValue('API Access');
  await expect(page.getByRole('switch', { name: 'Enabled 1' })).toBeChecked();
});
