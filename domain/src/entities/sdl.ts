// The CRUD part of the GraphQL schema, written from the declarations (ARCHITECTURE.md's
// conventions): per entity the list and item queries, create / update / delete, and the Page,
// Filter, SortField and Sort types, described from the labels. schema/ holds what is really
// written by hand: each entity's object type and input, with their descriptions, and the
// workflows. The gateway serves both, and codegen reads both.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';
import { listSentence } from '../format.js';
import { hasAuditTrail } from './audit-entries.js';
import {
  type Entity,
  type Field,
  filterableFields,
  hasBulkDelete,
  MAX_BULK_IDS,
  nameWords,
  singularField,
  sortableFields,
} from './entity.js';

/** 'productLicenses' → 'product licenses', 'ProductLicense' → 'product license'. */
const words = (name: string) => nameWords(name).toLowerCase();
const quote = (text: string) => JSON.stringify(text);
const labelOf = (name: string, field: Field) => (field.label ?? words(name)).toLowerCase();

function filterField(entity: Entity, name: string): string {
  const field = entity.fields[name]!;
  const label = labelOf(name, field);
  const many = words(entity.plural);
  if (field.filter === 'range')
    return `${quote(`Only the ${many} whose ${label} falls in this range of days (either end may be left out).`)}\n  ${name}: DateRange`;
  switch (field.type) {
    case 'id':
    case 'uuid':
      return `${quote(`Only the ${many} of this ${label}.`)}\n  ${name}: ID`;
    case 'boolean':
      return `${quote(`Only the ${many} that are (true) or are not (false) ${label}.`)}\n  ${name}: Boolean`;
    case 'integer':
    case 'decimal':
      return `${quote(`Only the ${many} of this ${label}.`)}\n  ${name}: Float`;
    default:
      return field.choices
        ? `${quote(`Exactly one of: ${field.choices.join(', ')}.`)}\n  ${name}: String`
        : `${quote(`Part of the ${label}, in any case.`)}\n  ${name}: String`;
  }
}

export function entitySdl(entity: Entity): string {
  const { name, plural } = entity;
  const one = words(name);
  const many = words(plural);
  const admins = entity.adminOnly ? ' Administrators only.' : '';
  const searched = Object.entries(entity.fields)
    .filter(([, field]) => field.search)
    .map(([field, declared]) => labelOf(field, declared));
  const sorted = entity.defaultSort.map(
    ({ field, direction }) =>
      `${labelOf(field, entity.fields[field]!)} ${direction === 'desc' ? 'descending' : 'ascending'}`,
  );
  const pageSize = entity.pageSize ?? DEFAULT_PAGE_SIZE;
  const note = (operation: keyof NonNullable<Entity['notes']>) =>
    entity.notes?.[operation] ? ` ${entity.notes[operation]}` : '';
  const listText = [
    `A page of ${many}.${admins}${note('list')}`,
    searched.length > 0 ? `Searches ${listSentence(searched)};` : '',
    `sorts by ${listSentence(sorted)} unless \`orderBy\` is given.`,
    `\`pageSize: 0\` returns, up to ${MAX_PAGE_SIZE}, every ${one} on one page.`,
  ]
    .filter(Boolean)
    .join(' ');
  const sortFields = sortableFields(entity).map((field) =>
    field === entity.key
      ? `  "By id (creation order)."\n  ${field}`
      : `  ${quote(`By ${entity.fields[field]!.label ?? words(field)}.`)}\n  ${field}`,
  );
  const filters = filterableFields(entity).map((field) => `  ${filterField(entity, field)}`);
  const writes = entity.viewOnly
    ? ''
    : `
extend type Mutation {
  ${quote(`Creates a ${one} and answers it; its input says what is required.${admins}${note('create')}`)}
  create${name}("The new ${one}." input: ${entity.createInput ?? `${name}Input`}!): ${entity.createResult ?? name}!
  ${quote(`Updates a ${one} and answers it; the create rules apply.${admins}${note('update')}`)}
  update${name}("The ${one} to update." id: ID!, "Its fields." input: ${name}Input!): ${name}!
  ${quote(
    entity.deactivates
      ? `Deactivates a ${one} (never deletes) and answers its id.${admins}${note('delete')}`
      : `Deletes a ${one} and answers its id; refused (CONFLICT) while something still uses it.${admins}${note('delete')}`,
  )}
  delete${name}("The ${one} to delete." id: ID!): ID!${
    hasBulkDelete(entity)
      ? `
  ${quote(`Deletes ${many} (at most ${MAX_BULK_IDS}) in one transaction and answers their ids; all or none: refused (CONFLICT) naming every one still in use, (NOT_FOUND) naming unknown ids.${admins}`)}
  delete${name}s("The ${many} to delete." ids: [ID!]!): [ID!]!`
      : ''
  }
}`;
  return `extend type Query {
  ${quote(listText)}
  ${plural}(
    "1-based page number; 1 when omitted."
    page: Int = 1
    "Items per page (at most ${MAX_PAGE_SIZE}); ${pageSize} when omitted; 0 for all rows, up to ${MAX_PAGE_SIZE}."
    pageSize: Int = ${pageSize}
    ${quote(searched.length > 0 ? `Matches ${listSentence(searched)}, in any case.` : `Searches nothing: ${many} are found by their filters.`)}
    search: String
    "Sort keys, first key first; the default sort when omitted."
    orderBy: [${name}Sort!]
    "Per-column filters."
    filter: ${name}Filter
  ): ${name}Page!
  ${quote(`One ${one} by id; null when it does not exist.${admins}`)}
  ${singularField(entity)}("The ${one}'s id." id: ID!): ${name}
}
${writes}
${quote(`One page of ${many}.`)}
type ${name}Page {
  ${quote(`The ${many} on this page.`)}
  items: [${name}!]!
  ${quote(`How many ${many} match the search and filters, over all pages.`)}
  totalCount: Int!
}

${quote(`Per-column filters of the ${one} list.`)}
input ${name}Filter {
${filters.join('\n')}
}

${quote(`The fields ${many} can be sorted by.`)}
enum ${name}SortField {
${sortFields.join('\n')}
}

${quote(`One sort key of the ${one} list.`)}
input ${name}Sort {
  "The field to sort by."
  field: ${name}SortField!
  "Ascending or descending; ascending when omitted."
  direction: SortDirection = ASC
}
`;
}

/** Every entity's `auditTrail`, but the audit entry's own (issue 29): its changes, newest first. */
function auditTrailSdl(entity: Entity): string {
  const admins = entity.adminOnly === 'all' ? ` Administrators only, as the ${words(entity.name)} is.` : '';
  return `extend type ${entity.name} {
  ${quote(`The changes of this ${words(entity.name)} on the audit trail, newest first.${admins}`)}
  auditTrail(
    "1-based page number; 1 when omitted."
    page: Int = 1
    "Entries per page (1 to ${MAX_PAGE_SIZE}); ${DEFAULT_PAGE_SIZE} when omitted."
    pageSize: Int = ${DEFAULT_PAGE_SIZE}
  ): AuditEntryPage!
}
`;
}

export const crudSdl = (entities: readonly Entity[]): string =>
  [...entities.map(entitySdl), ...entities.filter(hasAuditTrail).map(auditTrailSdl)].join('\n');
