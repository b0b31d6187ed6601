import { expect, type Page, test } from '@playwright/test';
import { apiURL, baseURL, trialIntakeKey } from '../playwright.config.js';
import { ListScreens } from './pages/ListScreens.js';
import { mailsTo } from './pages/mail.js';
import { SignInPage } from './pages/SignInPage.js';

const ADMIN_INBOX = 'trials-admin@example.com';

/** The vendor's website posting a trial request to the intake route. */
async function postTrialRequest(firstName: string) {
  const response = await fetch(`${apiURL}/api/RequestTrialEmail/Intake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-intake-key': trialIntakeKey },
    body: JSON.stringify({
      ProductID: 1,
      FirstName: firstName,
      LastName: 'Prospect',
      Email: `${firstName.toLowerCase()}.${Date.now().toString(36)}@example.org`,
      Company: 'Prospects Inc',
      Subject: 'Could we try it?',
      Content: 'Two weeks would do.',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { Id: number }).Id;
}

const trialCounter = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Trial Requests/ });

async function setAdminInbox(page: Page) {
  const answer = await page.request.post('/graphql', {
    data: {
      query: `mutation { updateSettings(input: { emailFromAddress: "no-reply@licensing.example.com", adminEmails: "${ADMIN_INBOX}" }) { adminEmails } }`,
    },
  });
  expect((await answer.json()).data.updateSettings.adminEmails).toBe(ADMIN_INBOX);
}

test('a trial request from the website raises the sidebar counter live; generating it opens its order', async ({
  page,
  context,
}) => {
  await new SignInPage(page).signInAsAdmin();
  const screens = new ListScreens(page, '/request-trial-emails', 'Trial Requests');
  await screens.goto();
  // The link reads its counter: 'Trial Requests, 4 new'.
  await expect(trialCounter(page)).toHaveAccessibleName(/^Trial Requests, \d+ new$/);
  const before = Number(/, (\d+) new"/.exec(await trialCounter(page).ariaSnapshot())?.[1]);

  await postTrialRequest('Margaret');
  // No reload: the hub's NewRequestTrial reaches the page through the gateway's subscription.
  await expect(trialCounter(page)).toHaveAccessibleName(`Trial Requests, ${before + 1} new`, {
    timeout: 15_000,
  });

  await page.reload();
  await screens.row('Margaret').getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Trial Request Detail' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'This action will generate a new order, license and send email to customer. Continue?',
  );
  const opening = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  const orderTab = await opening;
  await orderTab.waitForLoadState();
  await expect(orderTab).toHaveURL(/\/order\/detail\/\d+$/);
  await expect(orderTab.getByText('Generated', { exact: true })).toBeVisible();
  await expect(orderTab.getByText(/^ORD-\d+$/).first()).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(trialCounter(page)).toHaveAccessibleName(`Trial Requests, ${before} new`);
});

test('a trial request is declined by its e-mailed link, signed out; the link then fails', async ({
  page,
  browser,
}) => {
  await new SignInPage(page).signInAsAdmin();
  await setAdminInbox(page);
  const id = await postTrialRequest('Katherine');
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(ADMIN_INBOX)).find((text) =>
          text.includes(`/trial-request-action/${id}/decline/`),
        );
        link = mail?.match(new RegExp(`${baseURL}/trial-request-action/${id}/decline/[\\w.-]+`))?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  const signedOut = await browser.newPage();
  await signedOut.goto(link);
  await expect(signedOut.getByText('Trial request declined successfully')).toBeVisible();
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByText('This link has already been used.')).toBeVisible();

  await page.goto(`/request-trial-email/detail/${id}`);
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await signedOut.close();
  await again.close();
});
