// The one executable schema: every SDL file of /schema with every area's resolvers.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { entities, filterableFields, sortableFields } from '@licensing/domain';
import type { GraphQLSchema } from 'graphql';
import { graphql } from './graphql-runtime.js';
import { resolvers } from './resolvers/index.js';

const { isEnumType, isInputObjectType, isObjectType } = graphql;

/** /schema of the repository, from gateway/src or gateway/dist alike. */
export const SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema');

export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

export function buildSchema(dir: string = SCHEMA_DIR): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(dir), resolvers });
  const drift = declarationDrift(schema);
  if (drift.length > 0)
    throw new Error(`The SDL disagrees with the entity declarations:\n${drift.join('\n')}`);
  return schema;
}

/**
 * Where the hand-written SDL and the declarations disagree: a declared field the type lacks, a sort
 * enum that is not the declaration's sortable fields, a filter the declaration does not allow.
 * Checked at start, so a slip fails every test instead of one integrator's request.
 */
export function declarationDrift(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const names = (values: readonly { name: string }[]) => values.map((value) => value.name);
  for (const entity of entities) {
    const type = schema.getType(entity.name);
    if (!isObjectType(type)) {
      problems.push(`${entity.name}: no object type.`);
      continue;
    }
    const missing = Object.keys(entity.fields).filter((field) => !type.getFields()[field]);
    if (missing.length > 0) problems.push(`${entity.name}: lacks ${missing.join(', ')}.`);
    const sort = schema.getType(`${entity.name}SortField`);
    const sortable = sortableFields(entity);
    if (!isEnumType(sort) || names(sort.getValues()).join() !== sortable.join()) {
      problems.push(`${entity.name}SortField: must be ${sortable.join(', ')}.`);
    }
    const filter = schema.getType(`${entity.name}Filter`);
    const filterable = filterableFields(entity);
    const unknown = isInputObjectType(filter)
      ? Object.keys(filter.getFields()).filter((field) => !filterable.includes(field))
      : [];
    if (unknown.length > 0) problems.push(`${entity.name}Filter: ${unknown.join(', ')} not filterable.`);
  }
  return problems;
}
