// Test support: the drivers every route suite runs on (in-memory PGlite always; PostgreSQL when
// TEST_DATABASE_URL is set, in a fresh database dropped afterwards) and a built app to `inject`.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import {
  type App,
  buildApp,
  type DatabaseHandle,
  IN_MEMORY,
  type LicensingApiOptions,
  loadConfig,
  migrateToLatest,
  openDatabase,
  seedDatabase,
} from '../src/index.js';
import { hashPassword } from '../src/lib/passwords.js';

/** Cheap hashes keep the suite fast; the default cost stays slow (config.ts). */
export const TEST_SCRYPT_N = 2 ** 10;

export type TestDriver = { name: 'pglite' | 'postgres'; open(): Promise<DatabaseHandle> };

const pglite: TestDriver = { name: 'pglite', open: () => openDatabase({ dataDir: IN_MEMORY }) };

/** A fresh database `licensing_test_<random>` on the TEST_DATABASE_URL server, dropped on close. */
function postgres(serverUrl: string): TestDriver {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async open() {
      const name = `licensing_test_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      return {
        ...handle,
        async close() {
          await handle.close();
          await admin(`drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

export const drivers: TestDriver[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/** A new bearer token of the demo administrator, signed in over HTTP at a running API's `url`. */
export async function demoAdminTokenAt(url: string): Promise<string> {
  const response = await fetch(`${url}/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'admin@example.com',
      password: 'Admin#2026',
      grant_type: 'password',
    }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A migrated, demo-seeded database and an app built on it (ready, not listening). */
export async function createTestApp(
  driver: TestDriver,
  options: {
    config?: LicensingApiOptions;
    beforeReady?: (app: App) => void;
    logStream?: { write(line: string): void };
  } = {},
) {
  const database = await driver.open();
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: true, scryptN: TEST_SCRYPT_N, log: { info() {}, warn() {} } });
  const app = buildApp({
    db: database.db,
    config: loadConfig({ scryptN: TEST_SCRYPT_N, ...options.config }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();

  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/Login',
      remoteAddress,
      payload: new URLSearchParams({ username, password, grant_type: 'password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  /** The bearer header of a fresh session. */
  const authorize = async (username = 'admin@example.com', password = 'Admin#2026') => {
    const response = await login(username, password);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return { authorization: `Bearer ${response.json().access_token}` };
  };

  /** Inserts a user with the Staff role (or the one named) and answers its id. */
  const createUser = async (
    email: string,
    password: string,
    extra: { isActive?: boolean; role?: string } = {},
  ) => {
    const role = await database.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', extra.role ?? 'Staff')
      .executeTakeFirstOrThrow();
    const row = await database.db
      .insertInto('users')
      .values({
        user_name: email,
        email,
        first_name: 'Test',
        last_name: 'User',
        role_id: role.id,
        is_active: extra.isActive ?? true,
        password_hash: await hashPassword(password, TEST_SCRYPT_N),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  return {
    app,
    db: database.db,
    driver: database.driver,
    login,
    authorize,
    createUser,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The `Message` of an error answer. */
export const messageOf = (response: LightMyRequestResponse) =>
  (response.json() as { Message: string }).Message;

/** Text as escapeHtml wrote it, read back (a mailed password). */
export const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
