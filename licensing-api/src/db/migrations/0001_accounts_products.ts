// Accounts (roles, users, sessions, sign-in failures) and products.
// Migrations take Kysely<unknown>: they must not depend on today's typed schema.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('role_id', 'uuid', (col) => col.notNull().references('roles.id'))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail addresses are unique whatever their case.
  await db.schema.createIndex('users_email_key').on('users').unique().expression(sql`lower(email)`).execute();
  await db.schema.createIndex('users_role_id_idx').on('users').column('role_id').execute();

  await db.schema
    .createTable('sessions')
    // Only a token's SHA-256 is stored, so a database leak yields no usable token.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('client_address', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sign_in_failures_account_idx')
    .on('sign_in_failures')
    .columns(['account', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_failures_client_address_idx')
    .on('sign_in_failures')
    .columns(['client_address', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('product_id', 'serial', (col) => col.primaryKey())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('product_version', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', 'sign_in_failures', 'sessions', 'users', 'roles']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
