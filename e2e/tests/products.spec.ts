import { expect, test } from '@playwright/test';
import { createProductsThroughApi, ProductsPage } from './pages/ProductsPage.js';
import { SignInPage } from './pages/SignInPage.js';

test.beforeEach(async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
});

test('create a product, find it by search, edit it, and delete it', async ({ page }) => {
  const products = new ProductsPage(page);
  const name = `E2E Product ${Date.now()}`;

  await products.goto();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/product\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();

  // Saving an empty form names the missing fields.
  await products.save();
  await expect(
    page.getByText('Please fill in the following required fields: Product Name, Version'),
  ).toBeVisible();

  await products.fillForm(name, '1.0');
  await products.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  await expect(page.getByText(name)).toBeVisible();

  await products.goto();
  await products.searchFor(name);
  await expect(products.rows).toHaveCount(1);
  await expect(products.rows.first()).toContainText('1.0');

  // Edit, and meet the unsaved-changes guard on the way.
  await products.rows.first().getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/product\/edit\/\d+$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
  await page.getByLabel('Version').fill('2.0');
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByText('You have unsaved changes. Are you sure you want to leave?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/product\/edit\/\d+$/);
  await products.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  await expect(page.getByText('2.0')).toBeVisible();

  // Delete from the detail screen, after the confirmation.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure to delete this Product?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/products/);
  await products.searchFor(name);
  await expect(products.rows).toHaveCount(0);
});

test('sort the list by a column, both ways, and keep the sort in the URL', async ({ page }) => {
  const products = new ProductsPage(page);
  const prefix = `E2E Sort ${Date.now()}`;
  await createProductsThroughApi(page.request, [
    { name: `${prefix} B`, version: '1' },
    { name: `${prefix} C`, version: '3' },
    { name: `${prefix} A`, version: '2' },
  ]);

  await products.goto();
  await products.searchFor(prefix);
  await expect(products.rows).toHaveCount(3);
  expect(await products.firstCells()).toEqual([`${prefix} A`, `${prefix} B`, `${prefix} C`]);

  await page.getByRole('button', { name: 'Version' }).click();
  await expect.poll(() => products.firstCells()).toEqual([`${prefix} B`, `${prefix} A`, `${prefix} C`]);
  await page.getByRole('button', { name: 'Version' }).click();
  await expect.poll(() => products.firstCells()).toEqual([`${prefix} C`, `${prefix} A`, `${prefix} B`]);

  // The list state lives in the URL: a reload shows the same page.
  await page.reload();
  await expect.poll(() => products.firstCells()).toEqual([`${prefix} C`, `${prefix} A`, `${prefix} B`]);
});
