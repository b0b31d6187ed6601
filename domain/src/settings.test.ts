import { describe, expect, it } from 'vitest';
import { ADMIN_EMAILS_MESSAGE, parseAdminEmails, settingsSchema } from './settings.js';

describe('settings (SPEC §5)', () => {
  it('reads semicolon-separated admin addresses, refusing empty items and bad addresses', () => {
    expect(parseAdminEmails('a@x.com; b@y.org')).toEqual(['a@x.com', 'b@y.org']);
    expect(parseAdminEmails('a@x.com')).toEqual(['a@x.com']);
    for (const bad of ['a@x.com;', 'a@x.com;;b@y.org', 'a@x.com, b@y.org', 'nobody', '']) {
      expect(parseAdminEmails(bad)).toBeNull();
    }
  });

  it('names the broken field with SPEC §5 text', async () => {
    await expect(
      settingsSchema.validate({ emailFromAddress: 'shop@example.com', adminEmails: 'a@x.com;' }),
    ).rejects.toThrow(ADMIN_EMAILS_MESSAGE);
    await expect(
      settingsSchema.validate({ emailFromAddress: 'shop', adminEmails: 'a@x.com' }),
    ).rejects.toThrow('Email From Address is not a valid e-mail address');
    await expect(
      settingsSchema.validate({ emailFromAddress: 'shop@example.com', adminEmails: 'a@x.com; b@y.org' }),
    ).resolves.toBeTruthy();
  });
});
