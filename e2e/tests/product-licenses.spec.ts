import { expect, test } from '@playwright/test';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

test('a license shows its state; issuing an activation code and renewing grow its history', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/productlicenses', 'Product Licenses');
  await screens.goto();
  // Newest order first (SPEC §9); view-only until the license form comes.
  await expect(screens.rows.first()).toContainText('ORD-10199');
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await screens.searchFor('ORD-10198');
  await expect(screens.rows).toHaveCount(1);
  await expect(screens.rows.first()).toContainText(/Activated|Expired/);
  await screens.rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/productlicense\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Product License Detail' })).toBeVisible();

  const history = page.getByRole('table', { name: 'History' }).getByRole('row');
  const entriesBefore = (await history.count()) - 1;
  await page.getByRole('button', { name: 'Issue Activation Code' }).click();
  // ORD-10198 is seeded activated: a new code is confirmed first (SPEC §4).
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This license is already activated.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Customer Activation Code has been updated!')).toBeVisible();
  await expect(page.getByText(/^([0-9A-HJKMNP-TV-Z]{5}-){4}[0-9A-HJKMNP-TV-Z]{5}$/)).toBeVisible();
  await expect(history).toHaveCount(entriesBefore + 2);
  await expect(history.nth(1)).toContainText('Activation code issued');
  await expect(history.nth(1)).toContainText('admin (Admin User)');

  await page.getByRole('button', { name: 'Renew' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(history.nth(1)).toContainText('Renewed');
  await expect(history.nth(1)).toContainText('Expired Date');
});
