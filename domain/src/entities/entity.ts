// One declaration per entity (ARCHITECTURE.md): what SPEC fixes once about an entity, read by every
// layer. licensing-api builds its five CRUD routes, list queries and row maps from it; the gateway
// its REST resource, CRUD resolvers and loaders; the web its router, sidebar, cache and forms.
// Pure data and rules: no I/O.
import {
  type AnyObject,
  type AnySchema,
  type DefaultFromShape,
  type ObjectSchema,
  object,
  type TypeFromShape,
} from 'yup';
import type { SortDirection, SortItem } from '../lists.js';
import { serialKey } from './fields.js';

/**
 * How a field travels and compares:
 * - id: a serial integer on REST, an `ID` (string) in GraphQL; uuid: the same for uuid keys.
 * - text, integer, decimal (a price), boolean: as they are.
 * - datetime: an ISO 8601 string, or null.
 * - list: nested rows (an edition's feature lines) of the fields in `of`; with `restMap`, one REST
 *   object of a row field's value by another's (an older license's ProductFeatures, name → number).
 */
export type FieldType = 'id' | 'uuid' | 'text' | 'integer' | 'decimal' | 'boolean' | 'datetime' | 'list';

export type Field = {
  /** The REST name (SPEC §3, PascalCase). The GraphQL and web name is the field's key. */
  rest: string;
  type: FieldType;
  /** SPEC §5's name of the field, as the required-fields message and the screens say it. */
  label?: string;
  /** The answer may hold null. */
  nullable?: boolean;
  /** Lists may sort by it; 'version' sorts version-aware, numerically per digit run (1.9, 1.10, 2.0). */
  sort?: boolean | 'version';
  /**
   * Lists may filter by it (text: a case-insensitive substring, or one of its `choices`); 'ids' also
   * takes a set, '1,2,3'; 'range' (dates) a range of days, '2026-01-01..2026-06-30' (lists.ts).
   */
  filter?: boolean | 'ids' | 'range';
  /** The only values a (derived) text field takes: its filter is one of them, not a substring. */
  choices?: readonly string[];
  /** The Search parameter looks in it (text fields). */
  search?: boolean;
  /** Answered but never written: a key, a generated code, a joined name, a derived flag. */
  readOnly?: boolean;
  /**
   * A value its holder acts with, not only reads (a license's activation code activates machines):
   * read-only tokens get it masked (entities/index.ts `maskedCredential`).
   */
  credential?: boolean;
  /** The fields of each nested row of a `list` field. */
  of?: Fields;
  /** A list that travels on REST as `{ [row[key]]: row[value] }`, rows in GraphQL and the web. */
  restMap?: { key: string; value: string };
  /** Text holding sanitized HTML (a mail's content): screens show it rendered, not its markup. */
  html?: boolean;
  /** A web address: screens link to it. */
  url?: boolean;
  /** A text that is an e-mail address or a telephone number: forms give it that kind of input. */
  input?: 'email' | 'tel';
  /**
   * An id of another entity's row: that entity (its GraphQL type), and the paths in this row that
   * name the referred one to people, the main one first: ['feature.label', 'feature.name'] reads
   * 'Users (USERS)', ['emailTemplateTypeName'] a joined name.
   */
  ref?: { entity: string; label: readonly [string, ...string[]] };
  /** What a form says under the field. */
  hint?: string;
  /**
   * How writes check it (schema-fields.ts), its messages naming it by `label` (or the rule's own, for
   * an unlabelled field): the entity's schema is its fields' rules, in declaration order.
   */
  rule?: AnySchema;
};

export type Fields = Readonly<Record<string, Field>>;

/** The part of a Yup object schema the layers use (the web and licensing-api validate with it). */
export type ValidationSchema = {
  fields: Readonly<Record<string, unknown>>;
  validate(value: unknown, options?: object): Promise<unknown>;
};

/** The REST routes of SPEC §7, full paths; `get` and `delete` take `/{id}`. A view-only entity has no writes. */
export type EntityRoutes = { list: string; get: string; create?: string; update?: string; delete?: string };

/**
 * SPEC §7's five routes as its controllers name them: `/api/{controller}/Get{name}s`, `Get{name}`,
 * `Create{name}`, `Update{name}` and `Delete{name}`, the name the controller's unless given. A route
 * SPEC spells otherwise is declared over them.
 */
export function restRoutes(controller: string, name = controller) {
  const path = `/api/${controller}/`;
  return {
    list: `${path}Get${name}s`,
    get: `${path}Get${name}`,
    create: `${path}Create${name}`,
    update: `${path}Update${name}`,
    delete: `${path}Delete${name}`,
  };
}

export type WriteOperation = 'create' | 'update' | 'delete';

export type Entity = {
  /** The GraphQL type: 'ReleasePackage'. */
  name: string;
  /**
   * The GraphQL list field: the name camelCased with an 's' ('releasePackages') unless declared (the
   * one-item field is the name, camelCased).
   */
  plural: string;
  /** As SPEC §8 texts name it: 'Get list of {displayName} failed'; the name's words unless declared. */
  displayName: string;
  /** SPEC §5: 'Are you sure to delete this {deleteLabel}?'; the display name unless declared. */
  deleteLabel: string;
  /**
   * When delete deletes nothing but makes the row inactive (SPEC §4: users): what it asks instead
   * of SPEC §5's 'Are you sure to delete this …?', the verb its button says, and its success text.
   */
  deactivates?: { question: string; action: string; done: string };
  /**
   * As the REST API answers a missing one: '{notFoundLabel} not found.'; unless declared, the display
   * name with its later words in lower case ('Product edition').
   */
  notFoundLabel: string;
  /** The key field; 'id' unless declared. */
  key: string;
  /** Its fields; `id`, the serial key 'Id', unless declared (serialKey). */
  fields: Fields;
  /** SPEC §9's default sort, used when a list asks for none: by name ascending (its 'others') unless declared. */
  defaultSort: readonly { field: string; direction: SortDirection }[];
  /** SPEC §9's page size, when it is not DEFAULT_PAGE_SIZE. */
  pageSize?: number;
  /** A list that changes rarely: the gateway serves it from its reference cache a while; writes clear it. */
  cachedList?: boolean;
  /** Add (and edit) validation: the fields' rules; required fields carry their label as message. */
  schema: ValidationSchema;
  /** Edit validation, when it differs from add: the schema with the declaration's `editRules`. */
  editSchema?: ValidationSchema;
  /**
   * The GraphQL input type of create, when it is not `{name}Input` (a user is added with a
   * password the other writes do not carry).
   */
  createInput?: string;
  /** The GraphQL type create answers, when not the entity (a customer's tells whether it is new). */
  createResult?: string;
  /** Only the product writes it (job logs): no create, update or delete route, mutation or screen. */
  viewOnly?: boolean;
  /** 'writes': only administrators create, update and delete; 'all': only administrators read too. */
  adminOnly?: 'writes' | 'all';
  routes: EntityRoutes;
  /** What the GraphQL schema says of its root fields beyond what the declaration implies (sdl.ts). */
  notes?: Partial<Record<'list' | 'create' | 'update' | 'delete', string>>;
};

const problem = (entity: string, message: string) =>
  new Error(`Invalid declaration of ${entity}: ${message}`);

function checkFields(name: string, fields: Fields, nested: boolean): void {
  for (const [key, field] of Object.entries(fields)) {
    const where = `${name}.${key}`;
    if (field.type === 'list') {
      if (nested || !field.of) throw problem(name, `${where} is a list without 'of' (or nested too deep).`);
      checkFields(`${name}.${key}`, field.of, true);
      if (field.sort || field.filter || field.search)
        throw problem(name, `${where}: a list is not listable.`);
    }
    if (field.restMap) {
      const { key: mapKey, value } = field.restMap;
      if (field.type !== 'list' || field.of?.[mapKey]?.type !== 'text' || !field.of[value])
        throw problem(name, `${where}: a REST map is a list keyed by one of its text fields.`);
    }
    if (field.sort === 'version' && field.type !== 'text')
      throw problem(name, `${where}: version sort on non-text.`);
    if (field.filter === 'ids' && field.type !== 'id' && field.type !== 'uuid') {
      throw problem(name, `${where}: an id-set filter needs an id field.`);
    }
    if (field.search && field.type !== 'text') throw problem(name, `${where}: search in non-text.`);
    if ((field.filter === 'range') !== (Boolean(field.filter) && field.type === 'datetime'))
      throw problem(name, `${where}: dates, and only dates, filter by range.`);
    if (field.choices && (field.type !== 'text' || field.choices.length === 0))
      throw problem(name, `${where}: choices are text values.`);
    if (field.html && field.type !== 'text') throw problem(name, `${where}: only text holds HTML.`);
    if (field.input && field.type !== 'text') throw problem(name, `${where}: only text has an input kind.`);
    if (field.ref && field.type !== 'id') throw problem(name, `${where}: only an id refers to a row.`);
    if (field.rule && (field.readOnly || !(field.label ?? field.rule.spec.label)))
      throw problem(name, `${where}: a rule checks a written field, named by a label.`);
  }
}

/** What a declaration may leave out: the conventions give it. */
type Derived = 'plural' | 'displayName' | 'deleteLabel' | 'notFoundLabel' | 'key' | 'defaultSort';

/** The rules of fields `F`, by field: the shape of the entity's schema. */
type RulesOf<F extends Fields> = {
  [K in keyof F as F[K] extends { rule: AnySchema } ? K : never]: F[K] extends {
    rule: infer R extends AnySchema;
  }
    ? R
    : never;
};

/** The entity's schema, typed by its rules, so a dialog can build on it (customerSupportSchema). */
type SchemaOf<F extends Fields> = ObjectSchema<
  TypeFromShape<RulesOf<F>, AnyObject>,
  AnyObject,
  DefaultFromShape<RulesOf<F>>,
  ''
>;

/** The rules of `fields`, each naming its field by the field's label (or the one given). */
function rulesOf(fields: Fields, labels: Readonly<Partial<Record<string, string>>> = {}) {
  const ruled = Object.entries(fields).filter(([, field]) => field.rule);
  return Object.fromEntries(
    ruled.map(([key, { rule, label }]) => [key, rule!.label(labels[key] ?? label ?? rule!.spec.label!)]),
  );
}

/** 'ProductLicense' → 'Product License'. */
export const nameWords = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/** A declaration's fields with its key: a serial 'Id' first, unless it declares its own `id`. */
type WithKey<F extends Fields> = Omit<{ id: ReturnType<typeof serialKey> }, keyof F> & F;

/**
 * Checks a declaration when its module loads, so a slip fails every layer's start and tests, not a
 * request: the key is an id, the default sort names sortable fields, rules check written fields.
 */
export function defineEntity<const F extends Fields>({
  editRules,
  editLabels,
  ...declared
}: Omit<Entity, Derived | 'schema' | 'editSchema'> &
  Partial<Pick<Entity, Derived>> & {
    fields: F;
    key?: keyof WithKey<F> & string;
    defaultSort?: readonly { field: keyof WithKey<F> & string; direction: SortDirection }[];
    /** What an edit checks otherwise: other rules, or the rules under other labels. */
    editRules?: Partial<Record<keyof F, AnySchema>>;
    editLabels?: Partial<Record<keyof F, string>>;
  }): Omit<Entity, 'fields' | 'schema'> & { fields: WithKey<F>; schema: SchemaOf<F> } {
  const displayName = declared.displayName ?? nameWords(declared.name);
  const fields = { id: serialKey('Id'), ...declared.fields } as WithKey<F>;
  checkFields(declared.name, fields, false);
  const rules: Record<string, AnySchema | undefined> = editRules ?? {};
  const editFields = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, { ...field, rule: rules[key] ?? field.rule }]),
  );
  for (const key of [...Object.keys(rules), ...Object.keys(editLabels ?? {})]) {
    if (!editFields[key]?.rule) throw problem(declared.name, `edit rule '${key}' checks no declared field.`);
  }
  checkFields(declared.name, editFields, false);
  const entity = {
    schema: object(rulesOf(fields)) as unknown as SchemaOf<F>,
    ...(editRules || editLabels ? { editSchema: object(rulesOf(editFields, editLabels)) } : {}),
    plural: `${singularField(declared)}s`,
    key: 'id',
    defaultSort: [{ field: 'name', direction: 'asc' }] as const,
    displayName,
    deleteLabel: displayName,
    notFoundLabel: displayName[0] + displayName.slice(1).toLowerCase(),
    ...declared,
    fields,
  };
  const { name } = entity;
  const key = fields[entity.key];
  if (!key || (key.type !== 'id' && key.type !== 'uuid'))
    throw problem(name, `key '${entity.key}' is no id.`);
  const writes = (['create', 'update', 'delete'] as const).filter((operation) => entity.routes[operation]);
  if (entity.viewOnly ? writes.length > 0 : writes.length < 3)
    throw problem(
      name,
      entity.viewOnly ? 'a view-only entity has write routes.' : 'a write route is missing.',
    );
  for (const { field } of entity.defaultSort) {
    if (!fields[field]?.sort) throw problem(name, `default sort '${field}' is not sortable.`);
  }
  return entity;
}

/** The names of the fields that `keep` keeps, in declaration order. */
export const fieldNames = (entity: Entity, keep: (field: Field) => unknown): string[] =>
  Object.keys(entity.fields).filter((name) => keep(entity.fields[name]!));

/** Field names lists may sort by, in declaration order. */
export const sortableFields = (entity: Entity): string[] => fieldNames(entity, (field) => field.sort);

export const filterableFields = (entity: Entity): string[] => fieldNames(entity, (field) => field.filter);

/** A write route of an entity that has writes; throws for a view-only one (a bug, not input). */
export function writeRoute(entity: Entity, operation: WriteOperation): string {
  const route = entity.routes[operation];
  if (!route) throw new Error(`${entity.name} is view-only: it has no ${operation} route.`);
  return route;
}

/** The REST name of a field; throws for an undeclared one (a bug, not input). */
export function restName(entity: Entity, field: string): string {
  const declared = entity.fields[field];
  if (!declared) throw new Error(`${entity.name} has no field '${field}'.`);
  return declared.rest;
}

/** The default sort as REST MultipleOrders items. */
export const restDefaultSort = (entity: Entity): SortItem[] =>
  entity.defaultSort.map(({ field, direction }) => ({ FieldName: restName(entity, field), Type: direction }));

/** A `restMap` list's key and value, in the REST names of its rows. */
function restMapNames(field: Field): { key: string; value: string } {
  const { key, value } = field.restMap!;
  return { key: field.of![key]!.rest, value: field.of![value]!.rest };
}

/** A `restMap` list's REST object of its rows (in REST names). */
export function toRestMap(field: Field, rows: readonly Record<string, unknown>[]): Record<string, unknown> {
  const { key, value } = restMapNames(field);
  return Object.fromEntries(rows.map((row) => [String(row[key]), row[value]]));
}

/** A `restMap` list's rows (in REST names) of its REST object; anything else is left for validation. */
export function fromRestMap(field: Field, object: unknown): unknown {
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return object;
  const { key, value } = restMapNames(field);
  return Object.entries(object).map(([name, number]) => ({ [key]: name, [value]: number }));
}

/** The one-item GraphQL field: 'releasePackage'. */
export const singularField = (entity: Pick<Entity, 'name'>): string =>
  entity.name[0]!.toLowerCase() + entity.name.slice(1);

/** 'Sortable fields: a, b, c.' — the same sentence, in its own names, from every layer that refuses a sort. */
export const sortableFieldsSentence = (names: readonly string[]): string =>
  `Sortable fields: ${names.join(', ')}.`;

/** Most rows one bulk action (a bulk delete, renew or suspend) takes. */
export const MAX_BULK_IDS = 1000;

/** The directory of an entity's REST routes: '/api/Customer'. */
const routeDirectory = (entity: Pick<Entity, 'routes'>) =>
  entity.routes.list.slice(0, entity.routes.list.lastIndexOf('/'));

/**
 * The CSV export of an entity's list, next to its list route: `/api/Customer/ExportCustomers`. It
 * takes the list's query (search, filters, sort), optionally an id set and the columns shown.
 */
export const exportRoute = (entity: Pick<Entity, 'routes' | 'name'>): string =>
  `${routeDirectory(entity)}/Export${entity.name}s`;

/** Whether an entity has a bulk delete: it has writes, and its delete deletes (not a deactivation). */
export const hasBulkDelete = (entity: Pick<Entity, 'viewOnly' | 'deactivates'>): boolean =>
  !entity.viewOnly && !entity.deactivates;

/** The bulk delete of an entity with writes, next to its delete route: `/api/Customer/DeleteCustomers`. */
export const bulkDeleteRoute = (entity: Pick<Entity, 'routes' | 'name'>): string =>
  `${routeDirectory(entity)}/Delete${entity.name}s`;
