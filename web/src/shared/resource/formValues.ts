// A form's values from the declaration alone: what a new item starts with, an item as the form's
// values, and the form's (validated) values as the GraphQL input. Each follows the field's type,
// so an entity needs no `emptyX` / `toXFormValues` / `toXInput` of its own.
import { type Entity, type Field, shownFields } from '@licensing/domain';

export type FormValues = Record<string, unknown>;

/** The fields a form writes: those its screens show that are not read-only. */
export const formFields = (entity: Entity): string[] =>
  shownFields(entity).filter((name) => !entity.fields[name]?.readOnly);

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

/** A loaded item as the form's values, with the names of the rows its references hold. */
export function toFormValues(entity: Entity, item: Record<string, unknown>): FormValues {
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
