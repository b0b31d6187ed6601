// The served schema describes every type, field, argument and enum value (integrators read them
// through introspection): what the SDL of /schema says, even where a resolver brings its own type.
import { DEACTIVATION_DETAILS, VALIDATION_DETAILS } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/graphql-runtime.js';
import { buildSchema } from '../src/schema.js';

const { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType } =
  graphql;

describe('the served schema', () => {
  const schema = buildSchema();

  it('has a description on every type, field, argument and enum value', () => {
    const missing: string[] = [];
    const need = (description: string | null | undefined, where: string) => {
      if (!description?.trim()) missing.push(where);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
      need(type.description, type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          need(field.description, `${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            need(arg.description, `${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) need(value.description, `${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("serves a custom scalar's SDL description", () => {
    const dateTime = schema.getType('DateTime');
    expect(isScalarType(dateTime)).toBe(true);
    expect(dateTime?.description).toBe(dateTime?.astNode?.description?.value);
    expect(dateTime?.description).toMatch(/ISO 8601/);
  });

  it("describes the activation API's codes as domain does, and orders them as it does", () => {
    for (const [name, details] of [
      ['ValidationCode', VALIDATION_DETAILS],
      ['DeactivationCode', DEACTIVATION_DETAILS],
    ] as const) {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
      expect(Object.fromEntries(type.getValues().map((value) => [value.name, value.description]))).toEqual(
        details,
      );
      expect(type.getValues().map((value) => value.name)).toEqual(Object.keys(details));
    }
  });
});
