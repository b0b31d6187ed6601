// E-mail templates and new-update mails through the gateway, against a real licensing-api.
import { describe, expect, it } from 'vitest';
import { expectNoInternals, sharedStack } from './helpers.js';

type Template = {
  id: string;
  name: string;
  emailTemplateTypeName: string;
  product: { name: string } | null;
};

const UPDATE_TEMPLATES = /* GraphQL */ `
  query {
    emailTemplates(pageSize: 0, filter: { emailTemplateTypeName: "New Update" }) {
      totalCount
      items { id name emailTemplateTypeName product { name } }
    }
    releasePackages(pageSize: 1) { items { id version } }
    customers(pageSize: 2, orderBy: [{ field: id }]) { items { id firstName lastName email } }
  }
`;
const PREVIEW = /* GraphQL */ `
  query ($id: ID!, $customerId: ID!, $releasePackageId: ID) {
    emailTemplate(id: $id) { preview(customerId: $customerId, releasePackageId: $releasePackageId) { subject body } }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($input: NewUpdateEmailInput!) {
    sendNewUpdateEmail(input: $input) { id recipients subject status sentEmailTypeName }
  }
`;

describe('e-mail templates and new-update mails', () => {
  const stack = sharedStack();

  it("lists a type's templates with their products, previews one, and sends it to two customers", async () => {
    const before = stack.restCalls();
    const read = await stack.query<{
      emailTemplates: { totalCount: number; items: Template[] };
      releasePackages: { items: { id: string; version: string }[] };
      customers: { items: { id: string; firstName: string; lastName: string; email: string }[] };
    }>(UPDATE_TEMPLATES);
    // The templates, one batched product lookup, the release packages and the customers.
    expect(stack.restCalls() - before).toBe(4);
    const templates = read.data!.emailTemplates.items;
    expect(templates.length).toBeGreaterThan(1);
    expect(templates.every((t) => t.emailTemplateTypeName === 'New Update' && t.product?.name)).toBe(true);
    const [release] = read.data!.releasePackages.items;
    const customers = read.data!.customers.items;

    const preview = await stack.query(PREVIEW, {
      id: templates[0]!.id,
      customerId: customers[0]!.id,
      releasePackageId: release!.id,
    });
    expect(preview.data).toEqual({
      emailTemplate: {
        preview: {
          subject: `A new version is available - v${release!.version}`,
          body: expect.stringContaining(`Dear ${customers[0]!.firstName} ${customers[0]!.lastName},`),
        },
      },
    });

    const input = {
      releasePackageId: release!.id,
      emailTemplateId: templates[0]!.id,
      customers: customers.map((c) => c.id),
      subject: 'Hello {0}',
      body: '<p>Version {3}</p>',
    };
    const missing = await stack.query(SEND, { input: { ...input, customers: [] } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { customers: ['Customer is required.'] },
    });
    const badId = await stack.query(SEND, { input: { ...input, customers: ['1x'] } });
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expectNoInternals(badId.errors);

    const sent = await stack.query(SEND, { input });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({
      sendNewUpdateEmail: customers.map((c) => ({
        id: expect.any(String),
        recipients: c.email,
        subject: `Hello ${c.firstName} ${c.lastName} - v${release!.version}`,
        status: 'pending',
        sentEmailTypeName: 'New Update Email',
      })),
    });
  });
});
