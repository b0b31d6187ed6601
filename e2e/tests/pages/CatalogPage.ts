import { expect, type Locator, type Page } from '@playwright/test';

/** The feature and product edition screens: server-side pickers, lines, the edition list. */
export class CatalogPage {
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
  }

  /** Picks `option` in the server-side combo-box labelled `label`, searching for `search`. */
  async pick(label: string, search: string, option: string | RegExp = search) {
    const combobox = this.page.getByRole('combobox', { name: label, exact: true });
    await combobox.click();
    await combobox.fill(search);
    await this.page.getByRole('option', { name: option }).click();
    await expect(combobox).toHaveValue(typeof option === 'string' ? option : /.+/);
  }

  async fillFeature(code: string, label: string, dataType: 'BOOLEAN' | 'NUMBER') {
    await this.page.getByLabel('Feature Code').fill(code);
    await this.page.getByLabel('Feature Label').fill(label);
    await this.page.getByLabel('Data Type').selectOption({ label: dataType });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  async gotoEditions(search: string) {
    await this.page.goto('/producteditions');
    await expect(this.page.getByRole('heading', { name: 'Product Editions' })).toBeVisible();
    await this.page.getByLabel('Search').fill(search);
    await expect(this.page).toHaveURL(/search=/);
  }
}
