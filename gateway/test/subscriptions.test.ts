// graphql-ws on the gateway's /graphql: authentication on connection_init, subscriptions only,
// errors carrying the extensions.code of the HTTP path, the caps on subscriptions, and upgrades on
// other paths let go of.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openPeer, type Peer, type PeerMessage } from './graphql-ws-peer.js';
import { sharedStack } from './helpers.js';

/** Opens a graphql-transport-ws connection, sends connection_init, and answers how it ended. */
function handshake(
  url: string,
  payload: Record<string, unknown> | undefined,
  headers: Record<string, string> = {},
) {
  return new Promise<{ ack: boolean; code?: number }>((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'connection_ack') {
        socket.close(1000);
        resolve({ ack: true });
      }
    });
    socket.on('close', (code) => resolve({ ack: false, code }));
    socket.on('error', reject);
  });
}

/** Opens an authenticated connection, subscribes with `query`, and answers the first reply to it. */
function operate(url: string, token: string, query: string) {
  return new Promise<{ type: string; payload: unknown }>((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string; payload: unknown };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query } }));
      } else if (message.id === '1') {
        socket.close(1000);
        resolve({ type: message.type, payload: message.payload });
      }
    });
    socket.on('close', (code) => reject(new Error(`closed with ${code} before answering`)));
    socket.on('error', reject);
  });
}

describe('graphql-ws', () => {
  // Low limits, so that small documents cross them.
  const stack = sharedStack({ gateway: { limits: { maxDepth: 3, maxAliases: 1, maxCost: 10 } } });

  it('acknowledges a connection authenticated by connectionParams.authorization', async () => {
    expect(await handshake(stack.wsUrl, { authorization: `Bearer ${stack.token}` })).toEqual({ ack: true });
  });

  it('acknowledges a connection authenticated by the session cookie', async () => {
    expect(await handshake(stack.wsUrl, undefined, { cookie: stack.cookie })).toEqual({ ack: true });
  });

  it('refuses a connection without a session or with an invalid token (4403)', async () => {
    expect(await handshake(stack.wsUrl, {})).toEqual({ ack: false, code: 4403 });
    expect(await handshake(stack.wsUrl, { authorization: 'Bearer not-a-token' })).toEqual({
      ack: false,
      code: 4403,
    });
  });

  it('refuses queries and mutations (they go over HTTP, with CSRF prevention and limits)', async () => {
    const before = stack.restCalls();
    for (const query of ['{ products { totalCount } }', 'mutation { deleteProduct(id: "1") }']) {
      const reply = await operate(stack.wsUrl, stack.token, query);
      expect(reply.type).toBe('error');
      expect(JSON.stringify(reply.payload)).toContain('Only subscriptions are served over graphql-ws');
    }
    // Only the two connection_init checks reached the REST API.
    expect(stack.restCalls() - before).toBe(2);
  });

  it('answers a syntax error as an error message, without closing the socket', async () => {
    const reply = await operate(stack.wsUrl, stack.token, 'subscription {');
    expect(reply.type).toBe('error');
    expect(JSON.stringify(reply.payload)).toMatch(/Syntax Error/);
  });

  it('lets go at once of an upgrade on any other path', async () => {
    for (const path of ['/other', '/', '/graphql/x', '/healthz', '/hub']) {
      // A socket left open would hang here until the test times out.
      await expect(handshake(stack.wsUrl.replace(/\/graphql$/, path), {}), path).rejects.toThrow(
        /socket hang up/,
      );
    }
  });

  const createTrial = (firstName: string) =>
    stack.query('mutation ($input: TrialRequestInput!) { createTrialRequest(input: $input) { id } }', {
      input: {
        productId: '1',
        firstName,
        lastName: 'Tester',
        email: 'tester@example.org',
        company: 'Testers',
        subject: 'A trial',
      },
    });

  /** The errors of a document over HTTP. */
  const overHttp = async (body: Record<string, unknown>) => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token}` },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { errors?: unknown[] }).errors;
  };
  /** The errors of a subscription over graphql-ws: its error message, or its first result's errors. */
  const withoutLocations = (errors: unknown) =>
    (errors as Record<string, unknown>[]).map(({ locations: _locations, ...rest }) => rest);
  const overWs = async ({ query, ...rest }: { query: string } & Record<string, unknown>) => {
    const peer = await openPeer(stack.wsUrl, stack.token);
    try {
      peer.subscribe('1', query, rest);
      await expect.poll(() => peer.messages('1').length).toBeGreaterThan(0);
      const [first] = peer.messages('1') as [PeerMessage];
      return first.type === 'error' ? first.payload : (first.payload as { errors?: unknown[] }).errors;
    } finally {
      await peer.close();
    }
  };

  it('answers errors with the extensions.code of the HTTP path, word for word', async () => {
    const documents = [
      { query: 'subscription {' },
      { query: 'subscription { nope }' },
      { query: 'subscription { trialRequestCreated { order { product { name } } } }' },
      { query: 'subscription { a: counters { b: pendingOrders } }' },
      {
        query:
          'subscription { trialRequestCreated { id firstName lastName email company subject content productId productName status state } }',
      },
      { query: 'subscription A { counters { pendingOrders } }', operationName: 'B' },
      { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
    ];
    for (const document of documents) {
      const http = await overHttp(document);
      expect(http, document.query).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: expect.any(String) }) }),
      ]);
      expect(await overWs(document), document.query).toEqual(http);
    }
    // A subscription's variables are refused as a query's are over HTTP.
    const variables = await overWs({
      query: 'subscription ($b: Boolean!) { counters { pendingOrders @include(if: $b) } }',
    });
    expect(variables).toEqual([
      expect.objectContaining({ message: 'Variable "$b" of required type "Boolean!" was not provided.' }),
    ]);
    expect(withoutLocations(variables)).toEqual(
      withoutLocations(
        await overHttp({ query: 'query ($b: Boolean!) { counters { pendingOrders @include(if: $b) } }' }),
      ),
    );
    expect(variables).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
  });

  it('validates fragments that each spread the previous one twice without walking their 2^60 paths', async () => {
    // The depth limit once walked each path, so one such document held the gateway for good.
    const fragments = Array.from(
      { length: 60 },
      (_, i) => `fragment F${i + 1} on Subscription { ...F${i} ...F${i} }`,
    );
    const peer = await openPeer(stack.wsUrl, stack.token);
    try {
      peer.subscribe(
        '1',
        `subscription { ...F60 } fragment F0 on Subscription { counters { pendingOrders } }
        ${fragments.join(' ')}`,
      );
      await expect.poll(() => peer.messages('1').length).toBeGreaterThan(0);
      expect(peer.messages('1')[0]).toMatchObject({
        type: 'next',
        payload: { data: { counters: { pendingOrders: expect.any(Number) } } },
      });
    } finally {
      await peer.close();
    }
  });

  it('caps subscriptions at 20 a connection and 50 a session, refusing more with RATE_LIMITED', async () => {
    const peers = await Promise.all([0, 1, 2].map(() => openPeer(stack.wsUrl, stack.token)));
    const [first, second, third] = peers as [Peer, Peer, Peer];
    try {
      const query = 'subscription { trialRequestCreated { firstName } }';
      const refusal = (id: string) => [
        { type: 'error', id, payload: [expect.objectContaining({ extensions: { code: 'RATE_LIMITED' } })] },
      ];
      for (let id = 0; id <= 20; id += 1) first.subscribe(String(id), query);
      await expect.poll(() => first.messages('20')).toEqual(refusal('20'));
      // 31 more on two other connections: one is beyond the session's 50, whichever arrives last.
      const others = [
        ...Array.from({ length: 20 }, (_, id) => [second, `s${id}`] as const),
        ...Array.from({ length: 11 }, (_, id) => [third, `t${id}`] as const),
      ];
      for (const [peer, id] of others) peer.subscribe(id, query);
      const refused = () => others.filter(([peer, id]) => peer.messages(id).length > 0);
      await expect.poll(() => refused().length).toBe(1);
      const [[peer, id]] = refused() as [(typeof others)[number]];
      expect(peer.messages(id)).toEqual(refusal(id));
      expect(JSON.stringify(peer.messages(id))).toContain('at most 50 for one session');
      // The 50 others live: each hears the next trial request once the hub connections are up.
      const live = [
        ...Array.from({ length: 20 }, (_, index) => [first, String(index)] as const),
        ...others.filter(([other, otherId]) => other !== peer || otherId !== id),
      ];
      const started = Date.now();
      const deaf = () => live.filter(([peer, id]) => peer.messages(id).length === 0);
      for (let sent = 0; deaf().length > 0 && Date.now() - started < 10_000; sent += 1) {
        await createTrial(`Capped${sent}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(deaf()).toEqual([]);
      expect(live.every(([peer, id]) => peer.messages(id).every((message) => message.type === 'next'))).toBe(
        true,
      );
      // A connection's closed subscriptions make room again.
      first.complete('0');
      first.subscribe('again', query);
      await expect
        .poll(async () => {
          await createTrial('Again');
          return first.messages('again').map((message) => message.type);
        })
        .toContain('next');
    } finally {
      await Promise.all(peers.map((peer) => peer.close()));
    }
  });
});
