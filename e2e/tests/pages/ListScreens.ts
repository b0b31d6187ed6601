import { expect, type Locator, type Page } from '@playwright/test';

/** The list, form and detail screens of any entity: the generic ones every resource shares. */
export class ListScreens {
  readonly search: Locator;
  readonly rows: Locator;
  readonly addButton: Locator;

  constructor(
    protected readonly page: Page,
    /** The list path and heading: '/roles', 'Roles'. */
    readonly path: string,
    private readonly heading: string,
  ) {
    this.search = page.getByLabel('Search');
    // Data rows only: the header row holds column headers, not cells.
    this.rows = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
    this.addButton = page.getByRole('button', { name: 'Add' });
  }

  async goto() {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { name: this.heading, exact: true })).toBeVisible();
  }

  /** Add, once the form is there: the list's filter boxes share the form's labels. */
  async gotoAdd() {
    await this.goto();
    await this.addButton.click();
    await expect(this.page.getByRole('heading', { name: /^Add / })).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(
      new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`),
    );
  }

  /** The first column of each row, in list order. */
  /** Each row's first column (the cell after its selection box). */
  async firstCells() {
    return this.rows.locator('[role=gridcell]:nth-child(2)').allInnerTexts();
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

/** Send on an e-mail screen, confirmed (SPEC §8's question): the sent e-mails list opens. */
export async function sendConfirmed(page: Page): Promise<ListScreens> {
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This action will send the email. Are you sure?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Send Email successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/sent-emails$/);
  return new ListScreens(page, '/sent-emails', 'Sent Emails');
}
