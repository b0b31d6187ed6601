// The GraphQL documents of the generic screens and mutations, from the declaration's operations
// (domain entities/operations.ts). A test validates every one of them against schema/.
import type { TypedDocumentNode } from '@apollo/client';
import {
  answersRows,
  ENTITY_OPERATIONS,
  type Entity,
  type EntityOperation,
  entityOperationText,
  singularField,
} from '@licensing/domain';
import { type DocumentNode, Kind, parse } from 'graphql';

type Row = { id: string } & Record<string, unknown>;
type AnyData = Record<string, unknown>;

export type EntityDocuments = {
  list: TypedDocumentNode<AnyData, Record<string, unknown>>;
  detail: TypedDocumentNode<AnyData, { id: string }>;
  create: TypedDocumentNode<AnyData, { input: unknown }>;
  update: TypedDocumentNode<AnyData, { id: string; input: unknown }>;
  delete: TypedDocumentNode<AnyData, { id: string }>;
  auditTrail: TypedDocumentNode<AnyData, { id: string; page?: number; pageSize?: number }>;
  /** Only for an entity with a bulk delete (domain's hasBulkDelete). */
  bulkDelete: TypedDocumentNode<AnyData, { ids: string[] }>;
};

const cache = new WeakMap<Entity, WeakMap<object, EntityDocuments>>();
const NO_RESULT = {};

/**
 * The operation's document, carrying what stands for its text on the wire (persisted.ts); all but
 * delete append the definitions of `result`, the screen's fragment they answer.
 */
function document(entity: Entity, operation: EntityOperation, result?: DocumentNode): DocumentNode {
  const fragments = result?.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION) ?? [];
  const resultFragment = answersRows(operation) ? fragments[0]?.name.value : undefined;
  const parsed = parse(entityOperationText(entity, operation, resultFragment));
  const entityOperation = { entity: entity.name, operation, ...(resultFragment && { resultFragment }) };
  return {
    ...parsed,
    definitions: resultFragment ? [...parsed.definitions, ...fragments] : parsed.definitions,
    __meta__: { entityOperation },
  } as DocumentNode;
}

export function entityDocuments(entity: Entity, result?: DocumentNode): EntityDocuments {
  const byResult = cache.get(entity) ?? new WeakMap<object, EntityDocuments>();
  cache.set(entity, byResult);
  const known = byResult.get(result ?? NO_RESULT);
  if (known) return known;
  const documents = Object.fromEntries(
    ENTITY_OPERATIONS.map((operation) => [operation, document(entity, operation, result)]),
  ) as EntityDocuments;
  byResult.set(result ?? NO_RESULT, documents);
  return documents;
}

/** An empty page, the same every time: the rows' identity says when they changed. */
const NO_PAGE = { items: [], totalCount: 0 };

/** The item of a detail answer, the page of a list answer (empty while there is none). */
export const pickItem = (entity: Entity, data: AnyData) =>
  data[singularField(entity)] as Row | null | undefined;
export const pickPage = <T = Row>(entity: Entity, data: AnyData | undefined) =>
  (data?.[entity.plural] ?? NO_PAGE) as { items: T[]; totalCount: number };
