// The common shapes of declared fields (entity.ts), so a declaration says a field's REST name,
// label and what differs, not the same object again.
import { requiredText } from '../schema-fields.js';
import { requiredEmail } from '../validation.js';
import type { Field, Fields, FieldType } from './entity.js';

/**
 * A labelled field of `type`; `flags` say what lists do with it, how writes check it, whether it may
 * be null or is never written.
 */
const typed =
  <T extends FieldType>(type: T) =>
  <const F extends Omit<Field, 'rest' | 'type' | 'label'> = Record<never, never>>(
    rest: string,
    label: string,
    flags: F = {} as F,
  ) => ({ rest, type, label, ...flags });

export const text = typed('text');
export const integer = typed('integer');
export const decimal = typed('decimal');
export const bool = typed('boolean');
export const datetime = typed('datetime');
/** An id of another entity's row (see `refTo` for one that lists and pickers name). */
export const reference = typed('id');

/** The serial key of a row: listed, sorted and filtered (by a set of ids), never written. */
export const serialKey = (rest: string) =>
  ({ rest, type: 'id', sort: true, filter: 'ids', readOnly: true }) as const;

/** A value answered but never written nor shown (it has no label); null when absent. */
export const internalValue = <const T extends FieldType>(rest: string, type: T) =>
  ({ rest, type, nullable: true, readOnly: true }) as const;

/** An id of the row a workflow made of this one (an order's license): null until then, never written. */
export const generatedId = (rest: string) => ({ ...internalValue(rest, 'id'), filter: 'ids' }) as const;

/** A text the lists sort, filter and search by. */
export const searchedText = (rest: string, label: string) =>
  ({ rest, type: 'text', label, sort: true, filter: true, search: true }) as const;

/** The same, answered but never written: a joined name (the customer's, the product's), a generated code. */
export const readOnlyText = (rest: string, label: string) =>
  ({ ...searchedText(rest, label), readOnly: true }) as const;

/** A reference to a row of `entity`, filtered by a set of ids and named by the paths `names` (Field.ref). */
export const refTo = <const F extends Omit<Field, 'rest' | 'type' | 'label' | 'ref'> = Record<never, never>>(
  entity: string,
  rest: string,
  label: string,
  names: readonly [string, ...string[]],
  flags: F = {} as F,
) => ({ rest, type: 'id' as const, label, filter: 'ids' as const, ref: { entity, label: names }, ...flags });

/** The product a row belongs to, named in lists and pickers by `name` ('product.name', or a joined 'productName'). */
export const productRef = (label: string, name: string) => refTo('Product', 'ProductID', label, [name]);

/** A person's name and e-mail (customers, trial requests, users; an order's last name and e-mail). */
export const personFields = {
  firstName: { ...searchedText('FirstName', 'First Name'), rule: requiredText(100) },
  lastName: { ...searchedText('LastName', 'Last Name'), rule: requiredText(100) },
  email: { ...searchedText('Email', 'Email'), input: 'email', rule: requiredEmail() },
} as const satisfies Fields;
