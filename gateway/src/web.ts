// Serves the built web client with a history fallback: a GET that is no API path and no file
// answers index.html, so react-router can take any URL. /explorer is the GraphQL explorer's page
// (explorer.html, web/src/explorer), under the same Content-Security-Policy as every page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PATHS = ['/graphql', '/healthz'];
export const EXPLORER_PATH = '/explorer';

/** Registers the web client when `dir` holds an index.html. */
export async function registerWebClient(app: FastifyInstance, dir: string): Promise<void> {
  if (!existsSync(join(dir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: dir });
  if (existsSync(join(dir, 'explorer.html'))) {
    app.get(EXPLORER_PATH, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('explorer.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // Never echoes the path: an answer that repeats what the caller wrote is a reflection vector.
    return reply.code(404).send({ message: 'Not found', statusCode: 404 });
  });
}
