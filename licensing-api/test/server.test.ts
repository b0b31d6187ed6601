// startLicensingApi end to end over real HTTP: embedded database persisted in DATA_DIR, and a
// DATABASE_URL database seeded with only the first administrator.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, startLicensingApi } from '../src/index.js';
import { drivers, TEST_SCRYPT_N } from './helpers.js';

async function signIn(url: string, username: string, password: string) {
  const response = await fetch(`${url}/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }),
  });
  return { status: response.status, body: (await response.json()) as { access_token: string } };
}

const productsOf = async (url: string, token: string) =>
  (await (
    await fetch(`${url}/api/Products/GetProducts?GetAll=true`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { TotalItems: number };

describe('startLicensingApi (embedded database in DATA_DIR)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'licensing-api-test-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds the demo on first start, listens, and keeps its data across restarts', async () => {
    const options = {
      port: 0,
      dataDir,
      databaseUrl: '',
      scryptN: TEST_SCRYPT_N,
      adminEmail: '',
      seedDemo: undefined,
    };
    const first = await startLicensingApi(options);
    let token: string;
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const login = await signIn(first.url, 'admin@example.com', 'Admin#2026');
      expect(login.status).toBe(200);
      token = login.body.access_token;
      expect((await productsOf(first.url, token)).TotalItems).toBe(3);
      const created = await fetch(`${first.url}/api/Products/CreateProduct`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ProductName: 'Kept', ProductVersion: '1' }),
      });
      expect(created.status).toBe(200);
    } finally {
      await first.close();
      await first.close();
    }

    const second = await startLicensingApi(options);
    try {
      // The session and the new product survived; the demo seed did not run twice.
      expect((await productsOf(second.url, token)).TotalItems).toBe(4);
      const users = await second.db.selectFrom('users').select('email').execute();
      expect(users).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(drivers.some((driver) => driver.name === 'postgres'))(
  'startLicensingApi (DATABASE_URL)',
  () => {
    it('seeds no demo data, only the first administrator from the options', async () => {
      const driver = drivers.find((candidate) => candidate.name === 'postgres')!;
      // A fresh database, then its URL handed to startLicensingApi.
      const database = await driver.open();
      const databaseUrl = await database.db
        .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
        .executeTakeFirstOrThrow()
        .then(({ name }) => {
          const url = new URL(process.env.TEST_DATABASE_URL!);
          url.pathname = `/${name}`;
          return url.toString();
        });
      try {
        const api = await startLicensingApi({
          port: 0,
          databaseUrl,
          // Keys are required configuration on PostgreSQL; an in-memory DATA_DIR makes fresh ones.
          dataDir: IN_MEMORY,
          seedDemo: false,
          adminEmail: 'root@example.com',
          adminPassword: 'Root#2026',
          scryptN: TEST_SCRYPT_N,
        });
        try {
          const login = await signIn(api.url, 'root@example.com', 'Root#2026');
          expect(login.status).toBe(200);
          expect((await productsOf(api.url, login.body.access_token)).TotalItems).toBe(0);
          expect((await signIn(api.url, 'admin@example.com', 'Admin#2026')).status).toBe(400);
        } finally {
          await api.close();
        }
      } finally {
        await database.close();
      }
    });
  },
);
