// The README's activation client, verbatim, run with node against a listening licensing-api: it
// activates and keeps the machine file, then works offline from it with the API stopped; and
// scripts/license-verify.mjs verifies that machine file and a Validate answer.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningLicensingApi, startLicensingApi } from '../src/index.js';
import { repositoryRoot, runNode, TEST_SCRYPT_N } from './helpers.js';

/** The README section's one `js` code block. */
async function readmeClient(): Promise<string> {
  const readme = await readFile(join(repositoryRoot, 'README.md'), 'utf8');
  const section = readme.split('\n## Activation API for your software\n')[1]?.split('\n## ')[0] ?? '';
  const code = section.match(/```js\n([\s\S]*?)```/)?.[1];
  if (!code) throw new Error('README has no client in its Activation API section');
  return code;
}

describe("the README's activation client", () => {
  let dataDir: string;
  let api: RunningLicensingApi;
  let clientFile: string;
  let env: Record<string, string>;
  let keyFile: string;
  const fingerprint = 'readme-client-fp';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'licensing-readme-'));
    api = await startLicensingApi({ port: 0, dataDir, databaseUrl: '', scryptN: TEST_SCRYPT_N });
    // Under node_modules, so `@licensing/domain` resolves to the workspace's built package.
    const clientDir = join(repositoryRoot, 'node_modules', '.cache', `readme-client-${process.pid}`);
    await mkdir(clientDir, { recursive: true });
    clientFile = join(clientDir, 'client.mjs');
    await writeFile(clientFile, await readmeClient());
    const license = await api.db
      .selectFrom('product_licenses')
      .select(['id', 'customer_activation_code'])
      .where('status', '=', 1)
      .where('expired_date', '>', new Date())
      .where('customer_activation_code', 'is not', null)
      .where('seats_used', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('product_licenses')
      .set({ max_machines: 2 })
      .where('id', '=', license.id)
      .execute();
    // The key set, as the README ships it: every trusted key's PEM block, one after the other.
    const keys = (await (await fetch(`${api.url}/api/LicenseFile/PublicKeys`)).json()) as {
      PublicKey: string;
    }[];
    const publicKey = keys.map((key) => key.PublicKey).join('');
    keyFile = join(dataDir, 'public.pem');
    await writeFile(keyFile, publicKey);
    env = {
      LICENSING_URL: api.url,
      LICENSE_KEY: license.customer_activation_code!,
      FINGERPRINT: fingerprint,
      PUBLIC_KEY: publicKey,
      MACHINE_FILE: join(dataDir, 'app.machine'),
    };
  });
  afterAll(async () => {
    await api?.close();
    if (clientFile) await rm(join(clientFile, '..'), { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('activates, then trusts its machine file offline; license:verify checks the file and an answer', async () => {
    const first = await runNode([clientFile], env);
    expect(first, first.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Licensed until /) });
    expect(await readFile(env.MACHINE_FILE!, 'utf8')).toContain('-----BEGIN MACHINE FILE-----');

    const verify = (file: string, ...options: string[]) =>
      runNode(['scripts/license-verify.mjs', file, '--key', keyFile, ...options]);
    const machine = await verify(env.MACHINE_FILE!, '--fingerprint', fingerprint);
    expect(machine, machine.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Valid machine file'),
    });
    expect(await verify(env.MACHINE_FILE!, '--fingerprint', 'another-machine')).toMatchObject({ code: 1 });

    const answer = await fetch(`${api.url}/api/Activation/Validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Key: env.LICENSE_KEY, Fingerprint: fingerprint, Nonce: 'nonce-1' }),
    });
    const answerFile = join(dataDir, 'answer.json');
    await writeFile(answerFile, await answer.text());
    const asked = ['--fingerprint', fingerprint, '--license-key', env.LICENSE_KEY!];
    const validation = await verify(answerFile, '--nonce', 'nonce-1', ...asked);
    expect(validation, validation.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Valid validation answer: VALID'),
    });
    expect(await verify(answerFile, '--nonce', 'nonce-2', ...asked)).toMatchObject({ code: 1 });
    expect(
      await verify(answerFile, '--nonce', 'nonce-1', '--fingerprint', fingerprint, '--license-key', 'OTHER'),
    ).toMatchObject({ code: 1 });
    expect(await verify(answerFile, '--fingerprint', fingerprint)).toMatchObject({ code: 2 });

    // With the API gone, only the stored machine file can license the machine.
    await api.close();
    const offline = await runNode([clientFile], env);
    expect(offline, offline.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Licensed until /),
    });
    await rm(env.MACHINE_FILE!);
    expect((await runNode([clientFile], env)).code).not.toBe(0);
    expect(existsSync(env.MACHINE_FILE!)).toBe(false);
  }, 120_000); // seven node processes, each loading the built packages
});
