// A form's values from the declaration alone: what a new item starts with, an item as the form's
// values, and the form's (validated) values as the GraphQL input. Each follows the field's type,
// so an entity needs no `emptyX` / `toXFormValues` / `toXInput` of its own.
import { type Entity, type Field, type Fields, shownFields } from '@licensing/domain';

export type FormValues = Record<string, unknown>;

/** A day as date inputs hold it: 'YYYY-MM-DD' (today unless given). */
export const dayOf = (date = new Date()) => date.toISOString().slice(0, 10);

/** The fields a form writes: those its screens show that are not read-only. */
export const formFields = (entity: Entity): string[] =>
  shownFields(entity).filter((name) => !entity.fields[name]?.readOnly);

/** The line lists a form writes (an edition's features, an order's add-ons): never shown as one field. */
const lineLists = (entity: Entity): string[] =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.type === 'list' && !field.readOnly)
    .map(([name]) => name);

/** The value at a path of a row: 'product.name'. */
const at = (row: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);

/** How a row names the row a field refers to: the main name, the others in parentheses ('Users (USERS)'). */
export function refLabel(field: Field, row: Record<string, unknown>): string {
  const [main = '', ...more] = (field.ref?.label ?? []).map((path) => String(at(row, path) ?? ''));
  return more.some(Boolean) ? `${main} (${more.join(', ')})` : main;
}

/** Where the form's values keep the names of the rows their references hold, for the pickers' labels. */
export const REF_LABELS = 'refLabels';

/** The name of the row a reference of the form held when loaded. */
export const refLabelOf = (values: FormValues, name: string): string | undefined =>
  (values[REF_LABELS] as Record<string, string> | undefined)?.[name];

const schemaDefault = (entity: Entity, name: string): unknown =>
  (entity.schema.fields[name] as { getDefault?: () => unknown } | undefined)?.getDefault?.();

/**
 * A new item: the schema's defaults, else nothing (pickers and texts '', numbers null, switches off,
 * line lists empty). `V` is what the form says it holds besides.
 */
export function emptyValues<V extends FormValues = FormValues>(entity: Entity): V {
  return Object.fromEntries(
    [...formFields(entity), ...lineLists(entity)].map((name) => {
      const type = entity.fields[name]?.type;
      const fallback =
        type === 'boolean'
          ? false
          : type === 'integer' || type === 'decimal'
            ? null
            : type === 'list'
              ? []
              : '';
      return [name, schemaDefault(entity, name) ?? fallback];
    }),
  ) as V;
}

/** A loaded item as the form's values, with the names of the rows its references hold. */
export function toFormValues<V extends FormValues = FormValues>(
  entity: Entity,
  item: Record<string, unknown>,
): V {
  const labels: Record<string, string> = {};
  const values: FormValues = { [REF_LABELS]: labels };
  for (const name of formFields(entity)) {
    const field = entity.fields[name] as Field;
    const value = item[name];
    if (field.ref) labels[name] = refLabel(field, item);
    values[name] =
      field.type === 'boolean'
        ? Boolean(value)
        : field.type === 'integer' || field.type === 'decimal'
          ? (value ?? null)
          : field.type === 'datetime'
            ? String(value ?? '').slice(0, 10)
            : String(value ?? '');
  }
  return values as V;
}

/** A field's validated value as the GraphQL input: a line list by its lines' writable fields. */
function inputValue(field: Field, value: unknown): unknown {
  const blank = value === '' || value == null;
  switch (field.type) {
    case 'boolean':
      return Boolean(value);
    case 'integer':
    case 'decimal':
      return blank ? null : Number(value);
    case 'id':
    case 'uuid':
      return blank ? null : String(value);
    case 'list':
      return ((value ?? []) as FormValues[]).map((line) => inputOf(field.of ?? {}, line));
    default:
      return blank && (field.type === 'datetime' || field.nullable) ? null : (value ?? '');
  }
}

const inputOf = (fields: Fields, values: FormValues): FormValues =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => !field.readOnly)
      .map(([name, field]) => [name, inputValue(field, values[name])]),
  );

/** The validated values (the schema casts ids to numbers, blanks to null) as the GraphQL input. */
export function toInput(entity: Entity, values: FormValues): FormValues {
  const written = [...formFields(entity), ...lineLists(entity)];
  return inputOf(Object.fromEntries(written.map((name) => [name, entity.fields[name] as Field])), values);
}
