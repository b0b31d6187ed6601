// Per-session and per-address request budgets: 429 RATE_LIMITED past them, others unaffected.
import { describe, expect, it } from 'vitest';
import { tokenBuckets } from '../src/rate-limit.js';
import { ADMIN, gql, STAFF, sharedStack, signIn } from './helpers.js';

describe('token buckets', () => {
  it('allow a burst, then one request per refill, and say how long to wait', () => {
    let time = 0;
    const buckets = tokenBuckets({ perSecond: 2, burst: 3 }, () => time);
    expect([1, 2, 3].map(() => buckets.take('a'))).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(1);
    expect(buckets.take('b')).toBe(0);
    time = 500;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
  });
});

describe('a gateway with small budgets', () => {
  const stack = sharedStack({
    user: null,
    gateway: {
      rateLimits: { session: { perSecond: 0.01, burst: 3 }, address: { perSecond: 0.01, burst: 11 } },
    },
  });

  it('answers 429 RATE_LIMITED to a session past its budget, while another session goes on', async () => {
    const admin = (await signIn(stack.url, ADMIN)).token;
    const staff = (await signIn(stack.url, STAFF)).token;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await gql(stack.url, '{ health }', {}, { token: admin })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await gql(stack.url, '{ health }', {}, { token: admin });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.errors).toEqual([
      {
        message: 'Too many requests. Please wait a moment and try again.',
        extensions: { code: 'RATE_LIMITED' },
      },
    ]);
    expect((await gql(stack.url, '{ health }', {}, { token: staff })).status).toBe(200);
  });

  it('answers 429 to an address past its budget, whatever the session', async () => {
    const responses = await Promise.all(Array.from({ length: 3 }, () => gql(stack.url, '{ health }')));
    expect(responses.map((response) => response.status)).toContain(429);
  });
});
