// Seeding, run on every start in one transaction and idempotent: roles Admin and Staff always
// exist; users and demo data are only added while the database has no user at all.
import { ADMIN_ROLE_NAME, STAFF_ROLE_NAME } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../lib/passwords.js';
import type { Database, NewUser } from './schema.js';
import { seedDemoCatalog } from './seed/catalog.js';
import { seedDemoCustomers } from './seed/customers.js';
import { seedEmailTemplates } from './seed/email-templates.js';
import { seedOrders, seedTrialRequests } from './seed/orders.js';
import { seedOlderLicenses, seedProductLicenses } from './seed/product-licenses.js';
import { seedReleasePackagesAndAddons } from './seed/release-packages-addons.js';

const ROLE_NAMES = [ADMIN_ROLE_NAME, STAFF_ROLE_NAME] as const;

/** The demo sign-ins printed by `npm start` (last name 'User'). */
const DEMO_USERS = [
  { email: 'admin@example.com', password: 'Admin#2026', role: ADMIN_ROLE_NAME, firstName: 'Admin' },
  { email: 'staff@example.com', password: 'Staff#2026', role: STAFF_ROLE_NAME, firstName: 'Staff' },
] as const;

export const DEMO_PRODUCTS = [
  { product_name: 'EQQ Server', product_version: '5.2' },
  { product_name: 'EQQ Desktop', product_version: '3.1' },
  { product_name: 'EQQ Cloud Connector', product_version: '1.4' },
] as const;

/** The demo products as inserted, in id order; the other demo data hangs off them. */
export type DemoProduct = { product_id: number; product_name: string };

export type SeedOptions = {
  /** Add the demo users and products (only into a database without users). */
  demo?: boolean;
  /** The first administrator, created when no user exists. */
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  /** scrypt cost of the new password hashes (lib/passwords.ts). */
  scryptN?: number;
  log?: { info(message: string): void; warn(message: string): void };
};

export type SeedReport = { rolesCreated: string[]; usersCreated: string[]; productsCreated: number };

/** An arbitrary constant: the advisory lock that keeps two starting instances from seeding at once. */
const SEED_LOCK_KEY = 730_215_001;

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? console;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const report: SeedReport = { rolesCreated: [], usersCreated: [], productsCreated: 0 };

    const newRoles = await trx
      .insertInto('roles')
      .values(ROLE_NAMES.map((name) => ({ name })))
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .execute();
    report.rolesCreated = newRoles.map((role) => role.name);

    const { users } = await trx
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('users'))
      .executeTakeFirstOrThrow();
    if (users > 0) return report;

    const roles = await trx.selectFrom('roles').select(['id', 'name']).execute();
    const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
    const user = async (email: string, password: string, role: string, firstName: string, lastName: string) =>
      ({
        user_name: email,
        email,
        first_name: firstName,
        last_name: lastName,
        role_id: roleId(role),
        password_hash: await hashPassword(password, options.scryptN),
      }) satisfies NewUser;

    const newUsers: NewUser[] = [];
    if (options.demo) {
      for (const demo of DEMO_USERS) {
        newUsers.push(await user(demo.email, demo.password, demo.role, demo.firstName, 'User'));
      }
      const products = await trx
        .insertInto('products')
        .values([...DEMO_PRODUCTS])
        .returning(['product_id', 'product_name'])
        .execute();
      report.productsCreated = products.length;
      await seedDemoCatalog(trx, products);
      await seedReleasePackagesAndAddons(trx, products);
      const customers = await seedDemoCustomers(trx);
      await seedEmailTemplates(trx, products);
      await seedProductLicenses(trx, customers);
      await seedOlderLicenses(trx, customers);
      await seedOrders(trx);
      await seedTrialRequests(trx, products);
    }
    const { adminEmail, adminPassword } = options;
    if (adminEmail && adminPassword) {
      if (!newUsers.some((existing) => existing.email.toLowerCase() === adminEmail.toLowerCase())) {
        newUsers.push(await user(adminEmail, adminPassword, ADMIN_ROLE_NAME, 'Admin', ''));
      }
    } else if (!options.demo) {
      log.warn(
        'No user exists and ADMIN_EMAIL / ADMIN_PASSWORD are not both set, so nobody can sign in. ' +
          'Set them and restart to create the first administrator.',
      );
    }
    if (newUsers.length > 0) await trx.insertInto('users').values(newUsers).execute();
    report.usersCreated = newUsers.map((created) => created.email);
    if (report.usersCreated.length > 0) log.info(`Seeded users: ${report.usersCreated.join(', ')}`);
    return report;
  });
}
