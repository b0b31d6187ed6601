// Request budgets per session and per client address (token buckets), so one client cannot take the
// REST pool from everyone: past its budget a caller gets HTTP 429 and RATE_LIMITED until it refills.
// A session's budget fits a person and a busy script; an address's is larger, as an office's
// staff may share one.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionToken } from './session.js';

export type Budget = { perSecond: number; burst: number };
export type RateLimits = { session: Budget; address: Budget };

export const DEFAULT_RATE_LIMITS: RateLimits = {
  session: { perSecond: 30, burst: 90 },
  address: { perSecond: 300, burst: 900 },
};

const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

const MAX_TRACKED = 100_000;

/** Token buckets by key: `take` answers 0 when a request may go, else the seconds until it may. */
export function tokenBuckets({ perSecond, burst }: Budget, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): number {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      if (buckets.size >= MAX_TRACKED && !buckets.has(key)) buckets.clear();
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.ceil((1 - bucket.tokens) / perSecond);
    },
  };
}

export function addRateLimit(app: FastifyInstance, path: string, limits: RateLimits): void {
  const sessions = tokenBuckets(limits.session);
  const addresses = tokenBuckets(limits.address);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] !== path) return;
    const token = sessionToken(request.headers.authorization, request.cookies ?? {});
    const wait = Math.max(
      addresses.take(request.ip),
      token ? sessions.take(createHash('sha256').update(token).digest('base64url')) : 0,
    );
    if (wait === 0) return;
    return reply
      .code(429)
      .header('retry-after', String(wait))
      .send({ errors: [{ message: RATE_LIMITED_MESSAGE, extensions: { code: 'RATE_LIMITED' } }] });
  });
}
