// Builds the Fastify app without listening: infrastructure plugins, then domain plugins, then
// routes. Tests call buildApp and use `inject`; startLicensingApi (server.ts) also listens.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { logFinishedRequest, prettyWhenTerminal } from '@licensing/domain';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { Kysely } from 'kysely';
import { type Config, loadConfig } from './config.js';
import { crud } from './crud/index.js';
import type { Database } from './db/schema.js';
import hub from './hub/hub.js';
import rateLimit from './lib/rate-limit.js';
import mail from './mail/delivery.js';
import accountRoutes from './modules/account/account.routes.js';
import apiTokensRoutes from './modules/account/api-tokens.routes.js';
import passwordRoutes from './modules/account/password.routes.js';
import recentVisitsRoutes from './modules/account/recent-visits.routes.js';
import themeRoutes from './modules/account/theme.routes.js';
import activationRoutes from './modules/activation/activation.routes.js';
import machinesRoutes from './modules/activation/machines.routes.js';
import { addonsTable } from './modules/addons/addons.table.js';
import auditRoutes from './modules/audit/audit.routes.js';
import customersRoutes from './modules/customers/customers.routes.js';
import { editionsTable } from './modules/editions/editions.table.js';
import { emailTemplateTypesTable } from './modules/email-template-types/email-template-types.table.js';
import emailTemplatesRoutes from './modules/email-templates/email-templates.routes.js';
import { emailTemplatesTable } from './modules/email-templates/email-templates.table.js';
import featureDataTypesRoutes from './modules/features/feature-data-types.routes.js';
import { featuresTable } from './modules/features/features.table.js';
import healthRoutes from './modules/health/health.routes.js';
import { licenseTypesTable } from './modules/license-types/license-types.table.js';
import licensesRoutes from './modules/licenses/licenses.routes.js';
import ordersRoutes from './modules/orders/orders.routes.js';
import paymentRoutes from './modules/payments/payment.routes.js';
import { productEditionsTable } from './modules/product-editions/product-editions.table.js';
import licenseMailRoutes from './modules/product-licenses/license-mail.routes.js';
import type { LicenseSigner } from './modules/product-licenses/license-signing.js';
import productLicensePlansRoutes from './modules/product-licenses/product-license-plans.routes.js';
import productLicensesRoutes from './modules/product-licenses/product-licenses.routes.js';
import { productsTable } from './modules/products/products.table.js';
import releasePackagesRoutes from './modules/release-packages/release-packages.routes.js';
import { releasePackagesTable } from './modules/release-packages/release-packages.table.js';
import reportsRoutes from './modules/reports/reports.routes.js';
import { rolesTable } from './modules/roles/roles.table.js';
import savedViewsRoutes from './modules/saved-views/saved-views.routes.js';
import { sentEmailTypesTable } from './modules/sent-email-types/sent-email-types.table.js';
import sentEmailsRoutes from './modules/sent-emails/sent-emails.routes.js';
import { sentEmailsTable } from './modules/sent-emails/sent-emails.table.js';
import settingsRoutes from './modules/settings/settings.routes.js';
import trialRequestsRoutes from './modules/trial-requests/trial-requests.routes.js';
import usersRoutes from './modules/users/users.routes.js';
import audit from './plugins/app/audit.js';
import auth from './plugins/app/auth.js';
import bodyParsers from './plugins/infrastructure/body-parsers.js';
import database from './plugins/infrastructure/database.js';
import errors, { answerClientError, answerFrameworkError } from './plugins/infrastructure/errors.js';
import jobs from './plugins/infrastructure/jobs.js';
import observability, { tracingChildLogger } from './plugins/infrastructure/observability.js';
import openapi from './plugins/infrastructure/openapi.js';
import strictIds from './plugins/infrastructure/strict-ids.js';
import quickbooks from './qbo/client.js';

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
  /**
   * What signs license files, machine files and validation answers; default the configuration's key
   * (licenseSigner). For benchmarks and tests only: no setting of a deployment reaches it.
   */
  licenseSigner?: LicenseSigner;
};

/** Fields that hold credentials: this form's, the SPEC §3/§7 bodies' (PascalCase), QuickBooks'. */
const SECRET_FIELDS = [
  'password',
  'Password',
  'ConfirmPassword',
  'OldPassword',
  'NewPassword',
  'access_token',
  // QuickBooks Online's client secret and tokens (settings).
  'QboClientSecret',
  'QboRefreshToken',
  'refresh_token',
];
/** Never logged: credentials in headers, and secret fields of a logged object or one level below it. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'headers.authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

export function buildApp({ db, config = loadConfig(), logStream, licenseSigner }: BuildAppOptions): App {
  const app = Fastify({
    logger: config.logger
      ? {
          level: config.logLevel,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          ...(logStream ? { stream: logStream } : prettyWhenTerminal(process.stdout.isTTY)),
        }
      : false,
    // One line per finished request instead, at the level requestLogLevel gives it.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's lines carry its trace id (plugins/infrastructure/observability.ts).
    ...(config.tracing ? { childLoggerFactory: tracingChildLogger } : {}),
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
    // ASP.NET routes ignore case (SPEC §7 even spells one path 'Createreleasepackage').
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onResponse', async (request, reply) => logFinishedRequest(request, reply));

  // Infrastructure
  app.register(errors);
  app.register(database, { db, config, licenseSigner });
  app.register(observability);
  app.register(mail);
  app.register(quickbooks);
  app.register(jobs);
  app.register(rateLimit);
  app.register(bodyParsers);
  app.register(strictIds);
  app.register(openapi);
  // Domain
  app.register(audit);
  app.register(auth);
  app.register(hub);
  // Routes
  app.register(healthRoutes);
  app.register(accountRoutes);
  app.register(passwordRoutes);
  app.register(apiTokensRoutes);
  app.register(recentVisitsRoutes);
  app.register(savedViewsRoutes);
  app.register(themeRoutes);
  app.register(usersRoutes);
  app.register(customersRoutes);
  app.register(emailTemplatesRoutes);
  app.register(featureDataTypesRoutes);
  app.register(productLicensePlansRoutes);
  app.register(productLicensesRoutes);
  app.register(licenseMailRoutes);
  app.register(machinesRoutes);
  app.register(activationRoutes);
  app.register(licensesRoutes);
  app.register(ordersRoutes);
  app.register(paymentRoutes);
  app.register(trialRequestsRoutes);
  app.register(reportsRoutes);
  app.register(releasePackagesRoutes);
  app.register(sentEmailsRoutes);
  app.register(settingsRoutes);
  app.register(auditRoutes);
  // Entities that are their declaration and table description only.
  for (const table of [
    productsTable,
    featuresTable,
    productEditionsTable,
    editionsTable,
    licenseTypesTable,
    releasePackagesTable,
    addonsTable,
    rolesTable,
    emailTemplateTypesTable,
    emailTemplatesTable,
    sentEmailTypesTable,
    sentEmailsTable,
  ]) {
    app.register(crud(table));
  }

  return app;
}
