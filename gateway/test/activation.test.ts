// Activation through the gateway (beyond SPEC; domain/src/machine-file.ts) with a real licensing-api:
// the licensed software's three public mutations (no session needed), a license's machines and
// seats, the caller's address counted by licensing-api (429 as RATE_LIMITED with retryAfter), and the
// licenseActivity events. Staff's side: activation-staff.test.ts.
import { keyId, verifyValidation } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { activationStack, DEACTIVATE_BY_KEY, firstError, VALIDATE } from './activation-fixture.js';
import { openPeer } from './graphql-ws-peer.js';

describe('activation', () => {
  const t = activationStack();
  const { stack, anonymous, freshLicense, activate, seatsOf } = t;

  it('activates, validates (a signed answer) and deactivates a machine with no session, or a read token', async () => {
    const license = await freshLicense();
    const activated = await activate(license, 'fp-public');
    expect(activated.errors).toBeUndefined();
    expect(activated.data!.activateMachine).toMatchObject({
      code: 'VALID',
      machineFile: expect.stringContaining('-----BEGIN MACHINE FILE-----'),
      fileName: expect.stringMatching(/\.machine$/),
    });

    const nonce = `nonce-${Math.random()}`;
    const validated = await stack.query<{
      validateLicense: {
        code: string;
        detail: string;
        signed: { enc: string; sig: string; alg: string; kid: string | null };
      };
    }>(VALIDATE, { key: license.key, fingerprint: 'fp-public', nonce }, anonymous());
    expect(validated.errors).toBeUndefined();
    expect(validated.data!.validateLicense.code).toBe('VALID');
    const { signed } = validated.data!.validateLicense;
    // It names the key that signed it, through the gateway too.
    expect(signed.kid).toBe(await keyId(t.publicKey));
    const verified = await verifyValidation(signed, t.publicKey, {
      key: license.key,
      nonce,
      fingerprint: 'fp-public',
    });
    expect(verified).toMatchObject({
      valid: true,
      validation: { code: 'VALID', license: { orderNumber: license.orderNumber, seatsUsed: 1 } },
    });
    // Another nonce's answer is refused: a replay proves nothing.
    expect(
      await verifyValidation(signed, t.publicKey, {
        key: license.key,
        nonce: 'other',
        fingerprint: 'fp-public',
      }),
    ).toMatchObject({
      valid: false,
    });

    const byReader = await stack.query<{ validateLicense: { code: string } }>(
      VALIDATE,
      { key: license.key, fingerprint: 'fp-unknown', nonce: 'n' },
      { token: t.reader, headers: anonymous().headers },
    );
    expect(byReader.data?.validateLicense.code).toBe('FINGERPRINT_MISMATCH');

    const deactivated = await stack.query<{ deactivateMachineByKey: { code: string; detail: string } }>(
      DEACTIVATE_BY_KEY,
      { key: license.key, fingerprint: 'fp-public' },
      anonymous(),
    );
    expect(deactivated.data?.deactivateMachineByKey).toEqual({
      code: 'DEACTIVATED',
      detail: 'The machine is deactivated; its seat is free.',
    });
    const again = await stack.query<{ deactivateMachineByKey: { code: string } }>(
      DEACTIVATE_BY_KEY,
      { key: license.key, fingerprint: 'fp-public' },
      anonymous(),
    );
    expect(again.data?.deactivateMachineByKey.code).toBe('NOT_ACTIVATED');
  });

  it("reads machines, seats, own and edition's maximum in one query; lists filter by seats and sort by seats used", async () => {
    const license = await freshLicense();
    expect(await seatsOf(license)).toMatchObject({ seatsUsed: 0, seats: 'No machines', machines: [] });
    await activate(license, 'fp-1', anonymous('203.0.113.10'));
    expect(await seatsOf(license)).toMatchObject({
      maxMachines: 2,
      machineLimit: 2,
      seatsUsed: 1,
      seats: 'Seats free',
    });
    await activate(license, 'fp-2', anonymous('203.0.113.11'));
    const full = await seatsOf(license);
    expect(full).toMatchObject({ seatsUsed: 2, seats: 'Full' });
    // licensing-api saw the caller's address, not the gateway's.
    expect(
      full.machines.map(({ fingerprint, hostname, lastAddress }) => ({ fingerprint, hostname, lastAddress })),
    ).toEqual([
      { fingerprint: 'fp-2', hostname: 'host-fp-2', lastAddress: '203.0.113.11' },
      { fingerprint: 'fp-1', hostname: 'host-fp-1', lastAddress: '203.0.113.10' },
    ]);
    expect((await activate(license, 'fp-3')).data?.activateMachine.code).toBe('TOO_MANY_MACHINES');

    const listed = await stack.query<{
      productLicenses: { items: { id: string; seats: string; seatsUsed: number }[] };
    }>(
      '{ productLicenses(pageSize: 0, filter: { seats: "Full" }, orderBy: [{ field: seatsUsed, direction: DESC }]) { items { id seats seatsUsed } } }',
    );
    expect(listed.errors).toBeUndefined();
    const items = listed.data!.productLicenses.items;
    expect(items.map((item) => item.id)).toContain(license.id);
    expect(items.every((item) => item.seats === 'Full')).toBe(true);

    // Without its own maximum, the edition's holds; without either, none.
    await stack.db
      .updateTable('product_licenses')
      .set({ max_machines: null })
      .where('id', '=', Number(license.id))
      .execute();
    await stack.db
      .updateTable('product_editions')
      .set({ max_machines: 5 })
      .where('product_edition_id', '=', Number(license.editionId))
      .execute();
    const edition = await stack.query<{ productEdition: { maxMachines: number | null } }>(
      'query ($id: ID!) { productEdition(id: $id) { maxMachines } }',
      { id: license.editionId },
    );
    expect(edition.data?.productEdition.maxMachines).toBe(5);
    expect(await seatsOf(license)).toMatchObject({ maxMachines: null, machineLimit: 5, seats: 'Seats free' });
    await stack.db
      .updateTable('product_editions')
      .set({ max_machines: null })
      .where('product_edition_id', '=', Number(license.editionId))
      .execute();
    expect(await seatsOf(license)).toMatchObject({ machineLimit: null, seats: 'Seats free' });
  });

  it("writes a license's own maximum of machines: 1 or more, or none", async () => {
    const license = await freshLicense();
    const read = await stack.query<{ productLicense: Record<string, unknown> & { features: object[] } }>(
      `query ($id: ID!) { productLicense(id: $id) {
        orderNumber productId customerId licenseTypeId productEditionId productLicensePlanId expiredDate
        features { featureId quantity } } }`,
      { id: license.id },
    );
    const input = read.data!.productLicense;
    const update = (maxMachines: unknown) =>
      stack.query<{ updateProductLicense: { maxMachines: number | null; machineLimit: number | null } }>(
        'mutation ($id: ID!, $input: ProductLicenseInput!) { updateProductLicense(id: $id, input: $input) { maxMachines machineLimit } }',
        { id: license.id, input: { ...input, maxMachines } },
      );
    expect((await update(3)).data?.updateProductLicense).toEqual({ maxMachines: 3, machineLimit: 3 });
    const refused = await update(0);
    expect(firstError(refused)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { maxMachines: [expect.any(String)] },
    });
    expect((await update(null)).data?.updateProductLicense.maxMachines).toBeNull();
  });

  it("counts the caller's address, not the gateway's: past its limit RATE_LIMITED with retryAfter, others go on", async () => {
    const license = await freshLicense();
    const busy = anonymous('203.0.113.50');
    const codes: (string | undefined)[] = [];
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await stack.query<{ validateLicense: { code: string } }>(
        VALIDATE,
        { key: license.key, fingerprint: 'fp-busy', nonce: `n${sent}` },
        busy,
      );
      codes.push(answer.data?.validateLicense.code);
    }
    expect(codes).toEqual(Array(5).fill('NOT_ACTIVATED'));
    const limited = await stack.query(
      VALIDATE,
      { key: license.key, fingerprint: 'fp-busy', nonce: 'n5' },
      busy,
    );
    expect(limited.data ?? null).toBeNull();
    expect(firstError(limited)).toMatchObject({
      message: 'Too many requests: try again after the time Retry-After gives.',
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
    const retryAfter = firstError(limited)!.extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const other = await stack.query<{ validateLicense: { code: string } }>(
      VALIDATE,
      { key: license.key, fingerprint: 'fp-busy', nonce: 'n6' },
      anonymous('203.0.113.51'),
    );
    expect(other.data?.validateLicense.code).toBe('NOT_ACTIVATED');
  });

  it('relays licenseActivity to a subscriber after an activation, with the license as it is now, of the license asked for', async () => {
    const license = await freshLicense();
    await stack.db
      .updateTable('product_licenses')
      .set({ max_machines: null })
      .where('id', '=', Number(license.id))
      .execute();
    const peer = await openPeer(stack.wsUrl, stack.token);
    try {
      peer.subscribe(
        'activity',
        `subscription { licenseActivity(productLicenseId: "${license.id}") { productLicenseId orderNumber action
          productLicense { id seatsUsed machines { fingerprint } } } }`,
      );
      // Another license's subscriber hears nothing of this one.
      peer.subscribe(
        'other',
        `subscription { licenseActivity(productLicenseId: "${Number(license.id) + 1}") { productLicenseId } }`,
      );
      type Heard = {
        licenseActivity: {
          productLicenseId: string;
          orderNumber: string;
          action: string;
          productLicense: { seatsUsed: number; machines: { fingerprint: string }[] };
        };
      };
      const heard = () =>
        peer
          .messages('activity')
          .map((message) => (message.payload as { data?: Heard }).data?.licenseActivity)
          .filter((activity) => activity?.productLicenseId === license.id);
      // The subscription's hub connection opens on its own time: activate until one is heard (10 s at most).
      for (let sent = 0; heard().length === 0 && sent < 40; sent += 1) {
        expect((await activate(license, `fp-heard-${sent}`)).data?.activateMachine.code).toBe('VALID');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(peer.messages('activity').every((message) => message.type === 'next')).toBe(true);
      expect(heard()[0]).toMatchObject({
        orderNumber: license.orderNumber,
        action: 'Machine activated',
        productLicense: { seatsUsed: expect.any(Number) },
      });
      expect(heard()[0]!.productLicense.seatsUsed).toBeGreaterThanOrEqual(1);
      // Each event reads the license afresh, its machines too: not the subscription's first answer.
      await activate(license, 'fp-heard-last');
      await expect.poll(() => heard().at(-1)?.productLicense.machines[0]?.fingerprint).toBe('fp-heard-last');
      const last = heard().at(-1)!.productLicense;
      expect(last.machines).toHaveLength(last.seatsUsed);
      expect(peer.messages('other')).toEqual([]);
    } finally {
      await peer.close();
    }
  });
});
