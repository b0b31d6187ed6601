// Decorates the app with its QuickBooks Online client (src/qbo/client.ts), whose connection and
// tokens live in the settings row: read at each call, the newest tokens written back.
import fp from 'fastify-plugin';
import { type QboClient, qboClient } from '../../qbo/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    qbo: QboClient;
  }
}

export default fp(
  async (app) => {
    const client = qboClient({
      baseUrl: app.config.qboBaseUrl,
      tokenUrl: app.config.qboTokenUrl,
      async load() {
        const row = await app.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
        return {
          environment: row.qbo_environment,
          clientId: row.qbo_client_id,
          clientSecret: row.qbo_client_secret,
          realmId: row.qbo_realm_id,
          refreshToken: row.qbo_refresh_token,
          accessToken: row.qbo_access_token,
          accessTokenExpiresAt: row.qbo_access_token_expires_at
            ? new Date(row.qbo_access_token_expires_at)
            : null,
        };
      },
      async save(tokens) {
        await app.db
          .updateTable('settings')
          .set({
            qbo_access_token: tokens.accessToken,
            qbo_access_token_expires_at: tokens.accessTokenExpiresAt,
            qbo_refresh_token: tokens.refreshToken,
            qbo_refresh_token_expires_at: tokens.refreshTokenExpiresAt,
          })
          .execute();
      },
    });
    app.decorate('qbo', client);
  },
  { name: 'quickbooks', dependencies: ['database'] },
);
