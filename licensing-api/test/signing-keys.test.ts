// One signing key for every replica, named in every envelope, and rotated without breaking what was
// issued (issue 28): on PostgreSQL the keys are required configuration; the signer puts its key's
// kid in every envelope; retired public keys (LICENSE_RETIRED_PUBLIC_KEYS) stay trusted and are
// published with the current one, so a file signed before a rotation still verifies after it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyId, parseLicenseFile, unknownKeyMessage, verifyLicenseFile } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../src/index.js';
import { newSealKeyText } from '../src/lib/secret-box.js';
import { licenseSigner, newSigningKeyPem } from '../src/modules/product-licenses/license-signing.js';
import { createTestApp, drivers, type TestApp } from './helpers.js';

let dir: string;
/** Key files: A (signed before the rotation), B (signs after), a seal key, and A's public key as retired. */
const files = { a: '', b: '', seal: '', retired: '' };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'licensing-signing-keys-'));
  files.a = join(dir, 'a.pem');
  files.b = join(dir, 'b.pem');
  files.seal = join(dir, 'seal-key');
  files.retired = join(dir, 'retired-public-keys.pem');
  await writeFile(files.a, newSigningKeyPem());
  await writeFile(files.b, newSigningKeyPem());
  await writeFile(files.seal, newSealKeyText());
  // As the README's rotation does it: A's public key (license:public-key) into the retired file.
  const a = licenseSigner({ licenseSigningKey: files.a, dataDir: IN_MEMORY });
  await writeFile(files.retired, `kid ${a.kid} (retired)\n${a.publicKeyPem}`);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the keys on PostgreSQL (DATABASE_URL)', () => {
  const databaseUrl = 'postgres://licensing@db.invalid:5432/licensing';

  it('are required configuration: loadConfig refuses to start without either, naming it', () => {
    expect(() => loadConfig({ databaseUrl }, {})).toThrow(
      /^LICENSE_SIGNING_KEY must name a file when DATABASE_URL is set: .*the same for every replica/,
    );
    expect(() => loadConfig({}, { DATABASE_URL: databaseUrl, SEAL_KEY: files.seal })).toThrow(
      /^LICENSE_SIGNING_KEY must name a file/,
    );
    expect(() => loadConfig({}, { DATABASE_URL: databaseUrl, LICENSE_SIGNING_KEY: files.a })).toThrow(
      /^SEAL_KEY must name a file when DATABASE_URL is set/,
    );
    const config = loadConfig(
      {},
      { DATABASE_URL: databaseUrl, LICENSE_SIGNING_KEY: files.a, SEAL_KEY: files.seal },
    );
    expect(config).toMatchObject({ licenseSigningKey: files.a, sealKey: files.seal });
  });

  it('are made fresh per start for an in-memory DATA_DIR (tests), and once into DATA_DIR without DATABASE_URL', () => {
    expect(loadConfig({ databaseUrl, dataDir: IN_MEMORY }, {}).licenseSigningKey).toBeUndefined();
    expect(loadConfig({}, { DATA_DIR: dir }).licenseSigningKey).toBeUndefined();
    expect(loadConfig({ databaseUrl: '' }, { DATABASE_URL: databaseUrl }).databaseUrl).toBeUndefined();
  });
});

describe('the license signer', () => {
  it("names its key in every envelope: domain's keyId of its public key", async () => {
    const signer = licenseSigner({ licenseSigningKey: files.a, dataDir: IN_MEMORY });
    expect(signer.kid).toBe(await keyId(signer.publicKeyPem));
    expect((await signer.envelope('validation', { any: 'facts' })).kid).toBe(signer.kid);
    const machine = signer.machineFile({} as Parameters<typeof signer.machineFile>[0]);
    expect(parseLicenseFile(machine, 'machine')?.kid).toBe(signer.kid);
    // The same file, the same kid, wherever it is loaded: replicas sharing the file agree.
    expect(licenseSigner({ licenseSigningKey: files.a, dataDir: IN_MEMORY }).kid).toBe(signer.kid);
  });

  it('trusts the retired keys after its own, each once, and refuses a retired file without a key', async () => {
    const a = licenseSigner({ licenseSigningKey: files.a, dataDir: IN_MEMORY });
    const twice = join(dir, 'twice.pem');
    // A listed twice, and B (the current key) listed as retired too.
    const b = licenseSigner({ licenseSigningKey: files.b, dataDir: IN_MEMORY });
    await writeFile(twice, `${a.publicKeyPem}${a.publicKeyPem}${b.publicKeyPem}`);
    const rotated = licenseSigner({
      licenseSigningKey: files.b,
      licenseRetiredPublicKeys: twice,
      dataDir: IN_MEMORY,
    });
    expect(rotated.trustedKeys).toEqual([
      { kid: b.kid, publicKeyPem: b.publicKeyPem, current: true },
      { kid: a.kid, publicKeyPem: a.publicKeyPem, current: false },
    ]);
    const empty = join(dir, 'empty.pem');
    await writeFile(empty, 'no keys here\n');
    expect(() =>
      licenseSigner({ licenseSigningKey: files.b, licenseRetiredPublicKeys: empty, dataDir: IN_MEMORY }),
    ).toThrow(/^LICENSE_RETIRED_PUBLIC_KEYS: .* holds no public key/);
  });
});

describe.each(drivers)('rotating the signing key ($name)', (driver) => {
  let before: TestApp | undefined;
  let after: TestApp | undefined;
  afterAll(async () => {
    await before?.close();
    await after?.close();
  });

  /** A license file of a seeded activated license, issued by `t`. */
  async function issue(t: TestApp) {
    const license = await t.db
      .selectFrom('product_licenses')
      .select(['id', 'customer_id'])
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/ProductLicenses/GetIssueProductLicense',
      headers: await t.authorize(),
      payload: { ProductLicenseID: license.id, CustomerId: license.customer_id },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { Data: string }).Data;
  }
  const publicKeys = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: '/api/LicenseFile/PublicKeys' })).json() as {
      Kid: string;
      PublicKey: string;
      Current: boolean;
    }[];

  it('keeps a file signed with key A valid after the rotation to B, A retired; B alone refuses it by its kid', async () => {
    before = await createTestApp(driver, { config: { licenseSigningKey: files.a } });
    const signedByA = await issue(before);
    const [a] = await publicKeys(before);
    expect(a).toMatchObject({ Current: true, Kid: await keyId(a!.PublicKey) });
    expect(parseLicenseFile(signedByA)?.kid).toBe(a!.Kid);
    await before.close();
    before = undefined;

    after = await createTestApp(driver, {
      config: { licenseSigningKey: files.b, licenseRetiredPublicKeys: files.retired },
    });
    const keys = await publicKeys(after);
    expect(keys).toEqual([
      { Kid: expect.not.stringMatching(a!.Kid), PublicKey: expect.any(String), Current: true },
      { Kid: a!.Kid, PublicKey: a!.PublicKey, Current: false },
    ]);
    const trusted = keys.map((key) => key.PublicKey);
    expect(await verifyLicenseFile(signedByA, trusted)).toMatchObject({ valid: true });
    const signedByB = await issue(after);
    expect(parseLicenseFile(signedByB)?.kid).toBe(keys[0]!.Kid);
    expect(await verifyLicenseFile(signedByB, trusted)).toMatchObject({ valid: true });

    // GET PublicKey stays the current key alone: a file of A's names a key it does not hold.
    const current = (await after.app.inject({ method: 'GET', url: '/api/LicenseFile/PublicKey' })).body;
    expect(current).toBe(keys[0]!.PublicKey);
    expect(await verifyLicenseFile(signedByA, current)).toEqual({
      valid: false,
      reason: unknownKeyMessage(a!.Kid),
    });
  });
});
