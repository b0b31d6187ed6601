// The license lists filter by expiry (a range of days, and the state Activated or Expired, which is
// the expiry against now): product licenses have had an index on it since 0009, older licenses not.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('licenses_expired_date_idx')
    .ifNotExists()
    .on('licenses')
    .column('expired_date')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('licenses_expired_date_idx').ifExists().execute();
}
