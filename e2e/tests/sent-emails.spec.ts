import { expect, test } from '@playwright/test';
import { ListScreens } from './pages/ListScreens.js';
import { SignInPage } from './pages/SignInPage.js';

test('a queued e-mail is listed newest first and shown with its sanitized content', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  const graphql = async (query: string, variables: object = {}) =>
    (await page.request.post('/graphql', { data: { query, variables } })).json();
  const types = await graphql('{ sentEmailTypes { items { id name } } }');
  const license = types.data.sentEmailTypes.items.find(
    (type: { name: string }) => type.name === 'License Email',
  );
  const subject = `Your license ${Date.now()}`;
  const created = await graphql(
    'mutation ($input: SentEmailInput!) { createSentEmail(input: $input) { id } }',
    {
      input: {
        sentEmailTypeId: license.id,
        recipients: 'ada@example.com',
        subject,
        body: '<p>Hello <strong>{0}</strong></p><script>alert(1)</script>',
      },
    },
  );
  const { id } = created.data.createSentEmail;

  const screens = new ListScreens(page, '/sent-emails', 'Sent Emails');
  await screens.goto();
  await expect(screens.rows.first()).toContainText(subject);
  // The e2e stack delivers to its SMTP peer: the mail may already be on its way, or gone.
  await expect(screens.rows.first()).toContainText(/pending|sending|sent/);
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await screens.rows.first().getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/sent-email/detail/${id}$`));
  const content = page.getByRole('document', { name: 'Content' });
  await expect(content).toHaveText('Hello {0}');
  await expect(content.locator('strong')).toHaveText('{0}');
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  // Delivered: the detail, read anew, says so.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('sent', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
