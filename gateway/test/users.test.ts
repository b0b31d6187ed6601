// Users, the password flows and integrator tokens through the gateway, against a real licensing-api.
import { userMessages } from '@licensing/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gql, STAFF, sharedStack, signIn } from './helpers.js';

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
  const stack = sharedStack({ user: ADMIN });
  let staff: string;
  beforeAll(async () => {
    staff = (await signIn(stack.url, STAFF)).token;
  });

  it('lets administrators only list, add, deactivate and reset users', async () => {
    expect((await stack.query(USERS, {}, { token: staff })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await stack.query<{ users: { items: { userName: string }[] } }>(USERS);
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
    const mismatch = await stack.query(CREATE, { input });
    expect(mismatch.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { confirmPassword: [userMessages.passwordMismatch] },
    });
    const created = await stack.query<{ createUser: { id: string } }>(CREATE, {
      input: { ...input, confirmPassword: input.password },
    });
    expect(created.data?.createUser).toMatchObject({
      userName: 'grace@example.com',
      role: 'Staff',
      isActive: true,
      phoneNumber: '5550100199',
      mustChangePassword: false,
    });
    const id = created.data!.createUser.id;
    const grace = (await signIn(stack.url, { email: input.email, password: input.password })).token;

    const reset = await stack.query('mutation ($id: ID!) { resetUserPassword(id: $id) }', { id });
    expect(reset.data).toEqual({ resetUserPassword: true });
    // The reset ends Grace's sign-ins.
    const me = await stack.query('{ me { userName } }', {}, { token: grace });
    expect(me.data).toEqual({ me: null });

    const deactivated = await stack.query('mutation ($id: ID!) { deleteUser(id: $id) }', { id });
    expect(deactivated.data).toEqual({ deleteUser: id });
    const user = await stack.query('query ($id: ID!) { user(id: $id) { isActive } }', { id });
    expect(user.data).toEqual({ user: { isActive: false } });
  });

  it('answers forgotPassword without a session, the same for any address', async () => {
    const mutation = 'mutation ($email: String!) { forgotPassword(email: $email) }';
    expect((await gql(stack.url, mutation, { email: 'staff@example.com' })).data).toEqual({
      forgotPassword: true,
    });
    expect((await gql(stack.url, mutation, { email: 'nobody@example.com' })).data).toEqual({
      forgotPassword: true,
    });
    const invalid = await gql(stack.url, mutation, { email: 'nope' });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });

  it('gives integrators read and write tokens that work without a password sign-in', async () => {
    const make = async (scope: 'read' | 'write') => {
      const made = await stack.query<{ createApiToken: { token: string; apiToken: { id: string } } }>(TOKEN, {
        input: { name: `nightly ${scope}`, scope, expiresInDays: 7 },
      });
      return made.data!.createApiToken;
    };
    const read = await make('read');
    const write = await make('write');
    expect(
      (await stack.query('{ products(pageSize: 1) { totalCount } }', {}, { token: read.token })).errors,
    ).toBeUndefined();
    const product = 'mutation { createProduct(input: { name: "Scripted", version: "1.0" }) { id } }';
    const refused = await stack.query(product, {}, { token: read.token });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This token may only read.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await stack.query(product, {}, { token: write.token })).errors).toBeUndefined();

    const tokens = await stack.query<{ apiTokens: { id: string; lastUsedAt: string | null }[] }>(
      '{ apiTokens { id name scope lastUsedAt } }',
    );
    expect(tokens.data?.apiTokens.find((token) => token.id === read.apiToken.id)?.lastUsedAt).not.toBeNull();
    const revoked = await stack.query('mutation ($id: ID!) { revokeApiToken(id: $id) }', {
      id: read.apiToken.id,
    });
    expect(revoked.data).toEqual({ revokeApiToken: read.apiToken.id });
    const after = await stack.query('{ products(pageSize: 1) { totalCount } }', {}, { token: read.token });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
