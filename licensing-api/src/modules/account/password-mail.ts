// The mail carrying a password the product made (reset to default, forgot password). Sent through
// the outbox, in the transaction that stores the password's hash; the password is never answered,
// and the stored mail shows it redacted (mail/secrets.ts).
import { escapeHtml, SENT_EMAIL_TYPE_NAMES } from '@licensing/domain';
import type { SecretBox } from '../../lib/secret-box.js';
import type { OutgoingMail } from '../../mail/outbox.js';
import { secretSlot } from '../../mail/secrets.js';

export type PasswordMailReason = 'reset' | 'forgot';

const WHY: Record<PasswordMailReason, string> = {
  reset: 'An administrator has reset your password.',
  forgot: 'You asked for a new password. Until you first sign in with it, your old password still works.',
};

export function passwordMail(
  user: { email: string; first_name: string },
  password: string,
  reason: PasswordMailReason,
  sealWith: SecretBox,
): OutgoingMail {
  return {
    type: SENT_EMAIL_TYPE_NAMES.password,
    to: [user.email],
    subject: 'Your new password',
    html:
      `<p>Dear ${escapeHtml(user.first_name)},</p><p>${WHY[reason]}</p>` +
      `<p>Your new password is: <strong>${secretSlot('password')}</strong></p>` +
      '<p>Sign in with it and choose a password of your own: you will be asked to.</p>',
    secrets: { values: { password }, sealWith },
  };
}
