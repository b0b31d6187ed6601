// Throttling of password guessing: more than 5 failed sign-ins for one account or more than 20
// from one client address within 15 minutes refuse further attempts (429) until the window has
// passed. A successful sign-in clears that account's failures.
//
// Why an attempt is recorded before its password is checked: checking first and recording after
// the (slow) hash lets a burst of parallel requests all pass the check before any failure is
// stored, i.e. unlimited guesses. Recorded first, each attempt counts every attempt recorded
// before it. A refused attempt is forgotten, so retrying while refused does not extend the wait.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function signInThrottle(db: Kysely<Database>) {
  const windowStart = sql<Date>`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

  return {
    /**
     * Records an attempt (as a failure until clearFailures) and answers true when it may go on;
     * false, with nothing recorded, once the account or the address has used up its failures.
     */
    async admit(account: string, clientAddress: string): Promise<boolean> {
      const { id } = await db
        .insertInto('sign_in_failures')
        .values({ account, client_address: clientAddress })
        .returning('id')
        .executeTakeFirstOrThrow();
      const counts = await db
        .selectFrom('sign_in_failures')
        .select([
          sql<number>`(count(*) filter (where account = ${account}))::int`.as('account'),
          sql<number>`(count(*) filter (where client_address = ${clientAddress}))::int`.as('address'),
        ])
        .where('attempted_at', '>', windowStart)
        .where((eb) => eb.or([eb('account', '=', account), eb('client_address', '=', clientAddress)]))
        .executeTakeFirstOrThrow();
      // The counts include this attempt.
      if (counts.account <= MAX_FAILURES_PER_ACCOUNT && counts.address <= MAX_FAILURES_PER_ADDRESS) {
        return true;
      }
      await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
      return false;
    },

    /** After a failed attempt (it stays recorded): forgets failures older than the window. */
    async pruneExpired(): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('attempted_at', '<=', windowStart).execute();
    },

    async clearFailures(account: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
    },
  };
}
