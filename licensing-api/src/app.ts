// Builds the Fastify app without listening: infrastructure plugins, then domain plugins, then
// routes. Tests call buildApp and use `inject`; startLicensingApi (server.ts) also listens.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { Kysely } from 'kysely';
import { type Config, loadConfig } from './config.js';
import type { Database } from './db/schema.js';
import accountRoutes from './modules/account/account.routes.js';
import addonsRoutes from './modules/addons/addons.routes.js';
import customersRoutes from './modules/customers/customers.routes.js';
import editionsRoutes from './modules/editions/editions.routes.js';
import featuresRoutes from './modules/features/features.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import productEditionsRoutes from './modules/product-editions/product-editions.routes.js';
import productsRoutes from './modules/products/products.routes.js';
import referenceRoutes from './modules/reference/reference.routes.js';
import releasePackagesRoutes from './modules/release-packages/release-packages.routes.js';
import auth from './plugins/app/auth.js';
import bodyParsers from './plugins/infrastructure/body-parsers.js';
import database from './plugins/infrastructure/database.js';
import errors, { answerClientError } from './plugins/infrastructure/errors.js';
import openapi from './plugins/infrastructure/openapi.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export type BuildAppOptions = {
  /** The database, migrated; the caller closes it after the app. */
  db: Kysely<Database>;
  /** Default: loadConfig(), from the environment. */
  config?: Config;
  /** Where log lines go when config.logger is on; default stdout. Tests read the log here. */
  logStream?: { write(line: string): void };
};

/** Fields that hold credentials: this form's, and the SPEC §3/§7 bodies' (PascalCase). */
const SECRET_FIELDS = [
  'password',
  'Password',
  'ConfirmPassword',
  'OldPassword',
  'NewPassword',
  'access_token',
];
/** Never logged: credentials in headers, and secret fields of a logged object or one level below it. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'headers.authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

export function buildApp({ db, config = loadConfig(), logStream }: BuildAppOptions): App {
  const app = Fastify({
    logger: config.logger
      ? {
          level: config.logLevel,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    // ASP.NET routes ignore case (SPEC §7 even spells one path 'Createreleasepackage').
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Infrastructure
  app.register(errors);
  app.register(database, { db, config });
  app.register(bodyParsers);
  app.register(openapi);
  // Domain
  app.register(auth);
  // Routes
  app.register(healthRoutes);
  app.register(accountRoutes);
  app.register(productsRoutes);
  app.register(featuresRoutes);
  app.register(productEditionsRoutes);
  app.register(editionsRoutes);
  app.register(referenceRoutes);
  app.register(customersRoutes);
  app.register(releasePackagesRoutes);
  app.register(addonsRoutes);

  return app;
}
