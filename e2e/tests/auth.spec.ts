import { expect, type Page, test } from '@playwright/test';
import { admin, SignInPage } from './pages/SignInPage.js';

/** A sidebar counter of new items, there once the shell's live subscriptions are up. */
const liveCounter = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /, \d+ new$/ })
    .first();

test('a wrong password shows the error and stays on sign-in', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(admin.email, 'Wrong#2026');
  await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a malformed e-mail is flagged before any call', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn('admin@example', 'whatever');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('a protected URL opened signed out lands on /signin and returns there after sign-in', async ({
  page,
}) => {
  await page.goto('/products?search=EQQ');
  await expect(page).toHaveURL(/\/signin/);
  await new SignInPage(page).signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/products\?search=EQQ$/);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
});

test('an unknown route goes to /home, and signing out leads back to sign-in', async ({ page }) => {
  await new SignInPage(page).signInAsAdmin();
  await page.goto('/no-such-screen');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin/);
});

test("a session lost mid-use shows 'Authentication required.' and returns after signing in again", async ({
  page,
  context,
}) => {
  const signIn = new SignInPage(page);
  await signIn.signInAsAdmin();
  // Mid-use: the shell is up, its live counters subscribed (their socket authenticated meanwhile).
  await expect(liveCounter(page)).toBeVisible();
  await context.clearCookies();
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByText('Authentication required.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
  await signIn.signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/products$/);
});

test('the sign-in page loads without the router; a page whose code cannot load says so', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await new SignInPage(page).goto();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(scripts.some((path) => /\/router-[^/]*\.js$/.test(path))).toBe(false);

  await page.route(/\/assets\/router-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/forgotpassword');
  await expect(page.getByRole('alert')).toContainText('Error');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('the browser sends operations as persisted hashes, never as documents', async ({ page }) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') sent.push(request.postDataJSON());
  });
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => frames.push(String(payload))));
  await new SignInPage(page).signInAsAdmin();
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(liveCounter(page)).toBeVisible();

  const names = sent.map((body) => body.operationName);
  expect(names).toEqual(expect.arrayContaining(['SignIn', 'Me', 'ProductList']));
  for (const body of sent) {
    expect(body.query).toBeUndefined();
    // A typed document goes as its hash; a generic screen's (ProductList) as its entity operation.
    if (body.operationName === 'ProductList') {
      expect(body.extensions).toMatchObject({ entityOperation: { entity: 'Product', operation: 'list' } });
    } else {
      expect(body.extensions).toMatchObject({
        persistedQuery: { sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
    }
  }
  const subscribe = frames.map((frame) => JSON.parse(frame)).find((message) => message.type === 'subscribe');
  expect(subscribe.payload.query).toBe('');
  expect(subscribe.payload.extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
});
