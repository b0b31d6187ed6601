// The one executable schema: every SDL file of /schema, the CRUD SDL the declarations write, and
// every area's resolvers.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { crudSdl, entities } from '@licensing/domain';
import type { GraphQLSchema } from 'graphql';
import { graphql } from './graphql-runtime.js';
import { resolvers } from './resolvers/index.js';

/** /schema of the repository, from gateway/src or gateway/dist alike. */
const SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema');

export function buildSchema(): GraphQLSchema {
  const files = readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'));
  return inheritDescriptions(makeExecutableSchema({ typeDefs: [...files, crudSdl(entities)], resolvers }));
}

/** A field an interface describes is described once, there: its types' copies without one take it. */
function inheritDescriptions(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap()).filter(graphql.isObjectType)) {
    for (const iface of type.getInterfaces()) {
      for (const [name, field] of Object.entries(type.getFields())) {
        field.description ??= iface.getFields()[name]?.description;
      }
    }
  }
  return schema;
}
