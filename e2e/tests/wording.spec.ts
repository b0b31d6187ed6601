// One wording per concept (issue 25): state badges capitalised everywhere, amounts as currency and
// right-aligned, and a detail screen named after its list ('Trial Request Detail' under 'Trial
// Requests'). Switches reading Yes/No on licenses: product-licenses.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

test.beforeEach(async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
});

/** The cells of the column headed `header`, in list order. */
async function column(page: Page, screens: ListScreens, header: string) {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return screens.rows.locator(`[role=gridcell]:nth-child(${index + 1})`);
}

test('order and trial request states read capitalised; order totals are currency, right-aligned', async ({
  page,
}) => {
  const orders = new ListScreens(page, '/orders', 'Orders Dashboard');
  await orders.goto();
  await expect(orders.rows.first()).toBeVisible();
  const states = await (await column(page, orders, 'State')).allInnerTexts();
  expect(states.length).toBeGreaterThan(0);
  for (const state of states) expect(['Pending', 'Resolved', 'Generated', 'Declined']).toContain(state);
  const totals = await column(page, orders, 'Total Price');
  for (const total of await totals.allInnerTexts()) expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d\d$/);
  expect(await totals.first().evaluate((cell) => getComputedStyle(cell).textAlign)).toMatch(/^(end|right)$/);

  const trials = new ListScreens(page, '/request-trial-emails', 'Trial Requests');
  await trials.goto();
  await expect(trials.rows.first()).toBeVisible();
  for (const state of await (await column(page, trials, 'State')).allInnerTexts())
    expect(['Pending', 'Complete', 'Declined']).toContain(state);
});

test('a trial request and an add-on are named after their lists on their add, edit and detail screens', async ({
  page,
}) => {
  const trials = new ListScreens(page, '/request-trial-emails', 'Trial Requests');
  await trials.goto();
  await trials.rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trial Request Detail');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Trial Request');
  await page.goto('/request-trial-email/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Trial Request');

  const addons = new ListScreens(page, '/addons', 'Add-ons');
  await addons.goto();
  await addons.rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add-on Detail');
  await expect(page.getByText(/^\$\d[\d,]*\.\d\d$/).first()).toBeVisible();
});
