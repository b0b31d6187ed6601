// The GraphQL explorer (issue 30): staff open it from the profile menu and run operations as
// themselves through their session cookie; without a session it still loads the schema, and
// operations answer UNAUTHENTICATED. GraphiQL is bundled and runs under the gateway's
// Content-Security-Policy: the page breaks none of its rules.
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './pages/axe.js';
import { SignInPage } from './pages/SignInPage.js';

const staff = { email: 'staff@example.com', password: 'Staff#2026' };

/** Every Content-Security-Policy violation the page reports, from the document's events and the console. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/** Types `text` into the query editor in place of what it holds, as a person does, and runs it. */
async function run(page: Page, text?: string) {
  // GraphiQL makes its editors once their CodeMirror chunks load; a click before runs nothing.
  await expect(page.locator('.graphiql-query-editor .CodeMirror')).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (text !== undefined) {
    await page.locator('.graphiql-query-editor .CodeMirror').click();
    await page.keyboard.press('ControlOrMeta+A');
    // The editor closes each bracket as it opens; typing the closing one steps over it.
    await page.keyboard.type(text);
    await expect(page.locator('.graphiql-query-editor .CodeMirror-code')).toContainText(text);
  }
  await page.getByRole('button', { name: /Execute query/ }).click();
}

/**
 * GraphiQL's markup, not ours to change: its tabs hold their close buttons (nested-interactive), and
 * CodeMirror scrolls a region whose input sits outside it (scrollable-region-focusable).
 */
const GRAPHIQL_MARKUP_RULES = ['nested-interactive', 'scrollable-region-focusable'];
const ours = (violations: string[]) =>
  violations.filter((violation) => !GRAPHIQL_MARKUP_RULES.some((rule) => violation.includes(`: ${rule} (`)));

const result = (page: Page) => page.locator('.result-window');

test('staff open the explorer from the profile menu and query as themselves', async ({ page }) => {
  const cspViolations = await watchCsp(page);
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(staff.email, staff.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: 'Staff User · Staff' }).click();
  await page.getByRole('menuitem', { name: 'GraphQL explorer' }).click();
  await expect(page).toHaveURL(/\/explorer$/);
  await expect(page.getByRole('heading', { name: 'GraphQL explorer', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Operations run as staff@example.com.');
  // The integrator's way in, said on the page.
  await expect(page.getByRole('banner').getByText('{"authorization": "Bearer lic_…"}')).toBeVisible();
  // One tab per example; the first, Me, is open.
  await expect(page.getByRole('tab', { name: 'DeclineTrialRequest' })).toBeVisible();

  await run(page);
  await expect(result(page)).toContainText('"userName": "staff@example.com"');
  await expect(result(page)).toContainText('"isAdmin": false');

  // Other specs add products: the count the signed-in session reads over GraphQL is the one to show.
  const answer = await page.request.post('/graphql', {
    data: { query: '{ products(pageSize: 1) { totalCount } }' },
  });
  const products = `"totalCount": ${(await answer.json()).data.products.totalCount}`;
  await run(page, '{ products(pageSize: 5) { totalCount items { name } } }');
  await expect(result(page)).toContainText(products);
  await expect(result(page)).not.toContainText('UNAUTHENTICATED');

  // Run in the same task as the edit, before GraphiQL has named the new operation: the previous
  // document's name (Me) must not go with it.
  await run(page, 'query Me { me { userName } }');
  await expect(result(page)).toContainText('"userName": "staff@example.com"');
  await page.evaluate(() => {
    const editor = document.querySelector('.graphiql-query-editor .CodeMirror') as unknown as {
      CodeMirror: { setValue(text: string): void };
    };
    editor.CodeMirror.setValue('{ products(pageSize: 1) { totalCount } }');
    (document.querySelector('.graphiql-execute-button') as HTMLButtonElement).click();
  });
  await expect(result(page)).toContainText(products);
  await expect(result(page)).not.toContainText('Unknown operation');

  // The schema reached the editor: its Docs panel shows the root types.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await expect(page.locator('.graphiql-doc-explorer-root-type').first()).toContainText('query');

  expect(ours(await seriousViolations(page, '/explorer'))).toEqual([]);
  // The operating system's dark theme (the user chose none): GraphiQL's dark colours, and the bar's.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page, '/explorer, dark', ['color-contrast'])).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test('without a session the explorer loads, and operations answer UNAUTHENTICATED', async ({ page }) => {
  const cspViolations = await watchCsp(page);
  await page.goto('/explorer');
  await expect(page.getByRole('status')).toHaveText(/^Not signed in/);
  // Introspection needs no session: the Docs panel has the schema.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await expect(page.locator('.graphiql-doc-explorer-root-type').first()).toContainText('query');
  await run(page, '{ products(pageSize: 1) { totalCount } }');
  await expect(result(page)).toContainText('UNAUTHENTICATED');
  expect(await cspViolations()).toEqual([]);
});

test('a session that ends while the explorer is open: the page says so at the next run', async ({ page }) => {
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(staff.email, staff.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/explorer');
  await expect(page.getByRole('status')).toHaveText('Operations run as staff@example.com.');

  // Signed out elsewhere (another tab, or the session's end): this page's cookie no longer signs.
  const signedOut = await page.request.post('/graphql', { data: { query: 'mutation { signOut }' } });
  expect((await signedOut.json()).data.signOut).toBe(true);
  await run(page, '{ products(pageSize: 1) { totalCount } }');
  await expect(result(page)).toContainText('UNAUTHENTICATED');
  await expect(page.getByRole('status')).toHaveText(/^Not signed in/);
});

test("an integrator's token typed in Headers runs as its user", async ({ page }) => {
  // A read token of the staff user, made as a script makes one.
  const post = async (query: string, token?: string) => {
    const response = await page.request.post('/graphql', {
      data: { query },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return (await response.json()) as { data: Record<string, Record<string, string>> };
  };
  const session = await post(
    `mutation { signIn(email: "${staff.email}", password: "${staff.password}", returnToken: true) { accessToken } }`,
  );
  const created = await post(
    'mutation { createApiToken(input: { name: "explorer e2e", scope: read, expiresInDays: 1 }) { token } }',
    session.data.signIn?.accessToken,
  );
  const token = created.data.createApiToken?.token;
  expect(token).toMatch(/^lic_/);

  await page.context().clearCookies();
  await page.goto('/explorer');
  await expect(page.getByRole('status')).toHaveText(/^Not signed in/);
  await page.getByRole('button', { name: 'Headers' }).click();
  await page.locator('.graphiql-editor-tool .CodeMirror').filter({ visible: true }).click();
  await page.keyboard.type(`{"authorization": "Bearer ${token}"}`);
  await run(page);
  await expect(result(page)).toContainText('"userName": "staff@example.com"');
  // GraphiQL's history keeps the run (its query), but not the token.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain('graphiql:queries');
  expect(stored).not.toContain(token!.slice(4));
});
