// Bearer authentication of every route but those marked `config: { public: true }` (sign-in,
// health, the OpenAPI document, forgot-password; later the public trial action). A missing,
// unknown or expired token, or a user made inactive since, answers 401. Then 403 for:
// - routes marked `config: { adminOnly: true }`, to everyone but administrators;
// - a read-only integrator token on any route that declares `config: { writes: true }`;
// - a user who must change a mailed password, on anything but the routes marked `passwordChange`.
// Whether a route writes is declared, never read off its method: SPEC's API has state-changing GETs
// (DeclineCustomerRequest), so every route that is not public must say, or the app does not start.
// A workflow's config is its domain declaration's (lib/workflow-route.ts), an entity route's crud/'s.
// A read-only token reads credentials (an activation code) masked, and filters by none (lib/credentials.ts).
// The checks run in onRequest, before the body is parsed or validated, so a refused caller learns
// nothing about the route's input rules. Handlers read the signed-in user with `currentUser(request)`.
import { apiTokenMessages, isAdminRole, type TokenScope } from '@licensing/domain';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { maskCredentials, refuseCredentialFilters } from '../../lib/credentials.js';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { hashToken } from '../../lib/tokens.js';
import { accountRepository } from '../../modules/account/account.repository.js';

export type AuthUser = {
  id: string;
  /** An administrator (SPEC §6), for a route whose answer depends on it (a record's audit trail). */
  admin: boolean;
  /** How the request signed in: a sign-in (name null) or a named integrator token. */
  session: { id: string; name: string | null; scope: TokenScope };
};

const authMessages = {
  mustChangePassword: 'You must change your password before you go on.',
} as const;

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
    /**
     * The route changes something (a row, a mail, a session). Read-only tokens are refused, and a
     * writing GET answers no HEAD (a HEAD would write too). Required on every route but public ones.
     */
    writes?: boolean;
    /** A user who must change a mailed password may call the route (reading oneself, changing it). */
    passwordChange?: boolean;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer +([\w.~+/=-]+) *$/i)?.[1];
}

export default fp(
  async (app) => {
    const accounts = accountRepository(app.db);
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as FastifyContextConfig;
      if (!config.public && typeof config.writes !== 'boolean') {
        throw new Error(`${route.method} ${route.url} must declare config.writes (true or false).`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const { config } = request.routeOptions;
      if (request.is404 || config.public) return;
      if (config.writes && request.method === 'HEAD') throw new HttpError(405, apiMessages.headOnWrite);
      const token = bearerToken(request.headers.authorization);
      const found = token ? await accounts.findSessionUser(hashToken(token)) : undefined;
      if (!found) throw unauthorized();
      if (config.adminOnly && !isAdminRole(found.role_name)) throw forbidden();
      if (found.scope === 'read' && config.writes) throw new HttpError(403, apiTokenMessages.readOnly);
      if (found.must_change_password && !config.passwordChange)
        throw new HttpError(403, authMessages.mustChangePassword);
      if (found.scope === 'read') refuseCredentialFilters(request.query);
      if (found.name !== null) await accounts.touchToken(found.session_id, found.last_used_at);
      request.user = {
        id: found.id,
        admin: isAdminRole(found.role_name),
        session: { id: found.session_id, name: found.name, scope: found.scope },
      };
    });

    app.addHook('preSerialization', async (request, _reply, payload) =>
      request.user?.session.scope === 'read' ? maskCredentials(payload) : payload,
    );
  },
  { name: 'auth', dependencies: ['database', 'errors'] },
);

/** The signed-in user of an authenticated route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
