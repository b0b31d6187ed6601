// `node licensing-api/dist/main.js`: configuration from the environment (API_PORT, API_HOST,
// DATA_DIR, DATABASE_URL, SEED_DEMO, ADMIN_EMAIL, ADMIN_PASSWORD, TOKEN_TTL_SECONDS, LOG_LEVEL,
// TRUST_PROXY, API_METRICS_PORT, API_METRICS_HOST, TRACING…); serves its metrics unless
// API_METRICS_PORT=0; stops cleanly on SIGINT / SIGTERM.
import { startLicensingApi } from './server.js';

try {
  const api = await startLicensingApi({ logger: true, metrics: true });
  api.app.log.info(`licensing-api listening at ${api.url}`);
  if (api.metricsUrl) api.app.log.info(`licensing-api metrics at ${api.metricsUrl}`);
  const stop = (signal: string) => {
    api.app.log.info(`${signal}: stopping`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        api.app.log.error({ err: error }, 'failed to stop cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error('licensing-api failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
