// E-mail template types and send types (SPEC §3 EmailTemplateType, TypeSendEmail), seeded with
// the ones the product files its templates and mails under (domain's *_NAMES). Names are unique
// whatever their case.
import { type Kysely, sql } from 'kysely';

const TABLES = {
  email_template_types: ['Order', 'New Update'],
  type_send_emails: ['License Email', 'New Update Email', 'Password Email', 'Trial Email'],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, names] of Object.entries(TABLES)) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex(`${table}_name_key`)
      .on(table)
      .unique()
      .expression(sql`lower(name)`)
      .execute();
    await sql`insert into ${sql.table(table)} (name) values ${sql.join(names.map((name) => sql`(${name})`))}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(TABLES)) await db.schema.dropTable(table).ifExists().execute();
}
