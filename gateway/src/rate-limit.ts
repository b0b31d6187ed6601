// Request budgets per session and per client address (fixed windows, counted by @fastify/rate-limit),
// so one client cannot take the REST pool from everyone: past its budget a caller gets HTTP 429 and
// RATE_LIMITED until its window ends. In this process's memory, or in Redis when REDIS_URL is set,
// so that a client spraying several replicas gets one budget. A session's budget fits a person and a
// busy script; an address's is larger, as an office's staff may share one.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { sessionToken } from './session.js';

/** At most `max` requests in each `windowMs`. */
export type Budget = { max: number; windowMs: number };
export type RateLimits = { session: Budget; address: Budget };

/** 30 a second on average, in windows of 3 s so a page's burst of requests fits. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  session: { max: 90, windowMs: 3_000 },
  address: { max: 900, windowMs: 3_000 },
};

const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** Keys held in memory (without Redis): past it the least recently seen go. */
const LOCAL_KEYS = 100_000;

const sessionKey = (request: FastifyRequest) => {
  const token = sessionToken(request.headers.authorization, request.cookies ?? {});
  return token && createHash('sha256').update(token).digest('base64url');
};

export async function addRateLimit(
  app: FastifyInstance,
  /** Whether a request path is counted (GraphQL, CSV exports). */
  isCounted: (path: string) => boolean,
  limits: RateLimits,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl
    ? // Short waits: a budget that cannot be counted admits the request (skipOnError) rather than stall it.
      new Redis(redisUrl, {
        connectTimeout: 500,
        commandTimeout: 200,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        enableAutoPipelining: true,
      })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis is unreachable: rate limits admit all'));
  // Connected before the first request (none is queued while connecting), unless it takes too long.
  if (redis)
    await Promise.race([
      once(redis, 'ready').catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
    ]);
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'gateway:',
    skipOnError: true,
    cache: LOCAL_KEYS,
  });
  const budget = ({ max, windowMs }: Budget, keyOf: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf });
  const perAddress = budget(limits.address, (request) => `address:${request.ip}`);
  const perSession = budget(limits.session, (request) => `session:${sessionKey(request)}`);
  app.addHook('onRequest', async (request, reply) => {
    if (!isCounted(request.url.split('?')[0] ?? '')) return;
    // The address first: one refused for it spends nothing of its session's budget.
    let counted = await perAddress(request);
    const addressAdmitted = !counted.isAllowed && !counted.isExceeded;
    if (addressAdmitted && sessionToken(request.headers.authorization, request.cookies ?? {})) {
      counted = await perSession(request);
    }
    if (counted.isAllowed || !counted.isExceeded) return;
    return reply
      .code(429)
      .header('retry-after', String(Math.max(1, counted.ttlInSeconds)))
      .send({ errors: [{ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } }] });
  });
}
