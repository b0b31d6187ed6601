// Settings (SPEC §7 api/Settings): the From address and the administrators' addresses, and the
// state of mail delivery (SMTP configured, last success and error, outbox backlog), which the
// settings screen shows. Everyone signed in reads them; only administrators change them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { settingsSchema } from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';

const Settings = Type.Object({
  EmailFromAddress: Type.String(),
  AdminEmails: Type.String({ description: 'Addresses separated by semicolons.' }),
  Smtp: Type.Object({
    Configured: Type.Boolean({ description: 'SMTP_URL is set; without it mail waits in the outbox.' }),
    LastSentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    LastError: Type.Union([Type.String(), Type.Null()]),
    Backlog: Type.Integer({ description: 'Mails waiting to be sent.' }),
  }),
});

const SettingsBody = Type.Object({
  EmailFromAddress: Type.Optional(Type.Unknown()),
  AdminEmails: Type.Optional(Type.Unknown()),
});

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/Settings/GetSettings',
    {
      schema: {
        tags: ['Settings'],
        summary: 'The settings and the state of mail delivery',
        operationId: 'GetSettings',
        response: { 200: Settings, ...errorResponses(401) },
      },
    },
    async () => {
      const settings = await app.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
      const mail = await app.db
        .selectFrom('sent_emails')
        .select([
          sql<Date | null>`max(sent_at)`.as('lastSentAt'),
          sql<number>`(count(*) filter (where status in ('pending', 'sending')))::int`.as('backlog'),
        ])
        .executeTakeFirstOrThrow();
      const failed = await app.db
        .selectFrom('sent_emails')
        .select('last_error')
        .where('last_error', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        EmailFromAddress: settings.email_from_address,
        AdminEmails: settings.admin_emails,
        Smtp: {
          Configured: app.config.smtpUrl !== undefined,
          LastSentAt: mail.lastSentAt ? new Date(mail.lastSentAt).toISOString() : null,
          LastError: failed?.last_error ?? null,
          Backlog: mail.backlog,
        },
      };
    },
  );

  app.put(
    '/api/Settings/UpdateSettings',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['Settings'],
        summary: 'Changes the From address and the admin addresses (administrators only); answers true',
        operationId: 'UpdateSettings',
        body: SettingsBody,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const values = await validateInput(
        settingsSchema,
        { emailFromAddress: 'EmailFromAddress', adminEmails: 'AdminEmails' },
        request.body,
      );
      await app.db
        .updateTable('settings')
        .set({ email_from_address: values.emailFromAddress, admin_emails: values.adminEmails })
        .execute();
      return true;
    },
  );
};

export default settingsRoutes;
