import { type Browser, expect, type Page, test } from '@playwright/test';
import { ListScreens } from './pages/ListScreens.js';
import { mailedPassword } from './pages/mail.js';
import { SignInPage } from './pages/SignInPage.js';

const stamp = () => Date.now().toString(36);

/** A page of its own (its own cookies), signed in as `email`. */
async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(email, password);
  return page;
}

test('an administrator adds a user, fixing a mismatched password; the user signs in; a reset asks for a new password; deactivated, their session ends', async ({
  page,
  browser,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/users', 'Users');
  await screens.goto();
  await screens.addButton.click();
  await expect(page).toHaveURL(/\/user\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();

  const email = `ada.${stamp()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Engine#1843');
  await page.getByLabel('Confirm Password').fill('Engine#1842');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Phone Number').fill('555 010 1843');
  await screens.save();
  await expect(page.getByRole('alert').filter({ hasText: 'Password is not matched.' })).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Engine#1843');
  await screens.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByText('(555) 010-1843')).toBeVisible();

  const ada = await signedIn(browser, email, 'Engine#1843');
  await expect(ada).toHaveURL(/\/home$/);
  await expect(ada.getByRole('button', { name: /^Ada Lovelace/ })).toContainText('Staff');

  // Reset to default: the detail says the mailed password must be changed.
  const mustChange = page.locator('dt', { hasText: 'Must Change Password' }).locator('+ dd');
  await expect(mustChange).toHaveText('No');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('dialog')).toContainText(`reset the password of ${email} to default`);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Reset password successfully')).toBeVisible();
  await expect(mustChange).toHaveText('Yes');
  expect(await mailedPassword(email)).not.toBe('Engine#1843');

  // The edit form starts from the saved values, the role by name.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Role/ })).toHaveValue('Staff');
  await expect(page.getByLabel('Phone Number')).toHaveValue('5550101843');
  await page.getByLabel('Last Name').fill('King');
  await screens.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Last Name' }).locator('+ dd')).toHaveText('King');

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('dialog')).toContainText("it will make the user's status inactive");
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await expect(screens.row(email)).toContainText('Inactive');

  // Ada's session ends within a second everywhere: her live events end, and her page goes to sign-in.
  await expect(ada).toHaveURL(/\/signin/);
  await expect(ada.getByText('Authentication required.')).toBeVisible();
  await ada.context().close();
});

test('staff opening /users land on the home page', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn('staff@example.com', 'Staff#2026');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('a forgotten password arrives by e-mail and signs in; then the user chooses a new one and the old stops working', async ({
  page,
  browser,
}) => {
  // A user of this test's own, made through the API.
  const admin = await signedIn(browser, 'admin@example.com', 'Admin#2026');
  await expect(admin).toHaveURL(/\/home$/);
  const email = `grace.${stamp()}@example.com`;
  const created = await admin.request.post('/graphql', {
    data: {
      query: 'mutation ($input: RegisterUserInput!) { createUser(input: $input) { id } }',
      variables: {
        input: {
          email,
          password: 'Cobol#1959',
          confirmPassword: 'Cobol#1959',
          firstName: 'Grace',
          lastName: 'Hopper',
        },
      },
    },
  });
  expect((await created.json()).errors).toBeUndefined();
  await admin.context().close();

  const signIn = new SignInPage(page);
  await signIn.goto();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send new password' }).click();
  await expect(
    page.getByText(`If ${email} has an account, a new password has been sent to it.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  const mailed = await mailedPassword(email);
  await signIn.signIn(email, mailed);
  // A mailed password must be changed before anything else.
  await expect(page).toHaveURL(/\/profile\/changepassword$/);
  await expect(page.getByText('You signed in with a password that was e-mailed to you')).toBeVisible();
  await page.getByLabel('Current Password').fill('wrong');
  await page.getByLabel('New Password').fill('Compiler#1952');
  await page.getByLabel('Confirm Password').fill('Compiler#1952');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Incorrect current password.').first()).toBeVisible();
  await page.getByLabel('Current Password').fill(mailed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await signIn.goto();
  await signIn.signIn(email, 'Cobol#1959');
  await expect(page.getByRole('alert')).toContainText('The user name or password is incorrect.');
  await signIn.signIn(email, mailed);
  await expect(page.getByRole('alert')).toContainText('The user name or password is incorrect.');
  await signIn.signIn(email, 'Compiler#1952');
  await expect(page).toHaveURL(/\/home$/);
});
