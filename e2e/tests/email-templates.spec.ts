import { expect, type Page, test } from '@playwright/test';
import { CatalogPage } from './pages/CatalogPage.js';
import { ListScreens, sendConfirmed } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

const graphql = async (page: Page, query: string) =>
  (await page.request.post('/graphql', { data: { query } })).json();

test('a template written in the rich-text editor keeps its bold text and placeholder, and previews for a customer', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/emailtemplates', 'Email Templates');
  const pickers = new CatalogPage(page);
  await screens.goto();
  await screens.addButton.click();
  await expect(page).toHaveURL(/\/emailtemplate\/add$/);
  // The list's filter boxes share the form's labels: type once the form is there.
  await expect(page.getByRole('heading', { name: /^Add / })).toBeVisible();

  const name = `Welcome ${Date.now()}`;
  await pickers.pick('Product Name', 'EQQ Desktop');
  await page.getByLabel('Template Name').fill(name);
  await pickers.pick('Template Type', 'New Update');
  await page.getByLabel('Subject').fill('Version {3} for {0}');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await editor.pressSequentially('Hello ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially('valued');
  await page.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially(' customer ');
  await page.getByRole('button', { name: '{0} Customer name' }).click();
  // A link on the placeholder: adding it (Enter in its box) edits the content, and saves nothing.
  await editor.click();
  await editor.press('End');
  for (let step = 0; step < 3; step++) await editor.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await address.fill('https://example.com/welcome');
  await address.press('Enter');
  await expect(editor.locator('a[href="https://example.com/welcome"]')).toHaveText('{0}');
  await expect(page).toHaveURL(/\/emailtemplate\/add$/);
  await expect(page.getByText('Please fill in the following required fields')).toHaveCount(0);
  await screens.save();

  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/emailtemplate\/detail\/\d+$/);
  const content = page.getByRole('document', { name: 'Content' });
  await expect(content).toHaveText('Hello valued customer {0}');
  await expect(content.locator('strong')).toHaveText('valued');
  await expect(content.locator('a[href="https://example.com/welcome"]')).toHaveText('{0}');

  const customers = await graphql(page, '{ customers(pageSize: 1) { items { firstName lastName email } } }');
  const customer = customers.data.customers.items[0];
  await pickers.pick('Preview for customer', customer.email, new RegExp(customer.email));
  await expect(page.getByRole('document', { name: 'Previewed content' })).toHaveText(
    `Hello valued customer ${customer.firstName} ${customer.lastName}`,
  );
});

test('a new-update mail goes to each of two customers and both are listed as sent e-mails', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const customers = (
    await graphql(
      page,
      '{ customers(pageSize: 2, orderBy: [{ field: id }]) { items { firstName lastName email } } }',
    )
  ).data.customers.items as { firstName: string; lastName: string; email: string }[];
  const pickers = new CatalogPage(page);

  await page.goto('/newupdateemail');
  await expect(page.getByRole('heading', { name: 'New Update Email' })).toBeVisible();
  await pickers.pick('Release Package', 'EQQ Server 2.0', /^EQQ Server 2\.0/);
  await pickers.pick('Template', 'release announcement', 'EQQ Server release announcement');
  // The template fills the subject and content.
  await expect(page.getByLabel('Subject')).toHaveValue('A new version is available');
  await expect(page.getByText('Sent as: A new version is available - v2.0')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('Version {3} is out');

  for (const customer of customers) {
    const combobox = page.getByRole('combobox', { name: 'Customer' });
    await combobox.click();
    await combobox.fill(customer.email);
    await page.getByRole('option', { name: new RegExp(customer.email) }).click();
    await expect(page.getByLabel('Picked customers')).toContainText(customer.email);
  }

  const sent = await sendConfirmed(page);
  for (const customer of customers) {
    await expect(sent.row(customer.email).first()).toContainText('A new version is available - v2.0');
  }
});
