import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pdfPages } from '../../licensing-api/test/pdf-text.js';
import { qboURL } from '../playwright.config.js';
import { CatalogPage } from './pages/CatalogPage.js';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

/** The customer and tech-service contact every order needs (SPEC §5). */
async function fillContact(page: Page, email: string) {
  await page.getByRole('textbox', { name: /^Last Name/ }).fill('Hopper');
  await page.getByRole('textbox', { name: /^Company Name/ }).fill('Navy Labs');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('+15550101234');
  await page.getByRole('textbox', { name: /^Address/ }).fill('1 Harbor Road');
  await page.getByRole('textbox', { name: /^Tech Service Last Name/ }).fill('Ops');
  await page.getByRole('textbox', { name: /^Tech Service Email/ }).fill('ops@example.org');
  await page.getByRole('textbox', { name: /^Tech Service Company Name/ }).fill('Navy Labs');
}

/** Signed in as an administrator, the order form with a product picked. */
async function addOrderFor(page: Page, product: string) {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/orders', 'Orders Dashboard');
  await screens.goto();
  await screens.addButton.click();
  await expect(page.getByRole('heading', { name: 'Add Order' })).toBeVisible();
  const pickers = new CatalogPage(page);
  await pickers.pick('Product', product);
  return { screens, pickers };
}

test('a trial edition puts an order on the Monthly plan for twice the duration, without Annually', async ({
  page,
}) => {
  const { pickers } = await addOrderFor(page, 'EQQ Server');
  await expect(page.getByLabel('License Plan').locator('option')).toContainText(['Monthly', 'Annually']);
  await pickers.pick('Edition', 'EQQTrial');
  await expect(page.getByLabel('License Plan').locator('option:checked')).toHaveText('Monthly');
  await expect(page.getByLabel('License Plan').locator('option')).not.toContainText(['Annually']);
  await expect(page.getByLabel('Plan Duration')).toHaveValue('2');
  await expect(page.getByLabel('Total')).toHaveText('Total: $0.00');
});

test('a paid order with two add-ons: its total, its license after the payment warning, its invoice and quote', async ({
  page,
}) => {
  const { screens, pickers } = await addOrderFor(page, 'EQQ Server');
  await pickers.pick('Edition', 'Standard', 'EQQ Server Standard');
  await page.getByRole('spinbutton', { name: /^Quantity/ }).fill('2');
  await page.getByLabel('Plan Duration').fill('3');
  const addons = page.getByRole('region', { name: 'Add-ons' });
  await addons.getByRole('checkbox', { name: /^Extra Seat/ }).check();
  await addons.getByLabel('Extra Seat Quantity').fill('2');
  await addons.getByRole('checkbox', { name: /^Premium Support/ }).check();
  // 110 × 2 × 3 + 12 × 2 (per item) + 45 × 1 × 3.
  await expect(page.getByLabel('Total')).toHaveText('Total: $819.00');
  const email = `buyer.${Date.now().toString(36)}@example.org`;
  await fillContact(page, email);
  await screens.save();
  await expect(page.getByText('Add item successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/detail\/\d+$/);
  const quote = page.getByRole('table', { name: 'Quote lines' });
  await expect(quote.getByRole('row', { name: /^Total .*819\.00$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send License Email' })).toBeDisabled();

  // Edited, it keeps its product, edition, add-ons and total.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Order' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Product/ })).toHaveValue('EQQ Server');
  await expect(page.getByRole('combobox', { name: /^Edition/ })).toHaveValue('EQQ Server Standard');
  await expect(addons.getByRole('checkbox', { name: /^Premium Support/ })).toBeChecked();
  await expect(page.getByLabel('Total')).toHaveText('Total: $819.00');
  await screens.save();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  await expect(quote.getByRole('row', { name: /^Total .*819\.00$/ })).toBeVisible();

  // Not paid yet: SPEC §4 warns first.
  await page.getByRole('button', { name: 'Generate License' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This order payment is not completed yet.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Process successfully')).toBeVisible();
  await expect(page.getByText('Generated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send License Email' })).toBeEnabled();
  await page.getByRole('button', { name: 'Generate License' }).click();
  await expect(page.getByText('License already generated')).toBeVisible();

  // Print: only the quote is on paper.
  await page.emulateMedia({ media: 'print' });
  const printable = page.getByRole('article', { name: 'Printable quote' });
  await expect(printable).toBeVisible();
  await expect(printable).toContainText('819.00');
  await expect(page.getByRole('button', { name: 'Generate License' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Quote PDF' }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(/^Quote_ORD-\d+\.pdf$/);
  const pdfPath = test.info().outputPath('quote.pdf');
  await pdf.saveAs(pdfPath);
  // The file is the quote: its text, read back by pdf.js, ends in the order's total.
  expect((await pdfPages(readFileSync(pdfPath))).flat().at(-1)).toBe('Total $819.00');
  const orderUrl = page.url();

  // Connect the fake QuickBooks Online in the settings, then invoice the order and see it paid.
  await page.goto('/type-settings/edit');
  await page.getByRole('textbox', { name: /^Admin Emails/ }).fill('admin@example.com');
  await page.getByLabel('Client ID').fill('fake-client');
  await page.getByLabel('Client Secret').fill('fake-secret');
  await page.getByLabel('Company ID').fill('9130350000000001');
  const peer = await (await fetch(`${qboURL}/__state`)).json();
  await page.getByLabel('Refresh Token').fill(peer.refreshToken);
  await page.getByLabel('Item ID').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update item successfully')).toBeVisible();
  const quickBooks = page.getByRole('region', { name: 'QuickBooks Online' });
  await expect(quickBooks).toContainText('online');
  await expect(quickBooks).not.toContainText('fake-secret');

  await page.goto(orderUrl);
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('QBO Invoice created successfully')).toBeVisible();
  const invoice = page.getByRole('region', { name: 'Invoice' });
  await expect(invoice).toContainText('Unpaid');
  const invoices = (await (await fetch(`${qboURL}/__state`)).json()).invoices as {
    Id: string;
    TotalAmt: number;
    EmailStatus: string;
  }[];
  const made = invoices.at(-1)!;
  expect(made).toMatchObject({ TotalAmt: 819, EmailStatus: 'EmailSent' });
  await fetch(`${qboURL}/__pay/${made.Id}`, { method: 'POST' });
  await page.getByRole('button', { name: 'Refresh Invoice Status' }).click();
  await expect(page.getByText('Invoice status refreshed successfully')).toBeVisible();
  await expect(invoice).toContainText('Paid');
});

test('a declined order is filtered as Declined, and the title names Pending and Complete', async ({
  page,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/orders', 'Orders Dashboard');
  await screens.goto();
  await page.getByLabel('Status').selectOption('Pending');
  await expect(page.getByRole('heading', { name: 'Orders Dashboard - Pending' })).toBeVisible();
  await expect(screens.rows.first()).toContainText('Pending');
  const orderNumber = (await screens.firstCells())[0]!;
  await screens.rows.first().getByRole('button', { name: 'View' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to decline this order?');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Order declined successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline' })).toBeDisabled();

  await screens.goto();
  await page.getByLabel('Status').selectOption('Declined');
  await expect(page.getByRole('heading', { name: 'Orders Dashboard', exact: true })).toBeVisible();
  await expect(screens.row(orderNumber)).toContainText('Declined');
  await expect(screens.rows.filter({ hasNotText: 'Declined' })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('Complete');
  await expect(page.getByRole('heading', { name: 'Orders Dashboard - Complete' })).toBeVisible();
});
