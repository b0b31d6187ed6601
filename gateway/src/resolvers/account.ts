// Resolvers of schema/account.graphql: sign-in, sign-out and the current session.
import { messages } from '@licensing/domain';
import { gatewayError } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { getUserInfo, login, logout } from '../rest/account.js';
import { isUpstreamError } from '../rest/client.js';
import { clearSessionCookie, setSessionCookie } from '../session.js';

export const accountResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, { token, rest }) => {
      if (!token) return null;
      try {
        const user = await getUserInfo(rest);
        if (!user.IsActive) return null;
        return {
          userName: user.UserName,
          role: user.Role,
          // The REST API's IsAdmin, not a rule of our own: licensing-api decides who is an administrator.
          isAdmin: user.IsAdmin,
          accessToken: null,
          expiresAt: null,
        };
      } catch (error) {
        if (isUpstreamError(error, 'UNAUTHENTICATED')) return null;
        throw error;
      }
    },
  },
  Mutation: {
    signIn: async (_parent, { email, password, returnToken }, { rest, reply, sessions }) => {
      const result = await login(rest, email, password).catch((error: unknown) => {
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
        isAdmin: result.IsAdmin,
        accessToken: returnToken ? result.access_token : null,
        expiresAt: new Date(Date.now() + result.expires_in * 1000).toISOString(),
      };
    },
    signOut: async (_parent, _args, { token, rest, reply }) => {
      if (reply) clearSessionCookie(reply);
      // Revoke the token too, so a copy of it (an integrator's, a stolen cookie) stops working.
      // A token that is already invalid is as signed out as it gets.
      if (token)
        await logout(rest).catch((error: unknown) => {
          if (!isUpstreamError(error, 'UNAUTHENTICATED')) throw error;
        });
      return true;
    },
  },
};
