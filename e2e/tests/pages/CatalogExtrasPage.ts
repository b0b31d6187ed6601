import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The add-on and release package screens: list, form (with the product combo-box) and detail. */
export class CatalogExtrasPage {
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    // Data rows only: the header rows hold column headers, not cells.
    this.rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
  }

  async gotoList(path: '/addons' | '/releasepackages', heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: heading })).toBeVisible();
  }

  /** Types into the server-searched Product combo-box and picks the matching option. */
  async pickProduct(name: string) {
    const combo = this.page.getByRole('combobox', { name: 'Product' });
    await combo.click();
    await combo.fill(name);
    await this.page.getByRole('option', { name }).click();
    await expect(combo).toHaveValue(name);
  }

  async searchFor(text: string) {
    await this.page.getByLabel('Search').fill(text);
    await expect(this.page).toHaveURL(/search=/);
  }

  /** The text of one column of the list, in list order (1-based column, after the selection box). */
  async column(index: number) {
    return this.rows.locator(`[role=gridcell]:nth-child(${index + 1})`).allInnerTexts();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}

/** Runs a GraphQL operation with the browser's session cookie, as an integrator would. */
export async function graphqlAs<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
