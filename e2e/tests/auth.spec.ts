import { expect, test } from '@playwright/test';
import { admin, SignInPage } from './pages/SignInPage.js';

test('a wrong password shows the error and stays on sign-in', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(admin.email, 'Wrong#2026');
  await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a malformed e-mail is flagged before any call', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn('admin@example', 'whatever');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('a protected URL opened signed out lands on /signin and returns there after sign-in', async ({
  page,
}) => {
  await page.goto('/products?search=EQQ');
  await expect(page).toHaveURL(/\/signin/);
  await new SignInPage(page).signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/products\?search=EQQ$/);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
});

test('an unknown route goes to /home, and signing out leads back to sign-in', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  await page.goto('/no-such-screen');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin/);
});

test("a session lost mid-use shows 'Authentication required.' and returns after signing in again", async ({
  page,
  context,
}) => {
  const signIn = new SignInPage(page);
  await signIn.signInAsAdmin();
  // Mid-use: the shell is up, its live counters subscribed (their socket authenticated meanwhile).
  await expect(
    page
      .getByRole('navigation', { name: 'Sections' })
      .getByLabel(/pending$/)
      .first(),
  ).toBeVisible();
  await context.clearCookies();
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByText('Authentication required.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await signIn.signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/products$/);
});
