// Throttling of password guessing, after OWASP's authentication guidance: failures are counted
// per account and client address pair, so a stranger cannot lock someone out.
// - One address may fail 5 times on one account, and 20 times in all, within 15 minutes; then
//   that address is refused (429) until the window has passed.
// - Failures on one account from any addresses slow every attempt on it down (0.5 s, doubling to
//   8 s) rather than refuse it, so the right password from an address that has not failed still
//   signs in, while a guesser spread over many addresses is slowed.
// A successful sign-in clears that account's failures.
//
// Why an attempt is recorded before its password is checked: checking first and recording after
// the (slow) hash lets a burst of parallel requests all pass the check before any failure is
// stored, i.e. unlimited guesses. Recorded first, each attempt counts every attempt recorded
// before it. A refused attempt is forgotten, so retrying while refused does not extend the wait.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

const SIGN_IN_WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Account-wide failures after which every attempt on the account waits. */
const SLOW_DOWN_AFTER_ACCOUNT_FAILURES = 5;
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 8_000;

/** How long an attempt waits, given the account's failures within the window before it. */
function slowDownMs(previousFailures: number): number {
  if (previousFailures < SLOW_DOWN_AFTER_ACCOUNT_FAILURES) return 0;
  return Math.min(
    FIRST_DELAY_MS * 2 ** (previousFailures - SLOW_DOWN_AFTER_ACCOUNT_FAILURES),
    LONGEST_DELAY_MS,
  );
}

export type Admission = { admitted: false } | { admitted: true; delayMs: number };

export function signInThrottle(db: Kysely<Database>) {
  const windowStart = sql<Date>`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

  return {
    /**
     * Records an attempt (as a failure until clearFailures) and answers how long it must wait;
     * refuses it, with nothing recorded, once this address has used up its failures.
     */
    async admit(account: string, clientAddress: string): Promise<Admission> {
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
          sql<number>`(count(*) filter (where account = ${account} and client_address = ${clientAddress}))::int`.as(
            'pair',
          ),
        ])
        .where('attempted_at', '>', windowStart)
        .where((eb) => eb.or([eb('account', '=', account), eb('client_address', '=', clientAddress)]))
        .executeTakeFirstOrThrow();
      // The counts include this attempt.
      if (counts.pair <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS && counts.address <= MAX_FAILURES_PER_ADDRESS) {
        return { admitted: true, delayMs: slowDownMs(counts.account - 1) };
      }
      await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
      return { admitted: false };
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
