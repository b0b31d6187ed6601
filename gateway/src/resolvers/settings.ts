// Resolvers of schema/settings.graphql over api/Settings.
import { messages } from '@licensing/domain';
import type { Resolvers } from '../generated/graphql.js';
import type { GetSettingsAnswer, UpdateSettingsAnswer } from '../generated/rest.js';
import type { RestClient } from '../rest/client.js';

const fields = { emailFromAddress: 'EmailFromAddress', adminEmails: 'AdminEmails' } as const;

async function readSettings(rest: RestClient) {
  const answer = await rest.get<GetSettingsAnswer>('/api/Settings/GetSettings', {
    failure: messages.getDataFailed,
  });
  return {
    emailFromAddress: answer.EmailFromAddress,
    adminEmails: answer.AdminEmails,
    smtp: {
      configured: answer.Smtp.Configured,
      lastSentAt: answer.Smtp.LastSentAt,
      lastError: answer.Smtp.LastError,
      backlog: answer.Smtp.Backlog,
    },
  };
}

export const settingsResolvers: Resolvers = {
  Query: {
    settings: (_parent, _args, { rest }) => readSettings(rest),
  },
  Mutation: {
    updateSettings: async (_parent, { input }, { rest }) => {
      const body = { EmailFromAddress: input.emailFromAddress, AdminEmails: input.adminEmails };
      await rest.put<UpdateSettingsAnswer>('/api/Settings/UpdateSettings', body, {
        failure: messages.updateFailed,
        fields,
      });
      return readSettings(rest);
    },
  },
};
