// The periodic jobs, from ready to close, each run a line of the job log (src/jobs/job-log.ts):
// the unpaid invoices' payment status (every QBO_REFRESH_MINUTES) and the QuickBooks token, traded
// daily so the refresh token, which dies after 100 days unused, stays alive. The outbox logs its
// own runs (src/mail/delivery.ts).
import fp from 'fastify-plugin';
import { JOB_NAMES, loggedRun } from '../../jobs/job-log.js';
import { every } from '../../lib/every.js';
import { refreshUnpaidInvoices } from '../../modules/payments/invoices.js';

const DAY_MS = 86_400_000;

export default fp(
  async (app) => {
    /** The jobs, whose runs under way are awaited on close. */
    const jobs: ReturnType<typeof every>[] = [];
    const schedule = (ms: number, job: string, run: () => Promise<string | null>) => {
      const failed = (error: unknown) => app.log.warn({ err: error }, `${job} failed`);
      jobs.push(every(ms, () => loggedRun(app.db, job, run), failed));
    };
    app.addHook('onReady', async () => {
      if (app.config.qboRefreshMinutes > 0) {
        schedule(app.config.qboRefreshMinutes * 60_000, JOB_NAMES.invoiceRefresh, () =>
          refreshUnpaidInvoices(app),
        );
      }
      schedule(DAY_MS, JOB_NAMES.tokenRefresh, async () => {
        const settings = await app.db
          .selectFrom('settings')
          .select('qbo_refresh_token')
          .executeTakeFirstOrThrow();
        if (!settings.qbo_refresh_token) return null;
        const tokens = await app.qbo.refreshTokens();
        return `Access token refreshed; the refresh token is good until ${tokens.refreshTokenExpiresAt.toISOString()}.`;
      });
    });
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  },
  { name: 'jobs', dependencies: ['database', 'quickbooks'] },
);
