import { messages } from '@licensing/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig } from '../src/index.js';
import { hashToken } from '../src/lib/tokens.js';
import { createTestApp, drivers, messageOf, TEST_SCRYPT_N, type TestApp } from './helpers.js';

const INCORRECT = 'The user name or password is incorrect.';
const DENIED = 'Authorization has been denied for this request.';

describe.each(drivers)('sign-in and tokens ($name)', (driver) => {
  let t: TestApp;
  /** The waits of slowed-down sign-ins, recorded instead of slept. */
  const waits: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: {
        slowDown: async (ms) => {
          waits.push(ms);
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /Login', () => {
    it('answers a bearer token, the user name, IsAdmin and the role', async () => {
      const response = await t.login('admin@example.com', 'Admin#2026');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[\w-]{43}$/),
        token_type: 'bearer',
        expires_in: 86400,
        userName: 'admin@example.com',
        IsAdmin: true,
        isActive: 'True',
        role: 'Admin',
        MustChangePassword: false,
      });
    });

    it('matches the e-mail whatever its case; IsAdmin is false for staff', async () => {
      const response = await t.login('Staff@Example.COM', 'Staff#2026');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ IsAdmin: false, role: 'Staff', userName: 'staff@example.com' });
    });

    it('stores only the hash of the token', async () => {
      const { access_token: token } = (await t.login('admin@example.com', 'Admin#2026')).json();
      const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
      expect(stored.map((row) => row.token_hash)).not.toContain(token);
    });

    it('refuses a wrong password and an unknown e-mail with the same message', async () => {
      const wrong = await t.login('admin@example.com', 'wrong', '10.0.0.1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ Message: INCORRECT });
      const unknown = await t.login('nobody@example.com', 'Admin#2026', '10.0.0.1');
      expect(unknown.statusCode).toBe(400);
      expect(messageOf(unknown)).toBe(INCORRECT);
    });

    it('refuses an inactive account, without a token', async () => {
      await t.createUser('inactive@example.com', 'Inactive#1', { isActive: false });
      const response = await t.login('inactive@example.com', 'Inactive#1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: messages.accountNotActivated });
      // A wrong password does not reveal that the account exists but is inactive.
      expect(messageOf(await t.login('inactive@example.com', 'nope', '10.0.0.2'))).toBe(INCORRECT);
    });

    it('names a missing field, and refuses grant types other than password', async () => {
      const post = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/Login',
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const missing = await post('username=admin%40example.com&password=Admin%232026');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        Message: 'The grant_type field is required.',
        ModelState: { grant_type: ['The grant_type field is required.'] },
      });
      const empty = await post('username=&password=x&grant_type=password');
      expect(messageOf(empty)).toBe('The username field is required.');
      const long = await post(`username=${'a'.repeat(255)}&password=x&grant_type=password`);
      expect(long.statusCode).toBe(400);
      expect(long.json().ModelState).toEqual({
        username: [expect.stringMatching(/^The username field must/)],
      });
      const other = await post(
        'username=admin%40example.com&password=Admin%232026&grant_type=client_credentials',
      );
      expect(other.statusCode).toBe(400);
      expect(messageOf(other)).toBe(
        "The grant_type 'client_credentials' is not supported. Use grant_type=password.",
      );
    });
  });

  describe('throttling', () => {
    it('answers 429 to an address after its 5 failures on one account, even with the right password', async () => {
      await t.createUser('guessed@example.com', 'Guessed#1');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await t.login('guessed@example.com', `wrong-${attempt}`, '10.1.0.1');
        expect(response.statusCode).toBe(400);
      }
      const sixth = await t.login('guessed@example.com', 'Guessed#1', '10.1.0.1');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ Message: 'Too many failed sign-in attempts. Please try again later.' });
    });

    it('never refuses the right password from an address that has not failed: strangers only slow it down', async () => {
      await t.createUser('owner@example.com', 'Owner#2026');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await t.login('owner@example.com', `wrong-${attempt}`, `10.6.0.${attempt}`);
        expect(response.statusCode).toBe(400);
      }
      waits.length = 0;
      const owner = await t.login('owner@example.com', 'Owner#2026', '10.6.1.1');
      expect(owner.statusCode).toBe(200);
      expect(waits).toEqual([500]);
    });

    it('slows each attempt down more, the more an account has failed from anywhere', async () => {
      await t.createUser('spread@example.com', 'Spread#1');
      waits.length = 0;
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await t.login('spread@example.com', 'wrong', `10.7.0.${attempt}`)).statusCode).toBe(400);
      }
      expect(waits).toEqual([500, 1000, 2000, 4000, 8000]);
    });
    it('a success clears the account’s failures', async () => {
      await t.createUser('careless@example.com', 'Careless#1');
      for (let attempt = 1; attempt <= 4; attempt++)
        await t.login('careless@example.com', 'wrong', '10.2.0.1');
      expect((await t.login('careless@example.com', 'Careless#1', '10.2.0.1')).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt++)
        await t.login('careless@example.com', 'wrong', '10.2.0.1');
      expect((await t.login('careless@example.com', 'Careless#1', '10.2.0.1')).statusCode).toBe(200);
    });

    it('answers 429 after 20 failures from one client address, whatever the account', async () => {
      for (let attempt = 1; attempt <= 20; attempt++) {
        expect((await t.login(`user${attempt}@example.com`, 'wrong', '10.3.0.1')).statusCode).toBe(400);
      }
      expect((await t.login('admin@example.com', 'Admin#2026', '10.3.0.1')).statusCode).toBe(429);
      expect((await t.login('admin@example.com', 'Admin#2026', '10.3.0.2')).statusCode).toBe(200);
    });

    it('counts concurrent guesses: a burst from one address cannot try more than 5 passwords', async () => {
      await t.createUser('burst@example.com', 'Burst#1');
      const attempts = Array.from({ length: 12 }, (_, attempt) =>
        t.login('burst@example.com', `wrong-${attempt}`, '10.5.0.1'),
      );
      const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
      expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
      const failures = await t.db
        .selectFrom('sign_in_failures')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('account', '=', 'burst@example.com')
        .executeTakeFirstOrThrow();
      // Refused attempts are not recorded; tried ones are.
      expect(failures.n).toBe(statuses.filter((status) => status === 400).length);
    });

    it('slows down a burst spread over many addresses: every guess beyond the fifth waits', async () => {
      await t.createUser('botnet@example.com', 'Botnet#1');
      waits.length = 0;
      const attempts = Array.from({ length: 12 }, (_, attempt) =>
        t.login('botnet@example.com', `wrong-${attempt}`, `10.8.0.${attempt + 1}`),
      );
      const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
      expect(statuses).toEqual(Array(12).fill(400));
      // Each attempt counts at least those recorded before it, so at least 7 of 12 wait.
      expect(waits.length).toBeGreaterThanOrEqual(7);
      expect(waits.every((ms) => ms >= 500)).toBe(true);
    });

    it('forgets failures older than 15 minutes', async () => {
      await t.createUser('patient@example.com', 'Patient#1');
      for (let attempt = 1; attempt <= 5; attempt++)
        await t.login('patient@example.com', 'wrong', '10.4.0.1');
      expect((await t.login('patient@example.com', 'Patient#1', '10.4.0.1')).statusCode).toBe(429);
      await t.db
        .updateTable('sign_in_failures')
        .set({ attempted_at: sql<Date>`now() - interval '16 minutes'` })
        .where('account', '=', 'patient@example.com')
        .execute();
      expect((await t.login('patient@example.com', 'Patient#1', '10.4.0.1')).statusCode).toBe(200);
    });
  });

  describe('bearer tokens', () => {
    const userInfo = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers });

    it('are required: missing, malformed or unknown → 401', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Basic abc' },
        { authorization: 'Bearer nope' },
      ];
      for (const headers of attempts) {
        const response = await userInfo(headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ Message: DENIED });
      }
    });

    it('expire', async () => {
      const headers = await t.authorize();
      expect((await userInfo(headers)).statusCode).toBe(200);
      const token = headers.authorization.slice('Bearer '.length);
      await t.db
        .updateTable('sessions')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(messageOf(await userInfo(headers))).toBe(DENIED);
    });

    it('stop working at once when the user is made inactive', async () => {
      const id = await t.createUser('leaving@example.com', 'Leaving#1');
      const headers = await t.authorize('leaving@example.com', 'Leaving#1');
      expect((await userInfo(headers)).statusCode).toBe(200);
      await t.db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
      const response = await userInfo(headers);
      expect(response.statusCode).toBe(401);
      expect(messageOf(response)).toBe(DENIED);
    });

    it('stop working at once on Logout, and only the presented one', async () => {
      const signedOut = await t.authorize();
      const other = await t.authorize();
      const response = await t.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: signedOut });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(true);
      expect(messageOf(await userInfo(signedOut))).toBe(DENIED);
      expect((await userInfo(other)).statusCode).toBe(200);
    });

    it('live as long as TOKEN_TTL_SECONDS', async () => {
      const app = buildApp({ db: t.db, config: loadConfig({ tokenTtlSeconds: 60, scryptN: TEST_SCRYPT_N }) });
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/Login',
          payload: 'username=staff%40example.com&password=Staff%232026&grant_type=password',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.json().expires_in).toBe(60);
        const token = response.json().access_token as string;
        const { seconds } = await t.db
          .selectFrom('sessions')
          .select(sql<number>`extract(epoch from expires_at - created_at)::int`.as('seconds'))
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow();
        expect(seconds).toBe(60);
      } finally {
        await app.close();
      }
    });
  });

  describe('GET /api/Account/UserInfo', () => {
    it('answers the signed-in user', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/Account/UserInfo',
        headers: await t.authorize('staff@example.com', 'Staff#2026'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        UserName: 'staff@example.com',
        Email: 'staff@example.com',
        FirstName: 'Staff',
        LastName: 'User',
        IsActive: true,
        Role: 'Staff',
        IsAdmin: false,
        MustChangePassword: false,
        TokenScope: 'write',
        // No theme chosen: the operating system's.
        Theme: null,
      });
    });
  });

  describe('administrator-only routes (GET /api/Account/GetAllUser)', () => {
    it('answer 403 to staff, before looking at the input', async () => {
      const headers = await t.authorize('staff@example.com', 'Staff#2026');
      // A malformed query would be a 400 naming the field; staff must not learn even that.
      for (const query of [{}, { Page: '0' }, { Filters: 'nope' }] as Record<string, string>[]) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/Account/GetAllUser',
          query,
          headers,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ Message: 'Only administrators may do this.' });
      }
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/Account/GetAllUser' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('list users to administrators, without password hashes, filtered by role and activity', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/Account/GetAllUser',
        query: {
          Filters: JSON.stringify([
            { FieldName: 'Role', FilterValue: 'admin' },
            { FieldName: 'IsActive', FilterValue: 'true' },
          ]),
        },
        headers: await t.authorize(),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.TotalItems).toBe(1);
      expect(body.Data[0]).toEqual({
        Id: expect.any(String),
        UserName: 'admin@example.com',
        Email: 'admin@example.com',
        FirstName: 'Admin',
        LastName: 'User',
        PhoneNumber: null,
        IsActive: true,
        RoleId: expect.any(String),
        Role: 'Admin',
        MustChangePassword: false,
      });
      expect(response.body).not.toMatch(/scrypt|password_hash|"Password"/i);
    });
  });
});
