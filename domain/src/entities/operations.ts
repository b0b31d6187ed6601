// The GraphQL operations of the generic screens, built from an entity declaration by the SDL's
// conventions (ARCHITECTURE.md): `xs(page, pageSize, search, orderBy: [XSort!], filter: XFilter)`,
// `x(id)`, `createX(input: XInput!)`, `updateX(id, input)`, `deleteX(id)`. The web client runs
// them without sending their text (persisted documents): it names the operation, and the gateway
// builds the same text from the same declaration. Every selection asks __typename, which the web
// client's normalized cache needs.
import { hasAuditTrail } from './audit-entries.js';
import { type Entity, fieldNames, hasBulkDelete, singularField } from './entity.js';

export const ENTITY_OPERATIONS = [
  'list',
  'detail',
  'create',
  'update',
  'delete',
  'bulkDelete',
  'auditTrail',
] as const;
export type EntityOperation = (typeof ENTITY_OPERATIONS)[number];

/**
 * Whether the operation answers the entity's rows (a screen's fragment may shape them): deletes
 * answer ids, and a record's audit trail its entries.
 */
export const answersRows = (operation: EntityOperation): boolean =>
  operation !== 'delete' && operation !== 'bulkDelete' && operation !== 'auditTrail';

/** Whether the entity's schema has the operation (a bulk delete, an audit trail only where they are). */
export const hasOperation = (entity: Entity, operation: EntityOperation): boolean =>
  (operation !== 'bulkDelete' || hasBulkDelete(entity)) &&
  (operation !== 'auditTrail' || hasAuditTrail(entity));

/** The fields a declared screen shows and edits: the labelled ones that are not nested lines. */
export const shownFields = (entity: Entity): string[] =>
  fieldNames(entity, (field) => field.label && field.type !== 'list');

/**
 * The selection of a declared entity's rows: its id, the fields its screens show, and what names
 * the rows they refer to ('product.name' selects `product { id name }`).
 */
function rowSelection(entity: Entity): string {
  const fields = new Set(['__typename', 'id', ...shownFields(entity)]);
  const nested = new Map<string, Set<string>>();
  for (const name of shownFields(entity)) {
    for (const path of entity.fields[name]?.ref?.label ?? []) {
      const [head, leaf] = path.split('.') as [string, string?];
      if (!leaf) fields.add(head);
      else nested.set(head, (nested.get(head) ?? new Set(['__typename', 'id'])).add(leaf));
    }
  }
  return [...fields, ...[...nested].map(([head, leaves]) => `${head} { ${[...leaves].join(' ')} }`)].join(
    ' ',
  );
}

/**
 * The operation's text. The list's rows, detail, create and update answer `resultFragment` (a
 * fragment of the screen that shows them, whose definition the caller appends) when given, else the
 * declared row.
 */
export function entityOperationText(
  entity: Entity,
  operation: EntityOperation,
  resultFragment?: string,
): string {
  const { name, plural } = entity;
  const answer = resultFragment ? `__typename id ...${resultFragment}` : rowSelection(entity);
  switch (operation) {
    case 'list':
      return `query ${name}List($page: Int, $pageSize: Int, $search: String, $orderBy: [${name}Sort!], $filter: ${name}Filter) { ${plural}(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) { __typename totalCount items { ${answer} } } }`;
    case 'detail':
      return `query ${name}Show($id: ID!) { ${singularField(entity)}(id: $id) { ${answer} } }`;
    case 'create':
      return `mutation Create${name}($input: ${entity.createInput ?? `${name}Input`}!) { create${name}(input: $input) { ${answer} } }`;
    case 'update':
      return `mutation Update${name}($id: ID!, $input: ${name}Input!) { update${name}(id: $id, input: $input) { ${answer} } }`;
    case 'delete':
      return `mutation Delete${name}($id: ID!) { delete${name}(id: $id) }`;
    // A record's page of the audit trail (issue 29), its timeline on the detail screen.
    case 'auditTrail':
      return `query ${name}AuditTrail($id: ID!, $page: Int, $pageSize: Int) { ${singularField(entity)}(id: $id) { __typename id auditTrail(page: $page, pageSize: $pageSize) { __typename totalCount items { __typename id at actorName action operation changes { __typename field old new secret } } } } }`;
    case 'bulkDelete':
      return `mutation Delete${name}s($ids: [ID!]!) { delete${name}s(ids: $ids) }`;
  }
}
