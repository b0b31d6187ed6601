// Template placeholders (SPEC §3 EmailTemplate): {0}–{4} in a template's subject and content are
// replaced per recipient when a mail is composed, the same way for a preview and for sending. And
// the new-update mail (SPEC §5): a release announced to picked customers.
import { array, boolean, object } from 'yup';
import { escapeHtml } from './html.js';
import { requiredHtml, requiredId, requiredText } from './schema-fields.js';

/** The placeholders, in order, as the template editor lists them. */
export const TEMPLATE_PLACEHOLDERS = [
  { token: '{0}', label: 'Customer name' },
  { token: '{1}', label: 'Release URL' },
  { token: '{2}', label: 'Order or description' },
  { token: '{3}', label: 'Activation code or version' },
  { token: '{4}', label: 'Order number' },
] as const;

/** What the placeholders mean in a new-update mail, filled from the release announced. */
export const NEW_UPDATE_PLACEHOLDERS = [
  ...TEMPLATE_PLACEHOLDERS.slice(0, 2),
  { token: '{2}', label: 'Release description' },
  { token: '{3}', label: 'Version' },
] as const;

/** What fills {0}–{4}; a missing value leaves nothing in its place. */
export type PlaceholderValues = readonly [
  customerName?: string,
  releaseUrl?: string,
  orderOrDescription?: string,
  codeOrVersion?: string,
  orderNumber?: string,
];

const PLACEHOLDER = /\{([0-4])\}/g;

/** A subject with its placeholders filled. */
export function fillSubject(subject: string, values: PlaceholderValues): string {
  return subject.replace(PLACEHOLDER, (_, index: string) => values[Number(index)] ?? '');
}

/** HTML content with its placeholders filled by the escaped values. */
export function fillContent(html: string, values: PlaceholderValues): string {
  return html.replace(PLACEHOLDER, (_, index: string) => escapeHtml(values[Number(index)] ?? ''));
}

/** SPEC §5: the subject of an update mail gets ' - v' plus the release's Version appended. */
export const newUpdateSubject = (subject: string, version: string): string => `${subject} - v${version}`;

/**
 * Sending a new-update mail (SPEC §5 'Send new-update e-mail'): Customer, Subject and Content are
 * required; with AllActiveLicenses the holders of an active license are added to the customers.
 */
export const newUpdateEmailSchema = object({
  releasePackageId: requiredId().label('Release Package'),
  emailTemplateId: requiredId().label('Template'),
  allActiveLicenses: boolean().default(false),
  customers: array(requiredId().label('Customer'))
    .max(1_000, 'At most 1000 customers can be sent one update')
    .default([])
    .test('required', 'Customer', (ids, context) => context.parent.allActiveLicenses || ids.length > 0),
  subject: requiredText(500).label('Subject'),
  body: requiredHtml(200_000).label('Content'),
});

/**
 * Sending a license e-mail (SPEC §5 'Send license e-mail'): the license (picked by its Order #),
 * its customer, an 'Order' template's text as edited, Subject and Content; the license file goes
 * with it.
 */
export const licenseEmailSchema = object({
  productLicenseId: requiredId().label('Order #'),
  customerId: requiredId().label('Customer'),
  emailTemplateId: requiredId().label('Template'),
  subject: requiredText(500).label('Subject'),
  body: requiredHtml(200_000).label('Content'),
});
