import { expect, type Locator, type Page } from '@playwright/test';

/** The list, form and detail screens of any entity: the generic ones every resource shares. */
export class ListScreens {
  readonly rows: Locator;
  readonly addButton: Locator;

  constructor(
    private readonly page: Page,
    /** The list path and heading: '/roles', 'Roles'. */
    readonly path: string,
    private readonly heading: string,
  ) {
    // Data rows only: the header row holds column headers, not cells.
    this.rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
    this.addButton = page.getByRole('button', { name: 'Add' });
  }

  async goto() {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { name: this.heading, exact: true })).toBeVisible();
  }

  async searchFor(text: string) {
    await this.page.getByLabel('Search').fill(text);
    await expect(this.page).toHaveURL(/search=/);
  }

  /** The first column of each row, in list order. */
  async firstCells() {
    return this.rows.locator('[role=gridcell]:first-child').allInnerTexts();
  }

  row(text: string) {
    return this.rows.filter({ hasText: text });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  async confirmDelete(question: string) {
    await expect(this.page.getByText(question)).toBeVisible();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  }
}
