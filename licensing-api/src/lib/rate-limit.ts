// Fixed windows of requests per key (an address, a license key), kept in this process's memory.
// A refused request is answered 429 with Retry-After: the seconds until its window ends.
import type { FastifyReply } from 'fastify';
import { tooManyRequests } from './errors.js';

/**
 * Past windows are swept once this many keys are held, at most once a window (a sweep walks every
 * key), so memory stays bounded by the keys of the last two windows whatever the traffic.
 */
const SWEEP_AT = 10_000;

export function fixedWindows({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    /** Counts a request of `key`: 0 when it is admitted, else the seconds until it would be. */
    hit(key: string, now = Date.now()): number {
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

export type FixedWindows = ReturnType<typeof fixedWindows>;

/**
 * Counts the request in each of `limits` (windows and the key it is counted by), in order; 429 at
 * the first it is past, without counting it in the rest (an address refused spends no license's budget).
 */
export function admit(reply: FastifyReply, message: string, ...limits: [FixedWindows, string][]): void {
  for (const [windows, key] of limits) {
    const wait = windows.hit(key);
    if (wait === 0) continue;
    reply.header('Retry-After', String(wait));
    throw tooManyRequests(message);
  }
}
