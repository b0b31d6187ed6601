import { ADMIN_EMAILS_MESSAGE } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gql, STAFF, type Stack, signIn, startStack } from './helpers.js';

const SETTINGS =
  '{ settings { emailFromAddress adminEmails smtp { configured lastSentAt lastError backlog } } }';
const UPDATE = `mutation ($input: SettingsInput!) { updateSettings(input: $input) { emailFromAddress adminEmails } }`;

describe('settings', () => {
  let stack: Stack;
  let url: string;
  beforeAll(async () => {
    stack = await startStack();
    url = stack.gateway.url;
  });
  afterAll(() => stack?.close());

  it('are read by staff, changed by administrators only, and name the field in error', async () => {
    const staff = (await signIn(url, STAFF)).token;
    const admin = (await signIn(url, ADMIN)).token;
    const read = await gql(url, SETTINGS, {}, { token: staff });
    expect(read.data).toEqual({
      settings: {
        emailFromAddress: 'no-reply@licensing.example.com',
        adminEmails: '',
        smtp: { configured: false, lastSentAt: null, lastError: null, backlog: 0 },
      },
    });
    const input = { emailFromAddress: 'sales@example.com', adminEmails: 'a@example.com; b@example.com' };
    const refused = await gql(url, UPDATE, { input }, { token: staff });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await gql(
      url,
      UPDATE,
      { input: { ...input, adminEmails: 'a@example.com;;' } },
      { token: admin },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { adminEmails: [ADMIN_EMAILS_MESSAGE] },
    });
    const changed = await gql(url, UPDATE, { input }, { token: admin });
    expect(changed.data).toEqual({ updateSettings: input });
  });
});
