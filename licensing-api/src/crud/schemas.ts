// The TypeBox shapes of an entity's routes, built from its declaration, so the OpenAPI document at
// /openapi.json describes every route: the answer, the create and update bodies, the list query.
import {
  type Entity,
  type Field,
  type Fields,
  filterableFields,
  restName,
  sortableFields,
  sortableFieldsSentence,
} from '@licensing/domain';
import { type TObject, type TSchema, Type } from 'typebox';
import { apiMessages } from '../lib/messages.js';
import { IdInput, Int4, Maybe, Nullable, named, OrText, SerialId } from '../lib/schemas.js';
import { filterValueHint } from './find-page.js';
import { FILTER_PARAMETER, ListQuerystring, ListResponse, SORT_PARAMETER } from './list-query.js';
import type { Table } from './table.js';

/**
 * A field's value as answers carry it, or as bodies do (`input`): there a number or boolean may
 * also come as its text (OrText), which the declaration's Yup schema reads.
 */
function valueSchema(field: Field, input: boolean): TSchema {
  const orText = (schema: TSchema) => (input ? OrText(schema) : schema);
  switch (field.type) {
    case 'id':
      return orText(SerialId());
    case 'uuid':
      return Type.String({ format: 'uuid' });
    case 'integer':
      return orText(Int4());
    case 'decimal':
      return orText(Type.Number());
    case 'boolean':
      return orText(Type.Boolean());
    case 'datetime':
      return Type.String({ format: 'date-time' });
    case 'list': {
      const of = field.of ?? {};
      if (!field.restMap) return Type.Array(input ? inputSchema(of) : answerSchema(of));
      const { key, value } = field.restMap;
      return Type.Record(Type.String({ description: of[key]!.rest }), valueSchema(of[value]!, input));
    }
    default:
      return field.choices ? Type.Union(field.choices.map((choice) => Type.Literal(choice))) : Type.String();
  }
}

const described = (schema: TSchema, field: Field) =>
  field.label ? { ...schema, description: field.label } : schema;

/** The answer: every declared field, null where the declaration says so. */
export function answerSchema(fields: Fields): TObject {
  return Type.Object(
    Object.fromEntries(
      Object.values(fields).map((field) => {
        const schema = described(valueSchema(field, false), field);
        return [field.rest, field.nullable ? Nullable(schema) : schema];
      }),
    ),
  );
}

/** The fields a create carries, each optional so that the declaration's schema names what is missing. */
export function inputSchema(fields: Fields): TObject {
  return Type.Object(
    Object.fromEntries(
      Object.values(fields)
        .filter((field) => !field.readOnly)
        .map((field) => [field.rest, Maybe(described(valueSchema(field, true), field))]),
    ),
  );
}

/** An entity's answer, named in the OpenAPI document by the declaration's name: `Customer`. */
export const entitySchema = (entity: Entity) => named(answerSchema(entity.fields), entity.name);

/** A create's body, named `CustomerInput`. */
export const createBodySchema = (entity: Entity) => named(inputSchema(entity.fields), `${entity.name}Input`);

/** The key of a serial or uuid entity, as a path value or an answer. */
export const keySchema = (table: Table) =>
  table.key.field.type === 'uuid' ? Type.String({ format: 'uuid' }) : SerialId();

/**
 * An update, named `CustomerUpdate`: the key, required (a serial one also as text, as requireId
 * reads it), and the create's fields.
 */
export const updateSchema = (table: Table) =>
  named(
    Type.Object({
      [table.key.field.rest]: table.key.field.type === 'uuid' ? keySchema(table) : IdInput(),
      ...inputSchema(table.entity.fields).properties,
    }),
    `${table.entity.name}Update`,
  );

/** The list parameters, naming the entity's sortable and filterable fields. */
export function listQuerySchema(table: Table): TObject {
  const { entity } = table;
  const rest = (names: string[]) => names.map((name) => restName(entity, name));
  // What the filters that take more than text take.
  const hints = filterableFields(entity).flatMap((name) => filterValueHint(entity.fields[name]!) ?? []);
  const filters = Object.fromEntries(
    (table.queryFilters ?? []).map((name) => [
      restName(entity, name),
      Type.Optional(SerialId(`Only the rows of this ${entity.fields[name]?.label ?? name}.`)),
    ]),
  );
  return Type.Object({
    ...ListQuerystring.properties,
    MultipleOrders: Type.Optional(
      Type.String({
        description: `${SORT_PARAMETER} ${sortableFieldsSentence(rest(sortableFields(entity)))}`,
      }),
    ),
    Filters: Type.Optional(
      Type.String({
        description: [
          FILTER_PARAMETER,
          apiMessages.filterableFields(rest(filterableFields(entity))),
          ...hints,
        ].join(' '),
      }),
    ),
    ...filters,
  });
}

/** `{ Data: [item…], TotalItems }`, with the declaration's answer as item, named `CustomerPage`. */
export const pageSchema = (entity: Entity) => named(ListResponse(entitySchema(entity)), `${entity.name}Page`);
