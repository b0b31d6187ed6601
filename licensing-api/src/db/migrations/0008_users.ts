// Users and their credentials (SPEC §3 User, Session; §4 User): a mailed password is one-time (the
// user must choose a new one), a forgotten password's replacement waits beside the old one until it
// is first used, and sessions may be named integrator tokens with a scope. Forgot-password requests
// are counted per account and per address to rate-limit them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    // Until then only ChangePassword (and reading oneself) is allowed.
    .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(false))
    // The old password works until this one is first used.
    .addColumn('pending_password_hash', 'text')
    .addColumn('pending_password_expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('users_user_name_key')
    .on('users')
    .unique()
    .expression(sql`lower(user_name)`)
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('id', 'uuid', (col) => col.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    // Null for a sign-in; an integrator token's name otherwise.
    .addColumn('name', 'text')
    // 'write' may do what its user may; 'read' only reads.
    .addColumn('scope', 'text', (col) => col.notNull().defaultTo('write'))
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('forgot_password_requests')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('client_address', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('forgot_password_requests_requested_at_idx')
    .on('forgot_password_requests')
    .column('requested_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('forgot_password_requests').ifExists().execute();
  await db.schema
    .alterTable('sessions')
    .dropColumn('last_used_at')
    .dropColumn('scope')
    .dropColumn('name')
    .dropColumn('id')
    .execute();
  await db.schema.dropIndex('users_user_name_key').ifExists().execute();
  await db.schema
    .alterTable('users')
    .dropColumn('pending_password_expires_at')
    .dropColumn('pending_password_hash')
    .dropColumn('must_change_password')
    .execute();
}
