import { expect, type Page, test } from '@playwright/test';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

const staff = { email: 'staff@example.com', password: 'Staff#2026' };

/** Add, find, rename and delete one item of a simple entity, through its generic screens. */
async function crud(
  page: Page,
  screens: ListScreens,
  o: { segment: string; field: string; deleteQuestion: string; detailTitle: string },
) {
  const name = `E2E ${o.segment} ${Date.now()}`;
  await screens.goto();
  await screens.addButton.click();
  await expect(page).toHaveURL(new RegExp(`/${o.segment}/add$`));
  await screens.save();
  await expect(page.getByText(`Please fill in the following required fields: ${o.field}`)).toBeVisible();
  await page.getByLabel(o.field).fill(name);
  await screens.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${o.segment}/detail/[\\w-]+$`));
  await expect(page.getByRole('heading', { name: o.detailTitle })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();

  await screens.goto();
  await screens.searchFor(name);
  await expect(screens.rows).toHaveCount(1);
  await screens.rows.first().getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/${o.segment}/edit/[\\w-]+$`));
  await page.getByLabel(o.field).fill(`${name} renamed`);
  await screens.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(page.getByText(`${name} renamed`)).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await screens.confirmDelete(o.deleteQuestion);
  await expect(page).toHaveURL(new RegExp(`${screens.path}$`));
  await screens.searchFor(name);
  await expect(screens.rows).toHaveCount(0);
}

test.describe('as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsAdmin();
  });

  test('roles: the seeded Admin and Staff, then add, rename and delete one', async ({ page }) => {
    const roles = new ListScreens(page, '/roles', 'Roles');
    await roles.goto();
    await expect(roles.row('Admin')).toHaveCount(1);
    await expect(roles.row('Staff')).toHaveCount(1);
    await crud(page, roles, {
      segment: 'role',
      field: 'Role Name',
      deleteQuestion: 'Are you sure to delete this Role?',
      detailTitle: 'Role Detail',
    });
  });

  test('a role that users hold is not deleted, and says why', async ({ page }) => {
    const roles = new ListScreens(page, '/roles', 'Roles');
    await roles.goto();
    await roles.row('Staff').getByRole('button', { name: 'Delete' }).click();
    await roles.confirmDelete('Are you sure to delete this Role?');
    await expect(page.getByText(/^This role is used by \d+ users?\.$/)).toBeVisible();
    await page.reload();
    await expect(roles.row('Staff')).toHaveCount(1);
  });

  test("template types: 'Order' and 'New Update' seeded, then add, rename and delete one", async ({
    page,
  }) => {
    const types = new ListScreens(page, '/templatetypes', 'Template Types');
    await types.goto();
    expect(await types.firstCells()).toEqual(expect.arrayContaining(['New Update', 'Order']));
    await crud(page, types, {
      segment: 'templatetype',
      field: 'Name',
      deleteQuestion: 'Are you sure to delete this Type?',
      detailTitle: 'Template Type Detail',
    });
  });

  test('type send e-mails: the seeded types, sorted by name, then add, rename and delete one', async ({
    page,
  }) => {
    const types = new ListScreens(page, '/type-send-emails', 'Type Send Emails');
    await types.goto();
    const names = await types.firstCells();
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await crud(page, types, {
      segment: 'type-send-email',
      field: 'Name',
      deleteQuestion: 'Are you sure to delete this Type?',
      detailTitle: 'Type Send Email Detail',
    });
  });
});

test('staff see roles but none of their write actions', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(staff.email, staff.password);
  await expect(page).toHaveURL(/\/home$/);

  const roles = new ListScreens(page, '/roles', 'Roles');
  await roles.goto();
  await expect(roles.row('Admin')).toHaveCount(1);
  await expect(roles.addButton).toHaveCount(0);
  await expect(roles.rows.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(roles.rows.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await roles.row('Admin').getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Role Detail' })).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The add screen sends staff away (SPEC §6: '/'), which goes home.
  await page.goto('/role/add');
  await expect(page).toHaveURL(/\/home$/);
});
