// The SignalR hub over real HTTP and WebSockets, with the official @microsoft/signalr client:
// negotiation and handshake, broadcasts of committed events (NewOrder, NewRequestTrial) to every
// token (read-only ones too), refused client invocations, the message size cap, 404 on other
// upgrade paths, keep-alive pings, a refused bad token, the close of connections whose session
// ended, and automatic reconnection across a restart of licensing-api; and the pruning of its outbox.
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HUB_EVENTS } from '@licensing/domain';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  eventsAfter,
  HUB_EVENT_RETENTION_HOURS,
  lastEventId,
  pruneHubEvents,
  raiseEvent,
} from '../src/hub/events.js';
import { type RunningLicensingApi, startLicensingApi } from '../src/index.js';
import { hashToken } from '../src/lib/tokens.js';
import { demoAdminTokenAt, drivers, suiteTestApp, TEST_SCRYPT_N } from './helpers.js';

const SEPARATOR = '\u001e';

const connect = (url: string, token: string): HubConnection =>
  new HubConnectionBuilder()
    .withUrl(`${url}/hub`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect([0, 250, 500, 1000, 1000, 1000, 2000, 2000, 2000])
    .configureLogging(LogLevel.None)
    .build();

/** The next `count` calls of `target` on the connection. */
const received = (connection: HubConnection, target: string, count = 1) =>
  new Promise<unknown[][]>((resolve) => {
    const calls: unknown[][] = [];
    const handler = (...args: unknown[]) => {
      calls.push(args);
      if (calls.length === count) {
        connection.off(target, handler);
        resolve(calls);
      }
    };
    connection.on(target, handler);
  });

describe('the SignalR hub', () => {
  let dataDir: string;
  let api: RunningLicensingApi;
  let token: string;
  const options = () => ({
    port: 0,
    dataDir,
    databaseUrl: '',
    scryptN: TEST_SCRYPT_N,
    hubKeepAliveMs: 300,
    hubClientTimeoutMs: 5_000,
    publicWebUrl: 'http://web.example',
  });
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'licensing-hub-'));
    api = await startLicensingApi(options());
    token = await demoAdminTokenAt(api.url);
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const createTrial = (firstName: string) =>
    fetch(`${api.url}/api/RequestTrialEmail/CreateRequestTrialEmail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ProductID: 1,
        FirstName: firstName,
        LastName: 'Tester',
        Email: `${firstName.toLowerCase()}@example.org`,
        Company: 'Testers',
        Subject: 'Trial please',
      }),
    });

  it('connects the official client, and refuses client invocations: an error to the caller, nothing to anyone', async () => {
    const [first, second] = [connect(api.url, token), connect(api.url, token)];
    await first.start();
    await second.start();
    try {
      expect(first.state).toBe(HubConnectionState.Connected);
      const broadcasts: unknown[][] = [];
      second.on('broadcastMessage', (...args: unknown[]) => broadcasts.push(args));
      await expect(first.invoke('Send', 'Ada', 'hello')).rejects.toThrow(/Unknown hub method 'Send'/);
      await expect(first.invoke('broadcastMessage', 'Alan', 'hi')).rejects.toThrow(
        /Unknown hub method 'broadcastMessage'/,
      );
      await first.send('Send', 'Grace', 'no answer expected');
      await expect(first.invoke('Nope')).rejects.toThrow(/Unknown hub method 'Nope'/);
      // An event sent after them reaches `second` after anything they could have made it send.
      const trials = received(second, 'NewRequestTrial');
      await createTrial('Barbara');
      await trials;
      expect(broadcasts).toEqual([]);
      expect(first.state).toBe(HubConnectionState.Connected);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('broadcasts NewOrder and NewRequestTrial once their transaction commits', async () => {
    const connection = connect(api.url, token);
    await connection.start();
    try {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const orders = received(connection, 'NewOrder');
      const pending = (await (
        await fetch(`${api.url}/api/CustomerRequest/GetCustomerRequests?Count=1`, { headers })
      ).json()) as { Data: Record<string, unknown>[] };
      const created = await fetch(`${api.url}/api/CustomerRequest/CreateCustomerRequest`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...pending.Data[0], TotalPrice: null, OrderDetails: [] }),
      });
      const orderId = (await created.json()) as number;
      const [[order]] = (await orders) as [[{ Id: number; OrderNumber: string }]];
      expect(order.Id).toBe(orderId);
      expect(order.OrderNumber).toMatch(/^ORD-\d+$/);

      // A refused create raises nothing; the next good one arrives alone.
      const trials = received(connection, 'NewRequestTrial');
      const refused = await fetch(`${api.url}/api/RequestTrialEmail/CreateRequestTrialEmail`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ProductID: 1, FirstName: 'X' }),
      });
      expect(refused.status).toBe(400);
      const trial = await fetch(`${api.url}/api/RequestTrialEmail/CreateRequestTrialEmail`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          ProductID: 1,
          FirstName: 'Grace',
          LastName: 'Hopper',
          Email: 'grace@example.org',
          Company: 'Navy',
          Subject: 'Trial please',
        }),
      });
      const [[event]] = (await trials) as [[{ Id: number }]];
      expect(event.Id).toBe(await trial.json());
    } finally {
      await connection.stop();
    }
  });

  const negotiated = async () =>
    (await (
      await fetch(`${api.url}/hub/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { connectionToken: string };

  it('speaks the protocol to a plain WebSocket: handshake, pings, a refused protocol, 404 and 401', async () => {
    const negotiate = await fetch(`${api.url}/hub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { connectionToken, availableTransports } = (await negotiate.json()) as {
      connectionToken: string;
      availableTransports: { transport: string }[];
    };
    expect(availableTransports.map((t) => t.transport)).toEqual(['WebSockets']);
    const socket = new WebSocket(
      `${api.url.replace('http', 'ws')}/hub?id=${connectionToken}&access_token=${token}`,
    );
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(...data.toString().split(SEPARATOR).filter(Boolean)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(`{"protocol":"json","version":1}${SEPARATOR}`);
    await expect.poll(() => frames.length).toBeGreaterThanOrEqual(2);
    expect(frames[0]).toBe('{}');
    expect(JSON.parse(frames[1]!)).toEqual({ type: 6 });
    socket.close();

    const wrong = await negotiated();
    const refusing = new WebSocket(
      `${api.url.replace('http', 'ws')}/hub?id=${wrong.connectionToken}&access_token=${token}`,
    );
    const answer = await new Promise<string>((resolve) => {
      refusing.once('open', () => refusing.send(`{"protocol":"messagepack","version":1}${SEPARATOR}`));
      refusing.once('message', (data) => resolve(data.toString()));
    });
    expect(JSON.parse(answer.replace(SEPARATOR, ''))).toMatchObject({
      error: expect.stringMatching(/not supported/),
    });

    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const probe = new WebSocket(url);
        probe.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        probe.once('error', () => {});
      });
    expect(await status(`${api.url.replace('http', 'ws')}/hub?id=unknown&access_token=${token}`)).toBe(404);
    const unused = await negotiated();
    expect(
      await status(`${api.url.replace('http', 'ws')}/hub?id=${unused.connectionToken}&access_token=bad`),
    ).toBe(401);
  });

  it('refuses a bad token at negotiation', async () => {
    const connection = connect(api.url, 'not-a-token');
    await expect(connection.start()).rejects.toThrow(/401/);
  });

  /** A plain WebSocket, negotiated and past the handshake, with the frames it receives and its close code. */
  const handshaken = async () => {
    const { connectionToken } = await negotiated();
    const socket = new WebSocket(
      `${api.url.replace('http', 'ws')}/hub?id=${connectionToken}&access_token=${token}`,
    );
    const frames: string[] = [];
    let closedWith: number | undefined;
    socket.on('message', (data) => frames.push(...data.toString().split(SEPARATOR).filter(Boolean)));
    socket.on('close', (code) => {
      closedWith = code;
    });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(`{"protocol":"json","version":1}${SEPARATOR}`);
    await expect.poll(() => frames[0]).toBe('{}');
    return { socket, frames, closedWith: () => closedWith };
  };

  it('closes a connection that sends a WebSocket message over 32 KiB (1009), and relays none of it', async () => {
    const listener = connect(api.url, token);
    await listener.start();
    try {
      const broadcasts: unknown[][] = [];
      listener.on('broadcastMessage', (...args: unknown[]) => broadcasts.push(args));
      const peer = await handshaken();
      const big = JSON.stringify({ type: 1, target: 'Send', arguments: ['x'.repeat(64 * 1024)] });
      peer.socket.send(big + SEPARATOR);
      await expect.poll(peer.closedWith, { timeout: 5_000 }).toBe(1009);
      expect(broadcasts).toEqual([]);
      expect(listener.state).toBe(HubConnectionState.Connected);
    } finally {
      await listener.stop();
    }
  });

  it('closes, with a Close message, a connection whose text awaits its separator past 32 KiB', async () => {
    const peer = await handshaken();
    // Small WebSocket messages, none ending a hub message: the hub must not keep buffering them.
    for (let sent = 0; sent < 8; sent += 1) peer.socket.send(`"${'y'.repeat(8 * 1024)}`);
    await expect.poll(peer.closedWith, { timeout: 5_000 }).toBeDefined();
    const close = JSON.parse(peer.frames.at(-1)!) as { type: number; error?: string };
    expect(close).toMatchObject({ type: 7, error: expect.stringMatching(/maximum message size/) });
  });

  it('closes a connection whose message is not a JSON object, and lives on', async () => {
    const peer = await handshaken();
    peer.socket.send(`null${SEPARATOR}`);
    await expect.poll(peer.closedWith, { timeout: 5_000 }).toBeDefined();
    expect(JSON.parse(peer.frames.at(-1)!)).toMatchObject({ type: 7, error: expect.any(String) });
    // Before the handshake too.
    const { connectionToken } = await negotiated();
    const early = new WebSocket(
      `${api.url.replace('http', 'ws')}/hub?id=${connectionToken}&access_token=${token}`,
    );
    early.on('open', () => early.send(`7${SEPARATOR}`));
    await new Promise((resolve) => early.once('close', resolve));
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });

  it('answers a WebSocket upgrade on any other path with 404 and closes the socket', async () => {
    const { port } = new URL(api.url);
    const upgrade = (path: string) =>
      new Promise<string>((resolve) => {
        const socket = createConnection({ host: '127.0.0.1', port: Number(port) });
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', () => {});
        // A bounded wait: a socket left open answers '' and fails the test.
        socket.setTimeout(5_000, () => socket.destroy());
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
            `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
            `Authorization: Bearer ${token}\r\n\r\n`,
        );
      });
    for (const path of ['/', '/api/Product/GetProducts', '/hub/negotiate', '/hubs', '/openapi.json']) {
      expect(await upgrade(path), path).toMatch(/^HTTP\/1\.1 404 /);
    }
  });

  /** An official client that records how it ended, and whether it tried to reconnect. */
  const watched = async (bearer: string) => {
    const connection = connect(api.url, bearer);
    const seen: { closed?: Error; reconnecting: boolean } = { reconnecting: false };
    connection.onclose((error) => {
      seen.closed = error ?? new Error('closed without an error');
    });
    connection.onreconnecting(() => {
      seen.reconnecting = true;
    });
    await connection.start();
    return { connection, seen };
  };

  const apiToken = async (scope: 'read' | 'write') => {
    const response = await fetch(`${api.url}/api/Account/CreateApiToken`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Name: `hub ${scope} ${Math.random()}`, Scope: scope, ExpiresInDays: 1 }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { Id: string; Token: string };
  };

  it('closes within a second the connections of a session that ended, wherever it ended', async () => {
    const staffToken = async () => {
      const response = await fetch(`${api.url}/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: 'staff@example.com',
          password: 'Staff#2026',
          grant_type: 'password',
        }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const revocable = await apiToken('read');
    const cases: { name: string; bearer: string; end: () => Promise<unknown> }[] = [];
    const signedOut = await demoAdminTokenAt(api.url);
    cases.push({
      name: 'signed out',
      bearer: signedOut,
      end: () =>
        fetch(`${api.url}/api/Account/Logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${signedOut}` },
        }),
    });
    cases.push({
      name: 'API token revoked',
      bearer: revocable.Token,
      end: () =>
        fetch(`${api.url}/api/Account/RevokeApiToken/${revocable.Id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        }),
    });
    // Straight in the database, as another replica (or time) would end them: no signal reaches the hub.
    const expiring = await demoAdminTokenAt(api.url);
    cases.push({
      name: 'expired',
      bearer: expiring,
      end: () =>
        api.db
          .updateTable('sessions')
          .set({ expires_at: sql<Date>`now()` })
          .where('token_hash', '=', hashToken(expiring))
          .execute(),
    });
    const staff = await staffToken();
    cases.push({
      name: 'user made inactive',
      bearer: staff,
      end: () =>
        api.db
          .updateTable('users')
          .set({ is_active: false })
          .where('email', '=', 'staff@example.com')
          .execute(),
    });

    const open = await Promise.all(cases.map(async (each) => ({ ...each, ...(await watched(each.bearer)) })));
    const bystander = await watched(token);
    try {
      for (const each of open) await each.end();
      for (const each of open) {
        await expect
          .poll(() => each.seen.closed?.message, { timeout: 5_000, message: each.name })
          .toMatch(/session has ended/);
        expect(each.seen.reconnecting, each.name).toBe(false);
        expect(each.connection.state, each.name).toBe(HubConnectionState.Disconnected);
      }
      expect(bystander.connection.state).toBe(HubConnectionState.Connected);
    } finally {
      await api.db
        .updateTable('users')
        .set({ is_active: true })
        .where('email', '=', 'staff@example.com')
        .execute();
      await Promise.all([...open, bystander].map(({ connection }) => connection.stop()));
    }
  });

  it('resumes a client after the EventId it last heard: what it missed, once and in order, then what comes', async () => {
    const first = connect(api.url, token);
    await first.start();
    const heard = received(first, 'NewRequestTrial');
    await createTrial('Before');
    const [[last]] = (await heard) as [[{ EventId: number }]];
    await first.stop();
    const missed = [await (await createTrial('Missed')).json(), await (await createTrial('Also')).json()];
    const resumed = new HubConnectionBuilder()
      .withUrl(`${api.url}/hub?lastEventId=${last.EventId}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const calls = received(resumed, 'NewRequestTrial', 3);
    await resumed.start();
    try {
      const next = await (await createTrial('Next')).json();
      const events = (await calls).map(([event]) => event as { Id: number; EventId: number });
      expect(events.map((event) => event.Id)).toEqual([...missed, next]);
      expect(events.every((event, index) => index === 0 || event.EventId > events[index - 1]!.EventId)).toBe(
        true,
      );
    } finally {
      await resumed.stop();
    }
  });

  it('refuses a lastEventId that is not a number', async () => {
    const { connectionToken } = await negotiated();
    const socket = new WebSocket(
      `${api.url.replace('http', 'ws')}/hub?id=${connectionToken}&lastEventId=1e3`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const status = await new Promise((resolve) =>
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(400);
  });

  it('sends its events to a read-only integrator token', async () => {
    const reader = connect(api.url, (await apiToken('read')).Token);
    await reader.start();
    try {
      const trials = received(reader, 'NewRequestTrial');
      const created = await createTrial('Reader');
      const [[event]] = (await trials) as [[{ Id: number }]];
      expect(event.Id).toBe(await created.json());
    } finally {
      await reader.stop();
    }
  });

  it('is reconnected to automatically after licensing-api restarts, and hears events again', async () => {
    const connection = connect(api.url, token);
    await connection.start();
    const port = new URL(api.url).port;
    const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));
    await api.close();
    api = await startLicensingApi({ ...options(), port: Number(port) });
    token = await demoAdminTokenAt(api.url);
    // The client keeps its old token: still valid, the sessions live in the database.
    await reconnected;
    try {
      const trials = received(connection, 'NewRequestTrial');
      await fetch(`${api.url}/api/RequestTrialEmail/CreateRequestTrialEmail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ProductID: 1,
          FirstName: 'Alan',
          LastName: 'Turing',
          Email: 'alan@example.org',
          Company: 'Bletchley',
          Subject: 'Trial',
        }),
      });
      expect((await trials).length).toBe(1);
    } finally {
      await connection.stop();
    }
  }, 30_000);
});

describe.each(drivers)('the hub events outbox ($name)', (driver) => {
  const { t } = suiteTestApp(driver);

  it('prunes events raised longer ago than the retention, and keeps the recent ones', async () => {
    const raised = (hoursAgo: number, name: string) =>
      t.db
        .insertInto('hub_events')
        .values({
          name,
          payload: '{}',
          created_at: sql<Date>`now() - make_interval(hours => ${hoursAgo})`,
        })
        .execute();
    await raised(HUB_EVENT_RETENTION_HOURS + 1, 'OldOrder');
    await raised(HUB_EVENT_RETENTION_HOURS - 1, 'RecentOrder');
    expect(await pruneHubEvents(t.db)).toBe(1);
    const left = await t.db.selectFrom('hub_events').select('name').execute();
    expect(left.map((event) => event.name)).toContain('RecentOrder');
    expect(left.map((event) => event.name)).not.toContain('OldOrder');
  });
});

// Serial ids are handed out before commit: an event raised by a transaction that commits after a
// later one's must not be skipped by a dispatcher that has read past it. Two transactions at once
// need a server (PGlite has one connection).
describe.runIf(process.env.TEST_DATABASE_URL)('the hub events order (postgres)', () => {
  const { t } = suiteTestApp(drivers[1]!);

  it('orders events as their transactions commit, so a reader past one misses none committed later', async () => {
    const start = await lastEventId(t.db);
    const slow = await t.db.startTransaction().execute();
    await raiseEvent(slow, HUB_EVENTS.newOrder, { Id: 1 });
    // Raised later, committed first: it waits for nothing of the slow one's.
    await t.db.transaction().execute((quick) => raiseEvent(quick, HUB_EVENTS.newOrder, { Id: 2 }));
    const seen = await eventsAfter(t.db, start, 10);
    expect(seen.map((event) => JSON.parse(event.payload).Id)).toEqual([2]);
    await slow.commit().execute();
    const after = await eventsAfter(t.db, seen[0]!.id, 10);
    expect(after.map((event) => JSON.parse(event.payload).Id)).toEqual([1]);
  });
});
