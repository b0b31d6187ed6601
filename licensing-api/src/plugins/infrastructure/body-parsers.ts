// POST /Login is form-encoded (OAuth 2 password grant); everything else is JSON, which Fastify
// parses itself. Text holding a NUL character is refused with a 400 naming the field: PostgreSQL
// cannot store it, and would answer a 500.
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import { fieldError } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { nulAt } from '../../lib/nul.js';

export default fp(
  async (app) => {
    await app.register(formbody);
    app.addHook('preValidation', async (request) => {
      const field = nulAt(request.query, '') ?? nulAt(request.params, '') ?? nulAt(request.body, '');
      if (field === undefined) return;
      throw fieldError(field || 'body', apiMessages.containsNul(field || 'body'));
    });
  },
  { name: 'body-parsers' },
);
