// The signed-in user's colour theme over GraphQL: setTheme keeps it on the server, so every session
// of the user (another browser's cookie) reads it on `me`; read tokens and no session are refused.
import { apiTokenMessages } from '@licensing/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gql, type SignedIn, STAFF, sharedStack, signIn } from './helpers.js';

const SET_THEME = 'mutation SetTheme($theme: Theme) { setTheme(theme: $theme) }';
const ME_THEME = '{ me { userName theme } }';

describe('theme preference', () => {
  const stack = sharedStack({ user: STAFF });
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signIn(stack.url, ADMIN);
  });

  const themeOn = async (auth: { token?: string; cookie?: string }) =>
    (await stack.query<{ me: { theme: string | null } }>(ME_THEME, {}, auth)).data?.me.theme;

  it("follows the user to another session, and is the user's own", async () => {
    expect(await themeOn({ cookie: stack.cookie })).toBeNull();
    const set = await stack.query<{ setTheme: string }>(SET_THEME, { theme: 'dark' });
    expect(set.errors).toBeUndefined();
    expect(set.data?.setTheme).toBe('dark');
    // The browser session (the cookie) is another sign-in of the same user.
    expect(await themeOn({ cookie: stack.cookie })).toBe('dark');
    expect(await themeOn({ token: admin.token })).toBeNull();

    const system = await stack.query<{ setTheme: string | null }>(SET_THEME, { theme: null });
    expect(system.data).toEqual({ setTheme: null });
    expect(await themeOn({ token: stack.token })).toBeNull();
  });

  it('refuses a theme that is none of the enum, without changing the stored one', async () => {
    await stack.query(SET_THEME, { theme: 'light' });
    for (const theme of ['purple', 'LIGHT', { light: true }, ['dark'], 1]) {
      const answer = await stack.query(SET_THEME, { theme });
      expect(answer.data?.setTheme).toBeUndefined();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await themeOn({ token: stack.token })).toBe('light');
  });

  it('refuses read tokens and callers without a session', async () => {
    const made = await stack.query<{ createApiToken: { token: string } }>(
      'mutation { createApiToken(input: { name: "reader", scope: read, expiresInDays: 1 }) { token } }',
    );
    const read = { token: made.data!.createApiToken.token };
    const refused = await stack.query(SET_THEME, { theme: 'dark' }, read);
    expect(refused.errors?.[0]?.message).toBe(apiTokenMessages.readOnly);
    const anonymous = await gql(stack.url, SET_THEME, { theme: 'dark' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await themeOn(read)).toBe('light');
  });
});
