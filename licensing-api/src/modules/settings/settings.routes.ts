// Settings (SPEC §7 api/Settings): the From address and the administrators' addresses, the state
// of mail delivery (SMTP configured, last success and error, outbox backlog), and the QuickBooks
// Online connection, whose secret and tokens are write-only: the answer says whether they are set,
// never what they are. Everyone signed in reads them; only administrators change them, refresh the
// token; anyone may ask whether QuickBooks answers (CheckQBOServiceStatus).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { settingsMessages, settingsSchema, workflows } from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { objectBody } from '../../crud/index.js';
import { errorResponses, Maybe, Nullable } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';

const Settings = Type.Object({
  VendorName: Type.String({ description: 'The vendor on quotes (VENDOR_NAME).' }),
  EmailFromAddress: Type.String(),
  AdminEmails: Type.String({ description: 'Addresses separated by semicolons.' }),
  Smtp: Type.Object({
    Configured: Type.Boolean({ description: 'SMTP_URL is set; without it mail waits in the outbox.' }),
    LastSentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    LastError: Type.Union([Type.String(), Type.Null()]),
    Backlog: Type.Integer({ description: 'Mails waiting to be sent.' }),
  }),
  Qbo: Type.Object({
    Environment: Type.String({ description: 'sandbox or production' }),
    ClientId: Nullable(Type.String()),
    RealmId: Nullable(Type.String({ description: 'The QuickBooks company id.' })),
    ItemId: Nullable(Type.String({ description: 'The service item invoice lines are booked on.' })),
    HasClientSecret: Type.Boolean(),
    HasRefreshToken: Type.Boolean(),
    AccessTokenExpiresAt: Nullable(Type.String({ format: 'date-time' })),
    RefreshTokenExpiresAt: Nullable(Type.String({ format: 'date-time' })),
  }),
});

const SettingsBody = Type.Object({
  EmailFromAddress: Maybe(Type.String()),
  AdminEmails: Maybe(Type.String({ description: 'Addresses separated by semicolons.' })),
  QboEnvironment: Maybe(Type.String({ description: 'sandbox or production; blank: sandbox.' })),
  QboClientId: Maybe(Type.String()),
  QboClientSecret: Maybe(Type.String({ description: 'Write-only; blank or absent keeps the stored one.' })),
  QboRealmId: Maybe(Type.String()),
  QboRefreshToken: Maybe(Type.String({ description: 'Write-only; blank or absent keeps the stored one.' })),
  QboItemId: Maybe(Type.String()),
});

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.GetSettings, {
      summary: 'The settings and the state of mail delivery',
      response: { 200: Settings, ...errorResponses(401) },
    }),
    handler: async () => {
      const settings = await app.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
      const mail = await app.db
        .selectFrom('sent_emails')
        .select([
          sql<Date | null>`max(sent_at)`.as('lastSentAt'),
          sql<number>`(count(*) filter (where status in ('pending', 'sending')))::int`.as('backlog'),
          sql<string | null>`(select last_error from sent_emails where last_error is not null
            order by id desc limit 1)`.as('lastError'),
        ])
        .executeTakeFirstOrThrow();
      return {
        VendorName: app.config.vendorName,
        EmailFromAddress: settings.email_from_address,
        AdminEmails: settings.admin_emails,
        Smtp: {
          Configured: app.config.smtpUrl !== undefined,
          LastSentAt: mail.lastSentAt?.toISOString() ?? null,
          LastError: mail.lastError,
          Backlog: mail.backlog,
        },
        Qbo: {
          Environment: settings.qbo_environment,
          ClientId: settings.qbo_client_id,
          RealmId: settings.qbo_realm_id,
          ItemId: settings.qbo_item_id,
          HasClientSecret: settings.qbo_client_secret !== null,
          HasRefreshToken: settings.qbo_refresh_token !== null,
          AccessTokenExpiresAt: settings.qbo_access_token_expires_at?.toISOString() ?? null,
          RefreshTokenExpiresAt: settings.qbo_refresh_token_expires_at?.toISOString() ?? null,
        },
      };
    },
  });

  app.route({
    ...workflowRoute(workflows.UpdateSettings, {
      summary: 'Changes the From address and the admin addresses (administrators only); answers true',
      body: SettingsBody,
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403) },
    }),
    ...objectBody,
    handler: async (request) => {
      const values = await validateInput(settingsSchema, workflows.UpdateSettings.fields, request.body);
      await app.db
        .updateTable('settings')
        .set({
          email_from_address: values.emailFromAddress,
          admin_emails: values.adminEmails,
          qbo_environment: values.quickBooksEnvironment,
          qbo_client_id: values.quickBooksClientId,
          qbo_realm_id: values.quickBooksRealmId,
          qbo_item_id: values.quickBooksItemId,
          // Secrets are write-only: only a new one replaces the stored one.
          ...(values.quickBooksClientSecret ? { qbo_client_secret: values.quickBooksClientSecret } : {}),
          // A new refresh token starts a new connection: the old access token goes with the old one.
          ...(values.quickBooksRefreshToken
            ? {
                qbo_refresh_token: values.quickBooksRefreshToken,
                qbo_access_token: null,
                qbo_access_token_expires_at: null,
              }
            : {}),
        })
        .execute();
      return true;
    },
  });

  app.route({
    ...workflowRoute(workflows.CheckQBOServiceStatus, {
      summary: "Whether QuickBooks Online answers for the company: status 'ok' or 'error', isOnline, and why",
      response: {
        200: Type.Object({
          status: Type.String(),
          isOnline: Type.Boolean(),
          message: Nullable(Type.String()),
        }),
        ...errorResponses(401),
      },
    }),
    handler: async () => {
      try {
        const company = await app.qbo.companyName();
        return { status: 'ok', isOnline: true, message: company || null };
      } catch (error) {
        // SPEC §8: the status becomes 'error' and offline on failure.
        return {
          status: settingsMessages.qboStatusError,
          isOnline: false,
          message: (error as Error).message,
        };
      }
    },
  });

  app.route({
    ...workflowRoute(workflows.RefreshQBOToken, {
      summary: 'Trades the refresh token for new tokens now (administrators only); answers the new expiry',
      response: {
        200: Type.Object({ AccessTokenExpiresAt: Type.String({ format: 'date-time' }) }),
        ...errorResponses(401, 403, 502),
      },
    }),
    handler: async () => {
      const tokens = await app.qbo.refreshTokens();
      return { AccessTokenExpiresAt: tokens.accessTokenExpiresAt.toISOString() };
    },
  });
};

export default settingsRoutes;
