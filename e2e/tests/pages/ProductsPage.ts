import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The product list, form and detail screens. */
export class ProductsPage {
  readonly search: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByLabel('Search');
    // Data rows only: the header row holds column headers, not cells.
    this.rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
  }

  async gotoList() {
    await this.page.goto('/products');
    await expect(this.page.getByRole('heading', { name: 'Products' })).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(
      new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
    );
  }

  /** The product names in list order. */
  async names() {
    return this.rows.locator('[role=gridcell]:first-child').allInnerTexts();
  }

  async fillForm(name: string, version: string) {
    await this.page.getByLabel('Product Name').fill(name);
    await this.page.getByLabel('Version').fill(version);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}

/** Seeds products through the GraphQL API with the browser's session cookie, as an integrator would. */
export async function createProductsThroughApi(
  request: APIRequestContext,
  products: { name: string; version: string }[],
) {
  for (const input of products) {
    const response = await request.post('/graphql', {
      data: {
        query: 'mutation Create($input: ProductInput!) { createProduct(input: $input) { id } }',
        variables: { input },
      },
    });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  }
}
