// Per-session and per-address request budgets: 429 RATE_LIMITED past them, others unaffected.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from '../src/index.js';
import { ADMIN, gql, STAFF, sharedStack, signIn } from './helpers.js';

describe('a gateway with small budgets', () => {
  const stack = sharedStack({
    user: null,
    gateway: {
      rateLimits: { session: { max: 3, windowMs: 3_600_000 }, address: { max: 11, windowMs: 3_600_000 } },
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

// Two replicas behind one load balancer count against one budget in Redis (REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('two gateway replicas', () => {
  const stack = sharedStack({ user: null });
  const replicas: Gateway[] = [];
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it('hold a session to one budget, whichever replica answers', async () => {
    for (let index = 0; index < 2; index++) {
      replicas.push(
        await startGateway({
          port: 0,
          licensingApiUrl: stack.apiUrl,
          webDistDir: '/nonexistent',
          redisUrl: process.env.TEST_REDIS_URL,
          // The session key is unique per run and the address window short: both outlive the test in Redis.
          rateLimits: {
            session: { max: 4, windowMs: 3_600_000 },
            address: { max: 1000, windowMs: 3_000 },
          },
        }),
      );
    }
    // A session the budget counts by; it need not be valid for its requests to be counted.
    const token = `not-a-session-${randomUUID()}`;
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++)
      statuses.push((await gql(replicas[index % 2]!.url, '{ health }', {}, { token })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
