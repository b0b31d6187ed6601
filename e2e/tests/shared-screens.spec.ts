// What the shared screens own (issue 7): SPEC §8 default texts, the list's error state, forms that
// take the first click, edition feature lines, toasts of SPEC §9, and lists at 800 px.
import { expect, type Page, test } from '@playwright/test';
import { graphqlAs } from './pages/CatalogExtrasPage.js';
import { CatalogPage } from './pages/CatalogPage.js';
import { ListScreens } from './pages/ListScreens.js';
import { ProductsPage } from './pages/ProductsPage.js';
import { SignInPage } from './pages/SignInPage.js';

test.beforeEach(async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
});

/** Answers the named GraphQL operation with a bare 500, as a proxy in trouble would. */
async function failOperation(page: Page, operationName: string) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operationName) return route.fallback();
    await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  });
}

async function createProduct(page: Page, name: string) {
  const data = await graphqlAs<{ createProduct: { id: string } }>(
    page.request,
    'mutation Create($input: ProductInput!) { createProduct(input: $input) { id } }',
    { input: { name, version: '1.0' } },
  );
  return data.createProduct.id;
}

test("a list that fails says 'Get list of Product failed', not 'No items found.'", async ({ page }) => {
  await failOperation(page, 'ProductList');
  await page.goto('/products');
  await expect(page.getByRole('alert').filter({ hasText: 'Get list of Product failed' })).toBeVisible();
  await expect(page.getByText('No items found.')).toHaveCount(0);
  await expect(page.getByText(/Response not successful/)).toHaveCount(0);
});

test("an add that fails without a server message says 'Add item failed'", async ({ page }) => {
  await failOperation(page, 'CreateProduct');
  const products = new ProductsPage(page);
  await page.goto('/product/add');
  await products.fillForm(`E2E Failing ${Date.now()}`, '1.0');
  await products.save();
  await expect(page.getByText('Add item failed')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();
});

test('clearing a required field and clicking Save once names it', async ({ page }) => {
  const id = await createProduct(page, `E2E Clear ${Date.now()}`);
  await page.goto(`/product/edit/${id}`);
  await page.getByLabel('Product Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in the following required fields: Product Name')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/edit\/\d+$/);
});

test('a toast stays 3 s, is held while the pointer is over it, and leaves 1 s after', async ({ page }) => {
  const products = new ProductsPage(page);
  await page.goto('/product/add');
  await products.fillForm(`E2E Toast ${Date.now()}`, '1.0');
  await products.save();
  const toast = page.getByText('Add item successfully');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.waitForTimeout(3_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 3_000 });
});

test('an edition feature line can be removed, and a new feature cancelled keeps the edits', async ({
  page,
}) => {
  const stamp = Date.now();
  const product = `E2E Lines ${stamp}`;
  await createProduct(page, product);
  const catalog = new CatalogPage(page);

  await page.goto('/productedition/add');
  await catalog.pick('Product', product);
  await page.getByLabel('Edition Name').fill(`E2E Edition ${stamp}`);
  // A number line: its quantity input must leave the remove button clickable.
  await page.getByRole('button', { name: 'Add feature line' }).click();
  await expect(page.getByLabel('Quantity 1')).toBeVisible();
  await page.getByRole('button', { name: 'Remove feature 1' }).click();
  await expect(page.getByRole('combobox', { name: 'Feature 1' })).toHaveCount(0);

  await page.getByRole('button', { name: 'New feature' }).click();
  await expect(page).toHaveURL(/\/feature\/add\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/productedition\/add/);
  await expect(page.getByLabel('Edition Name')).toHaveValue(`E2E Edition ${stamp}`);
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(product);
});

test('the add-on Feature combo-box opens on the first click after a product is chosen', async ({ page }) => {
  await page.goto('/addon/add');
  // A seeded product with features.
  const combo = page.getByRole('combobox', { name: 'Product' });
  await combo.click();
  await page.getByRole('option').first().click();
  await expect(combo).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'Feature' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
});

test.describe('at 800 px wide', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the sidebar is a drawer in sections, and list headers do not overlap', async ({ page }) => {
    const customers = new ListScreens(page, '/customers', 'Customers');
    await customers.goto();
    const link = page.getByRole('link', { name: 'Roles', exact: true });
    await expect(link).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { name: 'Roles', exact: true })).toBeVisible();
    await expect(link).toBeHidden();

    await customers.goto();
    const boxes = await page
      .getByRole('columnheader')
      .evaluateAll((cells) =>
        cells.slice(0, 8).map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
      );
    const firstRow = boxes.filter((box) => box.top === boxes[0]?.top);
    for (let i = 1; i < firstRow.length; i++) {
      expect(firstRow[i]?.left ?? 0).toBeGreaterThanOrEqual((firstRow[i - 1]?.right ?? 0) - 1);
    }
    // A long e-mail stays on one line (no break mid-word).
    // The fourth column's, after the row's selection box.
    const email = customers.rows.first().getByRole('gridcell').nth(4);
    const lineHeight = await email.evaluate(
      (cell) => Number.parseFloat(getComputedStyle(cell).lineHeight) || 20,
    );
    expect((await email.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 2 + 16);
  });
});
