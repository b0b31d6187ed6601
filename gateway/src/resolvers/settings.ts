// Resolvers of schema/settings.graphql over api/Settings.
import { messages, settingsMessages, workflows } from '@licensing/domain';
import type { Resolvers } from '../generated/graphql.js';
import type { RestClient } from '../rest/client.js';

// ModelState keys come back as GraphQL input names.
const fields = {
  emailFromAddress: 'EmailFromAddress',
  adminEmails: 'AdminEmails',
  quickBooksEnvironment: 'QboEnvironment',
  quickBooksClientId: 'QboClientId',
  quickBooksClientSecret: 'QboClientSecret',
  quickBooksRealmId: 'QboRealmId',
  quickBooksRefreshToken: 'QboRefreshToken',
  quickBooksItemId: 'QboItemId',
} as const;

async function readSettings(rest: RestClient) {
  const answer = await rest.call(workflows.GetSettings, { failure: messages.getDataFailed });
  return {
    vendorName: answer.VendorName,
    emailFromAddress: answer.EmailFromAddress,
    adminEmails: answer.AdminEmails,
    smtp: {
      configured: answer.Smtp.Configured,
      lastSentAt: answer.Smtp.LastSentAt,
      lastError: answer.Smtp.LastError,
      backlog: answer.Smtp.Backlog,
    },
    quickBooks: {
      environment: answer.Qbo.Environment,
      clientId: answer.Qbo.ClientId,
      realmId: answer.Qbo.RealmId,
      itemId: answer.Qbo.ItemId,
      hasClientSecret: answer.Qbo.HasClientSecret,
      hasRefreshToken: answer.Qbo.HasRefreshToken,
      accessTokenExpiresAt: answer.Qbo.AccessTokenExpiresAt,
      refreshTokenExpiresAt: answer.Qbo.RefreshTokenExpiresAt,
    },
  };
}

export const settingsResolvers: Resolvers = {
  Query: {
    settings: (_parent, _args, { rest }) => readSettings(rest),
    quickBooksStatus: (_parent, _args, { rest }) =>
      rest.call(workflows.CheckQBOServiceStatus, { failure: messages.getDataFailed }),
  },
  Mutation: {
    updateSettings: async (_parent, { input }, { rest }) => {
      const body = Object.fromEntries(
        Object.entries(fields).map(([name, rest]) => [rest, input[name as keyof typeof fields] ?? null]),
      );
      await rest.call(workflows.UpdateSettings, { body, failure: messages.updateFailed, fields });
      return readSettings(rest);
    },
    refreshQuickBooksToken: async (_parent, _args, { rest }) => {
      await rest.call(workflows.RefreshQBOToken, { failure: settingsMessages.refreshTokenFailed });
      return readSettings(rest);
    },
  },
};
