// Each user's colour theme (issue 29's dark mode), kept on the server so it follows them to another
// browser: 'light' or 'dark', or null to follow the operating system's choice.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('theme', 'text', (col) => col.check(sql`theme in ('light', 'dark')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('theme').execute();
}
