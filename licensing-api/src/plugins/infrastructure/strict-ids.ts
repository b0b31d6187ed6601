// Ids in paths and queries are parsed strictly (crud/ids.ts) before Ajv, whose type coercion would
// take '1e3', '+1' or '01' for a serial id: every path or query parameter a route declares as an id
// (SerialId, or a uuid string) is replaced by the id it holds, or answered with a 400 naming it.
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type IdType, requireId } from '../../crud/ids.js';
import { idTypeOf } from '../../lib/schemas.js';

/** The parameters of an object schema that are ids, with their id type. */
const idParameters = (schema: unknown): [string, IdType][] =>
  Object.entries((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}).flatMap(
    ([name, property]): [string, IdType][] => {
      const type = idTypeOf(property);
      return type ? [[name, type]] : [];
    },
  );

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const parts = [
        ['params', idParameters(route.schema?.params)],
        ['query', idParameters(route.schema?.querystring)],
      ] as const;
      if (parts.every(([, ids]) => ids.length === 0)) return;
      const parseIds = async (request: FastifyRequest) => {
        for (const [part, ids] of parts) {
          const values = request[part] as Record<string, unknown>;
          for (const [name, type] of ids) {
            if (values[name] !== undefined) values[name] = requireId(type, name, values[name]);
          }
        }
      };
      route.preValidation = [...[route.preValidation ?? []].flat(), parseIds as preValidationHookHandler];
    });
  },
  { name: 'strict-ids' },
);
