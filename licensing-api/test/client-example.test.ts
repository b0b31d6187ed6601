// The README's typed REST client example (client/examples/list-customers.ts, in README verbatim),
// compiled against the client generated from /openapi.json and run with node against a listening
// licensing-api: it signs in with POST /Login and lists customers, typed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningLicensingApi, startLicensingApi } from '../src/index.js';
import { repositoryRoot, runNode, TEST_SCRYPT_N } from './helpers.js';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe("the README's typed REST client", () => {
  let dataDir: string;
  let api: RunningLicensingApi;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'licensing-client-'));
    // The embedded database's first start seeds the demo data and its administrator.
    api = await startLicensingApi({ port: 0, dataDir, databaseUrl: '', scryptN: TEST_SCRYPT_N });
  });
  afterAll(async () => {
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is the example README shows, word for word', async () => {
    const readme = await readFile(join(repositoryRoot, 'README.md'), 'utf8');
    const example = await readFile(join(repositoryRoot, 'client/examples/list-customers.ts'), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('compiles against the generated client, signs in and lists customers, typed', async () => {
    // Type-checks the example (and builds the client if it changed): a wrong path, parameter or
    // field name fails here.
    const compiled = await runNode([tsc, '-b', 'client/examples']);
    expect(compiled, compiled.stdout + compiled.stderr).toMatchObject({ code: 0 });

    const run = await runNode(['client/dist-examples/list-customers.js'], { LICENSING_URL: api.url });
    expect(run, run.stderr).toMatchObject({ code: 0 });
    const lines = run.stdout.trim().split('\n');
    const total = await api.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(lines.at(-1)).toBe(`5 of ${total.count} customers`);
    const expected = await api.db
      .selectFrom('customers')
      .select('last_name')
      .orderBy('last_name')
      .limit(5)
      .execute();
    expect(lines).toHaveLength(6);
    expect(new Set(lines.slice(0, -1).map((line) => line.split(' ')[2]))).toEqual(
      new Set(expected.map((row) => row.last_name)),
    );
    for (const line of lines.slice(0, -1)) {
      const [code] = line.split(' ');
      const row = await api.db
        .selectFrom('customers')
        .select(['first_name', 'last_name', 'email'])
        .where('customer_code', '=', code!)
        .executeTakeFirstOrThrow();
      expect(line).toBe(`${code} ${row.first_name} ${row.last_name} <${row.email}>`);
    }

    // A refused sign-in throws the API's Message, not a half-typed answer.
    const refused = await runNode(['client/dist-examples/list-customers.js'], {
      LICENSING_URL: `${api.url}/nowhere`,
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Sign-in refused (404)');
  }, 120_000); // tsc and two node processes
});
