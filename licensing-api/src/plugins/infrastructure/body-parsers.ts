// POST /Login is form-encoded (OAuth 2 password grant); everything else is JSON, which Fastify
// parses itself.
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(formbody);
  },
  { name: 'body-parsers' },
);
