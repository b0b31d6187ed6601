// A read-only integrator token runs every query and no mutation but the public ones: each mutation
// of the served schema is called with one, with well-typed arguments, and must be refused.
import { apiTokenMessages } from '@licensing/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, sharedStack } from './helpers.js';

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type InputValue = { name: string; type: TypeRef };
type FullType = {
  kind: string;
  name: string;
  fields: { name: string; args: InputValue[]; type: TypeRef }[] | null;
  inputFields: InputValue[] | null;
  enumValues: { name: string }[] | null;
};

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const INTROSPECTION = `{ __schema { types {
  kind name
  fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
  inputFields { name type { ${TYPE_REF} } }
  enumValues { name }
} } }`;

const typeText = (ref: TypeRef): string =>
  ref.kind === 'NON_NULL'
    ? `${typeText(ref.ofType!)}!`
    : ref.kind === 'LIST'
      ? `[${typeText(ref.ofType!)}]`
      : ref.name!;
const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);

describe('read-only tokens in GraphQL', () => {
  // Every mutation in a row (over a hundred): more than a person's budget of 90 in 3 s.
  const budget = { max: 1_000, windowMs: 3_000 };
  const stack = sharedStack({ gateway: { rateLimits: { session: budget, address: budget } } });
  let readToken: string;
  let types: Map<string, FullType>;

  beforeAll(async () => {
    const made = await stack.query<{ createApiToken: { token: string } }>(
      'mutation { createApiToken(input: { name: "reader", scope: read, expiresInDays: 1 }) { token } }',
    );
    readToken = made.data!.createApiToken.token;
    const schema = await stack.query<{ __schema: { types: FullType[] } }>(
      INTROSPECTION,
      {},
      { token: readToken },
    );
    types = new Map(schema.data!.__schema.types.map((type) => [type.name, type]));
  });

  /** A value of the type, with every required input field filled. */
  const sampleValue = (ref: TypeRef): unknown => {
    if (ref.kind === 'NON_NULL') return sampleValue(ref.ofType!);
    if (ref.kind === 'LIST') return [sampleValue(ref.ofType!)];
    const type = types.get(ref.name!)!;
    if (type.kind === 'ENUM') return type.enumValues![0]!.name;
    if (type.kind === 'INPUT_OBJECT') {
      const required = type.inputFields!.filter((field) => field.type.kind === 'NON_NULL');
      return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
    }
    const scalars: Record<string, unknown> = {
      ID: '1',
      String: 'x',
      Int: 1,
      Float: 1,
      Boolean: true,
      DateTime: '2030-01-01T00:00:00.000Z',
    };
    return scalars[type.name] ?? 'x';
  };

  it('are refused on every mutation but the public ones, before anything runs', async () => {
    const mutations = types.get('Mutation')!.fields!;
    expect(mutations.length).toBeGreaterThan(50);
    const ran: string[] = [];
    for (const mutation of mutations) {
      const isPublic = [
        'signIn',
        'forgotPassword',
        'trialRequestAction',
        'activateMachine',
        'validateLicense',
        'deactivateMachineByKey',
      ].includes(mutation.name);
      if (isPublic) continue;
      const variables = Object.fromEntries(mutation.args.map((arg) => [arg.name, sampleValue(arg.type)]));
      const declared = mutation.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
      const passed = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const returned = types.get(named(mutation.type).name!)!;
      const selection = returned.kind === 'OBJECT' ? ' { __typename }' : '';
      const operation = `mutation${declared ? `(${declared})` : ''} { ${mutation.name}${passed ? `(${passed})` : ''}${selection} }`;
      const answer = await stack.query(operation, variables, { token: readToken });
      if (answer.errors?.[0]?.message !== apiTokenMessages.readOnly)
        ran.push(`${mutation.name}: ${JSON.stringify(answer)}`);
      else expect(answer.errors[0].extensions?.code).toBe('FORBIDDEN');
    }
    // signOut among them: it is public (it clears a browser's cookie) but revokes the token.
    expect(ran).toEqual([]);
  });

  it("read Sent Emails with a mailed password and a trial's links redacted", async () => {
    expect((await gql(stack.url, 'mutation { forgotPassword(email: "admin@example.com") }')).data).toEqual({
      forgotPassword: true,
    });
    await stack.db.updateTable('settings').set({ admin_emails: 'admin@example.com' }).execute();
    const trial = await stack.query(
      `mutation { createTrialRequest(input: { productId: "1", firstName: "Eve", lastName: "Prober",
        email: "eve@example.org", company: "Probe", subject: "Trial" }) { id } }`,
    );
    expect(trial.errors).toBeUndefined();
    const mails = await stack.query<{ sentEmails: { items: { id: string; body: string }[] } }>(
      '{ sentEmails(pageSize: 0) { items { id body } } }',
      {},
      { token: readToken },
    );
    const bodies = mails.data!.sentEmails.items.map((mail) => mail.body).join('\n');
    expect(bodies).toContain('Your new password is: <strong>[redacted]</strong>');
    expect(bodies).toContain('Approve: generate the order');
    expect(bodies).not.toMatch(/Your new password is: <strong>(?!\[redacted\])/);
    expect(bodies).not.toContain('/trial-request-action/');
  });

  it('stop within about a second of their revocation, reference lists included (served from a cache)', async () => {
    const made = await stack.query<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      'mutation { createApiToken(input: { name: "short", scope: read, expiresInDays: 1 }) { token apiToken { id } } }',
    );
    const { token, apiToken } = made.data!.createApiToken;
    const plans = () => stack.query('{ licensePlans { id name } }', {}, { token });
    expect((await plans()).errors).toBeUndefined();
    await stack.query('mutation ($id: ID!) { revokeApiToken(id: $id) }', { id: apiToken.id });
    // The gateway remembers a session's answer for a second: after that, no cached list answers.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await plans()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('still read, and still are a session after their signOut was refused', async () => {
    const answer = await stack.query<{ products: { totalCount: number } }>(
      '{ products(pageSize: 1) { totalCount } }',
      {},
      { token: readToken },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.products.totalCount).toBeGreaterThan(0);
  });
});
