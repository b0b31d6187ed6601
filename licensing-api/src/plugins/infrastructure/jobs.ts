// The periodic jobs, from ready to close: the unpaid invoices' payment status (every
// QBO_REFRESH_MINUTES), the QuickBooks token, traded daily so the refresh token, which dies after
// 100 days unused, stays alive (each run a line of the job log, src/jobs/job-log.ts), and the hub's
// old events, pruned hourly. The outbox logs its own runs (src/mail/delivery.ts). With several
// replicas on one database each job still runs once per period: a run is claimed in job_schedule.
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pruneHubEvents } from '../../hub/events.js';
import { JOB_NAMES, loggedRun } from '../../jobs/job-log.js';
import { every } from '../../lib/every.js';
import { refreshUnpaidInvoices } from '../../modules/payments/invoices.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Not a line of the job log (SPEC §3 names its jobs); counted in the metrics all the same. */
const HUB_PRUNING = 'Hub event pruning';

/**
 * Claims this period's run of `job`: true for the one caller that moves its next run a period on
 * (an upsert's WHERE is evaluated under the row's lock, so concurrent claims cannot both win).
 */
export async function claimRun(db: Kysely<Database>, job: string, periodMs: number): Promise<boolean> {
  const { rows } = await sql`
    insert into job_schedule (job, next_run_at) values (${job}, now() + make_interval(secs => ${periodMs / 1000}))
    on conflict (job) do update set next_run_at = excluded.next_run_at, runs = job_schedule.runs + 1
      where job_schedule.next_run_at <= now()
    returning job`.execute(db);
  return rows.length > 0;
}

export default fp(
  async (app) => {
    /** The jobs, whose runs under way are awaited on close. */
    const jobs: ReturnType<typeof every>[] = [];
    // How often a replica asks whether a job is due: a quarter of its period, at most jobTickMs.
    const schedule = (periodMs: number, job: string, run: () => Promise<unknown>) => {
      // A failure no run counted itself: its claim, the hub pruning, or a job log line not written.
      const failed = (error: unknown) => {
        app.metrics?.jobRun(job, 'failed');
        app.log.warn({ err: error }, `${job} failed`);
      };
      jobs.push(
        every(
          Math.min(periodMs / 4, app.config.jobTickMs),
          async () => {
            if (await claimRun(app.db, job, periodMs)) await run();
          },
          failed,
        ),
      );
    };
    const logged = (job: string, run: () => Promise<string | null>) => () =>
      loggedRun(app.db, job, run, app.metrics?.jobRun);
    app.addHook('onReady', async () => {
      if (app.config.qboRefreshMinutes > 0) {
        schedule(
          app.config.qboRefreshMinutes * 60_000,
          JOB_NAMES.invoiceRefresh,
          logged(JOB_NAMES.invoiceRefresh, () => refreshUnpaidInvoices(app)),
        );
      }
      schedule(
        DAY_MS,
        JOB_NAMES.tokenRefresh,
        logged(JOB_NAMES.tokenRefresh, async () => {
          const settings = await app.db
            .selectFrom('settings')
            .select('qbo_refresh_token')
            .executeTakeFirstOrThrow();
          if (!settings.qbo_refresh_token) return null;
          const tokens = await app.qbo.refreshTokens();
          return `Access token refreshed; the refresh token is good until ${tokens.refreshTokenExpiresAt.toISOString()}.`;
        }),
      );
      schedule(HOUR_MS, HUB_PRUNING, async () => {
        const pruned = await pruneHubEvents(app.db);
        app.metrics?.jobRun(HUB_PRUNING, pruned > 0 ? 'succeeded' : 'idle');
      });
    });
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  },
  { name: 'jobs', dependencies: ['database', 'quickbooks', 'observability'] },
);
