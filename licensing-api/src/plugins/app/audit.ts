// Runs each request in the audit context (db/audit-context.ts): the trail's trigger credits what the
// request changes to its signed-in user (none on a public route: the activation API, a trial
// request's link) and names the action by the route's operationId ('UpdateCustomer', 'IssueLicense').
// Both read lazily, so the user the auth hook finds later counts. It also holds the request's logger,
// whose lines carry its trace id, for its SQL statements (db/audit-context.ts's logStatement). The context is entered again
// before validation: a parsed body's handler runs from the request stream's events, in another
// async context (as @fastify/request-context does).
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditActor, auditContext } from '../../db/audit-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    audit: AuditActor | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('audit', null);
    const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      request.audit ??= {
        actor: () => request.user?.id ?? null,
        action: () => request.routeOptions.schema?.operationId ?? null,
        // A public route's config may leave it out: count it as writing.
        writes: () => request.routeOptions.config.writes !== false,
        log: request.log,
      };
      auditContext.run(request.audit, done);
    };
    app.addHook('onRequest', enter);
    app.addHook('preValidation', enter);
  },
  { name: 'audit' },
);
