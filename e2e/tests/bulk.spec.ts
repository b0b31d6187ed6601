// Bulk actions on a list: rows selected by keyboard-usable checkboxes, 'Delete selected' asked once;
// with one row in use the server refuses them all, names that row, and nothing is deleted; without
// it, they all go.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './pages/axe.js';
import { SignInPage } from './pages/SignInPage.js';

const PREFIX = `E2E Bulk ${Date.now()}`;

async function gql(page: import('@playwright/test').Page, query: string, variables: object) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

test('a bulk delete with a row in use refuses, names it and changes nothing; without it deletes all', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const created: string[] = [];
  for (const letter of ['a', 'b', 'c']) {
    const data = await gql(
      page,
      'mutation C($input: ProductInput!) { createProduct(input: $input) { id } }',
      {
        input: { name: `${PREFIX} ${letter}`, version: '1' },
      },
    );
    created.push(data.createProduct.id);
  }
  // Product c is in use: a feature of it.
  const { featureDataTypes } = await gql(page, '{ featureDataTypes { id } }', {});
  await gql(page, 'mutation F($input: FeatureInput!) { createFeature(input: $input) { id } }', {
    input: { productId: created[2], name: 'BULKUSE', label: 'Bulk use', dataTypeId: featureDataTypes[0].id },
  });

  await page.goto(`/products?search=${encodeURIComponent(PREFIX)}`);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(1 + 1 + 3); // the header, the filter row, 3 rows

  // Select all on this page, by keyboard.
  const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('3 rows selected')).toBeVisible();
  // The selection column and the bulk bar, at both widths.
  for (const width of [1366, 800]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page, 'bulk bar')).toEqual([]);
  }

  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure to delete these 3 rows?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${PREFIX} c: This product is used by 1 feature.`)).toBeVisible();
  await page.reload();
  await expect(grid.getByRole('row')).toHaveCount(1 + 1 + 3);

  // Without the row in use, both go in one confirmation.
  await page.getByRole('checkbox', { name: `Select ${PREFIX} a` }).check();
  await page.getByRole('checkbox', { name: `Select ${PREFIX} b` }).check();
  await expect(page.getByText('2 rows selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 rows deleted.')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(1 + 1 + 1);
  await expect(grid).toContainText(`${PREFIX} c`);
});
