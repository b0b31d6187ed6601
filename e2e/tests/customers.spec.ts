import { expect, test } from '@playwright/test';
import { CustomersPage } from './pages/CustomersPage.js';
import { SignInPage } from './pages/SignInPage.js';

test.beforeEach(async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
});

test('add a customer, fixing a bad phone; the support dialog and edit start from it; a repeated e-mail offers the existing customer; find it by search', async ({
  page,
}) => {
  const customers = new CustomersPage(page);
  const email = `e2e.customer.${Date.now()}@example.com`;

  await customers.goto();
  // The e2e stack has no customer-support system: the list says so.
  await expect(page.getByText(/customer-support system is not configured/)).toBeVisible();

  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/customer\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();
  await customers.fillRequired({ firstName: 'Edna', lastName: 'Endtoend', email, phone: '12345' });
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Zip Code').fill('123456789');
  await customers.save();
  await expect(page.getByText('Please fill in the required fields.')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number (9-15 length)')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();

  await page.getByLabel('Phone').fill('555 123 4567');
  await customers.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/detail\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByText('(555) 123-4567')).toBeVisible();
  await expect(page.getByText('12345-6789')).toBeVisible();
  await expect(page.getByText('Canada')).toBeVisible();

  // The support account dialog starts from the customer's values; the stack has no support system.
  await page.getByRole('button', { name: 'Create Support Account' }).click();
  const support = page.getByRole('dialog');
  await expect(support.getByLabel('Phone')).toHaveValue('5551234567');
  await expect(support.getByLabel('Postal Code')).toHaveValue('123456789');
  await expect(support.getByLabel('Country')).toHaveValue('Canada');
  await support.getByRole('button', { name: 'Create' }).click();
  await expect(support.getByText(/customer-support system is not configured/)).toBeVisible();
  await support.getByRole('button', { name: 'Cancel' }).click();
  await expect(support).toBeHidden();

  // Edit shows the generated code, required there.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Customer Code')).toHaveValue(/^C\d{6}$/);
  await expect(page.getByLabel('Customer Code')).toHaveJSProperty('required', true);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');

  // The same e-mail again: nothing is created, the existing customer is offered.
  await customers.gotoAdd();
  await customers.fillRequired({
    firstName: 'Other',
    lastName: 'Person',
    email: email.toUpperCase(),
    phone: '5550001111',
  });
  await customers.save();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('A customer with this email already exists. Do you want to open the existing customer?'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText('Edna')).toBeVisible();

  await customers.goto();
  await customers.searchFor(email);
  await expect(customers.rows).toHaveCount(1);
  await expect(customers.rows.first()).toContainText('Endtoend');
  await expect(customers.rows.first()).toContainText('(555) 123-4567');
});
