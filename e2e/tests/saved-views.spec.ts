// Saved views and the column chooser (issue 29): a list's filter, sort and hidden columns saved
// under a name on the server follow the user to another browser; an administrator's shared view
// is offered to everyone, who may choose it but not change it; columns are shown and hidden from
// the toolbar, by keyboard too.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './pages/axe.js';
import { ListScreens } from './pages/ListScreens.js';
import { admin, SignInPage } from './pages/SignInPage.js';

const staff = { email: 'staff@example.com', password: 'Staff#2026' };

/** A new browser (its own cookies and storage) signed in as `user`, on the customer list. */
async function signedInBrowser(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  const customers = new ListScreens(page, '/customers', 'Customers');
  await customers.goto();
  await expect(customers.rows.first()).toBeVisible();
  return { context, page, customers };
}

const viewsMenu = (page: Page) => page.getByRole('button', { name: /^Views/ });

async function saveViewAs(page: Page, name: string, share = false) {
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Save view as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('Name').fill(name);
  if (share) await dialog.getByLabel('Share with everyone').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(viewsMenu(page)).toHaveText(`Views: ${name}`);
}

test('a saved view with a filter, a sort and a hidden column is restored in another browser', async ({
  browser,
}) => {
  const first = await signedInBrowser(browser, staff);
  const { page, customers } = first;
  // The row's cells: its selection box, Code, First Name, Last Name…
  const lastName = (await customers.rows.first().getByRole('gridcell').nth(3).innerText()).trim();

  await page.getByLabel('Filter Last Name').fill(lastName);
  await expect(page).toHaveURL(new RegExp(`filter\\.lastName=${encodeURIComponent(lastName)}`));
  await page.getByRole('columnheader', { name: 'First Name' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=firstName/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Company' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/hide=companyName/);
  await expect(page.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  await saveViewAs(page, 'By first name');
  const saved = new URL(page.url());

  // Another browser of the same user: a plain list, until the view is chosen.
  const second = await signedInBrowser(browser, staff);
  await expect(second.page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await viewsMenu(second.page).click();
  await second.page.getByRole('menuitemradio', { name: 'By first name' }).click();
  await expect(viewsMenu(second.page)).toHaveText('Views: By first name');
  const restored = new URL(second.page.url());
  for (const key of ['filter.lastName', 'sort', 'hide', 'view'])
    expect(restored.searchParams.get(key), key).toBe(saved.searchParams.get(key));
  await expect(second.page.getByLabel('Filter Last Name')).toHaveValue(lastName);
  await expect(second.page.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  await expect(second.page.getByRole('columnheader', { name: 'First Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const rows = await second.customers.rows.allInnerTexts();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain(lastName);
  expect(rows).toEqual(await customers.rows.allInnerTexts());

  // A change to the list marks the view changed until the view is updated with it.
  await second.page.getByRole('button', { name: 'Columns' }).click();
  await second.page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
  await second.page.keyboard.press('Escape');
  await expect(viewsMenu(second.page)).toHaveText('Views: By first name (changed)');
  await viewsMenu(second.page).click();
  await second.page.getByRole('menuitem', { name: "Update 'By first name'" }).click();
  await expect(viewsMenu(second.page)).toHaveText('Views: By first name');
  await page.reload();
  await expect(viewsMenu(page)).toHaveText('Views: By first name (changed)');

  // Delete it (confirmed) from the second browser: the first no longer offers it.
  await viewsMenu(second.page).click();
  await second.page.getByRole('menuitem', { name: "Delete 'By first name'…" }).click();
  await second.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(viewsMenu(second.page)).toHaveText('Views');
  await page.reload();
  await viewsMenu(page).click();
  await expect(page.getByRole('menuitemradio', { name: 'By first name' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'No saved views yet' })).toBeVisible();
  await first.context.close();
  await second.context.close();
});

test("an administrator's shared view is offered to staff, who may choose it but not change it", async ({
  browser,
}) => {
  const administrator = await signedInBrowser(browser, admin);
  await administrator.page.getByLabel('Search').fill('a');
  await expect(administrator.page).toHaveURL(/search=a/);
  await saveViewAs(administrator.page, 'Everyone with an a', true);

  const member = await signedInBrowser(browser, staff);
  await viewsMenu(member.page).click();
  await expect(member.page.getByRole('menuitem', { name: 'Save view as…' })).toBeVisible();
  await member.page.getByRole('menuitemradio', { name: /Everyone with an a/ }).click();
  await expect(member.page).toHaveURL(/search=a/);
  await expect(member.page.getByLabel('Search')).toHaveValue('a');
  await viewsMenu(member.page).click();
  await expect(member.page.getByRole('menuitem', { name: /^Update/ })).toHaveCount(0);
  await expect(member.page.getByRole('menuitem', { name: /^Delete/ })).toHaveCount(0);
  await expect(member.page.getByRole('menuitem', { name: 'Share with everyone' })).toHaveCount(0);
  await member.page.keyboard.press('Escape');
  await administrator.context.close();
  await member.context.close();
});

test('the column chooser shows and hides columns by keyboard, and a column in use cannot be hidden', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const customers = new ListScreens(page, '/customers?filter.country=United', 'Customers');
  await customers.goto();
  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Columns' });
  await expect(menu).toBeVisible();
  // Country is filtered by, and the customer code sorted by (the default sort): they stay.
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Country in use' })).toBeDisabled();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Customer Code in use' })).toBeDisabled();
  const email = menu.getByRole('menuitemcheckbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-checked', 'true');
  while (!(await email.evaluate((item) => item === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(columns).toBeFocused();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(page).toHaveURL(/hide=email/);

  await columns.click();
  await page.getByRole('menuitem', { name: 'Show all columns' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(page).not.toHaveURL(/hide=/);
});

test('the toolbar, its menus and the save dialog: no serious axe violation at 1366 and 800 px', async ({
  page,
}, testInfo) => {
  await new SignInPage(page).signInAsAdmin();
  const orders = new ListScreens(page, '/orders?sort=-totalPrice&hide=email', 'Orders Dashboard');
  await orders.goto();
  await expect(orders.rows.first()).toBeVisible();
  await saveViewAs(page, 'Largest orders', true);
  const violations: string[] = [];
  for (const width of [1366, 800]) {
    await page.setViewportSize({ width, height: 800 });
    const shot = async (name: string) => {
      violations.push(...(await seriousViolations(page, `${name} at ${width} px`)));
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    };
    await shot('toolbar');
    await viewsMenu(page).click();
    await expect(page.getByRole('menuitemradio', { name: /Largest orders/ })).toBeVisible();
    await shot('views-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Email' })).toBeVisible();
    await shot('columns-menu');
    await page.keyboard.press('Escape');
    await viewsMenu(page).click();
    await page.getByRole('menuitem', { name: 'Save view as…' }).click();
    await expect(page.getByRole('dialog', { name: 'Save view' })).toBeVisible();
    await shot('save-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  expect(violations).toEqual([]);
});

test('by keyboard alone: a view is saved from the Views menu, and focus comes back to it', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const customers = new ListScreens(page, '/customers', 'Customers');
  await customers.goto();
  await expect(customers.rows.first()).toBeVisible();
  const openSaveDialog = async () => {
    await viewsMenu(page).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Save view as…' });
    await expect(item).toBeVisible();
    while (!(await item.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    return dialog;
  };
  // Escape leaves the dialog for the menu button that led to it, not the page's body.
  const dialog = await openSaveDialog();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(viewsMenu(page)).toBeFocused();
  // Enter saves, and so does focus come back.
  await openSaveDialog();
  await page.keyboard.type('Typed view');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(viewsMenu(page)).toHaveText('Views: Typed view');
  await expect(viewsMenu(page)).toBeFocused();
});
