import { defineConfig } from '@playwright/test';

// The whole stack runs as `npm start` does, on a fresh embedded database with the demo seed,
// on ports of its own so a running development stack is not disturbed.
const apiPort = process.env.E2E_API_PORT ?? '5190';
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '4190';
// Relative to the repository root; wiped before each run.
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
// The SMTP peer licensing-api delivers to, and where tests read what it received.
const smtpPort = process.env.E2E_SMTP_PORT ?? '2590';
const mailPort = process.env.E2E_MAIL_PORT ?? '4199';
// The fake QuickBooks Online licensing-api invoices through.
const qboPort = process.env.E2E_QBO_PORT ?? '4198';
export const baseURL = `http://127.0.0.1:${gatewayPort}`;
export const qboURL = `http://127.0.0.1:${qboPort}`;
/** The key the vendor's website posts trial requests with. */
export const trialIntakeKey = 'e2e-intake-key';
export const mailPeerURL = `http://127.0.0.1:${mailPort}`;
/** licensing-api itself, for what only it serves (the license public key). */
export const apiURL = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Browser downloads fail here: Playwright drives Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // In order: the mail peer is up before licensing-api first delivers.
  webServer: [
    {
      command: 'node e2e/mail-peer.mjs',
      cwd: '..',
      url: `${mailPeerURL}/healthz`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { E2E_SMTP_PORT: smtpPort, E2E_MAIL_PORT: mailPort },
    },
    {
      command: 'node e2e/quickbooks-peer.mjs',
      cwd: '..',
      url: `${qboURL}/healthz`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { E2E_QBO_PORT: qboPort },
    },
    {
      command: `rm -rf '${dataDir}' && node scripts/start.mjs`,
      cwd: '..',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 420_000, // above scripts/stack.mjs: two services, each allowed 180 s to start
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        API_PORT: apiPort,
        GATEWAY_PORT: gatewayPort,
        // Metrics off: several stacks at once must not share the default metrics ports.
        API_METRICS_PORT: '0',
        GATEWAY_METRICS_PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LICENSING_API_URL: `http://127.0.0.1:${apiPort}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        QBO_BASE_URL: qboURL,
        QBO_TOKEN_URL: `${qboURL}/oauth2/v1/tokens/bearer`,
        TRIAL_INTAKE_KEY: trialIntakeKey,
        PUBLIC_WEB_URL: baseURL,
      },
    },
  ],
});
