// POST /Login (OAuth 2 password grant, form-encoded), POST /api/Account/Logout and
// GET /api/Account/UserInfo. A forgotten password's replacement (password.routes.ts) signs in too,
// and from then on replaces the old one.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isAdminRole, messages, workflows } from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { auditContext } from '../../db/audit-context.js';
import { badRequest, fieldError, orNotFound, tooManyRequests } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { errorResponses } from '../../lib/schemas.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { bearerToken, currentUser } from '../../plugins/app/auth.js';
import { recordSignIn } from '../audit/audit.table.js';
import { LoginBody, LoginResponse, UserInfo } from './account.schemas.js';
import { passwordColumns } from './password-mail.js';
import { signInThrottle } from './sign-in-throttle.js';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const usersWithRole = () => db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id');
  const userColumns = [
    'users.id',
    'users.user_name',
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.phone_number',
    'users.is_active',
    'users.role_id',
    'users.must_change_password',
    'users.theme',
    'roles.name as role_name',
  ] as const;
  const throttle = signInThrottle(app.db);
  const { tokenTtlSeconds, scryptN, slowDown } = app.config;
  // Hashing for unknown addresses too makes a wrong e-mail as slow as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword('decoy password', scryptN);
    return decoyHash;
  };

  app.route({
    ...workflowRoute(workflows.Login, {
      tags: ['Account'],
      summary: 'Sign in: answers a bearer token',
      consumes: ['application/x-www-form-urlencoded'],
      body: LoginBody,
      response: { 200: LoginResponse, ...errorResponses(400, 429) },
    }),
    handler: async (request, reply) => {
      const { username, password, grant_type: grantType } = request.body;
      if (grantType !== 'password') {
        throw fieldError('grant_type', apiMessages.unsupportedGrantType(grantType));
      }
      const account = username.trim().toLowerCase();
      // request.ip is the caller's address, from the gateway's X-Forwarded-For (config TRUST_PROXY).
      const admission = await throttle.admit(account, request.ip);
      if (!admission.admitted) throw tooManyRequests(apiMessages.tooManySignInAttempts);
      if (admission.delayMs > 0) await slowDown(admission.delayMs);
      // The columns by name: a secret column added later is not read here unnoticed.
      const user = await usersWithRole()
        .select([
          ...userColumns,
          'users.password_hash',
          'users.pending_password_hash',
          'users.pending_password_expires_at',
        ])
        .where(sql<string>`lower(users.email)`, '=', account)
        .executeTakeFirst();
      const matches = user
        ? await verifyPassword(password, user.password_hash)
        : (await verifyPassword(password, await decoy())) && false;
      const pending = user?.pending_password_hash;
      const matchesPending =
        !matches &&
        !!pending &&
        new Date(user.pending_password_expires_at ?? 0) > new Date() &&
        (await verifyPassword(password, pending));
      if (!user || !(matches || matchesPending)) {
        await throttle.pruneExpired();
        throw badRequest(apiMessages.incorrectCredentials);
      }
      // Still counted as a failure: an inactive account does not sign in.
      if (!user.is_active) throw badRequest(messages.accountNotActivated);

      await throttle.clearFailures(account);
      const token = newToken();
      await db.transaction().execute(async (trx) => {
        // Whatever signing in changes is the user's own doing, and the sign-in is on their trail.
        await sql`select set_config('audit.actor', ${user.id}, true)`.execute(trx);
        if (matchesPending) {
          // The forgotten password's replacement is the password now, and must be changed.
          await trx
            .updateTable('users')
            .set((eb) => passwordColumns(eb.ref('pending_password_hash').$castTo<string>(), true))
            .where('id', '=', user.id)
            .where('pending_password_hash', 'is not', null)
            .execute();
        }
        // Expiring tokenTtlSeconds from now, by the database's clock.
        await trx
          .insertInto('sessions')
          .values({
            token_hash: hashToken(token),
            user_id: user.id,
            expires_at: sql<Date>`now() + make_interval(secs => ${tokenTtlSeconds})`,
          })
          .execute();
        await recordSignIn(trx, user.id);
      });
      // The product's housekeeping, not this sign-in's: expired tokens go on the trail as the system's.
      await auditContext.exit(() =>
        db.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).execute(),
      );
      reply.header('cache-control', 'no-store');
      return {
        access_token: token,
        token_type: 'bearer' as const,
        expires_in: tokenTtlSeconds,
        userName: user.user_name,
        IsAdmin: isAdminRole(user.role_name),
        isActive: 'True' as const,
        role: user.role_name,
        MustChangePassword: user.must_change_password || matchesPending,
      };
    },
  });

  app.route({
    ...workflowRoute(workflows.Logout, {
      summary: 'Sign out: the presented token stops working at once',
      response: { 200: Type.Boolean(), ...errorResponses(401) },
    }),
    handler: async (request) => {
      // The auth hook has accepted this token, so it is present.
      const tokenHash = hashToken(bearerToken(request.headers.authorization)!);
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      return true;
    },
  });

  app.route({
    ...workflowRoute(workflows.UserInfo, {
      summary: 'The signed-in user',
      response: { 200: UserInfo, ...errorResponses(401) },
    }),
    handler: async (request) => {
      const { id, session } = currentUser(request);
      const user = orNotFound(
        await usersWithRole().select(userColumns).where('users.id', '=', id).executeTakeFirst(),
        'User',
      );
      return {
        Id: user.id,
        UserName: user.user_name,
        Email: user.email,
        FirstName: user.first_name,
        LastName: user.last_name,
        IsActive: user.is_active,
        Role: user.role_name,
        IsAdmin: isAdminRole(user.role_name),
        MustChangePassword: user.must_change_password,
        TokenScope: session.scope,
        Theme: user.theme,
      };
    },
  });
};

export default accountRoutes;
