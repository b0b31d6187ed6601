import { ADMIN_EMAILS_MESSAGE } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, sharedStack, signIn } from './helpers.js';

const SETTINGS =
  '{ settings { emailFromAddress adminEmails smtp { configured lastSentAt lastError backlog } } }';
const UPDATE = `mutation ($input: SettingsInput!) { updateSettings(input: $input) { emailFromAddress adminEmails } }`;

describe('settings', () => {
  const stack = sharedStack({ user: ADMIN });

  it('are read by staff, changed by administrators only, and name the field in error', async () => {
    const staff = (await signIn(stack.url, STAFF)).token;
    const read = await stack.query(SETTINGS, {}, { token: staff });
    expect(read.data).toEqual({
      settings: {
        emailFromAddress: 'no-reply@licensing.example.com',
        adminEmails: '',
        smtp: { configured: false, lastSentAt: null, lastError: null, backlog: 0 },
      },
    });
    const input = { emailFromAddress: 'sales@example.com', adminEmails: 'a@example.com; b@example.com' };
    const refused = await stack.query(UPDATE, { input }, { token: staff });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await stack.query(UPDATE, { input: { ...input, adminEmails: 'a@example.com;;' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { adminEmails: [ADMIN_EMAILS_MESSAGE] },
    });
    // A QuickBooks field is named by its GraphQL name, though REST calls it QboEnvironment.
    const badQuickBooks = await stack.query(UPDATE, { input: { ...input, quickBooksEnvironment: 'moon' } });
    expect(badQuickBooks.errors?.[0]?.extensions?.fieldErrors).toEqual({
      quickBooksEnvironment: ['QuickBooks environment must be sandbox or production'],
    });
    const changed = await stack.query(UPDATE, { input });
    expect(changed.data).toEqual({ updateSettings: input });
  });
});
