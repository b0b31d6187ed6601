import { inspect } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations/index.js';
import { type DatabaseHandle, DEMO_PRODUCTS, migrateToLatest, seedDatabase } from '../src/index.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { claimRun } from '../src/plugins/infrastructure/jobs.js';
import { drivers, TEST_SCRYPT_N } from './helpers.js';

const quiet = { info() {}, warn() {} };

describe.each(drivers)('database ($name)', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await driver.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const count = async (table: 'users' | 'roles' | 'products') =>
    (await database.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow())
      .n;

  it('migrates once; a second run applies nothing', async () => {
    // Every migration of the folder, in name order, once.
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(names[0]).toBe('0001_accounts_products');
    expect(await migrateToLatest(database.db)).toEqual(names);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('without demo data or an administrator, seeds only the roles and warns', async () => {
    const warnings: string[] = [];
    const report = await seedDatabase(database.db, {
      demo: false,
      log: { info() {}, warn: (m) => warnings.push(m) },
    });
    expect(report).toEqual({ rolesCreated: ['Admin', 'Staff'], usersCreated: [], productsCreated: 0 });
    expect(await count('users')).toBe(0);
    expect(warnings.join()).toMatch(/ADMIN_EMAIL/);
  });

  it('creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when no user exists', async () => {
    const report = await seedDatabase(database.db, {
      adminEmail: 'Boss@Example.com',
      adminPassword: 'Boss#2026',
      scryptN: TEST_SCRYPT_N,
      log: quiet,
    });
    expect(report.usersCreated).toEqual(['Boss@Example.com']);
    const boss = await database.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['roles.name', 'users.password_hash', 'users.is_active'])
      .executeTakeFirstOrThrow();
    expect(boss.name).toBe('Admin');
    expect(boss.is_active).toBe(true);
    expect(boss.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Boss#2026', boss.password_hash)).toBe(true);
  });

  it('is idempotent: once a user exists, seeding adds nothing, demo or not', async () => {
    const report = await seedDatabase(database.db, { demo: true, scryptN: TEST_SCRYPT_N, log: quiet });
    expect(report).toEqual({ rolesCreated: [], usersCreated: [], productsCreated: 0 });
    expect([await count('roles'), await count('users'), await count('products')]).toEqual([2, 1, 0]);
  });

  it('seeds the demo once into an empty database, without duplicating the administrator', async () => {
    await database.db.deleteFrom('users').execute();
    const first = await seedDatabase(database.db, {
      demo: true,
      adminEmail: 'ADMIN@example.com',
      adminPassword: 'other',
      scryptN: TEST_SCRYPT_N,
      log: quiet,
    });
    expect(first.usersCreated).toEqual(['admin@example.com', 'staff@example.com']);
    expect(first.productsCreated).toBe(DEMO_PRODUCTS.length);
    const again = await seedDatabase(database.db, { demo: true, scryptN: TEST_SCRYPT_N, log: quiet });
    expect(again.usersCreated).toEqual([]);
    expect([await count('users'), await count('products')]).toEqual([2, 3]);
  });

  it('keeps concurrent transactions apart (one rolls back, the other commits)', async () => {
    const before = await count('products');
    const failing = database.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('products')
          .values({ product_name: 'Rolled back', product_version: '0' })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    const committed = database.db
      .insertInto('products')
      .values({ product_name: 'Committed', product_version: '1' })
      .execute();
    const [outcome] = await Promise.all([failing, committed]);
    expect(outcome).toBe('roll back');
    const names = (await database.db.selectFrom('products').select('product_name').execute()).map(
      (r) => r.product_name,
    );
    expect(names).toContain('Committed');
    expect(names).not.toContain('Rolled back');
    expect(await count('products')).toBe(before + 1);
  });

  it('keeps two concurrent transactions apart: neither sees the other’s uncommitted rows', async () => {
    const names = async () =>
      (await database.db.selectFrom('products').select('product_name').execute()).map((r) => r.product_name);
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const first = database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('products').values({ product_name: 'First', product_version: '0' }).execute();
        firstStarted();
        // Give the second transaction every chance to run its statements now.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('first rolls back');
      })
      .catch((error: Error) => error.message);
    await started;
    const second = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('products').values({ product_name: 'Second', product_version: '0' }).execute();
      return (await trx.selectFrom('products').select('product_name').execute()).map((r) => r.product_name);
    });
    const [firstOutcome, seenBySecond] = await Promise.all([first, second]);
    expect(firstOutcome).toBe('first rolls back');
    expect(seenBySecond).toContain('Second');
    expect(seenBySecond).not.toContain('First');
    expect(await names()).toContain('Second');
    expect(await names()).not.toContain('First');
  });

  it('releases the connection when a statement fails inside a transaction', async () => {
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`select 1 / 0`.execute(trx);
    });
    await expect(failing).rejects.toThrow(/division by zero/);
    // A held lock would make these wait forever; the test would time out.
    const [{ one }] = (await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows as [
      { one: number },
    ];
    expect(one).toBe(1);
    expect(
      await database.db.transaction().execute(async (trx) => (await sql`select 2 as two`.execute(trx)).rows),
    ).toEqual([{ two: 2 }]);
  }, 5_000);

  it('lets one of many concurrent claims run a periodic job, once per period', async () => {
    await migrateToLatest(database.db);
    const claims = () =>
      Promise.all(Array.from({ length: 8 }, () => claimRun(database.db, 'Drill job', 60_000)));
    expect((await claims()).filter(Boolean)).toHaveLength(1);
    expect((await claims()).filter(Boolean)).toHaveLength(0);
    // The period has passed.
    await sql`update job_schedule set next_run_at = now() - interval '1 second' where job = 'Drill job'`.execute(
      database.db,
    );
    expect((await claims()).filter(Boolean)).toHaveLength(1);
    const row = await database.db
      .selectFrom('job_schedule')
      .selectAll()
      .where('job', '=', 'Drill job')
      .executeTakeFirst();
    expect(Number(row?.runs)).toBe(2);
  });

  it('keeps bound parameters out of database errors (they reach the logs)', async () => {
    // PGlite attaches the parameters to its errors; the adapter removes them. (PostgreSQL's own
    // message may still quote a value, e.g. a duplicate key: such errors are logged, never answered.)
    const error = await sql`select ${'secret-parameter'}::text, 1 / 0`.execute(database.db).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(inspect(error, { depth: 5 })).not.toContain('secret-parameter');
  });

  it('refuses a second user with the same e-mail in another case', async () => {
    const role = await database.db.selectFrom('roles').select('id').executeTakeFirstOrThrow();
    const user = (email: string) => ({
      user_name: email,
      email,
      first_name: 'A',
      last_name: 'B',
      role_id: role.id,
      password_hash: 'x',
    });
    await expect(database.db.insertInto('users').values(user('ADMIN@EXAMPLE.COM')).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );
  });
});
