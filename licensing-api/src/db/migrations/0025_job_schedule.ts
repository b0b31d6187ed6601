// When each periodic job is next due, shared by every replica: a replica runs a job only when it
// moves the job's time on (one statement, so exactly one replica wins each period); `runs` counts
// the periods claimed, for operators and the replica drill.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_schedule')
    .addColumn('job', 'text', (column) => column.primaryKey())
    .addColumn('next_run_at', 'timestamptz', (column) => column.notNull())
    .addColumn('runs', 'bigint', (column) => column.notNull().defaultTo(sql`1`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_schedule').execute();
}
