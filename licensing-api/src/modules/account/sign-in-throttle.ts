// Throttling of password guessing: failed sign-ins are stored, and more than 5 for one account or
// more than 20 from one client address within 15 minutes refuse further attempts (429) until the
// window has passed. A successful sign-in clears that account's failures.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function signInThrottle(db: Kysely<Database>) {
  const windowStart = sql<Date>`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

  return {
    /** True once the account or the address has used up its failures in the window. */
    async isBlocked(account: string, clientAddress: string): Promise<boolean> {
      const counts = await db
        .selectFrom('sign_in_failures')
        .select([
          sql<number>`(count(*) filter (where account = ${account}))::int`.as('account'),
          sql<number>`(count(*) filter (where client_address = ${clientAddress}))::int`.as('address'),
        ])
        .where('attempted_at', '>', windowStart)
        .where((eb) => eb.or([eb('account', '=', account), eb('client_address', '=', clientAddress)]))
        .executeTakeFirstOrThrow();
      return counts.account >= MAX_FAILURES_PER_ACCOUNT || counts.address >= MAX_FAILURES_PER_ADDRESS;
    },

    async recordFailure(account: string, clientAddress: string): Promise<void> {
      await db.insertInto('sign_in_failures').values({ account, client_address: clientAddress }).execute();
      await db.deleteFrom('sign_in_failures').where('attempted_at', '<=', windowStart).execute();
    },

    async clearFailures(account: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
    },
  };
}
