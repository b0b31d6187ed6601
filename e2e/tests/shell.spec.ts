// The shell on a short or narrow window (issue 25): the sidebar scrolls and shows its current entry.
import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/SignInPage.js';

test.describe('at 800 px high', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsAdmin();
  });

  test('the current sidebar entry is scrolled into sight, and the last entries can be reached', async ({
    page,
  }) => {
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await page.goto('/type-settings/detail');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const settings = sections.getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-current', 'page');
    await expect(settings).toBeInViewport({ ratio: 1 });

    const jobLogs = sections.getByRole('link', { name: 'Job Logs' });
    await jobLogs.click();
    await expect(page.getByRole('heading', { name: 'Job Logs', level: 1 })).toBeVisible();
    await expect(jobLogs).toBeInViewport({ ratio: 1 });

    // Back at the top of the list, the sidebar scrolls back to show it.
    await sections.getByRole('link', { name: 'Home' }).click();
    await expect(sections.getByRole('link', { name: 'Home' })).toBeInViewport({ ratio: 1 });
  });
});
