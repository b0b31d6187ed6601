// The entities served by the generic CRUD alone (resolvers/crud.ts): roles and the two e-mail type
// lists, and the declarations driving every list's sort refusal.

import {
  EMAIL_TEMPLATE_TYPE_NAMES,
  emailTemplateTypeEntity,
  entities,
  roleEntity,
  SENT_EMAIL_TYPE_NAMES,
  sortableFields,
} from '@licensing/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/graphql-runtime.js';
import { buildSchema } from '../src/schema.js';
import { ADMIN, expectNoInternals, STAFF, sharedStack, signIn } from './helpers.js';

describe('declared entities', () => {
  const stack = sharedStack({ user: ADMIN });
  let staff: string;
  beforeAll(async () => {
    staff = (await signIn(stack.url, STAFF)).token;
  });

  it.each(entities)(
    'refuses an unknown sort field of $plural with the fields its declaration allows',
    async (entity) => {
      const before = stack.restCalls();
      const response = await stack.query(`{ ${entity.plural}(orderBy: [{ field: nope }]) { totalCount } }`);
      expect(response.errors?.[0]).toMatchObject({
        message: `Cannot sort by 'nope'. Sortable fields: ${sortableFields(entity).join(', ')}.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(stack.restCalls()).toBe(before);
    },
  );

  it('lists the seeded roles, template types and send types, sorted by name', async () => {
    const response = await stack.query<Record<string, { items: { name: string }[] }>>(
      '{ roles(pageSize: 0) { items { name } } emailTemplateTypes(pageSize: 0) { items { name } } sentEmailTypes(pageSize: 0) { items { name } } }',
      {},
      { token: staff },
    );
    expect(response.errors).toBeUndefined();
    const names = (field: string) => response.data![field]!.items.map((item) => item.name);
    expect(names('roles')).toEqual(['Admin', 'Staff']);
    expect(names('emailTemplateTypes')).toEqual(Object.values(EMAIL_TEMPLATE_TYPE_NAMES).sort());
    expect(names('sentEmailTypes')).toEqual(Object.values(SENT_EMAIL_TYPE_NAMES).sort());
  });

  it('creates, renames and deletes a role as an administrator; staff are refused every write', async () => {
    const created = await stack.query<{ createRole: { id: string; name: string } }>(
      'mutation { createRole(input: { name: "Auditor" }) { id name } }',
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createRole;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await stack.query(
      `mutation { updateRole(id: "${id}", input: { name: "Admin2" }) { id } }`,
      {},
      { token: staff },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const renamed = await stack.query<{ updateRole: { name: string } }>(
      `mutation { updateRole(id: "${id}", input: { name: "Auditors" }) { name } }`,
    );
    expect(renamed.data?.updateRole.name).toBe('Auditors');
    const deleted = await stack.query(`mutation { deleteRole(id: "${id}") }`);
    expect(deleted.data).toEqual({ deleteRole: id });
    expect((await stack.query(`{ role(id: "${id}") { id } }`)).data).toEqual({
      role: null,
    });
  });

  it('refuses to delete a role users hold, with CONFLICT and the API message', async () => {
    const roles = await stack.query<{ roles: { items: { id: string; name: string }[] } }>(
      '{ roles(filter: { name: "Staff" }) { items { id name } } }',
    );
    const staffRole = roles.data!.roles.items.find((role) => role.name === 'Staff')!;
    const response = await stack.query(`mutation { deleteRole(id: "${staffRole.id}") }`);
    expect(response.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(response.errors?.[0]?.message).toMatch(/used by/i);
    expectNoInternals(response.errors);
  });

  it('writes e-mail template types and send types; a missing name is BAD_USER_INPUT naming the field', async () => {
    const created = await stack.query<{ createEmailTemplateType: { id: string; name: string } }>(
      'mutation { createEmailTemplateType(input: { name: "Renewal" }) { id name } }',
    );
    expect(created.data?.createEmailTemplateType.name).toBe('Renewal');
    const type = await stack.query<{ emailTemplateType: { name: string } }>(
      `{ emailTemplateType(id: "${created.data!.createEmailTemplateType.id}") { name } }`,
    );
    expect(type.data?.emailTemplateType.name).toBe('Renewal');
    const blank = await stack.query('mutation { createSentEmailType(input: { name: " " }) { id } }');
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(blank.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual(['name']);
    expect(emailTemplateTypeEntity.fields.name.rest).toBe('Name');
    expect(roleEntity.adminOnly).toBe('writes');
  });
});

describe('sent e-mails', () => {
  const stack = sharedStack();

  it('queues a mail with sanitized content, lists it newest first, and refuses to resend one that has not failed', async () => {
    const types = await stack.query<{ sentEmailTypes: { items: { id: string; name: string }[] } }>(
      '{ sentEmailTypes { items { id name } } }',
    );
    const license = types.data!.sentEmailTypes.items.find(
      (type) => type.name === SENT_EMAIL_TYPE_NAMES.license,
    )!;
    const created = await stack.query<{
      createSentEmail: { id: string; body: string; status: string; sentEmailTypeName: string };
    }>(
      'mutation ($input: SentEmailInput!) { createSentEmail(input: $input) { id body status sentEmailTypeName } }',
      {
        input: {
          sentEmailTypeId: license.id,
          recipients: 'ada@example.com',
          subject: 'Hi',
          body: '<p>Hi {0}</p><script>x</script>',
        },
      },
    );
    expect(created.data?.createSentEmail).toMatchObject({
      body: '<p>Hi {0}</p>',
      status: 'pending',
      sentEmailTypeName: SENT_EMAIL_TYPE_NAMES.license,
    });
    const { id } = created.data!.createSentEmail;
    const list = await stack.query<{ sentEmails: { items: { id: string }[] } }>(
      '{ sentEmails { items { id } } }',
    );
    expect(list.data?.sentEmails.items[0]?.id).toBe(id);
    const retry = await stack.query(`mutation { retrySentEmail(id: "${id}") { id } }`);
    expect(retry.errors?.[0]).toMatchObject({
      message: 'Only a failed e-mail can be sent again.',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('the SDL against the declarations', () => {
  const { isObjectType } = graphql;
  it('has every declared field on the hand-written object type', () => {
    const schema = buildSchema();
    for (const entity of entities) {
      const type = schema.getType(entity.name);
      expect(isObjectType(type), entity.name).toBe(true);
      const fields = isObjectType(type) ? type.getFields() : {};
      expect(
        Object.keys(entity.fields).filter((field) => !fields[field]),
        entity.name,
      ).toEqual([]);
    }
  });
});
