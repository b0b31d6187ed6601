// Staff's side of activation through the gateway (beyond SPEC): deactivating machines, offline
// activation and the status mutations, as an administrator and as staff, refused to a read token and
// to no session, and input of the wrong type refused naming its field.
import { apiTokenMessages, offlineRequestCode } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { ACTIVATE, activationStack, firstError, SEATS, type Seats, VALIDATE } from './activation-fixture.js';
import type { Auth } from './helpers.js';

describe("activation: staff's side", () => {
  const t = activationStack();
  const { stack, anonymous, as, freshLicense, activate, seatsOf } = t;

  it('deactivates machines as an administrator and as staff, answering the license after', async () => {
    const license = await freshLicense();
    await activate(license, 'fp-a');
    await activate(license, 'fp-b');
    const [b, a] = (await seatsOf(license)).machines;
    const deactivate = (id: string, token: string) =>
      stack.query<{ deactivateMachine: Seats }>(
        `mutation ($id: ID!) { deactivateMachine(id: $id) { ${SEATS} } }`,
        { id },
        as(token),
      );
    const byAdmin = await deactivate(a!.id, stack.token);
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data!.deactivateMachine).toMatchObject({
      id: license.id,
      seatsUsed: 1,
      seats: 'Seats free',
    });
    expect(byAdmin.data!.deactivateMachine.machines.map((machine) => machine.fingerprint)).toEqual(['fp-b']);
    const byStaff = await deactivate(b!.id, t.staff);
    expect(byStaff.data?.deactivateMachine).toMatchObject({
      seatsUsed: 0,
      seats: 'No machines',
      machines: [],
    });
    expect(firstError(await deactivate(b!.id, t.staff))?.extensions?.code).toBe('NOT_FOUND');
  });

  it('activates offline machines from their request codes as an administrator and as staff, up to the maximum', async () => {
    const license = await freshLicense();
    const offline = (fingerprint: string, token: string, key = license.key) =>
      stack.query<{
        activateMachineOffline: { machineFile: string; fileName: string; productLicense: Seats };
      }>(
        `mutation ($productLicenseId: ID!, $requestCode: String!) {
          activateMachineOffline(productLicenseId: $productLicenseId, requestCode: $requestCode) {
            machineFile fileName productLicense { ${SEATS} }
          }
        }`,
        {
          productLicenseId: license.id,
          requestCode: offlineRequestCode({ key, fingerprint, hostname: 'vault', platform: 'linux-x64' }),
        },
        as(token),
      );
    const byAdmin = await offline('off-a', stack.token);
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data!.activateMachineOffline).toMatchObject({
      machineFile: expect.stringContaining('-----BEGIN MACHINE FILE-----'),
      fileName: expect.stringMatching(/\.machine$/),
      productLicense: { id: license.id, seatsUsed: 1 },
    });
    const byStaff = await offline('off-b', t.staff);
    expect(byStaff.data?.activateMachineOffline.productLicense).toMatchObject({
      seatsUsed: 2,
      seats: 'Full',
    });
    expect(byStaff.data?.activateMachineOffline.productLicense.machines[0]).toMatchObject({
      fingerprint: 'off-b',
      hostname: 'vault',
      lastAddress: null,
    });
    const over = await offline('off-c', t.staff);
    expect(firstError(over)).toMatchObject({
      message: 'The license has reached its maximum of machines.',
      extensions: { code: 'CONFLICT' },
    });
    const otherKey = await offline('off-d', t.staff, 'NOT-THIS-LICENSE');
    expect(firstError(otherKey)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { requestCode: [expect.stringContaining('another license')] },
    });
  });

  it('suspends, reinstates and revokes as an administrator and as staff; a status that does not allow it is CONFLICT', async () => {
    const license = await freshLicense();
    const change = (mutation: string, token: string, id = license.id) =>
      stack.query<Record<string, { status: number; statusName: string }>>(
        `mutation ($id: ID!) { ${mutation}(id: $id) { status statusName } }`,
        { id },
        as(token),
      );
    await activate(license, 'fp-status');
    const validation = async () =>
      (
        await stack.query<{ validateLicense: { code: string } }>(
          VALIDATE,
          { key: license.key, fingerprint: 'fp-status', nonce: 'n' },
          anonymous(),
        )
      ).data?.validateLicense.code;
    for (const token of [stack.token, t.staff]) {
      expect((await change('suspendLicense', token)).data).toEqual({
        suspendLicense: { status: 2, statusName: 'Suspended' },
      });
      expect(await validation()).toBe('SUSPENDED');
      expect((await change('reinstateLicense', token)).data).toEqual({
        reinstateLicense: { status: 1, statusName: 'Activated' },
      });
    }
    expect(firstError(await change('reinstateLicense', t.staff))).toMatchObject({
      message: 'A license that is Activated cannot be reinstated.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await change('revokeLicense', t.staff)).data).toEqual({
      revokeLicense: { status: 4, statusName: 'Revoked' },
    });
    expect(await validation()).toBe('REVOKED');
    expect(firstError(await change('suspendLicense', stack.token))?.extensions?.code).toBe('CONFLICT');
    const other = await freshLicense();
    expect((await change('revokeLicense', stack.token, other.id)).data).toEqual({
      revokeLicense: { status: 4, statusName: 'Revoked' },
    });
  });

  it("refuses staff's mutations with a read token and with no session, before any REST call", async () => {
    const license = await freshLicense();
    const operations: [string, Record<string, unknown>][] = [
      ['mutation { deactivateMachine(id: "1") { id } }', {}],
      [
        'mutation ($code: String!) { activateMachineOffline(productLicenseId: "1", requestCode: $code) { fileName } }',
        { code: offlineRequestCode({ key: license.key, fingerprint: 'x', hostname: null, platform: null }) },
      ],
      ...['suspendLicense', 'reinstateLicense', 'revokeLicense'].map(
        (name): [string, Record<string, unknown>] => [`mutation { ${name}(id: "${license.id}") { id } }`, {}],
      ),
    ];
    for (const [query, variables] of operations) {
      const before = stack.restCalls();
      const read = await stack.query(query, variables, { token: t.reader });
      expect(firstError(read), query).toMatchObject({
        message: apiTokenMessages.readOnly,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(firstError(await stack.query(query, variables, anonymous()))?.extensions?.code, query).toBe(
        'UNAUTHENTICATED',
      );
      expect(stack.restCalls(), query).toBe(before);
    }
    expect((await seatsOf(license)).status).toBe(1);
  });

  it('refuses input of the wrong type with an error naming the field', async () => {
    const license = await freshLicense();
    const refusal = async (
      query: string,
      variables: Record<string, unknown>,
      auth: Auth = as(stack.token),
    ) => {
      const answer = await stack.query(query, variables, auth);
      expect(answer.data ?? null, query).toBeNull();
      return firstError(answer)!;
    };
    // An object or a list for a string: graphql refuses the variable by its name.
    for (const fingerprint of [{ $ne: '' }, ['fp']]) {
      const error = await refusal(ACTIVATE, { key: license.key, fingerprint }, anonymous());
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toContain('$fingerprint');
    }
    // NUL, or more than a fingerprint holds: licensing-api refuses the field, by its argument's name.
    for (const fingerprint of ['fp\u0000', 'x'.repeat(201)]) {
      const error = await refusal(ACTIVATE, { key: license.key, fingerprint }, anonymous());
      expect(error.extensions, JSON.stringify(fingerprint)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { fingerprint: [expect.any(String)] },
      });
    }
    const nonce = await refusal(
      VALIDATE,
      { key: license.key, fingerprint: 'fp', nonce: 'n\u0000' },
      anonymous(),
    );
    expect(nonce.extensions?.fieldErrors).toHaveProperty('nonce');
    // Ids that cannot be one, before any REST call.
    for (const id of ['99999999999999999999', 2 ** 40, 'abc']) {
      for (const mutation of ['deactivateMachine', 'suspendLicense', 'revokeLicense']) {
        const before = stack.restCalls();
        const error = await refusal(`mutation ($id: ID!) { ${mutation}(id: $id) { id } }`, { id });
        expect(error, `${mutation} ${id}`).toMatchObject({
          message: `'${id}' is not a valid id.`,
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { id: ['Invalid id'] } },
        });
        expect(stack.restCalls()).toBe(before);
      }
    }
    const offline = await refusal(
      'mutation ($id: ID!) { activateMachineOffline(productLicenseId: $id, requestCode: "x") { fileName } }',
      { id: 2 ** 40 },
    );
    expect(offline.extensions?.fieldErrors).toEqual({ productLicenseId: ['Invalid id'] });
    const code = await refusal(
      'mutation ($id: ID!) { activateMachineOffline(productLicenseId: $id, requestCode: "not a code\\u0000") { fileName } }',
      { id: license.id },
    );
    expect(code.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { requestCode: [expect.any(String)] },
    });
  });
});
