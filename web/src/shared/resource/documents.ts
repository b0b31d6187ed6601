// The GraphQL documents of the generic screens and mutations, built from an entity declaration by
// the SDL's conventions (ARCHITECTURE.md): `xs(page, pageSize, search, orderBy: [XSort!], filter:
// XFilter)`, `x(id)`, `createX(input: XInput!)`, `updateX(id, input)`, `deleteX(id)`. A test
// validates every one of them against schema/.
import type { TypedDocumentNode } from '@apollo/client';
import type { Entity } from '@licensing/domain';
import { type DocumentNode, Kind, parse } from 'graphql';
import { itemField, shownFields } from './resource';

type Row = { id: string } & Record<string, unknown>;
type AnyData = Record<string, unknown>;

export type EntityDocuments = {
  list: TypedDocumentNode<AnyData, Record<string, unknown>>;
  detail: TypedDocumentNode<AnyData, { id: string }>;
  create: TypedDocumentNode<AnyData, { input: unknown }>;
  update: TypedDocumentNode<AnyData, { id: string; input: unknown }>;
  delete: TypedDocumentNode<AnyData, { id: string }>;
};

/** The selection of a declared entity's rows: its id and the fields its screens show. */
const rowSelection = (entity: Entity) => ['id', ...shownFields(entity)].join(' ');

/**
 * A mutation answering `id` and `result` (a fragment of the screen that shows the item, so the
 * detail screen it goes to renders from the cache), or the declared row.
 */
function mutation(text: string, entity: Entity, result?: DocumentNode): DocumentNode {
  const fragments = result?.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION) ?? [];
  const first = fragments[0];
  const selection = first ? `id ...${first.name.value}` : rowSelection(entity);
  const document = parse(text.replace('SELECTION', selection));
  return { ...document, definitions: [...document.definitions, ...fragments] };
}

const cache = new WeakMap<Entity, WeakMap<object, EntityDocuments>>();
const NO_RESULT = {};

export function entityDocuments(entity: Entity, result?: DocumentNode): EntityDocuments {
  const byResult = cache.get(entity) ?? new WeakMap<object, EntityDocuments>();
  cache.set(entity, byResult);
  const known = byResult.get(result ?? NO_RESULT);
  if (known) return known;
  const { name, plural } = entity;
  const one = itemField(entity);
  const documents: EntityDocuments = {
    list: parse(`
      query ${name}List($page: Int, $pageSize: Int, $search: String, $orderBy: [${name}Sort!], $filter: ${name}Filter) {
        ${plural}(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
          totalCount
          items { ${rowSelection(entity)} }
        }
      }`),
    detail: parse(`query ${name}Show($id: ID!) { ${one}(id: $id) { ${rowSelection(entity)} } }`),
    create: mutation(
      `mutation Create${name}($input: ${entity.createInput ?? `${name}Input`}!) { create${name}(input: $input) { SELECTION } }`,
      entity,
      result,
    ),
    update: mutation(
      `mutation Update${name}($id: ID!, $input: ${name}Input!) { update${name}(id: $id, input: $input) { SELECTION } }`,
      entity,
      result,
    ),
    delete: parse(`mutation Delete${name}($id: ID!) { delete${name}(id: $id) }`),
  };
  byResult.set(result ?? NO_RESULT, documents);
  return documents;
}

/** The item of a detail answer, the page of a list answer. */
export const pickItem = (entity: Entity, data: AnyData) => data[itemField(entity)] as Row | null | undefined;
export const pickPage = (entity: Entity, data: AnyData) =>
  data[entity.plural] as { items: Row[]; totalCount: number } | null | undefined;
