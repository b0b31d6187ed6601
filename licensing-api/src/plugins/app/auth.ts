// Bearer authentication of every route but those marked `config: { public: true }` (sign-in,
// health, the OpenAPI document; later forgot-password and the public trial action). A missing,
// unknown or expired token, or a user made inactive since, answers 401. Routes marked
// `config: { adminOnly: true }` answer 403 to everyone but administrators. Both checks run in
// onRequest, before the body is parsed or validated, so a refused caller learns nothing about the
// route's input rules. Handlers read the signed-in user with `currentUser(request)`.
import { isAdminRole } from '@licensing/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { accountRepository } from '../../modules/account/account.repository.js';

export type AuthUser = { id: string; userName: string; email: string; role: string; isAdmin: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; null only on public routes. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The route needs no bearer token. */
    public?: boolean;
    /** Only administrators may call the route (SPEC §6); everyone else gets 403. */
    adminOnly?: boolean;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer +([\w.~+/=-]+) *$/i)?.[1];
}

export default fp(
  async (app) => {
    const accounts = accountRepository(app.db);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
      const token = bearerToken(request.headers.authorization);
      const user = token ? await accounts.findSessionUser(hashToken(token)) : undefined;
      if (!user) throw unauthorized();
      const isAdmin = isAdminRole(user.role_name);
      if (request.routeOptions.config.adminOnly && !isAdmin) throw forbidden();
      request.user = {
        id: user.id,
        userName: user.user_name,
        email: user.email,
        role: user.role_name,
        isAdmin,
      };
    });
  },
  { name: 'auth', dependencies: ['database', 'errors'] },
);

/** The signed-in user of an authenticated route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
