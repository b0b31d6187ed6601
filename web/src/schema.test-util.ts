// The schema the client's documents are checked against in tests: /schema and the declarations' CRUD SDL, as codegen reads them.
import { readdirSync, readFileSync } from 'node:fs';
import { crudSdl, entities } from '@licensing/domain';
import { buildSchema } from 'graphql';

const schemaDir = new URL('../../schema/', import.meta.url);

export const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(new URL(file, schemaDir), 'utf8'))
    .concat(crudSdl(entities))
    .join('\n'),
);
