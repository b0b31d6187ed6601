// A password the product made (reset to default, forgot password) and its mail. The mail goes
// through the outbox, in the transaction that stores the password's hash; the password is never
// answered, and the stored mail shows it redacted (mail/secrets.ts).
import { escapeHtml, generatedPassword, SENT_EMAIL_TYPE_NAMES } from '@licensing/domain';
import type { FastifyInstance } from 'fastify';
import type { Expression, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { enqueueMail } from '../../mail/outbox.js';
import { secretSlot } from '../../mail/secrets.js';

const WHY = {
  reset: 'An administrator has reset your password.',
  forgot: 'You asked for a new password. Until you first sign in with it, your old password still works.',
};

/**
 * A user's columns once `hash` is their password, which a mailed one must change: a forgotten
 * password's pending replacement goes.
 */
export const passwordColumns = (hash: string | Expression<string>, mustChange: boolean) => ({
  password_hash: hash,
  must_change_password: mustChange,
  pending_password_hash: null,
  pending_password_expires_at: null,
});

/**
 * Makes a password and, in one transaction, stores its hash as `store` does on the user it picks
 * and queues that user's mail; nothing is mailed when `store` picks no one.
 */
export async function mailNewPassword(
  app: FastifyInstance,
  reason: keyof typeof WHY,
  store: (trx: Kysely<Database>, hash: string) => Promise<{ email: string; first_name: string } | undefined>,
): Promise<void> {
  const password = generatedPassword();
  const hash = await hashPassword(password, app.config.scryptN);
  await app.db.transaction().execute(async (trx) => {
    const user = await store(trx, hash);
    if (!user) return;
    await enqueueMail(trx, {
      type: SENT_EMAIL_TYPE_NAMES.password,
      to: [user.email],
      subject: 'Your new password',
      html:
        `<p>Dear ${escapeHtml(user.first_name)},</p><p>${WHY[reason]}</p>` +
        `<p>Your new password is: <strong>${secretSlot('password')}</strong></p>` +
        '<p>Sign in with it and choose a password of your own: you will be asked to.</p>',
      secrets: { values: { password }, sealWith: app.secretBox },
    });
  });
}
