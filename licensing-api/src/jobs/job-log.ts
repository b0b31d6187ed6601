// The job log (SPEC §3 Job log): every run of a background job — its start, end, outcome and
// message — so staff can see what the invoice refresh, the token refresh and the outbox did.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const JOB_NAMES = {
  invoiceRefresh: 'Invoice refresh',
  tokenRefresh: 'Token refresh',
  outbox: 'Outbox',
} as const;

/** How a run ended; 'idle': it had nothing to do. */
export type JobOutcome = 'succeeded' | 'failed' | 'idle';
/** Hears every run's outcome (the metrics' job counter). */
export type JobRunListener = (job: string, outcome: JobOutcome) => void;

/**
 * Runs a job and logs it; `run` answers the message of a success. A failure is logged, not thrown.
 * `heard` hears its outcome, idle runs too.
 */
export async function loggedRun(
  db: Kysely<Database>,
  job: string,
  run: () => Promise<string | null>,
  heard?: JobRunListener,
): Promise<void> {
  const startedAt = new Date();
  let outcome: 'succeeded' | 'failed' = 'succeeded';
  let message: string | null;
  try {
    message = await run();
  } catch (error) {
    outcome = 'failed';
    message = (error as Error).message;
  }
  heard?.(job, message === null ? 'idle' : outcome);
  // null: the run had nothing to do, and is not worth a line.
  if (message === null) return;
  await db
    .insertInto('job_logs')
    .values({ job, started_at: startedAt, finished_at: new Date(), outcome, message })
    .execute();
}
