// Subscriptions relaying licensing-api's SignalR hub (the user's design card): events reach a
// graphql-ws client, read-only tokens included, the counters follow them, and a restart of
// licensing-api (its hub with it) is survived: subscribers hear what was raised meanwhile, once each.
// One hub connection serves each session token, let go as soon as its last subscription ends; a
// session that ends, or that the hub refuses, ends its subscriptions with an error and its sockets.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY, type RunningLicensingApi, startLicensingApi } from '@licensing/api';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freshPostgresDatabase } from '../../scripts/stack.mjs';
import { type Gateway, startGateway } from '../src/index.js';
import { openPeer, type Peer } from './graphql-ws-peer.js';
import { ADMIN, gql, STAFF, signIn } from './helpers.js';

type Counters = { pendingTrialRequests: number; pendingOrders: number };

/** Collects a subscription's values as they come. */
function collect<T>(client: Client, query: string) {
  const values: T[] = [];
  const stop = client.subscribe<T>(
    { query },
    { next: (result) => void (result.data && values.push(result.data)), error: () => {}, complete: () => {} },
  );
  return { values, stop };
}

describe('hub events as subscriptions', () => {
  let dataDir: string;
  let api: RunningLicensingApi;
  let gateway: Gateway;
  let token: string;
  let client: Client;
  const apiOptions = () => ({ port: 0, dataDir, databaseUrl: '', scryptN: 2 ** 10, logger: false });
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gateway-hub-'));
    api = await startLicensingApi(apiOptions());
    gateway = await startGateway({ port: 0, licensingApiUrl: api.url, webDistDir: '/nonexistent' });
    token = (await signIn(gateway.url, ADMIN)).token;
    client = createClient({
      url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
    });
  });
  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const createTrial = (firstName: string) =>
    gql<{ createTrialRequest: { id: string } }>(
      gateway.url,
      `mutation ($input: TrialRequestInput!) { createTrialRequest(input: $input) { id } }`,
      {
        input: {
          productId: '1',
          firstName,
          lastName: 'Tester',
          email: `${firstName.toLowerCase()}@example.org`,
          company: 'Testers',
          subject: 'A trial',
        },
      },
      { token },
    );

  it('relays a new trial request and moves the counters', async () => {
    const trials = collect<{ trialRequestCreated: { firstName: string; productName: string } }>(
      client,
      'subscription { trialRequestCreated { firstName productName } }',
    );
    const counters = collect<{ counters: Counters }>(
      client,
      'subscription { counters { pendingTrialRequests pendingOrders } }',
    );
    await expect.poll(() => counters.values.length).toBe(1);
    const before = counters.values[0]!.counters;
    // The hub connections of the two subscriptions take a moment.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await createTrial('Ada')).errors).toBeUndefined();
    await expect
      .poll(() => trials.values.map((value) => value.trialRequestCreated.firstName))
      .toEqual(['Ada']);
    await expect
      .poll(() => counters.values.at(-1)?.counters.pendingTrialRequests)
      .toBe(before.pendingTrialRequests + 1);
    trials.stop();
    counters.stop();
  });

  const wsUrl = () => `${gateway.url.replace(/^http/, 'ws')}/graphql`;
  /** The hub's open connections (licensing-api's app is typed without its plugins' decorations). */
  const hubConnections = () => (api.app as unknown as { hub: { connections(): number } }).hub.connections();
  const SUBSCRIPTIONS = [
    'subscription { trialRequestCreated { id } }',
    'subscription { orderCreated { id } }',
    'subscription { counters { pendingOrders } }',
  ];
  /** Creates trial requests until every subscription `ids` of each peer has heard one (10 s at most). */
  const untilHeard = async (listening: [Peer, string[]][]) => {
    const started = Date.now();
    const deaf = () => listening.some(([peer, ids]) => ids.some((id) => peer.messages(id).length === 0));
    for (let sent = 0; deaf() && Date.now() - started < 10_000; sent += 1) {
      await createTrial(`Heard${sent}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(deaf()).toBe(false);
  };

  it('shares one hub connection per session token, let go at once at unsubscribe and at socket close', async () => {
    await expect.poll(hubConnections).toBe(0);
    const other = (await signIn(gateway.url, ADMIN)).token;
    const [first, second, third] = await Promise.all([
      openPeer(wsUrl(), token),
      openPeer(wsUrl(), token),
      openPeer(wsUrl(), other),
    ]);
    try {
      const firstIds = ['a0', 'a0+', 'a1', 'a1+', 'a2', 'a2+'];
      for (const id of firstIds) first.subscribe(id, SUBSCRIPTIONS[Number(id[1])]!);
      for (const [index, query] of SUBSCRIPTIONS.entries()) second.subscribe(`b${index}`, query);
      third.subscribe('c0', SUBSCRIPTIONS[0]!);
      await untilHeard([
        [first, ['a0', 'a0+']],
        [second, ['b0']],
        [third, ['c0']],
      ]);
      expect(hubConnections()).toBe(2);

      for (const id of firstIds) first.complete(id);
      const heard = second.messages('b0').length;
      await createTrial('StillHeard');
      await expect.poll(() => second.messages('b0').length).toBe(heard + 1);
      expect(hubConnections()).toBe(2);
      await second.close();
      await expect.poll(hubConnections, { timeout: 3_000 }).toBe(1);
      third.complete('c0');
      await expect.poll(hubConnections, { timeout: 3_000 }).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close(), third.close()]);
    }
  });

  const apiToken = async (scope: 'read' | 'write') => {
    const made = await gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      gateway.url,
      'mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }',
      { input: { name: `relay ${scope} ${Math.random()}`, scope, expiresInDays: 1 } },
      { token },
    );
    expect(made.errors).toBeUndefined();
    return made.data!.createApiToken;
  };

  const createOrder = async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const pending = (await (
      await fetch(`${api.url}/api/CustomerRequest/GetCustomerRequests?Count=1`, { headers })
    ).json()) as { Data: Record<string, unknown>[] };
    const created = await fetch(`${api.url}/api/CustomerRequest/CreateCustomerRequest`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...pending.Data[0], TotalPrice: null, OrderDetails: [] }),
    });
    expect(created.status).toBe(200);
    return String(await created.json());
  };

  it('relays trialRequestCreated and orderCreated to a read-only integrator token', async () => {
    const reader = await openPeer(wsUrl(), (await apiToken('read')).token);
    try {
      reader.subscribe('trials', 'subscription { trialRequestCreated { id firstName } }');
      reader.subscribe('orders', 'subscription { orderCreated { id } }');
      await untilHeard([[reader, ['trials']]]);
      const orderId = await createOrder();
      await expect
        .poll(() =>
          reader
            .messages('orders')
            .map((message) => JSON.stringify((message.payload as { data?: unknown }).data)),
        )
        .toContainEqual(JSON.stringify({ orderCreated: { id: orderId } }));
      for (const message of reader.messages('trials')) {
        expect(message, JSON.stringify(message)).toMatchObject({
          type: 'next',
          payload: { data: { trialRequestCreated: { firstName: expect.stringMatching(/Heard/) } } },
        });
      }
    } finally {
      await reader.close();
    }
  });

  it('ends within a second the subscriptions of a session that ended, and closes its sockets with 4401', async () => {
    await expect.poll(hubConnections).toBe(0);
    const signedIn = (await signIn(gateway.url, ADMIN)).token;
    const reader = await apiToken('read');
    const cases = [
      {
        name: 'signed out',
        bearer: signedIn,
        end: () => gql(gateway.url, 'mutation { signOut }', {}, { token: signedIn }),
      },
      {
        name: 'API token revoked',
        bearer: reader.token,
        end: () =>
          gql(
            gateway.url,
            'mutation ($id: ID!) { revokeApiToken(id: $id) }',
            { id: reader.apiToken.id },
            { token },
          ),
      },
    ];
    for (const { name, bearer, end } of cases) {
      let closedWith: number | undefined;
      const errors: unknown[] = [];
      const values: unknown[] = [];
      const official = createClient({
        url: wsUrl(),
        webSocketImpl: WebSocket,
        lazy: false,
        onNonLazyError: () => {}, // the 4401 close, awaited below
        connectionParams: { authorization: `Bearer ${bearer}` },
        on: {
          closed: (event) => {
            closedWith = (event as { code: number }).code;
          },
        },
      });
      const peer = await openPeer(wsUrl(), bearer);
      try {
        official.subscribe(
          { query: 'subscription { counters { pendingOrders } }' },
          { next: (value) => values.push(value), error: (error) => errors.push(error), complete: () => {} },
        );
        peer.subscribe('1', SUBSCRIPTIONS[0]!);
        peer.subscribe('2', SUBSCRIPTIONS[1]!);
        await expect.poll(() => values.length, { message: name }).toBe(1);
        await expect.poll(hubConnections, { timeout: 5_000, message: name }).toBe(1);

        expect((await end()).errors, name).toBeUndefined();
        await expect.poll(() => closedWith, { timeout: 5_000, message: name }).toBe(4401);
        await expect.poll(() => peer.closed()?.code, { timeout: 5_000, message: name }).toBe(4401);
        expect(errors, name).toEqual([
          [expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })],
        ]);
        for (const id of ['1', '2']) {
          expect(peer.messages(id), name).toEqual([
            {
              type: 'error',
              id,
              payload: [expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })],
            },
          ]);
        }
        expect(hubConnections(), name).toBe(0);
      } finally {
        await official.dispose();
        await peer.close();
      }
    }
  });

  it('ends with an error, instead of retrying, a subscription the hub refuses: 401 and 403', async () => {
    // Signed out after connecting: the socket is open, the hub's negotiation answers 401.
    const signedOut = (await signIn(gateway.url, ADMIN)).token;
    const late = await openPeer(wsUrl(), signedOut);
    await fetch(`${api.url}/api/Account/Logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedOut}` },
    });
    late.subscribe('1', SUBSCRIPTIONS[2]!);
    await expect.poll(() => late.closed()?.code, { timeout: 5_000 }).toBe(4401);
    expect(late.messages('1').at(-1)).toMatchObject({
      type: 'error',
      payload: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });

    // A user who must change a mailed password may read who they are, not hear the hub (403).
    const staff = (await signIn(gateway.url, STAFF)).token;
    const mustChange = (value: boolean) =>
      api.db
        .updateTable('users')
        .set({ must_change_password: value })
        .where('email', '=', STAFF.email)
        .execute();
    await mustChange(true);
    try {
      const refused = await openPeer(wsUrl(), staff);
      refused.subscribe('1', SUBSCRIPTIONS[0]!);
      await expect.poll(() => refused.closed()?.code, { timeout: 5_000 }).toBe(4403);
      expect(refused.messages('1')).toEqual([
        { type: 'error', id: '1', payload: [expect.objectContaining({ extensions: { code: 'FORBIDDEN' } })] },
      ]);
    } finally {
      await mustChange(false);
    }
    await expect.poll(hubConnections).toBe(0);
  });

  it('resumes a subscription after the eventId it last heard: the missed ones first, none twice', async () => {
    type Heard = { firstName: string; eventId: number };
    const heard: Heard[] = [];
    const listen = (afterEventId?: number) =>
      client.subscribe<{ trialRequestCreated: { firstName: string } }>(
        {
          query: 'subscription ($after: ID) { trialRequestCreated(afterEventId: $after) { firstName } }',
          variables: { after: afterEventId === undefined ? null : String(afterEventId) },
        },
        {
          next: ({ data, extensions }) =>
            void (
              data &&
              heard.push({
                firstName: data.trialRequestCreated.firstName,
                eventId: Number((extensions as { eventId?: number } | undefined)?.eventId),
              })
            ),
          error: () => {},
          complete: () => {},
        },
      );
    const stop = listen();
    let first = 0;
    await expect
      .poll(async () => {
        if (heard.length === 0) await createTrial(`First${first++}`);
        return heard.length;
      })
      .toBeGreaterThan(0);
    stop();
    const last = heard.at(-1)!;
    for (const name of ['Away', 'Gone']) expect((await createTrial(name)).errors).toBeUndefined();
    heard.length = 0;
    const stopAgain = listen(last.eventId);
    await createTrial('Back');
    await expect.poll(() => heard.at(-1)?.firstName).toBe('Back');
    stopAgain();
    // A First raised after the one heard last comes back too: it was missed as well.
    expect(heard.map((event) => event.firstName).filter((name) => !name.startsWith('First'))).toEqual([
      'Away',
      'Gone',
      'Back',
    ]);
    expect(heard[0]!.eventId).toBeGreaterThan(last.eventId);
    expect(heard.every((event, index) => index === 0 || event.eventId > heard[index - 1]!.eventId)).toBe(
      true,
    );
  });

  it('refuses an afterEventId that is not an id', async () => {
    const errors = await new Promise<unknown>((resolve) =>
      client.subscribe(
        { query: 'subscription { trialRequestCreated(afterEventId: "1e3") { firstName } }' },
        { next: ({ errors }) => resolve(errors), error: resolve, complete: () => {} },
      ),
    );
    expect(JSON.stringify(errors)).toContain('BAD_USER_INPUT');
  });

  it('survives a restart of licensing-api: what was raised meanwhile arrives after it, once each, in order', async () => {
    const trials = collect<{ trialRequestCreated: { firstName: string } }>(
      client,
      'subscription { trialRequestCreated { firstName } }',
    );
    // An event heard before: the relay resumes after the last it heard.
    let before = 0;
    await expect
      .poll(async () => {
        if (trials.values.length === 0 && (await createTrial(`Before${before}`))) before++;
        return trials.values.length;
      })
      .toBeGreaterThan(0);
    const port = Number(new URL(api.url).port);
    await api.close();
    api = await startLicensingApi({ ...apiOptions(), port });
    // Raised at once, before the relay's hub connection is back.
    const missed = ['Ada', 'Grace', 'Alan'];
    for (const name of missed) expect((await createTrial(name)).errors).toBeUndefined();
    await createTrial('Last');
    await expect
      .poll(() => trials.values.at(-1)?.trialRequestCreated.firstName, { timeout: 20_000 })
      .toBe('Last');
    // What came before the restart may hold events raised just before the subscription (the hub sends
    // what it has not yet dispatched); what came after is exactly what was raised, once each.
    const names = trials.values.map((value) => value.trialRequestCreated.firstName);
    expect(names.slice(names.indexOf('Ada')), names.join()).toEqual([...missed, 'Last']);
    expect(new Set(names).size, names.join()).toBe(names.length);
    trials.stop();
  }, 30_000);
});

// Two licensing-api replicas on one PostgreSQL: while the one the gateway's hub connection is on is
// down, the other raises events no connection hears; the relay resumes after the last it heard.
describe.runIf(process.env.TEST_DATABASE_URL)('hub events across two licensing-api replicas', () => {
  it('resumes after a replica restart: what the other raised meanwhile arrives once each, in order', async () => {
    const database = await freshPostgresDatabase('gateway_replicas', process.env.TEST_DATABASE_URL);
    const options = {
      port: 0,
      databaseUrl: database.url,
      dataDir: IN_MEMORY,
      seedDemo: true,
      scryptN: 2 ** 10,
      logger: false,
    };
    let relayed = await startLicensingApi(options);
    const other = await startLicensingApi(options);
    const gateway = await startGateway({ port: 0, licensingApiUrl: relayed.url, webDistDir: '/nonexistent' });
    const token = (await signIn(gateway.url, ADMIN)).token;
    const client = createClient({
      url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    const createTrial = async (firstName: string) => {
      const created = await fetch(`${other.url}/api/RequestTrialEmail/CreateRequestTrialEmail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ProductID: 1,
          FirstName: firstName,
          LastName: 'Tester',
          Email: `${firstName.toLowerCase()}@example.org`,
          Company: 'Testers',
          Subject: 'A trial',
        }),
      });
      expect(created.status).toBe(200);
    };
    try {
      const trials = collect<{ trialRequestCreated: { firstName: string } }>(
        client,
        'subscription { trialRequestCreated { firstName } }',
      );
      let before = 0;
      await expect
        .poll(async () => {
          if (trials.values.length === 0) await createTrial(`Before${before++}`);
          return trials.values.length;
        })
        .toBeGreaterThan(0);
      const port = Number(new URL(relayed.url).port);
      await relayed.close();
      const missed = ['Ada', 'Grace', 'Alan'];
      for (const name of missed) await createTrial(name);
      // Heard by no one: the other replica's dispatcher has sent them before the first comes back.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      relayed = await startLicensingApi({ ...options, port });
      await createTrial('Last');
      await expect
        .poll(() => trials.values.at(-1)?.trialRequestCreated.firstName, { timeout: 20_000 })
        .toBe('Last');
      const names = trials.values.map((value) => value.trialRequestCreated.firstName);
      expect(names.slice(names.indexOf('Ada')), names.join()).toEqual([...missed, 'Last']);
      expect(new Set(names).size, names.join()).toBe(names.length);
      trials.stop();
    } finally {
      await client.dispose();
      await gateway.close();
      await Promise.all([relayed.close(), other.close()]);
      await database.drop();
    }
  }, 120_000); // Two replicas migrate and seed a fresh PostgreSQL database: slow on a busy 2-core machine.
});
