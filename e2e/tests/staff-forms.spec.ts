// What a staff member hits in forms and dialogs (issue 25): focus after a confirmation, the
// navigation drawer at 800 px, clones and unlimited features of licenses, programmatic fills,
// deactivation and delete toasts, field rows and the date picker, API tokens, and the small ones.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { graphqlAs } from './pages/CatalogExtrasPage.js';
import { CatalogPage } from './pages/CatalogPage.js';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

const stamp = () => Date.now().toString(36);

type License = {
  id: string;
  customerId: string;
  productId: string;
  licenseTypeId: string;
  productEditionId: string;
  productLicensePlanId: string;
  plan: { name: string; unit: number } | null;
};

async function licenseOf(page: Page, orderNumber: string): Promise<License> {
  const data = await graphqlAs<{ productLicenses: { items: License[] } }>(
    page.request,
    `query ($orderNumber: String) { productLicenses(filter: { orderNumber: $orderNumber }) { items {
      id customerId productId licenseTypeId productEditionId productLicensePlanId plan { name unit } } } }`,
    { orderNumber },
  );
  const license = data.productLicenses.items[0];
  if (!license) throw new Error(`no license ${orderNumber}`);
  return license;
}

/** MM/DD/YYYY of today plus whole months, as the form computes it (UTC). */
function monthsAhead(months: number): string {
  const date = new Date();
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/** A page of its own (its own cookies), signed in as `email`. */
async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(email, password);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

test.describe('signed in as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsAdmin();
  });

  test('closing a confirmation gives focus back to its button, or to the heading once that is gone', async ({
    page,
  }) => {
    const license = await licenseOf(page, 'ORD-10198');
    await page.goto(`/productlicense/detail/${license.id}`);
    const issue = page.getByRole('button', { name: 'Issue Activation Code' });
    const dialog = page.getByRole('dialog');
    await issue.click();
    await expect(dialog).toContainText('This license is already activated.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(issue).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(issue).toBeFocused();

    // A deleted row takes its Delete button along: the list's heading gets the focus.
    const name = `E2E Focus ${stamp()}`;
    await graphqlAs(page.request, 'mutation ($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name },
    });
    const roles = new ListScreens(page, '/roles', 'Roles');
    await roles.goto();
    await roles.searchFor(name);
    await expect(roles.rows).toHaveCount(1);
    const remove = roles.row(name).getByRole('button', { name: 'Delete' });
    await remove.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await roles.confirmDelete('Are you sure to delete this Role?');
    await expect(roles.rows).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Roles', exact: true })).toBeFocused();
    expect(await focusIsOnBody(page)).toBe(false);
  });

  test('a clone of a trial license expires two months from now, a paid one by its plan', async ({ page }) => {
    const trial = await licenseOf(page, 'ORD-10198');
    await page.goto(`/productlicense/detail/${trial.id}`);
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect(page).toHaveURL(/\/productlicense\/add\?dataclone=/);
    const expiry = page.getByLabel(/^Expired Date/);
    await expect(expiry).toHaveValue(monthsAhead(2));
    await expect(expiry).toBeDisabled();
    await expect(page.getByLabel('License Plan').locator('option:checked')).toHaveText('Monthly');

    const paid = await licenseOf(page, 'ORD-10193');
    await page.goto(`/productlicense/detail/${paid.id}`);
    await page.getByRole('button', { name: 'Clone' }).click();
    await expect(page).toHaveURL(/\/productlicense\/add\?dataclone=/);
    await expect(page.getByLabel(/^Expired Date/)).toHaveValue(monthsAhead(paid.plan?.unit ?? 0));
    await expect(page.getByLabel(/^Expired Date/)).toBeEnabled();
    // Nothing was typed: leaving asks nothing.
    await page.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/customers$/);
  });

  test("an edition's unlimited feature stays unlimited on a license made from an order", async ({ page }) => {
    const orders = await graphqlAs<{
      orders: {
        items: {
          orderNumber: string;
          companyName: string;
          isGenerated: boolean;
          edition: { code: string };
        }[];
      };
    }>(
      page.request,
      '{ orders(search: "Turing", pageSize: 50) { items { orderNumber companyName isGenerated edition { code } } } }',
      {},
    );
    const order = orders.orders.items.find((item) => item.edition.code === 'EQQPro' && !item.isGenerated);
    if (!order) throw new Error('no pending EQQ Server Professional order of Alan Turing');
    await page.goto('/productlicense/add');
    await expect(page.getByRole('heading', { name: 'Add Product License' })).toBeVisible();
    await new CatalogPage(page).pick(
      'From Order',
      order.orderNumber,
      `${order.orderNumber} · ${order.companyName}`,
    );
    const features = page.getByRole('region', { name: 'Features' });
    const unlimited = features.getByRole('switch', { name: /^Unlimited/, checked: true });
    await expect(unlimited).toHaveCount(1);
    // Its number box reads 'Unlimited', not 0 or -1.
    const index = (await unlimited.getAttribute('aria-label'))?.replace('Unlimited ', '');
    await expect(features.getByLabel(`Value ${index}`)).toHaveValue('Unlimited');
    // A pending order has no customer yet (its generation makes one): pick one.
    const customers = await graphqlAs<{ customers: { items: { email: string }[] } }>(
      page.request,
      '{ customers(pageSize: 1) { items { email } } }',
      {},
    );
    const email = customers.customers.items[0]?.email ?? '';
    await new CatalogPage(page).pick('Customer', email, new RegExp(email));
    const orderNumber = `E2E-U-${stamp()}`;
    await page.getByLabel('Order Number').fill(orderNumber);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Add item successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/productlicense\/detail\/\d+$/);
    await expect(
      page.getByRole('table', { name: 'Features' }).getByRole('row', { name: 'Users Unlimited' }),
    ).toBeVisible();

    // Edited, a number can become unlimited and back.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product License' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Customer/ })).toHaveValue(new RegExp(`<${email}>$`));
    await features.getByRole('switch', { name: `Unlimited ${index}` }).uncheck();
    await features.getByLabel(`Value ${index}`).fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Update item successfully')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Features' }).getByRole('row', { name: 'Users 25' }),
    ).toBeVisible();
  });

  test('a field the form fills itself loses its stale message; Cancel; the edition is named once', async ({
    page,
  }) => {
    await page.goto('/customers');
    await page.getByRole('link', { name: 'Send License Email' }).click();
    await expect(page.getByRole('heading', { name: 'Send License Email' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText(/^Please fill in the following required fields: Order #, Customer/),
    ).toBeVisible();
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await expect(customer).toHaveAttribute('aria-invalid', 'true');
    await new CatalogPage(page).pick('Order #', 'ORD-10193', /^ORD-10193 /);
    // Named with the e-mail: two customers of one name are told apart.
    await expect(customer).toHaveValue(/^.+ <.+@.+>$/);
    await expect(customer).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('combobox', { name: 'Order #' })).not.toHaveAttribute('aria-invalid', 'true');
    // What is still missing keeps its message.
    await expect(page.getByRole('combobox', { name: 'Template' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('License: EQQ Server Professional', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/customers$/);
  });

  test("a user is deactivated with 'Deactivate' and a toast; a deleted license says so", async ({ page }) => {
    const email = `alan.${stamp()}@example.com`;
    const created = await graphqlAs<{ createUser: { id: string } }>(
      page.request,
      'mutation ($input: RegisterUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          email,
          password: 'Enigma#1912',
          confirmPassword: 'Enigma#1912',
          firstName: 'Alan',
          lastName: 'Turing',
        },
      },
    );
    await page.goto(`/user/detail/${created.createUser.id}`);
    await page.getByRole('button', { name: /^(Delete|Deactivate)$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("it will make the user's status inactive");
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('User deactivated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);

    const source = await licenseOf(page, 'ORD-10190');
    const orderNumber = `E2E-D-${stamp()}`;
    const made = await graphqlAs<{ createProductLicense: { id: string } }>(
      page.request,
      'mutation ($input: ProductLicenseInput!) { createProductLicense(input: $input) { id } }',
      {
        input: {
          orderNumber,
          customerId: source.customerId,
          productId: source.productId,
          licenseTypeId: source.licenseTypeId,
          productEditionId: source.productEditionId,
          productLicensePlanId: source.productLicensePlanId,
          expiredDate: new Date(Date.now() + 86_400_000 * 30).toISOString(),
        },
      },
    );
    await page.goto(`/productlicense/detail/${made.createProductLicense.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await new ListScreens(page, '/productlicenses', 'Product Licenses').confirmDelete(
      'Are you sure to delete this Product License?',
    );
    await expect(page.getByText('Product License deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/productlicenses$/);
  });

  test('paired fields are one height, a date has one MM/DD/YYYY and a calendar', async ({ page }) => {
    await page.goto('/order/add');
    await expect(page.getByRole('heading', { name: 'Add Order' })).toBeVisible();
    const heightOf = (name: RegExp) =>
      page
        .getByRole('spinbutton', { name })
        .or(page.getByRole('combobox', { name }))
        .first()
        .evaluate(
          (input) => (input.closest('.fui-Input, .fui-Select') ?? input).getBoundingClientRect().height,
        );
    const plan = await heightOf(/^License Plan/);
    expect(await heightOf(/^Quantity/)).toBe(plan);
    expect(await heightOf(/^Plan Duration/)).toBe(plan);

    await page.goto('/productlicense/add');
    await expect(page.getByRole('heading', { name: 'Add Product License' })).toBeVisible();
    const expiry = page.getByLabel(/^Expired Date/);
    await expect(expiry).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expect(page.getByText('MM/DD/YYYY', { exact: true })).toHaveCount(0);
    expect(await heightOf(/^Expired Date/)).toBe(await heightOf(/^Quantity/));
    await expiry.fill('12/31/2030');
    await expiry.press('ArrowDown');
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar).toBeVisible();
    await calendar.getByRole('gridcell', { name: /15, December, 2030/ }).click();
    await expect(calendar).toBeHidden();
    await expect(expiry).toHaveValue('12/15/2030');
    // By keyboard alone: open, move a day on, pick it; the field has the focus again.
    await expiry.press('ArrowDown');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(expiry).toHaveValue('12/16/2030');
    await expect(expiry).toBeFocused();
  });

  test('the trial request order opens in a new tab; previews fill {4}; a release is named once', async ({
    page,
  }) => {
    const requests = await graphqlAs<{ trialRequests: { items: { id: string }[] } }>(
      page.request,
      '{ trialRequests(pageSize: 1, filter: { status: "Pending" }) { items { id } } }',
      {},
    );
    const pending = requests.trialRequests.items[0];
    if (!pending) throw new Error('no pending trial request');
    await graphqlAs(
      page.request,
      'mutation ($id: ID!) { generateTrialRequest(id: $id, sendEmail: false) { id } }',
      { id: pending.id },
    );
    await page.goto(`/request-trial-email/detail/${pending.id}`);
    const orderLink = page.getByRole('link', { name: /^ORD-/ });
    await expect(orderLink).toHaveAttribute('target', '_blank');

    const templates = await graphqlAs<{ emailTemplates: { items: { id: string }[] } }>(
      page.request,
      '{ emailTemplates(filter: { emailTemplateTypeName: "Order" }, pageSize: 1) { items { id } } }',
      {},
    );
    const licensed = await graphqlAs<{ productLicenses: { items: { customer: { email: string } }[] } }>(
      page.request,
      '{ productLicenses(filter: { orderNumber: "ORD-10193" }) { items { customer { email } } } }',
      {},
    );
    const email = licensed.productLicenses.items[0]?.customer.email ?? '';
    await page.goto(`/emailtemplate/detail/${templates.emailTemplates.items[0]?.id}`);
    await new CatalogPage(page).pick('Preview for customer', email, new RegExp(email));
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(/Your license for order ORD-\d+/);
    await expect(preview).not.toContainText('{4}');

    await page.goto('/newupdateemail');
    const release = page.getByRole('combobox', { name: /^Release Package/ });
    await release.click();
    await release.fill('2.0');
    await expect(page.getByRole('option', { name: 'EQQ Server 2.0', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: /\(EQQ Server 2\.0\)/ })).toHaveCount(0);
  });
});

test('API tokens: the form starts again after a token is made, says so, and says when there are none', async ({
  page,
  browser,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const email = `tokens.${stamp()}@example.com`;
  await graphqlAs(
    page.request,
    'mutation ($input: RegisterUserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        email,
        password: 'Tokens#2026',
        confirmPassword: 'Tokens#2026',
        firstName: 'Tok',
        lastName: 'En',
      },
    },
  );
  const user = await signedIn(browser, email, 'Tokens#2026');
  await user.goto('/profile/tokens');
  await expect(user.getByRole('heading', { name: 'API Tokens' })).toBeVisible();
  await expect(user.getByText('You have no API tokens yet.')).toBeVisible();
  await user.getByLabel(/^Name/).fill('nightly export');
  await user.getByRole('button', { name: 'Create token' }).click();
  await expect(user.getByText('Add item successfully')).toBeVisible();
  await expect(
    user.getByRole('status', { name: 'New token' }).or(user.getByLabel('New token')),
  ).toContainText('lic_');
  await expect(user.getByLabel(/^Name/)).toHaveValue('');
  await expect(user.getByRole('table', { name: 'Your tokens' })).toContainText('nightly export');
  await expect(user.getByText('You have no API tokens yet.')).toHaveCount(0);
  await user.context().close();
});

test.describe('at 800 px wide', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the navigation drawer holds the focus, closes on Escape and gives it back to Menu', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsAdmin();
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible();
    const menu = page.locator('button[aria-controls="sidebar"]');
    await menu.click();
    const drawer = page.locator('#sidebar');
    await expect(drawer.getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
    const focusInDrawer = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return (
          !!active &&
          (document.getElementById('sidebar')?.contains(active) === true ||
            active.getAttribute('aria-controls') === 'sidebar')
        );
      });
    await expect.poll(focusInDrawer).toBe(true);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer()).toBe(true);
    }
    // The Menu button is not under the open drawer: a click there closes it.
    const box = await menu.boundingBox();
    if (!box) throw new Error('no Menu button');
    const hit = await page.evaluate(
      ([x, y]) =>
        document
          .elementFromPoint(x ?? 0, y ?? 0)
          ?.closest('button')
          ?.getAttribute('aria-controls'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('sidebar');
    await page.keyboard.press('Escape');
    await expect(drawer.getByRole('link', { name: 'Roles', exact: true })).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
