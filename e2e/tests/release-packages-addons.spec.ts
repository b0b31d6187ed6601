import { expect, test } from '@playwright/test';
import { CatalogExtrasPage, graphqlAs } from './pages/CatalogExtrasPage.js';
import { SignInPage } from './pages/SignInPage.js';

test.beforeEach(async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
});

async function createProduct(page: import('@playwright/test').Page, name: string): Promise<string> {
  const data = await graphqlAs<{ createProduct: { id: string } }>(
    page.request,
    'mutation Create($input: ProductInput!) { createProduct(input: $input) { id } }',
    { input: { name, version: '1.0' } },
  );
  return data.createProduct.id;
}

test('create an add-on and see its generated code, then delete it', async ({ page }) => {
  const screens = new CatalogExtrasPage(page);
  const stamp = Date.now();
  const product = `E2E Addon Product ${stamp}`;
  await createProduct(page, product);

  await screens.gotoList('/addons', 'Add-ons');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/addon\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();

  // Saving an empty form names the missing fields.
  await screens.save();
  await expect(page.getByText('Please fill in the following required fields: Product, Name')).toBeVisible();

  await screens.pickProduct(product);
  await page.getByLabel('Name').fill(`Extra Seat ${stamp}`);
  // The code is the name without whitespace, shown while typing.
  await expect(page.getByRole('status', { name: 'Code' })).toHaveText(`ExtraSeat${stamp}`);
  await page.getByLabel('Price', { exact: true }).fill('120');
  await screens.save();

  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/addon\/detail\/\d+$/);
  await expect(page.getByText(`ExtraSeat${stamp}`)).toBeVisible();
  await expect(page.getByText('120.00')).toBeVisible();

  await screens.gotoList('/addons', 'Add-ons');
  await screens.searchFor(`ExtraSeat${stamp}`);
  await expect(screens.rows).toHaveCount(1);
  await expect(screens.rows.first()).toContainText(product);

  await screens.rows.first().getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure to delete this Addon?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Addon deleted successfully')).toBeVisible();
  await expect(screens.rows).toHaveCount(0);
});

test('add a release package and see the list ordered by version: 2.0, 1.10, 1.9', async ({ page }) => {
  const screens = new CatalogExtrasPage(page);
  const stamp = Date.now();
  const product = `E2E RP Product ${stamp}`;
  const productId = await createProduct(page, product);
  for (const version of ['1.9', '2.0']) {
    await graphqlAs(
      page.request,
      'mutation Create($input: ReleasePackageInput!) { createReleasePackage(input: $input) { id } }',
      { input: { productId, name: `RP${stamp} ${version}`, version } },
    );
  }

  await screens.gotoList('/releasepackages', 'Release Packages');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/releasepackage\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();
  await screens.pickProduct(product);
  await page.getByLabel('Name').fill(`RP${stamp} 1.10`);
  await page.getByLabel('Version').fill('1.10');
  await page.getByLabel('URL').fill('https://downloads.example.com/rp/1.10.zip');
  await screens.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/releasepackage\/detail\/\d+$/);
  await expect(page.getByRole('link', { name: 'https://downloads.example.com/rp/1.10.zip' })).toBeVisible();

  // The edit form (built from the declaration) starts from the saved values, the product by name.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Release Package' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Product/ })).toHaveValue(product);
  await expect(page.getByLabel('Version')).toHaveValue('1.10');
  await page.getByLabel('Description').fill('The tenth minor release');
  await screens.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(page.getByText('The tenth minor release')).toBeVisible();

  await screens.gotoList('/releasepackages', 'Release Packages');
  await screens.searchFor(`RP${stamp}`);
  await expect(screens.rows).toHaveCount(3);
  // Name, Version, Product, URL: the default sort is Version descending, version-aware.
  await expect.poll(() => screens.column(2)).toEqual(['2.0', '1.10', '1.9']);
  await expect.poll(() => screens.column(3)).toEqual([product, product, product]);

  // Sorting by Version again flips it, still numerically.
  await page.getByRole('button', { name: 'Version' }).click();
  await expect.poll(() => screens.column(2)).toEqual(['1.9', '1.10', '2.0']);

  // Deleting asks with SPEC §5's text.
  await screens.rows.first().getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure to delete this Release Package?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(screens.rows).toHaveCount(2);
});
