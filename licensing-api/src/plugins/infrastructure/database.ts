// Decorates the app with its configuration and the Kysely instance. buildApp's caller owns the
// database and closes it; routes and domain plugins only read `app.db` and `app.config`.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
}

export default fp<{ db: Kysely<Database>; config: Config }>(
  async (app, { db, config }) => {
    app.decorate('db', db);
    app.decorate('config', config);
  },
  { name: 'database' },
);
