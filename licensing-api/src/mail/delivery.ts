// The mail worker: claims due outbox rows one at a time with FOR UPDATE SKIP LOCKED (so several
// workers never send one row at once), sends each over SMTP (nodemailer, SMTP_URL) from the
// settings' EmailFromAddress, and stores the Message-ID. A failed try waits and is retried with a
// doubling delay, up to MAX_ATTEMPTS; a row left 'sending' by a worker that died is reclaimed.
// A mail with secrets is sent from its sealed copy, which goes once it is sent or given up.
// Without SMTP_URL nothing is sent: mail waits in the outbox, and nothing is lost.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { JOB_NAMES, loggedRun } from '../jobs/job-log.js';
import { every } from '../lib/every.js';
import type { MailAttachment } from './outbox.js';
import { sanitizeEmailHtml } from './sanitize.js';

const MAX_ATTEMPTS = 5;
/** A row 'sending' for longer was left by a worker that died mid-send. */
const RECLAIM_AFTER_MINUTES = 5;

export type MailDelivery = ReturnType<typeof mailDelivery>;

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailDelivery;
  }
}

/** Decorates the app with its mail worker, running from ready to close. */
export default fp(
  async (app) => {
    const delivery = mailDelivery(app);
    app.decorate('mail', delivery);
    app.addHook('onClose', () => delivery.stop());
  },
  { name: 'mail', dependencies: ['database', 'observability'] },
);

function mailDelivery(app: FastifyInstance) {
  const { db, log } = app;
  const { smtpUrl, mailPollMs, mailRetryMs } = app.config;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  /** The next due row (not one this run already tried), marked 'sending'. */
  async function claim(tried: readonly number[]) {
    return db
      .updateTable('sent_emails')
      .set({ status: 'sending', claimed_at: sql`now()`, attempts: sql`attempts + 1` })
      .where(
        'id',
        '=',
        db
          .selectFrom('sent_emails')
          .select('id')
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
              eb.and([
                eb('status', '=', 'sending'),
                eb('claimed_at', '<', sql<Date>`now() - make_interval(mins => ${RECLAIM_AFTER_MINUTES})`),
              ]),
            ]),
          )
          .$if(tried.length > 0, (query) => query.where('id', 'not in', tried))
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Sends one claimed mail; answers whether it went. */
  async function send(mail: NonNullable<Awaited<ReturnType<typeof claim>>>): Promise<boolean> {
    if (!transport) return false;
    const { email_from_address: from } = await db
      .selectFrom('settings')
      .select('email_from_address')
      .executeTakeFirstOrThrow();
    try {
      const info = await transport.sendMail({
        from,
        to: mail.recipients.split(/;\s*/).filter(Boolean),
        subject: mail.subject,
        html: sanitizeEmailHtml(mail.sealed_body ? app.secretBox.open(mail.sealed_body) : mail.body),
        attachments: mail.attachments ? (JSON.parse(mail.attachments) as MailAttachment[]) : [],
      });
      await db
        .updateTable('sent_emails')
        .set({
          status: 'sent',
          message_id: info.messageId,
          sent_at: sql`now()`,
          last_error: null,
          sealed_body: null,
        })
        .where('id', '=', mail.id)
        .execute();
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const spent = mail.attempts >= MAX_ATTEMPTS;
      log.warn({ sentEmailId: mail.id, attempt: mail.attempts, reason }, 'mail delivery failed');
      await db
        .updateTable('sent_emails')
        .set({
          status: spent ? 'failed' : 'pending',
          last_error: reason,
          ...(spent ? { sealed_body: null } : {}),
          next_attempt_at: sql`now() + make_interval(secs => ${(mailRetryMs / 1000) * 2 ** (mail.attempts - 1)})`,
        })
        .where('id', '=', mail.id)
        .execute();
      return false;
    }
  }

  /** Sends every due mail; a run that tried any is a line of the job log. */
  async function drain(): Promise<number> {
    const tried: number[] = [];
    await loggedRun(
      db,
      JOB_NAMES.outbox,
      async () => {
        let failed = 0;
        for (let mail = await claim(tried); mail; mail = await claim(tried)) {
          tried.push(mail.id);
          if (!(await send(mail))) failed++;
        }
        return tried.length === 0
          ? null
          : `Tried ${tried.length} mail(s): ${tried.length - failed} sent, ${failed} failed.`;
      },
      app.metrics?.jobRun,
    );
    return tried.length;
  }

  const worker = transport
    ? every(mailPollMs, drain, (error) => log.warn({ err: error }, 'mail worker failed'))
    : null;

  return {
    /** Sends every due mail, one after another; answers how many were tried. */
    runOnce: () => worker?.now() ?? Promise.resolve(0),
    async stop() {
      await worker?.stop();
      transport?.close();
    },
  };
}
