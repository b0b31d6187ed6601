// A token's scope and a mail's status take one of a few texts: the database refuses any other,
// and the generated table types (scripts/db-types.mjs) read the lists from these checks.
import { type Kysely, sql } from 'kysely';

const checks = [
  { table: 'sessions', column: 'scope', texts: ['read', 'write'] },
  { table: 'sent_emails', column: 'status', texts: ['pending', 'sending', 'sent', 'failed'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, texts } of checks) {
    const allowed = sql.join(texts.map((text) => sql.lit(text)));
    await db.schema
      .alterTable(table)
      .addCheckConstraint(`${table}_${column}_check`, sql`${sql.ref(column)} in (${allowed})`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of checks) {
    await db.schema.alterTable(table).dropConstraint(`${table}_${column}_check`).execute();
  }
}
