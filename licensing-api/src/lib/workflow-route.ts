// The route of a declared workflow (domain's `workflows`): its method, its path (`{id}` as Fastify's
// `:id`), the config plugins/app/auth.ts checks, and its OpenAPI operationId, tag (the area of an /api path)
// and, when public, no security. The module adds its own shapes, summary and handler:
// `app.route({ ...workflowRoute(workflows.Logout, { summary, response }), handler })`.
import type { DeclaredWorkflow } from '@licensing/domain';
import type { FastifySchema } from 'fastify';

export function workflowRoute<S extends FastifySchema>(workflow: DeclaredWorkflow, schema: S) {
  const { method, path, operationId, writes, adminOnly, passwordChange } = workflow;
  const area = path.match(/^\/api\/(\w+)\//)?.[1];
  return {
    method,
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    config: { writes, public: workflow.public, adminOnly, passwordChange },
    schema: {
      ...(area ? { tags: [area] } : {}),
      operationId,
      ...(workflow.public ? { security: [] } : {}),
      ...schema,
    },
  };
}
