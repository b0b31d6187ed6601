// Resolvers of schema/account.graphql: sign-in, sign-out, the current session, the password
// flows and the signed-in user's integrator tokens.
import { messages, userMessages, workflows } from '@licensing/domain';
import { gatewayError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { getUserInfo } from '../rest/account.js';
import { answerOn, camelKeys, isUpstreamError } from '../rest/client.js';
import { requireRestId } from '../rest/resource.js';
import { clearSessionCookie, setSessionCookie } from '../session.js';

export const accountResolvers: Resolvers = {
  Query: {
    recentVisits: async (_parent, _args, { rest }) =>
      (await rest.call(workflows.GetRecentVisits, { failure: messages.getDataFailed })).map((visit) => ({
        ...camelKeys(visit),
        recordId: visit.Id,
      })),
    me: async (_parent, _args, { token, rest }) => {
      if (!token) return null;
      const user = await getUserInfo(rest).catch(answerOn(null, 'UNAUTHENTICATED'));
      if (!user?.IsActive) return null;
      // isAdmin is the REST API's IsAdmin, not a rule of our own: licensing-api decides who is one.
      return { ...camelKeys(user), accessToken: null, expiresAt: null };
    },
    apiTokens: async (_parent, _args, { rest }) => {
      const rows = await rest.call(workflows.GetApiTokens, { failure: messages.getListFailed('Token') });
      return rows.map(camelKeys);
    },
  },
  Mutation: {
    recordVisit: async (_parent, input, { rest }) =>
      rest.call(workflows.RecordVisit, { input, failure: messages.processFailed }),
    setTheme: async (_parent, { theme }, { rest }) =>
      (await rest.call(workflows.SetTheme, { input: { theme }, failure: messages.processFailed })).Theme,
    signIn: async (_parent, { email, password, returnToken }, { rest, reply, sessions }) => {
      const form = { username: email, password, grant_type: 'password' };
      const result = await rest
        .call(workflows.Login, { form, failure: messages.signInFailed })
        .catch((error: unknown) => {
          if (isUpstreamError(error) && error.message === messages.accountNotActivated) {
            throw gatewayError('FORBIDDEN', messages.accountNotActivated);
          }
          throw error;
        });
      if (result.isActive !== 'True') throw gatewayError('FORBIDDEN', messages.accountNotActivated);
      sessions.remember(result.access_token);
      if (reply && !returnToken) setSessionCookie(reply, result.access_token, result.expires_in);
      return {
        userName: result.userName,
        role: result.role,
        firstName: null,
        lastName: null,
        isAdmin: result.IsAdmin,
        mustChangePassword: result.MustChangePassword,
        theme: null,
        accessToken: returnToken ? result.access_token : null,
        expiresAt: new Date(Date.now() + result.expires_in * 1000).toISOString(),
      };
    },
    signOut: async (_parent, _args, { token, rest, reply }) => {
      if (reply) clearSessionCookie(reply);
      // Revoke the token too, so a copy of it (an integrator's, a stolen cookie) stops working.
      // A token that is already invalid is as signed out as it gets.
      const revoke = () => rest.call(workflows.Logout, { failure: messages.processFailed });
      if (token) await revoke().catch(answerOn(undefined, 'UNAUTHENTICATED'));
      return true;
    },
    forgotPassword: async (_parent, { email }, { rest }) => {
      await rest.call(workflows.ForgotPassword, { input: { email }, failure: messages.processFailed });
      return true;
    },
    changePassword: async (_parent, { input }, { rest }) => {
      await rest.call(workflows.ChangePassword, { input, failure: userMessages.changePasswordFailed });
      return true;
    },
    createApiToken: async (_parent, { input }, { rest }) => {
      const created = await rest.call(workflows.CreateApiToken, { input, failure: messages.addFailed });
      return { apiToken: camelKeys(created), token: created.Token };
    },
    revokeApiToken: async (_parent, { id }, { rest }) => {
      await rest.call(workflows.RevokeApiToken, {
        params: { id: requireRestId(id, 'id', 'uuid') },
        failure: messages.processFailed,
      });
      return id;
    },
  },
};
