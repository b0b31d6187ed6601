// The licensed software's API (Activate, Validate, Deactivate) and staff's side of it (machines,
// offline activation, suspend, reinstate, revoke), on each database: answers, signatures, seats
// (two activations racing for the last one), history entries, hub events and limits.
import { randomInt, randomUUID } from 'node:crypto';
import {
  keyId,
  NOBODY,
  offlineRequestCode,
  SELF_DEACTIVATIONS,
  verifyMachineFile,
  verifyValidation,
} from '@licensing/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationLog } from '../src/modules/activation/machines.js';
import { createTestApp, drivers, messageOf, type TestApp } from './helpers.js';

describe.each(drivers)('activation ($name)', (driver) => {
  let t: TestApp;
  let staff: { authorization: string };
  let publicKey: string;
  let license: { id: number; key: string; orderNumber: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    staff = await t.authorize('staff@example.com', 'Staff#2026');
    publicKey = (await t.app.inject({ method: 'GET', url: '/api/LicenseFile/PublicKey' })).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh activated license of its own for each test: a seeded one, its machines and limits reset. */
  let next = 0;
  beforeEach(async () => {
    const row = await t.db
      .selectFrom('product_licenses')
      .select(['id', 'customer_activation_code', 'order_number'])
      .where('status', '=', 1)
      .where('expired_date', '>', new Date())
      .where('customer_activation_code', 'is not', null)
      .orderBy('id')
      .offset(next++)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('machines').where('product_license_id', '=', row.id).execute();
    await t.db
      .updateTable('product_licenses')
      .set({ max_machines: 2, seats_used: 0 })
      .where('id', '=', row.id)
      .execute();
    license = { id: row.id, key: row.customer_activation_code!, orderNumber: row.order_number };
  });

  const post = (url: string, payload: object, options: { headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: options.headers ?? {} });
  const machine = (fingerprint: string) => ({
    Key: license.key,
    Fingerprint: fingerprint,
    Hostname: `host-${fingerprint}`,
    Platform: 'linux-x64',
  });
  const activate = (fingerprint: string) => post('/api/Activation/Activate', machine(fingerprint));
  const validate = (
    fingerprint: string,
    nonce = `nonce-${fingerprint}-${Math.random()}`,
    key = license.key,
  ) => post('/api/Activation/Validate', { Key: key, Fingerprint: fingerprint, Nonce: nonce });
  const seats = async () =>
    (
      await t.db
        .selectFrom('product_licenses')
        .select('seats_used')
        .where('id', '=', license.id)
        .executeTakeFirstOrThrow()
    ).seats_used;
  const actions = async () =>
    (
      await t.db
        .selectFrom('product_license_histories')
        .select(['action', 'modifier_id'])
        .where('product_license_id', '=', license.id)
        .orderBy('modified_at')
        .orderBy('id')
        .execute()
    ).map((row) => JSON.parse(row.action).Action as string);
  /** The license's history once validation failures, written once a second, have been. */
  const actionsSoon = async (expected: string[]) =>
    vi.waitFor(async () => expect(await actions()).toEqual(expected), { timeout: 10_000, interval: 200 });

  it('activates a machine with a signed machine file, once per fingerprint, up to the maximum', async () => {
    const first = await activate('fp-a');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Code: 'VALID', FileName: expect.stringMatching(/\.machine$/) });
    const checked = await verifyMachineFile(first.json().MachineFile, publicKey, { fingerprint: 'fp-a' });
    expect(checked).toMatchObject({
      valid: true,
      machine: {
        machine: { fingerprint: 'fp-a', hostname: 'host-fp-a' },
        license: { orderNumber: license.orderNumber },
      },
    });
    expect(
      (await verifyMachineFile(first.json().MachineFile, publicKey, { fingerprint: 'fp-b' })).valid,
    ).toBe(false);
    // Past its ttl the file asks for a check-in.
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect(await verifyMachineFile(first.json().MachineFile, publicKey, { now: later })).toMatchObject({
      valid: false,
      reason: 'The machine file has passed its ttl: check in again.',
    });

    expect((await activate('fp-a')).json().Code).toBe('VALID');
    expect(await seats()).toBe(1);
    expect((await activate('fp-b')).json().Code).toBe('VALID');
    const over = await activate('fp-c');
    expect(over.json()).toEqual({
      Code: 'TOO_MANY_MACHINES',
      Detail: 'The license has reached its maximum of machines.',
    });
    expect(await seats()).toBe(2);
    expect(await actions()).toEqual(['Machine activated', 'Machine activated']);
    const events = await t.db
      .selectFrom('hub_events')
      .select(['name', 'payload'])
      .where('name', '=', 'LicenseActivity')
      .execute();
    expect(events.map((event) => JSON.parse(event.payload as string))).toContainEqual({
      ProductLicenseId: license.id,
      OrderNumber: license.orderNumber,
      Action: 'Machine activated',
    });
  });

  it('lets exactly one of two activations racing for the last seat win', async () => {
    await t.db
      .updateTable('product_licenses')
      .set({ max_machines: 1 })
      .where('id', '=', license.id)
      .execute();
    const answers = await Promise.all(
      ['race-1', 'race-2', 'race-3', 'race-4'].map((fingerprint) => activate(fingerprint)),
    );
    const codes = answers.map((answer) => answer.json().Code).sort();
    expect(codes).toEqual(['TOO_MANY_MACHINES', 'TOO_MANY_MACHINES', 'TOO_MANY_MACHINES', 'VALID']);
    expect(await seats()).toBe(1);
    const machines = await t.db
      .selectFrom('machines')
      .select('id')
      .where('product_license_id', '=', license.id)
      .execute();
    expect(machines).toHaveLength(1);
  });

  it('validates with a signed answer that echoes the nonce, and records failures once', async () => {
    await activate('fp-v');
    const valid = await validate('fp-v', 'nonce-1');
    expect(valid.json()).toMatchObject({ Code: 'VALID', Detail: 'The license is valid on this machine.' });
    // The answer names the key that signed it.
    expect(valid.json().Signed.kid).toBe(await keyId(publicKey));
    const verified = await verifyValidation(valid.json().Signed, publicKey, {
      key: license.key,
      nonce: 'nonce-1',
      fingerprint: 'fp-v',
    });
    expect(verified).toMatchObject({
      valid: true,
      validation: {
        code: 'VALID',
        license: { orderNumber: license.orderNumber, seatsUsed: 1, maxMachines: 2 },
      },
    });
    // A replayed answer is for another nonce; passed off as another key's, it is for another key.
    for (const other of [{ nonce: 'nonce-2' }, { key: 'ANOTHER-KEY' }])
      expect(
        await verifyValidation(valid.json().Signed, publicKey, {
          key: license.key,
          nonce: 'nonce-1',
          fingerprint: 'fp-v',
          ...other,
        }),
      ).toEqual({
        valid: false,
        reason: 'The answer is for another request: it may be a replay.',
      });

    // A check-in from elsewhere is written within a second or so, with the others of that moment.
    await t.app.inject({
      method: 'POST',
      url: '/api/Activation/Validate',
      remoteAddress: '198.51.100.7',
      payload: { Key: license.key, Fingerprint: 'fp-v', Nonce: 'nonce-moved' },
    });
    await vi.waitFor(
      async () => {
        const machine = await t.db
          .selectFrom('machines')
          .select('last_address')
          .where('product_license_id', '=', license.id)
          .executeTakeFirstOrThrow();
        expect(machine.last_address).toBe('198.51.100.7');
      },
      { timeout: 10_000, interval: 200 },
    );

    expect((await validate('fp-other')).json().Code).toBe('FINGERPRINT_MISMATCH');
    expect((await validate('fp-other')).json().Code).toBe('FINGERPRINT_MISMATCH');
    await actionsSoon(['Machine activated', 'Validation failed']);

    const unknown = await validate('fp-v', 'nonce-3', 'NO-SUCH-KEY');
    expect(unknown.json().Code).toBe('NOT_FOUND');
    expect(
      await verifyValidation(unknown.json().Signed, publicKey, {
        key: 'NO-SUCH-KEY',
        nonce: 'nonce-3',
        fingerprint: 'fp-v',
      }),
    ).toMatchObject({
      valid: true,
      validation: { code: 'NOT_FOUND', license: null },
    });
  });

  it('answers TOO_MANY_MACHINES to a known machine once staff lower the maximum below the seats used', async () => {
    await activate('fp-m1');
    await activate('fp-m2');
    await t.db
      .updateTable('product_licenses')
      .set({ max_machines: 1 })
      .where('id', '=', license.id)
      .execute();
    // Activate and Validate weigh it alike: the machine is known, but the license is over its maximum.
    expect((await activate('fp-m1')).json()).toEqual({
      Code: 'TOO_MANY_MACHINES',
      Detail: 'The license has reached its maximum of machines.',
    });
    expect((await validate('fp-m1')).json().Code).toBe('TOO_MANY_MACHINES');
    expect(await seats()).toBe(2);
    // A refused activation changes nothing, the machine's own row included.
    const renamed = await post('/api/Activation/Activate', { ...machine('fp-m1'), Hostname: 'renamed' });
    expect(renamed.json().Code).toBe('TOO_MANY_MACHINES');
    const hosts = await t.db
      .selectFrom('machines')
      .select('hostname')
      .where('product_license_id', '=', license.id)
      .orderBy('hostname')
      .execute();
    expect(hosts.map(({ hostname }) => hostname)).toEqual(['host-fp-m1', 'host-fp-m2']);
  });

  it('logs a failure once a day across processes, and keeps what a failed write could not write', async () => {
    const row = { id: license.id, order_number: license.orderNumber };
    const [one, another] = [validationLog(t.db), validationLog(t.db)];
    one.failed(row, 'EXPIRED', 'fp-log', NOBODY);
    one.failed(row, 'EXPIRED', 'fp-log', NOBODY);
    await one.flush();
    another.failed(row, 'EXPIRED', 'fp-log', NOBODY);
    another.failed(row, 'SUSPENDED', 'fp-log', NOBODY);
    await another.flush();
    expect(await actions()).toEqual(['Validation failed', 'Validation failed']);
    // While the database refuses the write, the failure waits for the next flush.
    let away = true;
    const flaky = validationLog(
      t.db.withPlugin({
        transformQuery: (args) => {
          if (away) throw new Error('the database is away');
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
    );
    flaky.failed(row, 'REVOKED', 'fp-log', NOBODY);
    // A license deleted before its failure is written: dropped, not kept for ever.
    flaky.failed({ id: 2_000_000_000, order_number: 'GONE' }, 'REVOKED', 'fp-log', NOBODY);
    await expect(flaky.flush()).rejects.toThrow('the database is away');
    away = false;
    await flaky.flush();
    expect(await actions()).toEqual(['Validation failed', 'Validation failed', 'Validation failed']);
  });

  it('answers NOT_ACTIVATED before any machine, and EXPIRED once the license has run out', async () => {
    expect((await validate('fp-none')).json().Code).toBe('NOT_ACTIVATED');
    await activate('fp-e');
    await t.db
      .updateTable('product_licenses')
      .set({ expired_date: new Date(Date.now() - 1000) })
      .where('id', '=', license.id)
      .execute();
    expect((await validate('fp-e')).json().Code).toBe('EXPIRED');
    expect((await activate('fp-f')).json().Code).toBe('EXPIRED');
  });

  it('suspends, reinstates and revokes, and validation says so at once', async () => {
    await activate('fp-s');
    const status = (workflow: string) =>
      post(`/api/ProductLicenses/${workflow}`, { ProductLicenseID: license.id }, { headers: staff });
    expect((await status('SuspendProductLicense')).json()).toEqual({ Status: 2 });
    expect((await validate('fp-s')).json().Code).toBe('SUSPENDED');
    // A new activation code keeps the suspension.
    const customerId = (
      await t.db
        .selectFrom('product_licenses')
        .select('customer_id')
        .where('id', '=', license.id)
        .executeTakeFirstOrThrow()
    ).customer_id;
    const issue = () =>
      post(
        '/api/ProductLicenses/GetIssueProductLicense_V2',
        { ProductLicenseID: license.id, CustomerId: customerId },
        { headers: staff },
      );
    const reissued = await issue();
    expect(reissued.json()).toMatchObject({ Status: 2 });
    license.key = reissued.json().CustomerActivationCode;
    // Nor does it get a signed file, downloaded or mailed: the file would outlive the suspension.
    const fileRequest = { ProductLicenseID: license.id, CustomerId: customerId };
    const file = () => post('/api/ProductLicenses/GetIssueProductLicense', fileRequest, { headers: staff });
    const template = await t.db
      .selectFrom('email_templates as m')
      .innerJoin('email_template_types as y', 'y.id', 'm.email_template_type_id')
      .select('m.id')
      .where('y.name', '=', 'Order')
      .executeTakeFirstOrThrow();
    const mail = () =>
      post(
        '/api/ProductLicenses/SendProductLicenseMail',
        { ...fileRequest, EmailTemplateId: template.id, Subject: 'Your license', Body: '<p>{0}</p>' },
        { headers: staff },
      );
    for (const refused of [await file(), await mail()]) {
      expect(refused.statusCode).toBe(409);
      expect(messageOf(refused)).toBe('A license that is Suspended gets no license file.');
    }
    const again = await status('SuspendProductLicense');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('A license that is Suspended cannot be suspended.');
    expect((await status('ReinstateProductLicense')).json()).toEqual({ Status: 1 });
    expect((await validate('fp-s')).json().Code).toBe('VALID');
    expect((await file()).statusCode).toBe(200);
    expect((await status('RevokeProductLicense')).json()).toEqual({ Status: 4 });
    expect((await validate('fp-s')).json().Code).toBe('REVOKED');
    expect((await activate('fp-t')).json().Code).toBe('REVOKED');
    expect((await status('ReinstateProductLicense')).statusCode).toBe(409);
    expect((await issue()).statusCode).toBe(409);
    expect(messageOf(await file())).toBe('A license that is Revoked gets no license file.');
    await actionsSoon([
      'Machine activated',
      'Suspended',
      'Validation failed',
      'Activation code issued',
      'Reinstated',
      'Revoked',
      'Validation failed',
    ]);
  });

  it('deactivates a machine: itself a few times a month, staff always', async () => {
    for (let index = 0; index < SELF_DEACTIVATIONS.count; index++) {
      await activate(`fp-d${index}`);
      const answer = await post('/api/Activation/Deactivate', {
        Key: license.key,
        Fingerprint: `fp-d${index}`,
      });
      expect(answer.json().Code).toBe('DEACTIVATED');
    }
    expect(await seats()).toBe(0);
    expect(
      (await post('/api/Activation/Deactivate', { Key: license.key, Fingerprint: 'fp-d0' })).json().Code,
    ).toBe('NOT_ACTIVATED');
    await activate('fp-x');
    expect(
      (await post('/api/Activation/Deactivate', { Key: license.key, Fingerprint: 'fp-x' })).json().Code,
    ).toBe('TOO_MANY_DEACTIVATIONS');
    expect(await seats()).toBe(1);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/ProductLicenses/GetProductLicenseMachines/${license.id}`,
      headers: staff,
    });
    expect(listed.json().Machines).toEqual([
      expect.objectContaining({
        Fingerprint: 'fp-x',
        Hostname: 'host-fp-x',
        Platform: 'linux-x64',
        LastAddress: '127.0.0.1',
      }),
    ]);
    const id = listed.json().Machines[0].Id;
    const staffDeactivation = await post(
      `/api/ProductLicenses/DeactivateMachine/${id}`,
      {},
      { headers: staff },
    );
    expect(staffDeactivation.json()).toEqual({ Code: 'DEACTIVATED', ProductLicenseID: license.id });
    expect(
      (await post(`/api/ProductLicenses/DeactivateMachine/${id}`, {}, { headers: staff })).statusCode,
    ).toBe(404);
    expect(await seats()).toBe(0);
    expect((await actions()).at(-1)).toBe('Machine deactivated by staff');
  });

  it('activates an offline machine from its request code', async () => {
    const code = offlineRequestCode({
      key: license.key,
      fingerprint: 'fp-off',
      hostname: 'air-gapped',
      platform: null,
    });
    const answer = await post(
      '/api/ProductLicenses/ActivateMachineOffline',
      { ProductLicenseID: license.id, RequestCode: code },
      { headers: staff },
    );
    expect(answer.statusCode).toBe(200);
    const checked = await verifyMachineFile(answer.json().MachineFile, publicKey, {
      fingerprint: 'fp-off',
      now: new Date(Date.now() + 30 * 86_400_000),
    });
    expect(checked.valid).toBe(true);
    expect((await actions()).at(-1)).toBe('Machine activated offline');

    const other = offlineRequestCode({
      key: 'ANOTHER-KEY',
      fingerprint: 'fp-off',
      hostname: null,
      platform: null,
    });
    for (const RequestCode of [other, 'not a code', 'MACHINE-REQUEST:!!!']) {
      const refused = await post(
        '/api/ProductLicenses/ActivateMachineOffline',
        { ProductLicenseID: license.id, RequestCode },
        { headers: staff },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().ModelState).toHaveProperty('RequestCode');
    }
  });

  it('refuses input of the wrong shape with the field named, and staff routes without a session', async () => {
    for (const payload of [
      { Key: { $ne: '' }, Fingerprint: 'fp' },
      { Key: license.key, Fingerprint: ['fp'] },
      { Key: license.key, Fingerprint: 'x'.repeat(201) },
      { Key: license.key, Fingerprint: 'fp\u0000' },
      { Key: license.key },
    ]) {
      const answer = await post('/api/Activation/Activate', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.json().ModelState)).toEqual([expect.stringMatching(/^(Key|Fingerprint)$/)]);
    }
    expect(
      (await post('/api/ProductLicenses/SuspendProductLicense', { ProductLicenseID: license.id })).statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          '/api/ProductLicenses/SuspendProductLicense',
          { ProductLicenseID: 2 ** 40 },
          { headers: staff },
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('activation limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(drivers[0]!, { config: { activationPerLicense: 3, activationPerAddress: 5 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After past the limit per key, and per address', async () => {
    const validate = (key: string, remoteAddress = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Activation/Validate',
        remoteAddress,
        payload: { Key: key, Fingerprint: 'fp', Nonce: 'nonce-123' },
      });
    for (let index = 0; index < 3; index++) expect((await validate('KEY-1')).statusCode).toBe(200);
    const refused = await validate('KEY-1', '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate('KEY-2')).statusCode).toBe(200);
    expect((await validate('KEY-3')).statusCode).toBe(200);
    expect((await validate('KEY-4')).statusCode).toBe(429);
    // A request refused for its address spends nothing of its key's budget.
    for (let index = 0; index < 3; index++)
      expect((await validate('KEY-4', '10.0.0.3')).statusCode).toBe(200);
  });
});

// Replicas count against one budget in Redis (REDIS_URL): a client spraying two of them gets no more.
describe.runIf(process.env.TEST_REDIS_URL)('activation limits across two replicas', () => {
  const replicas: TestApp[] = [];
  beforeAll(async () => {
    const config = {
      redisUrl: process.env.TEST_REDIS_URL,
      activationPerLicense: 4,
      activationPerAddress: 1000,
    };
    for (let index = 0; index < 2; index++) replicas.push(await createTestApp(drivers[0]!, { config }));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it('refuses a key past its budget on either replica once both together have spent it', async () => {
    // Unique per run: the windows outlive a test run in Redis.
    const key = `KEY-${randomUUID()}`;
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const validate = (replica: TestApp) =>
      replica.app.inject({
        method: 'POST',
        url: '/api/Activation/Validate',
        remoteAddress: address,
        payload: { Key: key, Fingerprint: 'fp', Nonce: 'nonce-123' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await validate(replicas[index % 2]!)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
