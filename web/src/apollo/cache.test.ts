import { readdirSync, readFileSync } from 'node:fs';
import { crudSdl, entities } from '@licensing/domain';
import { buildSchema, isInterfaceType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './cache';

const schemaDir = new URL('../../../schema/', import.meta.url);
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(new URL(file, schemaDir), 'utf8'))
    .concat(crudSdl(entities))
    .join('\n'),
);

describe('the cache', () => {
  it('knows every interface of schema/ and the types implementing it (possibleTypes)', () => {
    const interfaces = Object.values(schema.getTypeMap()).filter(isInterfaceType);
    const expected = Object.fromEntries(
      interfaces.map((type) => [
        type.name,
        schema
          .getPossibleTypes(type)
          .map((object) => object.name)
          .sort(),
      ]),
    );
    const known = Object.fromEntries(
      Object.entries(possibleTypes).map(([name, types]) => [name, [...types].sort()]),
    );
    expect(known).toEqual(expected);
  });
});
