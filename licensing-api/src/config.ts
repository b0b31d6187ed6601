// The service's configuration: programmatic options win over environment variables, which win
// over defaults. Everything else reads the resulting Config, never process.env.
import { IN_MEMORY } from './db/database.js';

const DEFAULT_PORT = 5080;
const DEFAULT_TOKEN_TTL_SECONDS = 86_400;
/** 2^15: about 50 ms and 32 MiB per hash, slow enough to make guessing expensive. */
export const DEFAULT_SCRYPT_N = 2 ** 15;

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be an integer of at least ${min}, not '${text}'.`);
  }
  return parsed;
}

function port(name: string, value: string | undefined, fallback: number): number {
  const parsed = integer(name, value, fallback, 0);
  if (parsed > 65_535) throw new Error(`${name} must be a port (0 to 65535), not '${parsed}'.`);
  return parsed;
}

function trustProxyFrom(value: string | undefined): boolean | string {
  const text = nonEmpty(value);
  if (text === undefined) return 'loopback';
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return text;
}

/**
 * Where each setting comes from when no option gives it: an environment variable, else a default.
 * Read lazily, so a setting an option gives ignores its environment variable.
 */
const fromEnv = (env: Env, databaseUrl: string | undefined) => ({
  /** Default: env API_PORT, else 5080. 0 picks a free port. */
  port: () => integer('API_PORT', env.API_PORT, DEFAULT_PORT, 0),
  /** Default: env API_HOST, else 127.0.0.1. */
  host: () => nonEmpty(env.API_HOST) ?? '127.0.0.1',
  /** A PostgreSQL URL. Default: env DATABASE_URL; when empty, the embedded PGlite is used. */
  databaseUrl: () => databaseUrl,
  /** Where the embedded database lives (`<dataDir>/pglite`); ':memory:' keeps it in memory. */
  dataDir: () => nonEmpty(env.DATA_DIR) ?? '.data',
  /** Seed the demo users and products. Default: true for the embedded database, else env SEED_DEMO=1. */
  seedDemo: () => (databaseUrl === undefined ? env.SEED_DEMO !== '0' : env.SEED_DEMO === '1'),
  /** Default: false (the programmatic entry point is quiet unless asked). */
  logger: () => false,
  logLevel: () => nonEmpty(env.LOG_LEVEL) ?? 'info',
  /**
   * Serve Prometheus metrics (plugins/infrastructure/observability.ts). Default: false, so the
   * programmatic entry point (tests, benchmarks) opens no second port unless asked; main.ts asks.
   */
  metrics: () => false,
  /** The metrics' port, for the operator only. Default: env API_METRICS_PORT, else 9464; 0 turns them off. */
  metricsPort: () => port('API_METRICS_PORT', env.API_METRICS_PORT, 9464),
  /** Default: env API_METRICS_HOST, else 127.0.0.1 (a scraper elsewhere needs it opened on purpose). */
  metricsHost: () => nonEmpty(env.API_METRICS_HOST) ?? '127.0.0.1',
  /** Each request's log lines carry its W3C trace id (traceparent). Default: on; env TRACING=0 turns it off. */
  tracing: () => env.TRACING?.trim() !== '0',
  adminEmail: () => nonEmpty(env.ADMIN_EMAIL),
  adminPassword: () => env.ADMIN_PASSWORD || undefined,
  tokenTtlSeconds: () => integer('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, DEFAULT_TOKEN_TTL_SECONDS, 1),
  /** Fastify's trustProxy: whose X-Forwarded-For to believe. Default: env TRUST_PROXY, else 'loopback'. */
  trustProxy: () => trustProxyFrom(env.TRUST_PROXY),
  /** scrypt cost N (a power of two) for new password hashes. Tests lower it; keep the default otherwise. */
  scryptN: () => DEFAULT_SCRYPT_N,
  /** The customer-support system's base URL. Default: env CUSTOMER_SUPPORT_URL; unset means not configured. */
  customerSupportUrl: () => nonEmpty(env.CUSTOMER_SUPPORT_URL),
  /** Its API key. Default: env CUSTOMER_SUPPORT_API_KEY. Never logged. */
  customerSupportApiKey: () => nonEmpty(env.CUSTOMER_SUPPORT_API_KEY),
  /** How long a call to it may take; default 10 s. */
  customerSupportTimeoutMs: () => 10_000,
  /** Where mail goes: `smtp://user:pass@host:587`. Default: env SMTP_URL; unset keeps mail in the outbox. */
  smtpUrl: () => nonEmpty(env.SMTP_URL),
  /** How often the mail worker looks for due mail; default 1 s. */
  mailPollMs: () => 1_000,
  /** How long a failed delivery waits before its next try, doubling per attempt; default 30 s. */
  mailRetryMs: () => 30_000,
  /**
   * The PEM file of the Ed25519 key license files are signed with. Default: env LICENSE_SIGNING_KEY;
   * unset, a key is made once into `<dataDir>/license-signing-key.pem` (required with DATABASE_URL:
   * SHARED_KEYS).
   */
  licenseSigningKey: () => nonEmpty(env.LICENSE_SIGNING_KEY),
  /**
   * A PEM file of the public keys (SPKI) of earlier signing keys, still trusted, so files signed
   * before a rotation keep verifying. Default: env LICENSE_RETIRED_PUBLIC_KEYS; unset, none.
   */
  licenseRetiredPublicKeys: () => nonEmpty(env.LICENSE_RETIRED_PUBLIC_KEYS),
  /**
   * The file of the key (32 bytes, base64) secrets waiting in the database are sealed with (a mailed
   * password until its mail goes). Default: env SEAL_KEY; unset, a key is made once into
   * `<dataDir>/seal-key` (required with DATABASE_URL: SHARED_KEYS).
   */
  sealKey: () => nonEmpty(env.SEAL_KEY),
  /** The vendor's name on quotes. Default: env VENDOR_NAME, else 'Licensing'. */
  vendorName: () => nonEmpty(env.VENDOR_NAME) ?? 'Licensing',
  /**
   * QuickBooks Online's API base URL. Default: env QBO_BASE_URL, else Intuit's sandbox or production
   * host by the settings' environment (tests point it at a local fake).
   */
  qboBaseUrl: () => nonEmpty(env.QBO_BASE_URL),
  /** Its OAuth 2.0 token endpoint. Default: env QBO_TOKEN_URL, else Intuit's. */
  qboTokenUrl: () => nonEmpty(env.QBO_TOKEN_URL),
  /** How often unpaid invoices are refreshed; default env QBO_REFRESH_MINUTES, else 60. 0 turns it off. */
  qboRefreshMinutes: () => integer('QBO_REFRESH_MINUTES', env.QBO_REFRESH_MINUTES, 60, 0),
  /** Where people open the web client: the base of e-mailed links. Default env PUBLIC_WEB_URL, else http://127.0.0.1:4000. */
  publicWebUrl: () => nonEmpty(env.PUBLIC_WEB_URL) ?? 'http://127.0.0.1:4000',
  /** The key the vendor's website sends trial requests with (X-Intake-Key). Default env TRIAL_INTAKE_KEY; unset closes the intake. */
  trialIntakeKey: () => nonEmpty(env.TRIAL_INTAKE_KEY),
  /**
   * Redis (`redis://host:6379`) where replicas count their rate limits together. Default env
   * REDIS_URL; unset, each process counts its own (one process needs nothing more).
   */
  redisUrl: () => nonEmpty(env.REDIS_URL),
  /**
   * The licensed software's API (modules/activation): requests per minute from one address, and for
   * one license key. Default env ACTIVATION_PER_ADDRESS (600) and ACTIVATION_PER_LICENSE (60).
   */
  activationPerAddress: () => integer('ACTIVATION_PER_ADDRESS', env.ACTIVATION_PER_ADDRESS, 600, 1),
  activationPerLicense: () => integer('ACTIVATION_PER_LICENSE', env.ACTIVATION_PER_LICENSE, 60, 1),
  /** The hub's keep-alive ping interval (SignalR's 15 s) and client timeout (30 s); tests shorten them. */
  hubKeepAliveMs: () => 15_000,
  hubClientTimeoutMs: () => 30_000,
  /**
   * How long a CSV export waits for its reader to take a batch of rows before it stops, giving back
   * its transaction, connection and slot (crud/export.ts); default 60 s. Tests shorten it.
   */
  exportStallMs: () => 60_000,
  /** How often, at most, a replica asks whether a periodic job is due (plugins/infrastructure/jobs.ts); default a minute. */
  jobTickMs: () => 60_000,
  /** How a slowed-down sign-in waits (sign-in-throttle.ts); tests record the waits instead. */
  slowDown: () => (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
});

type Settings = ReturnType<typeof fromEnv>;
/** The resolved configuration: what loadConfig answers. */
export type Config = { [K in keyof Settings]: ReturnType<Settings[K]> };
/** The options of startLicensingApi; every one is optional. */
export type LicensingApiOptions = Partial<Config>;

/**
 * The keys every replica on one PostgreSQL must share, as files named by configuration: a key made
 * into each replica's DATA_DIR would differ per replica, so a file one signs would not verify with
 * another's public key, and mail one seals another could not open. The embedded database is one
 * process (its keys live in DATA_DIR); an in-memory DATA_DIR (tests) makes fresh keys per start.
 */
const SHARED_KEYS = [
  ['licenseSigningKey', 'LICENSE_SIGNING_KEY', 'the Ed25519 private key (PEM) license files are signed with'],
  ['sealKey', 'SEAL_KEY', 'the seal key (32 bytes, base64) of secrets waiting in the database'],
] as const;

/** Reads the configuration from `env` (process.env by default), then applies `options`. */
export function loadConfig(options: LicensingApiOptions = {}, env: Env = process.env): Config {
  // A blank URL, whoever gives it, is the embedded database.
  const databaseUrl = nonEmpty(options.databaseUrl ?? env.DATABASE_URL);
  const config = Object.fromEntries(
    Object.entries(fromEnv(env, databaseUrl)).map(([name, read]) => [
      name,
      options[name as keyof Config] ?? read(),
    ]),
  ) as Config;
  if (databaseUrl !== undefined && config.dataDir !== IN_MEMORY)
    for (const [setting, variable, what] of SHARED_KEYS)
      if (config[setting] === undefined)
        throw new Error(
          `${variable} must name a file when DATABASE_URL is set: ${what}, the same for every replica (\`npm run keys -- <dir>\` makes both key files).`,
        );
  return { ...config, databaseUrl, publicWebUrl: config.publicWebUrl.replace(/\/+$/, '') };
}
