// The dashboard reads a year of rows by their creation time (modules/reports/dashboard.ts).
import type { Kysely } from 'kysely';

// (request_trial_emails has its own since 0013.)
const TABLES = ['customers', 'product_licenses', 'customer_requests'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .createIndex(`${table}_created_at_idx`)
      .ifNotExists()
      .on(table)
      .column('created_at')
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_created_at_idx`).ifExists().execute();
}
