// Fixed windows of requests per key (an address, a license key), counted by @fastify/rate-limit: in
// this process's memory, or in Redis when REDIS_URL is set, so that every replica counts against one
// budget. A refused request is answered 429 with Retry-After: the seconds until its window ends.
import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from './errors.js';

export type Window = { limit: number; windowMs: number };
/** Counts a request: 0 when it is admitted, else the seconds until it would be. */
export type Limit = (request: FastifyRequest) => Promise<number>;

/** Keys held in memory (without Redis): past it the least recently seen go. */
const LOCAL_KEYS = 100_000;

export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? // Short waits: a limit that cannot be counted admits the request (skipOnError) rather than stall it.
        new Redis(app.config.redisUrl, {
          connectTimeout: 500,
          commandTimeout: 200,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          enableAutoPipelining: true,
          // Connected once the app is ready: migrations and the seed block the event loop longer
          // than connectTimeout, which would time out a connection made meanwhile.
          lazyConnect: true,
        })
      : undefined;
    redis?.on('error', (error) =>
      app.log.warn({ err: error }, 'Redis is unreachable: rate limits admit all'),
    );
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'licensing-api:',
      skipOnError: true,
      cache: LOCAL_KEYS,
    });
    // Connected before the first request (none is queued while connecting), unless it takes too long.
    app.addHook('onReady', async () => {
      if (redis && redis.status !== 'ready') {
        // A failed attempt is retried by ioredis as any lost connection is.
        if (redis.status === 'wait') redis.connect().catch(() => undefined);
        await Promise.race([
          once(redis, 'ready').catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
        ]);
      }
    });
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);

/** `window`'s budget for each key `keyOf` gives the request (default: the caller's address), named `name`. */
export function requestLimit(
  app: FastifyInstance,
  name: string,
  { limit, windowMs }: Window,
  keyOf: (request: FastifyRequest) => string = (request) => request.ip,
): Limit {
  const check = app.createRateLimit({
    max: limit,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request) => {
    const counted = await check(request);
    return counted.isAllowed || !counted.isExceeded ? 0 : Math.max(1, counted.ttlInSeconds);
  };
}

/**
 * Counts the request in each of `limits`, in order; 429 at the first it is past, without counting it
 * in the rest (an address refused spends no license's budget).
 */
export async function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  ...limits: Limit[]
): Promise<void> {
  for (const limit of limits) {
    const wait = await limit(request);
    if (wait === 0) continue;
    reply.header('Retry-After', String(wait));
    throw tooManyRequests(message);
  }
}

/**
 * Fixed windows kept in this process's memory alone, for what needs no sharing: a repeat this
 * process has already queued (the validation log).
 */
const SWEEP_AT = 10_000;

export function localWindows({ limit, windowMs }: Window) {
  const windows = new Map<string, { start: number; count: number }>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    /** Counts a request of `key`: 0 when it is admitted, else the seconds until it would be. */
    hit(key: string, now = Date.now()): number {
      // Past windows are swept once many keys are held, at most once a window (a sweep walks every key).
      if (windows.size >= SWEEP_AT && now - sweptAt >= windowMs) {
        sweptAt = now;
        for (const [held, past] of windows) if (now - past.start >= windowMs) windows.delete(held);
      }
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      if (++window.count <= limit) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
  };
}
