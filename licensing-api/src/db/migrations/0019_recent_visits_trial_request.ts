// The trial request's declaration is named TrialRequest (issue 26), no longer RequestTrialEmail:
// the visits recorded under the old name keep showing in their users' recent history.
import { type Kysely, sql } from 'kysely';

const rename = (db: Kysely<unknown>, from: string, to: string) =>
  sql`update recent_visits set entity = ${to} where entity = ${from}`.execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'RequestTrialEmail', 'TrialRequest');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(db, 'TrialRequest', 'RequestTrialEmail');
}
