// The audit trail (issue 29): an edit appears on the record's timeline, the whole trail is an
// administrator's /audit screen with its filters, and staff are kept out of it.
import { expect, test } from '@playwright/test';
import { ListScreens } from './pages/ListScreens.js';
import { ProductsPage } from './pages/ProductsPage.js';
import { SignInPage } from './pages/SignInPage.js';

test('an edit appears on the detail timeline, and on /audit with its filters', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  const products = new ProductsPage(page);
  const name = `Audited ${Date.now()}`;
  await products.gotoAdd();
  await products.fillForm(name, '1.0');
  await products.save();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  const detail = page.url();

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
  await page.getByLabel('Product Name').fill(`${name} Pro`);
  await products.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(page).toHaveURL(detail);

  // Shown on demand, under the record's fields.
  const toggle = page.getByRole('button', { name: 'Show changes' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
  const timeline = page.getByRole('table', { name: 'Audit Trail' });
  const rows = timeline.getByRole('row');
  // The header, the edit, then the creation: newest first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Admin User');
  await expect(rows.nth(1)).toContainText('Update Product');
  await expect(rows.nth(1)).toContainText(`Product Name: ${name} → ${name} Pro`);
  await expect(rows.nth(2)).toContainText('Create Product');

  // The whole trail, filtered by action and entity.
  const audit = new ListScreens(page, '/audit', 'Audit Trail');
  await audit.goto();
  await page.getByRole('textbox', { name: 'Filter Action' }).fill('UpdateProduct');
  await expect(audit.rows.first()).toContainText('UpdateProduct');
  await expect(audit.rows.filter({ hasNotText: 'UpdateProduct' })).toHaveCount(0);
  await audit.rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Entry Detail' })).toBeVisible();
  await expect(page.getByText(`Product Name: ${name} → ${name} Pro`)).toBeVisible();
});

test('staff are kept out of /audit, and see no link to it', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn('staff@example.com', 'Staff#2026');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
  await page.goto('/audit');
  await expect(page).toHaveURL(/\/home$/);
  // The API refuses them too.
  const answer = await page.request.post('/graphql', {
    data: { query: '{ auditEntries { totalCount } }' },
  });
  expect((await answer.json()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test("an edition's feature lines changed on its form are one change on its timeline", async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  const graphql = async (query: string, variables: object = {}) => {
    const answer = await page.request.post('/graphql', { data: { query, variables } });
    const body = await answer.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { features } = await graphql('{ features(pageSize: 100) { items { id name productId isBoolean } } }');
  const feature = (
    features.items as { id: string; name: string; productId: string; isBoolean: boolean }[]
  ).find((candidate) => !candidate.isBoolean)!;
  const { createProductEdition } = await graphql(
    `mutation ($input: ProductEditionInput!) { createProductEdition(input: $input) { id } }`,
    {
      input: {
        productId: feature.productId,
        name: `Audited lines ${Date.now()}`,
        code: `AUD${Date.now()}`,
        price: 100,
        pricePerMonth: 10,
        lines: [{ featureId: feature.id, quantity: 5 }],
      },
    },
  );
  const id = createProductEdition.id as string;

  await page.goto(`/productedition/edit/${id}`);
  await expect(page.getByLabel('Quantity 1')).toHaveValue('5');
  await page.getByLabel('Quantity 1').fill('8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/productedition/detail/${id}$`));

  await page.getByRole('button', { name: 'Show changes' }).click();
  const rows = page.getByRole('table', { name: 'Audit Trail' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Update Product Edition');
  await expect(rows.nth(1)).toContainText(`Features: ${feature.name} 5 → ${feature.name} 8`);
});
