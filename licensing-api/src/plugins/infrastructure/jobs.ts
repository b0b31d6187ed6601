// The periodic jobs, from ready to close, each run a line of the job log (src/jobs/job-log.ts):
// the unpaid invoices' payment status (every QBO_REFRESH_MINUTES) and the QuickBooks token, traded
// daily so the refresh token, which dies after 100 days unused, stays alive. The outbox logs its
// own runs (src/mail/delivery.ts).
import fp from 'fastify-plugin';
import { JOB_NAMES, loggedRun } from '../../jobs/job-log.js';
import { refreshUnpaidInvoices } from '../../modules/payments/invoices.js';

const DAY_MS = 86_400_000;

export default fp(
  async (app) => {
    const timers: NodeJS.Timeout[] = [];
    /** The runs under way, awaited on close; a job does not start again while it runs. */
    const running = new Map<string, Promise<void>>();
    const every = (ms: number, job: string, run: () => Promise<string | null>) => {
      const timer = setInterval(() => {
        if (running.has(job)) return;
        running.set(
          job,
          loggedRun(app.db, job, run).finally(() => running.delete(job)),
        );
      }, ms);
      timer.unref();
      timers.push(timer);
    };
    app.addHook('onReady', async () => {
      if (app.config.qboRefreshMinutes > 0) {
        every(app.config.qboRefreshMinutes * 60_000, JOB_NAMES.invoiceRefresh, () =>
          refreshUnpaidInvoices(app),
        );
      }
      every(DAY_MS, JOB_NAMES.tokenRefresh, async () => {
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
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    });
  },
  { name: 'jobs', dependencies: ['database', 'quickbooks'] },
);
