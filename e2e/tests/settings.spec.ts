import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/SignInPage.js';

test('an administrator changes the settings; a wrong Admin Emails list is named with SPEC §5 text', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  await page.goto('/type-settings/detail');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  // The e2e stack delivers to its SMTP peer (playwright.config.ts).
  await expect(page.getByText('Configured', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/type-settings\/edit$/);
  await page.getByLabel('Email From Address').fill('sales@example.com');
  await page.getByLabel('Admin Emails').fill('boss@example.com;');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByText('Double check your email format or semicolon (;) as separator in Admin Emails field')
      .first(),
  ).toBeVisible();
  await page.getByLabel('Admin Emails').fill('boss@example.com; ops@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/type-settings\/detail$/);
  await expect(page.getByText('boss@example.com; ops@example.com')).toBeVisible();
});

test('staff see the settings without Edit, and the edit screen sends them home', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn('staff@example.com', 'Staff#2026');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/type-settings/detail');
  await expect(page.getByText('Email From Address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/type-settings/edit');
  await expect(page).toHaveURL(/\/home$/);
});
