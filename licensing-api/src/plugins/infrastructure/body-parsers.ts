// POST /Login is form-encoded (OAuth 2 password grant); everything else is JSON, which Fastify
// parses itself. Text holding a NUL character is refused with a 400 naming the field: PostgreSQL
// cannot store it, and would answer a 500.
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';

/** The path of the first string holding NUL in `value` ('ProductEditionDetail.0.Description'), if any. */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export default fp(
  async (app) => {
    await app.register(formbody);
    app.addHook('preValidation', async (request) => {
      const field = nulAt(request.query, '') ?? nulAt(request.params, '') ?? nulAt(request.body, '');
      if (field === undefined) return;
      const message = apiMessages.containsNul(field || 'body');
      throw badRequest(message, { [field || 'body']: [message] });
    });
  },
  { name: 'body-parsers' },
);
