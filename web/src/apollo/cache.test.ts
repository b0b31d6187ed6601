import { isInterfaceType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.test-util';
import { possibleTypes } from './cache';

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
