// Issue 27 through the staff screens: machines activated by the licensed software (licensing-api's
// public routes, called as the software would) show on the license with its seats; staff
// deactivate one, activate an offline one from its request code, and suspend, reinstate and revoke
// the license, which its validations then answer; an edition keeps its Maximum Machines; the list
// filters by seats.
import { readFileSync } from 'node:fs';
import { offlineRequestCode } from '@licensing/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiURL } from '../playwright.config.js';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

/** The licensed software's own call to licensing-api: no sign-in, its key and its machine. */
async function software(route: 'Activate' | 'Validate', body: Record<string, string>) {
  const answer = await fetch(`${apiURL}/api/Activation/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, `${route} ${JSON.stringify(body)}`).toBe(200);
  return (await answer.json()) as { Code: string };
}

/** A seeded license still in force (its software may activate), and not one another spec works on. */
async function seededActiveLicense(page: Page): Promise<{ orderNumber: string; status: number }> {
  const answer = await (
    await page.request.post('/graphql', {
      data: {
        query:
          '{ productLicenses(pageSize: 100, search: "ORD-10") { items { orderNumber state status seatsUsed } } }',
      },
    })
  ).json();
  const items: { orderNumber: string; state: string; status: number; seatsUsed: number }[] =
    answer.data.productLicenses.items;
  const license = items
    .filter((item) => item.state === 'Activated' && [0, 1, 3].includes(item.status))
    // Not ORD-10198 (the license spec counts its history), nor one with machines already.
    .filter((item) => item.orderNumber !== 'ORD-10198' && item.seatsUsed === 0)
    .at(-1);
  if (!license) throw new Error('The seed has no license in force.');
  return license;
}

/** A status workflow's button, confirmed in its dialog. */
async function changeStatus(page: Page, action: 'Suspend' | 'Reinstate' | 'Revoke', orderNumber: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${action} license ${orderNumber}?`);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('staff see, deactivate and offline-activate a license’s machines, and suspend, reinstate and revoke it', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const { orderNumber, status } = await seededActiveLicense(page);
  const screens = new ListScreens(page, '/productlicenses', 'Product Licenses');
  await screens.goto();
  await screens.searchFor(orderNumber);
  await expect(screens.rows).toHaveCount(1);
  await screens.rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Product License Detail' })).toBeVisible();
  const detailURL = page.url();

  // Its own maximum of machines, through its form.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Maximum Machines').fill('3');
  await screens.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await page.goto(detailURL);
  const machines = page.getByRole('region', { name: 'Machines' });
  await expect(machines).toContainText("3 (this license's own)");
  await expect(machines).toContainText('0 / 3');
  await expect(machines).toContainText('No machines are activated on this license.');

  // The software's key is the license's activation code (a new one asked first when activated).
  await page.getByRole('button', { name: 'Issue Activation Code' }).click();
  const dialog = page.getByRole('dialog');
  if (status === 1) await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Customer Activation Code has been updated!')).toBeVisible();
  const key = await page.getByTitle('Copy this code').innerText();
  const fingerprint = (name: string) => `e2e-${name}-${orderNumber}`;
  for (const name of ['alpha', 'beta'])
    expect(
      (
        await software('Activate', {
          Key: key,
          Fingerprint: fingerprint(name),
          Hostname: name,
          Platform: 'Linux',
        })
      ).Code,
    ).toBe('VALID');

  // Both machines arrive on the open screen (licenseActivity), with the seats they use.
  const table = machines.getByRole('table', { name: 'Machines' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(fingerprint('alpha'));
  await expect(table).toContainText('beta');
  await expect(machines).toContainText('2 / 3');

  await machines.getByRole('button', { name: 'Deactivate beta' }).click();
  await expect(dialog).toContainText(`Deactivate beta on license ${orderNumber}?`);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('beta deactivated: its seat is free.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(machines).toContainText('1 / 3');

  // An offline machine: its request code, what it holds, and its machine file.
  const offline = page.getByRole('region', { name: 'Offline Activation' });
  const requestCode = offline.getByLabel('Request code');
  await requestCode.fill('not a request');
  await expect(offline).toContainText('This is not a machine request code.');
  const activateOffline = offline.getByRole('button', { name: 'Activate and Download Machine File' });
  await expect(activateOffline).toBeDisabled();
  await requestCode.fill(
    offlineRequestCode({ key, fingerprint: fingerprint('gamma'), hostname: 'gamma', platform: 'Windows' }),
  );
  await expect(offline).toContainText(fingerprint('gamma'));
  await expect(offline).toContainText('Windows');
  const downloading = page.waitForEvent('download');
  await activateOffline.click();
  const file = await downloading;
  const path = test.info().outputPath('machine.lic');
  await file.saveAs(path);
  expect(readFileSync(path, 'utf8').startsWith('-----BEGIN MACHINE FILE-----')).toBe(true);
  await expect(machines).toContainText('2 / 3');
  await expect(table).toContainText('offline');
  await expect(requestCode).toHaveValue('');

  const validate = async () =>
    (await software('Validate', { Key: key, Fingerprint: fingerprint('alpha'), Nonce: `n-${Date.now()}` }))
      .Code;
  expect(await validate()).toBe('VALID');
  await expect(page.getByRole('button', { name: 'Reinstate', exact: true })).toBeDisabled();
  await changeStatus(page, 'Suspend', orderNumber);
  await expect(page.getByText(`License ${orderNumber} suspended.`)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Suspended$/ })).toBeVisible();
  expect(await validate()).toBe('SUSPENDED');
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeDisabled();
  // A suspended license keeps its code, but gets no license file until reinstated.
  await expect(page.getByRole('button', { name: 'Download License' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Issue Activation Code' })).toBeEnabled();

  await changeStatus(page, 'Reinstate', orderNumber);
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^Activated$/ })
      .first(),
  ).toBeVisible();
  expect(await validate()).toBe('VALID');

  await changeStatus(page, 'Revoke', orderNumber);
  await expect(page.getByRole('definition').filter({ hasText: /^Revoked$/ })).toBeVisible();
  expect(await validate()).toBe('REVOKED');
  for (const action of ['Suspend', 'Reinstate', 'Revoke'])
    await expect(page.getByRole('button', { name: action, exact: true })).toBeDisabled();
  // A revoked license gets no new code and no license file.
  for (const action of ['Issue Activation Code', 'Download License'])
    await expect(page.getByRole('button', { name: action })).toBeDisabled();
  // Its history tells each change.
  const history = page.getByRole('table', { name: 'History' });
  for (const action of ['Suspended', 'Reinstated', 'Revoked']) await expect(history).toContainText(action);

  // The list shows its seats and filters by them.
  await screens.goto();
  await page.getByLabel('Filter Seats').selectOption('Seats free');
  await expect(page).toHaveURL(/filter\.seats=Seats(\+|%20)free/);
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  await expect(screens.rows.filter({ hasText: /No machines|0 \/ / })).toHaveCount(0);
  // Demo licenses run on machines too: the search brings this one onto the page.
  await screens.searchFor(orderNumber);
  await expect(screens.row(orderNumber)).toContainText('2 / 3');
  await screens.goto();
  await page.getByLabel('Filter Seats').selectOption('No machines');
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  await expect(screens.rows.first()).toContainText('0 / ');
  await expect(screens.row(orderNumber)).toHaveCount(0);
});

test('an edition keeps its Maximum Machines', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  const editions = new ListScreens(page, '/producteditions', 'Product Editions');
  await editions.goto();
  await editions.rows.first().getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
  const field = page.getByLabel('Maximum Machines');
  // At least one machine: 0 is refused, and the form stays.
  await field.fill('0');
  await editions.save();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();

  const detail = page.getByRole('heading', { name: 'Product Edition Detail' });
  const shown = page.locator('dt', { hasText: 'Maximum Machines' }).locator('+ dd');
  await field.fill('5');
  await editions.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(detail).toBeVisible();
  await expect(shown).toHaveText('5');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(field).toHaveValue('5');
  // Emptied: no limit again.
  await field.fill('');
  await editions.save();
  await expect(detail).toBeVisible();
  await expect(shown).toHaveText('no limit');
});
