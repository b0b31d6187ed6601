// POST /Login (OAuth 2 password grant, form-encoded), POST /api/Account/Logout,
// GET /api/Account/UserInfo and the administrator-only GET /api/Account/GetAllUser.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isAdminRole, messages } from '@licensing/domain';
import { Type } from 'typebox';
import { findPage, ListQuerystring, ListResponse, parseListQuery } from '../../crud/index.js';
import { badRequest, orNotFound, tooManyRequests } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { errorResponses } from '../../lib/schemas.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { bearerToken, currentUser } from '../../plugins/app/auth.js';
import { accountRepository } from './account.repository.js';
import {
  LoginBody,
  LoginResponse,
  toUser,
  toUserInfo,
  User,
  UserInfo,
  userColumnOf,
  userList,
} from './account.schemas.js';
import { signInThrottle } from './sign-in-throttle.js';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accounts = accountRepository(app.db);
  const throttle = signInThrottle(app.db);
  const { tokenTtlSeconds, scryptN } = app.config;
  // Hashing for unknown addresses too makes a wrong e-mail as slow as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword('decoy password', scryptN);
    return decoyHash;
  };

  app.post(
    '/Login',
    {
      config: { public: true },
      schema: {
        tags: ['Account'],
        operationId: 'Login',
        summary: 'Sign in: answers a bearer token',
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { username, password, grant_type: grantType } = request.body;
      if (grantType !== 'password') {
        const message = apiMessages.unsupportedGrantType(grantType);
        throw badRequest(message, { grant_type: [message] });
      }
      const account = username.trim().toLowerCase();
      // request.ip is the caller's address, from the gateway's X-Forwarded-For (config TRUST_PROXY).
      if (!(await throttle.admit(account, request.ip))) {
        throw tooManyRequests(apiMessages.tooManySignInAttempts);
      }
      const user = await accounts.findForSignIn(account);
      const matches = user
        ? await verifyPassword(password, user.password_hash)
        : (await verifyPassword(password, await decoy())) && false;
      if (!user || !matches) {
        await throttle.pruneExpired();
        throw badRequest(apiMessages.incorrectCredentials);
      }
      // Still counted as a failure: an inactive account does not sign in.
      if (!user.is_active) throw badRequest(messages.accountNotActivated);

      await throttle.clearFailures(account);
      const token = newToken();
      await accounts.createSession(hashToken(token), user.id, tokenTtlSeconds);
      await accounts.deleteExpiredSessions();
      reply.header('cache-control', 'no-store');
      return {
        access_token: token,
        token_type: 'bearer' as const,
        expires_in: tokenTtlSeconds,
        userName: user.user_name,
        IsAdmin: isAdminRole(user.role_name),
        isActive: 'True' as const,
        role: user.role_name,
      };
    },
  );

  app.post(
    '/api/Account/Logout',
    {
      schema: {
        tags: ['Account'],
        operationId: 'Logout',
        summary: 'Sign out: the presented token stops working at once',
        response: { 200: Type.Boolean(), ...errorResponses(401) },
      },
    },
    async (request) => {
      // The auth hook has accepted this token, so it is present.
      await accounts.deleteSession(hashToken(bearerToken(request.headers.authorization)!));
      return true;
    },
  );

  app.get(
    '/api/Account/UserInfo',
    {
      schema: {
        tags: ['Account'],
        operationId: 'UserInfo',
        summary: 'The signed-in user',
        response: { 200: UserInfo, ...errorResponses(401) },
      },
    },
    async (request) => toUserInfo(orNotFound(await accounts.findById(currentUser(request).id), 'User')),
  );

  app.get(
    '/api/Account/GetAllUser',
    {
      config: { adminOnly: true },
      schema: {
        tags: ['Account'],
        operationId: 'GetAllUser',
        summary: 'List users (administrators only)',
        querystring: ListQuerystring,
        response: { 200: ListResponse(User), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = accounts.usersWithRole().select(accounts.userColumns);
      const { rows, total } = await findPage(query, userList, userColumnOf, parseListQuery(request.query));
      return { Data: rows.map((row) => toUser(row as Parameters<typeof toUser>[0])), TotalItems: total };
    },
  );
};

export default accountRoutes;
