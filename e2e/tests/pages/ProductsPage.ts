import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ListScreens } from './ListScreens.js';

/** The product list, form and detail screens. */
export class ProductsPage extends ListScreens {
  constructor(page: Page) {
    super(page, '/products', 'Products');
  }

  async fillForm(name: string, version: string) {
    await this.page.getByLabel('Product Name').fill(name);
    await this.page.getByLabel('Version').fill(version);
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
