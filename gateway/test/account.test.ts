import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  expectNoInternals,
  gql,
  SIGN_IN,
  STAFF,
  setCookieOf,
  sharedStack,
  signIn,
} from './helpers.js';

const ME = /* GraphQL */ `
  query Me { me { userName isAdmin role accessToken expiresAt } }
`;

describe('account', () => {
  const stack = sharedStack({ user: null });

  it('signIn sets an HttpOnly SameSite=Strict session cookie and answers the admin session, without the token', async () => {
    const response = await gql<{ signIn: Record<string, unknown> }>(stack.url, SIGN_IN, ADMIN);
    expect(response.errors).toBeUndefined();
    const session = response.data?.signIn;
    expect(session).toMatchObject({ userName: ADMIN.email, isAdmin: true, role: 'Admin', accessToken: null });
    expect(Date.parse(String(session?.expiresAt))).toBeGreaterThan(Date.now());

    const cookie = setCookieOf(response.headers, 'lb_session');
    expect(cookie).toMatch(/^lb_session=[\w%-]{43,}; /);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Max-Age=\d+/i);
    expect(cookie).not.toMatch(/; Secure/i); // plain http
  });

  it('signIn(returnToken: true) answers the bearer token to a script, and sets no cookie', async () => {
    const response = await gql<{ signIn: Record<string, unknown> }>(stack.url, SIGN_IN, {
      ...ADMIN,
      returnToken: true,
    });
    expect(response.data?.signIn).toMatchObject({
      userName: ADMIN.email,
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(setCookieOf(response.headers, 'lb_session')).toBeUndefined();
    const token = String(response.data?.signIn.accessToken);
    const me = await gql<{ me: Record<string, unknown> }>(stack.url, '{ me { userName } }', {}, { token });
    expect(me.data?.me).toEqual({ userName: ADMIN.email });
  });

  it('signIn answers isAdmin false for staff', async () => {
    const response = await gql<{ signIn: Record<string, unknown> }>(stack.url, SIGN_IN, STAFF);
    expect(response.data?.signIn).toMatchObject({ userName: STAFF.email, isAdmin: false, role: 'Staff' });
  });

  it('a wrong password is BAD_USER_INPUT with the server message, and sets no cookie', async () => {
    const direct = await request(`${stack.apiUrl}/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: ADMIN.email,
        password: 'wrong',
        grant_type: 'password',
      }).toString(),
    });
    const { Message } = (await direct.body.json()) as { Message: string };
    expect(direct.statusCode).toBe(400);

    const response = await gql(stack.url, SIGN_IN, { email: ADMIN.email, password: 'wrong-again' });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(Message);
    expect(setCookieOf(response.headers, 'lb_session')).toBeUndefined();
    expectNoInternals(response.errors);
  });

  it('me answers the session with the cookie and with a bearer token, never the token itself', async () => {
    const { token, cookie } = await signIn(stack.url, STAFF);
    const byCookie = await gql<{ me: Record<string, unknown> }>(stack.url, ME, {}, { cookie });
    expect(byCookie.errors).toBeUndefined();
    expect(byCookie.data?.me).toMatchObject({
      userName: STAFF.email,
      isAdmin: false,
      role: 'Staff',
      accessToken: null,
    });
    const byBearer = await gql<{ me: Record<string, unknown> }>(stack.url, ME, {}, { token });
    expect(byBearer.data?.me).toMatchObject({ userName: STAFF.email, accessToken: null, expiresAt: null });
  });

  it('me is null without a session or with an invalid token, without an error', async () => {
    const none = await gql(stack.url, ME);
    expect(none.errors).toBeUndefined();
    expect(none.data).toEqual({ me: null });
    const invalid = await gql(stack.url, ME, {}, { token: 'not-a-token' });
    expect(invalid.errors).toBeUndefined();
    expect(invalid.data).toEqual({ me: null });
  });

  it('signOut clears the cookie and answers true', async () => {
    const { cookie } = await signIn(stack.url, ADMIN);
    const response = await gql(stack.url, 'mutation { signOut }', {}, { cookie });
    expect(response.data).toEqual({ signOut: true });
    const cleared = setCookieOf(response.headers, 'lb_session');
    expect(cleared).toMatch(/^lb_session=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('signOut revokes the token: the old cookie no longer signs anyone in', async () => {
    const { cookie } = await signIn(stack.url, ADMIN);
    expect((await gql(stack.url, '{ me { userName } }', {}, { cookie })).data).toEqual({
      me: { userName: ADMIN.email },
    });
    await gql(stack.url, 'mutation { signOut }', {}, { cookie });
    expect((await gql(stack.url, '{ me { userName } }', {}, { cookie })).data).toEqual({ me: null });
    // Signing out again with the dead token still succeeds.
    expect((await gql(stack.url, 'mutation { signOut }', {}, { cookie })).data).toEqual({ signOut: true });
  });
});

describe('an inactive account', () => {
  const stack = sharedStack({ user: null });
  beforeAll(async () => {
    await stack.db.updateTable('users').set({ is_active: false }).where('email', '=', STAFF.email).execute();
  });

  it('is refused with FORBIDDEN and the SPEC text, and gets no cookie', async () => {
    const response = await gql(stack.url, SIGN_IN, STAFF);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      message: 'Your account is not activated. Please contact your administrator.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(setCookieOf(response.headers, 'lb_session')).toBeUndefined();
  });
});
