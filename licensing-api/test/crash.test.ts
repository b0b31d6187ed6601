// A kill -9 of licensing-api in the middle of 100 license generations (SPEC §4: an order is generated
// once, with its license, in one transaction): afterwards no order is marked generated without its
// license, and no order's license exists without the order being marked generated. Runs the built
// service (licensing-api/dist, which `npm test` builds first) as a child process.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { writeKeyFiles } from '../../scripts/keys.mjs';
import { freshPostgresDatabase } from '../../scripts/stack.mjs';
import { openDatabase } from '../src/index.js';
import { demoAdminTokenAt } from './helpers.js';

const MAIN = new URL('../dist/main.js', import.meta.url).pathname;
const ORDERS = 100;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Starts licensing-api on `env` and resolves once it answers /healthz. */
async function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    // Metrics off: test files run at once, and must not share the default metrics port.
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      QBO_REFRESH_MINUTES: '0',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('licensing-api did not start');
}

type Driver = {
  name: string;
  /** The environment of a fresh database. */
  env(): Promise<Record<string, string>>;
  /** Each order with its license, read once the service is dead. */
  inspect(): Promise<Pair[]>;
  drop(): Promise<void>;
};
type Pair = {
  order_number: string;
  is_generated: boolean;
  generated_license_id: number | null;
  license_id: number | null;
};

const CONSISTENCY = `
  select o.order_number, o.is_generated, o.generated_license_id, l.id as license_id
  from customer_requests o left join product_licenses l on lower(l.order_number) = lower(o.order_number)`;

const drivers: Driver[] = [];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let keyDir = '';
  drivers.push({
    name: 'postgres',
    async env() {
      database = await freshPostgresDatabase('licensing_crash', serverUrl);
      // Key files, as PostgreSQL requires (config.ts): the restart after the kill signs with the same key.
      keyDir = await mkdtemp(join(tmpdir(), 'licensing-crash-keys-'));
      return { DATABASE_URL: database.url, SEED_DEMO: '1', ...(await writeKeyFiles(keyDir)) };
    },
    async inspect() {
      const client = new pg.Client({ connectionString: database!.url });
      await client.connect();
      try {
        return (await client.query<Pair>(CONSISTENCY)).rows;
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      await database?.drop();
      if (keyDir) await rm(keyDir, { recursive: true, force: true });
    },
  });
}
let dataDir = '';
drivers.push({
  name: 'pglite',
  async env() {
    dataDir = await mkdtemp(join(tmpdir(), 'licensing-crash-'));
    return { DATABASE_URL: '', DATA_DIR: dataDir };
  },
  async inspect() {
    // Reopening after the kill is part of the test: the embedded database recovers.
    const handle = await openDatabase({ dataDir });
    try {
      return (await sql.raw<Pair>(CONSISTENCY).execute(handle.db)).rows;
    } finally {
      await handle.close();
    }
  },
  drop: async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  },
});

describe.each(drivers)('kill -9 during license generation ($name)', (driver) => {
  afterAll(() => driver.drop());

  it('leaves every order generated with its license, or neither', async () => {
    const env = await driver.env();
    const { child, url } = await startChild(env);
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    try {
      const headers = {
        authorization: `Bearer ${await demoAdminTokenAt(url)}`,
        'content-type': 'application/json',
      };
      const pending = (await (
        await fetch(`${url}/api/CustomerRequest/GetCustomerRequests?GetAll=true`, { headers })
      ).json()) as { Data: Record<string, unknown>[] };
      const template = pending.Data.find((order) => !order.IsGenerated && !order.IsDeclined)!;
      const ids: number[] = [];
      for (let index = 0; index < ORDERS; index++) {
        const answer = await fetch(`${url}/api/CustomerRequest/CreateCustomerRequest`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            ...template,
            TotalPrice: null,
            OrderDetails: [],
            Email: `crash.${index}@example.net`,
          }),
        });
        ids.push((await answer.json()) as number);
      }

      // Generate all at once, and kill the service once a few have answered.
      let answered = 0;
      const killed = new Promise<void>((resolve) => {
        for (const id of ids) {
          fetch(`${url}/api/CustomerRequest/GenerateProductLicense`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ CustomerRequestId: id }),
          })
            .then(() => {
              answered++;
              if (answered === 10) {
                child.kill('SIGKILL');
                resolve();
              }
            })
            .catch(() => {});
        }
      });
      await killed;
      await new Promise((resolve) => (exited ? resolve(undefined) : child.once('exit', resolve)));
    } finally {
      if (!exited) child.kill('SIGKILL');
    }

    // Every order, the seeded ones too: generated with its license, or neither. Never half.
    const pairs = await driver.inspect();
    for (const pair of pairs) {
      if (pair.is_generated) {
        expect(pair.license_id, pair.order_number).not.toBeNull();
        expect(pair.generated_license_id, pair.order_number).toBe(pair.license_id);
      } else {
        expect(pair.license_id, pair.order_number).toBeNull();
      }
    }
    const generated = pairs.filter((pair) => pair.is_generated).length;
    // The kill came in the middle: some were generated, not all of the 100.
    expect(generated).toBeGreaterThanOrEqual(10);
    expect(generated).toBeLessThan(pairs.length);

    // And the service starts again on what the kill left.
    const again = await startChild(env);
    // Its shutdown still writes to the data directory, which afterAll then removes.
    const stopped = new Promise((resolve) => again.child.once('exit', resolve));
    again.child.kill('SIGTERM');
    await stopped;
  }, 180_000);
});
