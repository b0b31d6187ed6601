// Subscriptions relaying licensing-api's SignalR hub (the user's design card): events reach a
// graphql-ws client, the counters follow them, and a restart of licensing-api (its hub with it) is
// survived: subscribers hear events again within 10 s, once each.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningLicensingApi, startLicensingApi } from '@licensing/api';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Gateway, startGateway } from '../src/index.js';
import { ADMIN, gql, signIn } from './helpers.js';

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
    gql<{ createRequestTrialEmail: { id: string } }>(
      gateway.url,
      `mutation ($input: RequestTrialEmailInput!) { createRequestTrialEmail(input: $input) { id } }`,
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

  it('survives a restart of licensing-api: events flow again within 10 s, without duplicates', async () => {
    const trials = collect<{ trialRequestCreated: { firstName: string } }>(
      client,
      'subscription { trialRequestCreated { firstName } }',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const port = Number(new URL(api.url).port);
    await api.close();
    api = await startLicensingApi({ ...apiOptions(), port });
    const restarted = Date.now();
    // Keep creating until one arrives: the first event after the restart that gets through.
    let sent = 0;
    while (trials.values.length === 0 && Date.now() - restarted < 10_000) {
      expect((await createTrial(`Alan${sent++}`)).errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(trials.values.length).toBeGreaterThan(0);
    expect(Date.now() - restarted).toBeLessThan(10_000);
    await createTrial('Last');
    await expect.poll(() => trials.values.at(-1)?.trialRequestCreated.firstName).toBe('Last');
    const names = trials.values.map((value) => value.trialRequestCreated.firstName);
    expect(new Set(names).size).toBe(names.length);
    trials.stop();
  }, 30_000);
});
