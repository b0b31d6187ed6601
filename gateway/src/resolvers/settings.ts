// Resolvers of schema/settings.graphql over api/Settings.
import { messages, settingsMessages, workflows } from '@licensing/domain';
import type { Resolvers } from '../generated/graphql.js';
import { camelKeys, type RestClient } from '../rest/client.js';

async function readSettings(rest: RestClient) {
  const { Qbo, ...answer } = await rest.call(workflows.GetSettings, { failure: messages.getDataFailed });
  return { ...camelKeys(answer), quickBooks: camelKeys(Qbo) };
}

export const settingsResolvers: Resolvers = {
  Query: {
    settings: (_parent, _args, { rest }) => readSettings(rest),
    quickBooksStatus: (_parent, _args, { rest }) =>
      rest.call(workflows.CheckQBOServiceStatus, { failure: messages.getDataFailed }),
  },
  Mutation: {
    updateSettings: async (_parent, { input }, { rest }) => {
      await rest.call(workflows.UpdateSettings, { input, failure: messages.updateFailed });
      return readSettings(rest);
    },
    refreshQuickBooksToken: async (_parent, _args, { rest }) => {
      await rest.call(workflows.RefreshQBOToken, { failure: settingsMessages.refreshTokenFailed });
      return readSettings(rest);
    },
  },
};
