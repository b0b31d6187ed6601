// The signed-in user's colour theme: 'light', 'dark' or null (the operating system's), kept per user
// and answered by UserInfo; anything else is a 400 naming Theme; read tokens and no token are refused.
import { apiTokenMessages } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { drivers, messageOf, suiteTestApp } from './helpers.js';

describe.each(drivers)('theme preference ($name)', (driver) => {
  const { t, admin, staff } = suiteTestApp(driver, ['admin', 'staff']);

  const setTheme = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/Account/SetTheme', headers, payload: payload as object });
  const themeOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers })).json().Theme;

  it("sets the caller's own theme, and only theirs", async () => {
    expect(await themeOf(staff)).toBeNull();
    const dark = await setTheme(staff, { Theme: 'dark' });
    expect(dark.statusCode).toBe(200);
    expect(dark.json()).toEqual({ Theme: 'dark' });
    expect(await themeOf(staff)).toBe('dark');
    expect(await themeOf(admin)).toBeNull();

    expect((await setTheme(admin, { Theme: 'light' })).statusCode).toBe(200);
    expect(await themeOf(admin)).toBe('light');
    expect(await themeOf(staff)).toBe('dark');

    // null: back to the operating system's choice.
    expect((await setTheme(staff, { Theme: null })).json()).toEqual({ Theme: null });
    expect(await themeOf(staff)).toBeNull();
    expect(await themeOf(admin)).toBe('light');
  });

  it.each([
    ['an unknown theme', { Theme: 'purple' }],
    ['a NUL', { Theme: 'dark\u0000' }],
    ['a case variant', { Theme: 'Dark' }],
    ['an object', { Theme: { dark: true } }],
    ['an array', { Theme: ['dark'] }],
    ['a number', { Theme: 1e308 }],
    ['a boolean', { Theme: true }],
    ['no Theme', {}],
  ])('answers 400 naming Theme for %s, and keeps the stored one', async (_case, payload) => {
    await setTheme(staff, { Theme: 'dark' });
    const answer = await setTheme(staff, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(Object.keys(answer.json().ModelState ?? {})).toEqual(['Theme']);
    expect(await themeOf(staff)).toBe('dark');
  });

  it('answers 400 for a body that is no object', async () => {
    for (const payload of [['dark'], 'dark']) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/Account/SetTheme',
        headers: { ...staff, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(answer.statusCode, answer.body).toBe(400);
    }
  });

  it('refuses read tokens and callers without a token', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Account/CreateApiToken',
      headers: staff,
      payload: { Name: 'reader', Scope: 'read', ExpiresInDays: 1 },
    });
    const read = { authorization: `Bearer ${made.json().Token}` };
    await setTheme(staff, { Theme: 'light' });
    const refused = await setTheme(read, { Theme: 'dark' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(apiTokenMessages.readOnly);
    expect(await themeOf(read)).toBe('light');

    expect((await setTheme({}, { Theme: 'dark' })).statusCode).toBe(401);
    expect((await setTheme({ authorization: 'Bearer nonsense' }, { Theme: 'dark' })).statusCode).toBe(401);
    expect(await themeOf(staff)).toBe('light');
  });
});
