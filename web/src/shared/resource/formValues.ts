// A form's values from the declaration alone: what a new item starts with, an item as the form's
// values, and the form's (validated) values as the GraphQL input. Each follows the field's type,
// so an entity needs no `emptyX` / `toXFormValues` / `toXInput` of its own.
import { type Entity, type Field, shownFields } from '@licensing/domain';

export type FormValues = Record<string, unknown>;

/** The fields a form writes: those its screens show that are not read-only. */
export const formFields = (entity: Entity): string[] =>
  shownFields(entity).filter((name) => !entity.fields[name]?.readOnly);

/** How a referred row reads: its main field, the others in parentheses ('Users (USERS)'). */
export function refLabel(field: Field, row: Record<string, unknown>): string {
  const [main, ...more] = (field.ref?.shows ?? []).map((name) => String(row[name] ?? ''));
  return more.length > 0 ? `${main} (${more.join(', ')})` : (main ?? '');
}

const schemaDefault = (entity: Entity, name: string): unknown =>
  (entity.schema.fields[name] as { getDefault?: () => unknown } | undefined)?.getDefault?.();

/** A new item: the schema's defaults, else nothing (pickers and texts '', numbers null, switches off). */
export function emptyValues(entity: Entity): FormValues {
  return Object.fromEntries(
    formFields(entity).map((name) => {
      const type = entity.fields[name]?.type;
      const fallback = type === 'boolean' ? false : type === 'integer' || type === 'decimal' ? null : '';
      return [name, schemaDefault(entity, name) ?? fallback];
    }),
  );
}

/** A loaded item as the form's values, with the rows its references name (for the pickers' labels). */
export function toFormValues(entity: Entity, item: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const name of formFields(entity)) {
    const field = entity.fields[name] as Field;
    const value = item[name];
    if (field.ref) values[field.ref.field] = item[field.ref.field] ?? null;
    values[name] =
      field.type === 'boolean'
        ? Boolean(value)
        : field.type === 'integer' || field.type === 'decimal'
          ? (value ?? null)
          : field.type === 'datetime'
            ? String(value ?? '').slice(0, 10)
            : String(value ?? '');
  }
  return values;
}

/** The validated values (the schema casts ids to numbers, blanks to null) as the GraphQL input. */
export function toInput(entity: Entity, values: FormValues): FormValues {
  return Object.fromEntries(
    formFields(entity).map((name) => {
      const { type } = entity.fields[name] as Field;
      const value = values[name];
      const blank = value === '' || value == null;
      if (type === 'boolean') return [name, Boolean(value)];
      if (type === 'integer' || type === 'decimal') return [name, blank ? null : Number(value)];
      if (type === 'id' || type === 'uuid') return [name, blank ? null : String(value)];
      return [name, blank && (type === 'datetime' || entity.fields[name]?.nullable) ? null : (value ?? '')];
    }),
  );
}
