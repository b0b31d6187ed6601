// Settings (SPEC §3 Settings, §5): the address mail is sent from, and the administrators' addresses
// that hear of new trial requests. One row; only administrators change it.
import { object, string } from 'yup';
import { optionalText } from './schema-fields.js';
import { EMAIL_PATTERN, requiredEmail } from './validation.js';

export const ADMIN_EMAILS_MESSAGE =
  'Double check your email format or semicolon (;) as separator in Admin Emails field';

/** 'a@x.com; b@y.com' → its addresses, or null when an item is empty or no address (SPEC §5). */
export function parseAdminEmails(text: string): string[] | null {
  const items = text.split(';').map((item) => item.trim());
  return items.every((item) => EMAIL_PATTERN.test(item)) ? items : null;
}

/** Where the QuickBooks Online company lives (INTEGRATIONS.md). */
export const QBO_ENVIRONMENTS = ['sandbox', 'production'] as const;

export const settingsMessages = {
  qboStatusError: 'error',
  refreshTokenSucceeded: 'Refresh Access Token successfully',
  refreshTokenFailed: 'Refresh Access Token failed',
} as const;

export const settingsSchema = object({
  emailFromAddress: requiredEmail('Email From Address is not a valid e-mail address').label(
    'Email From Address',
  ),
  adminEmails: string()
    .trim()
    .required('Admin Emails')
    .test('admin-emails', ADMIN_EMAILS_MESSAGE, (value) => !value || parseAdminEmails(value) !== null),
  quickBooksEnvironment: string()
    .transform((value: unknown) => (value ? value : 'sandbox'))
    .oneOf(QBO_ENVIRONMENTS, 'QuickBooks environment must be sandbox or production')
    .default('sandbox'),
  quickBooksClientId: optionalText(200).label('QuickBooks Client ID'),
  // Write-only: blank keeps the stored one.
  quickBooksClientSecret: optionalText(500).label('QuickBooks Client Secret'),
  quickBooksRealmId: optionalText(100).label('QuickBooks Company ID'),
  quickBooksRefreshToken: optionalText(2_000).label('QuickBooks Refresh Token'),
  quickBooksItemId: optionalText(100).label('QuickBooks Item ID'),
});

/** The settings form's values, by the GraphQL input's names. */
export type SettingsValues = {
  emailFromAddress: string;
  adminEmails: string;
  quickBooksEnvironment: string;
  quickBooksClientId: string | null;
  quickBooksClientSecret: string | null;
  quickBooksRealmId: string | null;
  quickBooksRefreshToken: string | null;
  quickBooksItemId: string | null;
};
