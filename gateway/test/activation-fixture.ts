// The activation tests' stack and helpers (activation.test.ts, activation-staff.test.ts): a real
// licensing-api behind the gateway, staff's and a read token's sessions, seeded licenses one per
// test, and the machine's calls, each from a caller's address of its own.
import { workflowPath, workflows } from '@licensing/domain';
import { beforeAll, expect } from 'vitest';
import { type Auth, type GqlResponse, STAFF, sharedStack, signIn } from './helpers.js';

export const ACTIVATE = /* GraphQL */ `
  mutation ($key: String!, $fingerprint: String!, $hostname: String, $platform: String) {
    activateMachine(key: $key, fingerprint: $fingerprint, hostname: $hostname, platform: $platform) {
      code detail machineFile fileName
    }
  }
`;
export const VALIDATE = /* GraphQL */ `
  mutation ($key: String!, $fingerprint: String!, $nonce: String!) {
    validateLicense(key: $key, fingerprint: $fingerprint, nonce: $nonce) { code detail signed { enc sig alg kid } }
  }
`;
export const DEACTIVATE_BY_KEY = /* GraphQL */ `
  mutation ($key: String!, $fingerprint: String!) {
    deactivateMachineByKey(key: $key, fingerprint: $fingerprint) { code detail }
  }
`;
export const SEATS = `id status statusName maxMachines machineLimit seatsUsed seats
  machines { id fingerprint hostname platform firstSeen lastSeen lastAddress }`;

export type Machine = {
  id: string;
  fingerprint: string;
  hostname: string | null;
  lastAddress: string | null;
};
export type Seats = {
  id: string;
  status: number;
  statusName: string;
  maxMachines: number | null;
  machineLimit: number | null;
  seatsUsed: number;
  seats: string;
  machines: Machine[];
};
export type License = { id: string; key: string; orderNumber: string; editionId: string };

/** Registers the stack of a describe block (its hooks with it) and answers its helpers. */
export function activationStack() {
  // Each request names its caller's address (X-Forwarded-For, believed behind a proxy): licensing-api
  // counts 5 a minute per address, so each test calls from addresses of its own.
  const stack = sharedStack({ gateway: { trustProxy: true }, api: { activationPerAddress: 5 } });
  let staff: string;
  let reader: string;
  let publicKey: string;
  beforeAll(async () => {
    staff = (await signIn(stack.url, STAFF)).token;
    const made = await stack.query<{ createApiToken: { token: string } }>(
      'mutation { createApiToken(input: { name: "activation reader", scope: read, expiresInDays: 1 }) { token } }',
    );
    reader = made.data!.createApiToken.token;
    publicKey = await (await fetch(`${stack.apiUrl}${workflowPath(workflows.GetLicensePublicKey)}`)).text();
  });

  let addresses = 0;
  /** No session, from an address of its own. */
  const anonymous = (address = `198.51.100.${++addresses}`): Auth => ({
    headers: { 'x-forwarded-for': address },
  });
  const as = (token: string): Auth => ({ token, headers: { 'x-forwarded-for': '192.0.2.1' } });

  /** A seeded active license with an activation code, none other test uses, allowing 2 machines. */
  let taken = 0;
  async function freshLicense(): Promise<License> {
    const row = await stack.db
      .selectFrom('product_licenses')
      .select(['id', 'customer_activation_code', 'order_number', 'product_edition_id'])
      .where('status', '=', 1)
      .where('expired_date', '>', new Date())
      .where('customer_activation_code', 'is not', null)
      .where('seats_used', '=', 0)
      .orderBy('id')
      .offset(taken++)
      .executeTakeFirstOrThrow();
    await stack.db
      .updateTable('product_licenses')
      .set({ max_machines: 2 })
      .where('id', '=', row.id)
      .execute();
    return {
      id: String(row.id),
      key: row.customer_activation_code!,
      orderNumber: row.order_number,
      editionId: String(row.product_edition_id),
    };
  }

  const activate = (license: License, fingerprint: string, auth = anonymous()) =>
    stack.query<{ activateMachine: { code: string; machineFile: string | null; fileName: string | null } }>(
      ACTIVATE,
      { key: license.key, fingerprint, hostname: `host-${fingerprint}`, platform: 'linux-x64' },
      auth,
    );
  const seatsOf = async (license: License, auth: Auth = as(stack.token)) => {
    const answer = await stack.query<{ productLicense: Seats }>(
      `query ($id: ID!) { productLicense(id: $id) { ${SEATS} } }`,
      { id: license.id },
      auth,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.productLicense;
  };
  return {
    stack,
    get staff() {
      return staff;
    },
    get reader() {
      return reader;
    },
    get publicKey() {
      return publicKey;
    },
    anonymous,
    as,
    freshLicense,
    activate,
    seatsOf,
  };
}

export const firstError = (answer: GqlResponse<unknown>) => answer.errors?.[0];
