// The GraphQL gateway: Apollo Server 5 on Fastify 5 over the licensing REST API, graphql-ws on the
// same path and port, and the built web client.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import { logFinishedRequest, prettyWhenTerminal, workflows } from '@licensing/domain';
import Fastify, { LogController } from 'fastify';
import { createContext, type GatewayContext } from './context.js';
import { createFormatError } from './errors.js';
import { EXPORT_PATH, registerExports } from './export.js';
import { costLimitPlugin, DEFAULT_LIMITS, limitRules, type QueryLimits } from './limits.js';
import { gatewayMetrics, traceRequests, tracingChildLogger } from './observability.js';
import { addPersistedDocuments, loadPersistedDocuments } from './persisted-documents.js';
import { addRateLimit, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit.js';
import { Upstream, type UpstreamStats } from './rest/client.js';
import { buildSchema } from './schema.js';
import { registerSchemaFile } from './schema-file.js';
import { addSecurityHeaders } from './security-headers.js';
import { sessionToken } from './session.js';
import { sessionChecker, sessionGatePlugin } from './session-gate.js';
import { registerWebClient } from './web.js';
import { attachSubscriptions, GRAPHQL_PATH, noSubscriptionsOverHttp } from './ws.js';

export interface GatewayOptions {
  /** Env GATEWAY_PORT, default 4000; 0 picks a free port. */
  port?: number;
  /** Env GATEWAY_HOST, default 127.0.0.1. */
  host?: string;
  /** Env LICENSING_API_URL, default http://127.0.0.1:${API_PORT || 5080}. */
  licensingApiUrl?: string;
  /** The built web client; default web/dist of the repository. Served only when it exists. */
  webDistDir?: string;
  logger?: boolean;
  /**
   * Behind one reverse proxy that terminates TLS: believe the X-Forwarded-Proto and the last
   * X-Forwarded-For entry it adds. Env GATEWAY_TRUST_PROXY=1. Leave off when callers reach the
   * gateway directly, or they could name any address.
   */
  trustProxy?: boolean;
  limits?: Partial<QueryLimits>;
  /** Requests allowed per session and per client address in each window. */
  rateLimits?: RateLimits;
  /** Env REDIS_URL: where replicas count the budgets together; unset, each process counts its own. */
  redisUrl?: string;
  /**
   * Serve Prometheus metrics (observability.ts). Default false, so tests and benchmarks open no second
   * port unless asked; main.ts asks.
   */
  metrics?: boolean;
  /** Env GATEWAY_METRICS_PORT, default 9465; 0 turns the metrics off. Never the public port. */
  metricsPort?: number;
  /** Env GATEWAY_METRICS_HOST, default 127.0.0.1 (only the operator reaches it). */
  metricsHost?: string;
  /** Trace ids in the log lines and a traceparent on each REST call. Default on; env TRACING=0 turns it off. */
  tracing?: boolean;
}

export interface Gateway {
  url: string;
  /** Live count of REST calls made since start. */
  stats: UpstreamStats;
  /** Where the Prometheus metrics answer, or null when they are off. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's trustProxy behind one TLS-terminating proxy: believe only what that proxy (the
 * immediate peer) adds, the last X-Forwarded-For entry and X-Forwarded-Proto. `true` would believe
 * the whole X-Forwarded-For, whose first entries the client writes, so a client could choose the
 * address that licensing-api's per-address sign-in throttling counts (request.ip is forwarded).
 */
const trustImmediatePeer = (_address: string, hop: number) => hop === 0;

/**
 * GATEWAY_SESSION_RATE raises a session's (and an address's) requests a second, in windows of 3 s:
 * for a load test on loopback, where one session is every client.
 */
function rateLimitsFrom(env: NodeJS.ProcessEnv): RateLimits {
  const perSecond = Number(env.GATEWAY_SESSION_RATE);
  const { session } = DEFAULT_RATE_LIMITS;
  if (!Number.isFinite(perSecond) || perSecond * session.windowMs <= session.max * 1000)
    return DEFAULT_RATE_LIMITS;
  const budget = { max: Math.ceil(perSecond * 3), windowMs: 3_000 };
  return { session: budget, address: budget };
}

/** Options with the environment and defaults applied. */
export function resolveOptions(options: GatewayOptions = {}, env: NodeJS.ProcessEnv = process.env) {
  return {
    port: options.port ?? toPort(env.GATEWAY_PORT, 4000),
    host: options.host ?? env.GATEWAY_HOST ?? '127.0.0.1',
    licensingApiUrl:
      options.licensingApiUrl ?? env.LICENSING_API_URL ?? `http://127.0.0.1:${toPort(env.API_PORT, 5080)}`,
    webDistDir: options.webDistDir ?? DEFAULT_WEB_DIST,
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? env.GATEWAY_TRUST_PROXY === '1',
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    rateLimits: options.rateLimits ?? rateLimitsFrom(env),
    redisUrl: options.redisUrl ?? (env.REDIS_URL?.trim() || undefined),
    metrics: options.metrics ?? false,
    metricsPort: options.metricsPort ?? toPort(env.GATEWAY_METRICS_PORT, 9465),
    metricsHost: options.metricsHost ?? (env.GATEWAY_METRICS_HOST?.trim() || '127.0.0.1'),
    tracing: options.tracing ?? env.TRACING?.trim() !== '0',
  };
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const config = resolveOptions(options);
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ? trustImmediatePeer : false,
    logger: config.logger && {
      level: process.env.LOG_LEVEL || 'info',
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      ...prettyWhenTerminal(process.stdout.isTTY),
    },
    // One line per finished request instead, at the level requestLogLevel gives it.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's lines carry its trace id (observability.ts).
    ...(config.tracing ? { childLoggerFactory: tracingChildLogger } : {}),
  });
  const metrics = config.metrics && config.metricsPort > 0 ? gatewayMetrics() : null;
  const upstream = new Upstream(config.licensingApiUrl, metrics ? { observe: metrics.restCall } : {});
  const sessions = sessionChecker(upstream);
  const schema = buildSchema();
  const formatError = createFormatError(app.log);
  const persistedDocuments = loadPersistedDocuments(
    join(config.webDistDir, '.vite/persisted-documents.json'),
  );

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    // Hashes come from the build's list only (persisted-documents.ts), never registered by callers.
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    logger: app.log,
    maxRecursiveSelections: true,
    parseOptions: { maxTokens: config.limits.maxTokens },
    validationRules: limitRules(config.limits),
    // No landing page: Apollo's loads its sandbox from a CDN.
    plugins: [
      sessionGatePlugin<GatewayContext>(sessions),
      costLimitPlugin<GatewayContext>(config.limits.maxCost),
      noSubscriptionsOverHttp<GatewayContext>(),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are given, and the default plugin would time every field resolved.
      ApolloServerPluginCacheControlDisabled(),
      ...(metrics ? [metrics.apolloPlugin<GatewayContext>()] : []),
    ],
    formatError,
  });
  await apollo.start();

  app.addHook('onResponse', async (request, reply) => logFinishedRequest(request, reply));
  if (config.tracing) traceRequests(app);
  metrics?.countRequests(app);
  addSecurityHeaders(app);
  await app.register(fastifyCookie);
  await addRateLimit(
    app,
    (path) => path === GRAPHQL_PATH || path.startsWith(EXPORT_PATH),
    config.rateLimits,
    config.redisUrl,
  );
  addPersistedDocuments(app, GRAPHQL_PATH, persistedDocuments);
  await app.register(fastifyApollo(apollo), {
    path: GRAPHQL_PATH,
    context: async (request, reply) => {
      const token = sessionToken(request.headers.authorization, request.cookies);
      return createContext(upstream, sessions, token, reply, request.ip);
    },
  });
  // Ready only while the REST API answers, so monitoring sees an outage; live while the process runs.
  app.get('/healthz', async (_request, reply) => {
    try {
      await upstream.client(null).call(workflows.Healthz, { failure: 'licensing-api is unavailable' });
      return { status: 'ok', licensingApi: 'up' };
    } catch {
      reply.code(503);
      return { status: 'unavailable', licensingApi: 'down' };
    }
  });
  app.get('/healthz/live', async () => ({ status: 'ok' }));
  registerExports(app, config.licensingApiUrl, metrics?.restCall);
  registerSchemaFile(app, schema);
  await registerWebClient(app, config.webDistDir);

  const subscriptions = attachSubscriptions(app, schema, upstream, sessions, {
    limits: config.limits,
    formatError,
    persistedDocuments,
    ...(metrics ? { countOperation: metrics.countOperation } : {}),
  });
  app.addHook('preClose', () => subscriptions.close());
  metrics?.watch(subscriptions.live);
  app.addHook('onClose', async () => {
    await apollo.stop();
    await upstream.close();
  });

  const { port, host } = config;
  const metricsServer = metrics && (await metrics.listen(config.metricsHost, config.metricsPort));
  if (metricsServer) app.addHook('onClose', (_app, done) => void metricsServer.server.close(() => done()));
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    stats: upstream.stats,
    metricsUrl: metricsServer ? metricsServer.url : null,
    close: () => app.close(),
  };
}

function toPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${value}`);
  return port;
}
