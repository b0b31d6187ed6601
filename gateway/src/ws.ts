// graphql-ws on the HTTP server's /graphql path. A connection authenticates on connection_init with
// `connectionParams.authorization` ('Bearer …') or the session cookie of the upgrade request; the
// token is checked against the REST API. Refused connections close with 4403 Forbidden.
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createContext } from './context.js';
import { getUserInfo } from './rest/account.js';
import { isUpstreamError, type Upstream } from './rest/client.js';
import { sessionToken } from './session.js';

export const GRAPHQL_PATH = '/graphql';

export function attachSubscriptions(app: FastifyInstance, schema: GraphQLSchema, upstream: Upstream) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const server = useServer<Record<string, unknown> | undefined, { token: string }>(
    {
      schema,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        const header = typeof authorization === 'string' ? authorization : undefined;
        const token = sessionToken(header, app.parseCookie(ctx.extra.request.headers.cookie ?? ''));
        if (!token) return false;
        try {
          const user = await getUserInfo(upstream.client(token));
          if (!user.IsActive) return false;
        } catch (error) {
          if (isUpstreamError(error, 'UNAUTHENTICATED') || isUpstreamError(error, 'FORBIDDEN')) return false;
          throw error;
        }
        ctx.extra.token = token;
        return true;
      },
      context: (ctx) => createContext(upstream, ctx.extra.token ?? null, null),
    },
    wss,
  );

  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  return {
    /** Closes every connection with 1001 Going away; connections that do not answer within 1 s are cut. */
    async close(): Promise<void> {
      const cut = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, 1000);
      await server.dispose();
      clearTimeout(cut);
    },
  };
}
