import { expect, type Locator, type Page } from '@playwright/test';

/** The customer list, form and detail screens. */
export class CustomersPage {
  readonly search: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByLabel('Search');
    // Data rows only: the header row holds column headers, not cells.
    this.rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
  }

  async gotoList() {
    await this.page.goto('/customers');
    await expect(this.page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  }

  async gotoAdd() {
    await this.gotoList();
    await this.page.getByRole('button', { name: 'Add' }).click();
    await expect(this.page).toHaveURL(/\/customer\/add$/);
    // The list's filter boxes share the form's labels: type once the form is there.
    await expect(this.page.getByRole('heading', { name: /^Add / })).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(
      new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
    );
  }

  async fillRequired(values: { firstName: string; lastName: string; email: string; phone: string }) {
    await this.page.getByLabel('First Name').fill(values.firstName);
    await this.page.getByLabel('Last Name').fill(values.lastName);
    await this.page.getByLabel('Email').fill(values.email);
    await this.page.getByLabel('Phone').fill(values.phone);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}
