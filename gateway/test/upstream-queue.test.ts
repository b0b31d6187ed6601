// The bounded queue in front of the REST pool: a burst beyond the pool waits briefly or fails fast
// with UNAVAILABLE, instead of piling up without bound.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUpstreamError, Upstream } from '../src/rest/client.js';

/** How one GET ends: answered, or refused as UNAVAILABLE. */
const outcome = (upstream: Upstream) =>
  upstream
    .client(null)
    .get('/x', { failure: 'Get data failed' })
    .then(
      () => 'answered',
      (error: unknown) => (isUpstreamError(error, 'UPSTREAM_UNAVAILABLE') ? 'unavailable' : 'other'),
    );

describe('the REST pool queue', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // Answers every request after 300 ms.
    server = createServer((_request, response) => {
      setTimeout(() => response.end('{}'), 300);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('lets one call wait for a busy connection and refuses the next at once', async () => {
    const upstream = new Upstream(url, { connections: 1, maxQueued: 1, queueTimeoutMs: 5_000 });
    const call = () => outcome(upstream);
    const results = await Promise.all([call(), call(), call()]);
    expect(results).toEqual(['answered', 'answered', 'unavailable']);
    expect(upstream.stats.requests).toBe(2);
    await upstream.close();
  });

  it('gives up waiting after the queue timeout', async () => {
    const upstream = new Upstream(url, { connections: 1, maxQueued: 10, queueTimeoutMs: 50 });
    const call = () => outcome(upstream);
    expect(await Promise.all([call(), call()])).toEqual(['answered', 'unavailable']);
    await upstream.close();
  });
});
