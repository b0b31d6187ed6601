// Users, the password flows and integrator tokens through the gateway, against a real licensing-api.
import { userMessages } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gql, STAFF, type Stack, signIn, startStack } from './helpers.js';

const CREATE = /* GraphQL */ `
  mutation ($input: RegisterUserInput!) {
    createUser(input: $input) { id userName email role isActive phoneNumber mustChangePassword }
  }
`;
const USERS = '{ users(orderBy: [{ field: userName }]) { totalCount items { userName role isActive } } }';
const TOKEN = /* GraphQL */ `
  mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name scope lastUsedAt } } }
`;

describe('users, passwords and tokens', () => {
  let stack: Stack;
  let url: string;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    stack = await startStack();
    url = stack.gateway.url;
    admin = (await signIn(url, ADMIN)).token;
    staff = (await signIn(url, STAFF)).token;
  });
  afterAll(() => stack?.close());

  it('lets administrators only list, add, deactivate and reset users', async () => {
    expect((await gql(url, USERS, {}, { token: staff })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await gql<{ users: { items: { userName: string }[] } }>(url, USERS, {}, { token: admin });
    expect(listed.data?.users.items.map((user) => user.userName)).toEqual([
      'admin@example.com',
      'staff@example.com',
    ]);

    const input = {
      email: 'grace@example.com',
      password: 'Hopper#1906',
      confirmPassword: 'Hopper#1960',
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '555 010 0199',
    };
    const mismatch = await gql(url, CREATE, { input }, { token: admin });
    expect(mismatch.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { confirmPassword: [userMessages.passwordMismatch] },
    });
    const created = await gql<{ createUser: { id: string } }>(
      url,
      CREATE,
      { input: { ...input, confirmPassword: input.password } },
      { token: admin },
    );
    expect(created.data?.createUser).toMatchObject({
      userName: 'grace@example.com',
      role: 'Staff',
      isActive: true,
      phoneNumber: '5550100199',
      mustChangePassword: false,
    });
    const id = created.data!.createUser.id;
    const grace = (await signIn(url, { email: input.email, password: input.password })).token;

    const reset = await gql(
      url,
      'mutation ($id: ID!) { resetUserPassword(id: $id) }',
      { id },
      { token: admin },
    );
    expect(reset.data).toEqual({ resetUserPassword: true });
    // The reset ends Grace's sign-ins.
    const me = await gql(url, '{ me { userName } }', {}, { token: grace });
    expect(me.data).toEqual({ me: null });

    const deactivated = await gql(
      url,
      'mutation ($id: ID!) { deleteUser(id: $id) }',
      { id },
      { token: admin },
    );
    expect(deactivated.data).toEqual({ deleteUser: id });
    const user = await gql(url, 'query ($id: ID!) { user(id: $id) { isActive } }', { id }, { token: admin });
    expect(user.data).toEqual({ user: { isActive: false } });
  });

  it('answers forgotPassword without a session, the same for any address', async () => {
    const mutation = 'mutation ($email: String!) { forgotPassword(email: $email) }';
    expect((await gql(url, mutation, { email: 'staff@example.com' })).data).toEqual({ forgotPassword: true });
    expect((await gql(url, mutation, { email: 'nobody@example.com' })).data).toEqual({
      forgotPassword: true,
    });
    const invalid = await gql(url, mutation, { email: 'nope' });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });

  it('gives integrators read and write tokens that work without a password sign-in', async () => {
    const make = async (scope: 'read' | 'write') => {
      const made = await gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
        url,
        TOKEN,
        { input: { name: `nightly ${scope}`, scope, expiresInDays: 7 } },
        { token: admin },
      );
      return made.data!.createApiToken;
    };
    const read = await make('read');
    const write = await make('write');
    expect(
      (await gql(url, '{ products(pageSize: 1) { totalCount } }', {}, { token: read.token })).errors,
    ).toBeUndefined();
    const product = 'mutation { createProduct(input: { name: "Scripted", version: "1.0" }) { id } }';
    const refused = await gql(url, product, {}, { token: read.token });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This token may only read.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(url, product, {}, { token: write.token })).errors).toBeUndefined();

    const tokens = await gql<{ apiTokens: { id: string; lastUsedAt: string | null }[] }>(
      url,
      '{ apiTokens { id name scope lastUsedAt } }',
      {},
      { token: admin },
    );
    expect(tokens.data?.apiTokens.find((token) => token.id === read.apiToken.id)?.lastUsedAt).not.toBeNull();
    const revoked = await gql(
      url,
      'mutation ($id: ID!) { revokeApiToken(id: $id) }',
      { id: read.apiToken.id },
      { token: admin },
    );
    expect(revoked.data).toEqual({ revokeApiToken: read.apiToken.id });
    const after = await gql(url, '{ products(pageSize: 1) { totalCount } }', {}, { token: read.token });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
