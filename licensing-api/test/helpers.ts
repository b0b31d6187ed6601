// Test support: the drivers every route suite runs on (in-memory PGlite always; PostgreSQL when
// TEST_DATABASE_URL is set, in a fresh database dropped afterwards) and a built app to `inject`.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { demoAdminToken, freshPostgresDatabase } from '../../scripts/stack.mjs';
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
  return {
    name: 'postgres',
    async open() {
      const database = await freshPostgresDatabase('licensing_test', serverUrl);
      const handle = await openDatabase({ databaseUrl: database.url });
      return {
        ...handle,
        async close() {
          await handle.close();
          await database.drop();
        },
      };
    },
  };
}

export const drivers: TestDriver[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/**
 * A new bearer token of the demo administrator, signed in over HTTP at a running API's `url` (the
 * sign-in of the benchmarks, scripts/stack.mjs).
 */
export const demoAdminTokenAt: (url: string) => Promise<string> = demoAdminToken;

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

type Authorization = { authorization: string };

/** How each demo user signs in to a test app. */
const demoSignIns = {
  admin: (t: TestApp) => t.authorize(),
  staff: (t: TestApp) => t.authorize('staff@example.com', 'Staff#2026'),
};

/**
 * The test app of the enclosing describe, built and signed in as `users` (in that order) before its
 * tests and closed after them. What it answers is empty until then: read it in tests and hooks, not
 * in the describe's body.
 */
export function suiteTestApp<User extends keyof typeof demoSignIns>(
  driver: TestDriver,
  users: User[] = [],
): { t: TestApp } & Record<User, Authorization> {
  const t = {} as TestApp;
  const headers = Object.fromEntries(users.map((user) => [user, {} as Authorization])) as Record<
    User,
    Authorization
  >;
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(driver);
    Object.assign(t, built);
    for (const user of users) Object.assign(headers[user], await demoSignIns[user](built));
  });
  afterAll(async () => {
    await built?.close();
  });
  return { t, ...headers };
}

/**
 * What a new license (older or product) takes from the demo seed in these suites: its first customer
 * and the Standard license type.
 */
export async function demoLicenseHolder(db: TestApp['db']) {
  const customer = await db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
  const type = await db
    .selectFrom('license_types')
    .select('id')
    .where('type_name', '=', 'Standard')
    .executeTakeFirstOrThrow();
  return { CustomerId: customer.id, LicenseTypeId: type.id };
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

/** The repository's root. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs node in the repository (workspace packages resolve); its exit code and output. */
export const runNode = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: repositoryRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
