// Persisted documents: the web client never sends an operation's text. Its typed operations go as
// the SHA-256 of their text (`extensions.persistedQuery.sha256Hash`, Apollo's APQ shape), from the
// manifest codegen writes and the web build ships (web/dist/.vite/persisted-documents.json); its
// generic screens' operations go as the entity operation they were built from
// (`extensions.entityOperation`), whose text the gateway builds from the same declaration (domain
// entities/operations.ts). The text is put in before anything runs it, so limits, validation and
// plugins apply as to any document. Callers may still send documents as text (integrators'
// scripts). Nothing registers new hashes: Apollo's APQ cache is off, so the list is the build's.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  answersRows,
  ENTITY_OPERATIONS,
  type EntityOperation,
  entities,
  entityOperationText,
  hasOperation,
} from '@licensing/domain';
import type { FastifyInstance } from 'fastify';
import type { FragmentDefinitionNode } from 'graphql';
import { fragmentsOf, graphql } from './graphql-runtime.js';

/** The error of a hash or an entity operation the gateway does not know, over HTTP and graphql-ws. */
export const PERSISTED_QUERY_NOT_FOUND = {
  message: 'PersistedQueryNotFound',
  extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
};

export interface PersistedDocuments {
  byHash: ReadonlyMap<string, string>;
  /** The client's fragments by name: what a generic screen's read or write may answer. */
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** Texts of entity operations built so far, by their entity, operation and fragment. */
  built: Map<string, string | null>;
}

const readJson = <T>(file: string, none: T): T =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : none;

/**
 * The manifest's hashes and texts, and the client's fragments (fragments.json beside it, written
 * by the same build; the manifest's own texts' fragments too); none when the client is not built.
 */
export function loadPersistedDocuments(file: string): PersistedDocuments {
  const texts = readJson<Record<string, string>>(file, {});
  const saved = readJson<Record<string, FragmentDefinitionNode>>(join(dirname(file), 'fragments.json'), {});
  const fragments = new Map(Object.entries(saved));
  for (const text of Object.values(texts)) {
    for (const [name, definition] of fragmentsOf(graphql.parse(text))) fragments.set(name, definition);
  }
  return { byHash: new Map(Object.entries(texts)), fragments, built: new Map() };
}

/** The fragment and those it spreads, printed. */
function fragmentsText(fragments: PersistedDocuments['fragments'], name: string): string {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (fragment: string) => {
    const definition = fragments.get(fragment);
    if (!definition || needed.has(fragment)) return;
    needed.set(fragment, definition);
    graphql.visit(definition, { FragmentSpread: (spread) => collect(spread.name.value) });
  };
  collect(name);
  return [...needed.values()].map((definition) => graphql.print(definition)).join(' ');
}

function entityOperationDocument(documents: PersistedDocuments, value: unknown): string | null {
  const { entity: name, operation, resultFragment } = (value ?? {}) as Record<string, unknown>;
  // Keyed by the fields read, not the caller's JSON, which could carry any other field.
  const key = JSON.stringify([name, operation, resultFragment]);
  const known = documents.built.get(key);
  if (known !== undefined) return known;
  const entity = entities.find((candidate) => candidate.name === name);
  const fragment = typeof resultFragment === 'string' ? resultFragment : undefined;
  const valid =
    entity !== undefined &&
    ENTITY_OPERATIONS.includes(operation as EntityOperation) &&
    hasOperation(entity, operation as EntityOperation) &&
    (resultFragment === undefined ||
      (answersRows(operation as EntityOperation) &&
        fragment !== undefined &&
        documents.fragments.has(fragment)));
  const text = !valid
    ? null
    : entityOperationText(entity, operation as EntityOperation, fragment) +
      (fragment ? ` ${fragmentsText(documents.fragments, fragment)}` : '');
  // Only known operations are remembered: the map cannot grow with what callers invent.
  if (text !== null) documents.built.set(key, text);
  return text;
}

type Params = { query?: unknown; extensions?: Record<string, unknown> | null };

/**
 * The params with the text their extension stands for in `query` (and the extension taken out);
 * unchanged when they carry neither; null for an operation the gateway does not know.
 */
export function withPersistedDocument<T extends Params>(documents: PersistedDocuments, params: T): T | null {
  const { persistedQuery, entityOperation, ...extensions } = params.extensions ?? {};
  if (persistedQuery === undefined && entityOperation === undefined) return params;
  if (typeof params.query === 'string' && params.query !== '') return { ...params, extensions };
  const hash = (persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  const query =
    entityOperation !== undefined
      ? entityOperationDocument(documents, entityOperation)
      : typeof hash === 'string'
        ? (documents.byHash.get(hash) ?? null)
        : null;
  return query === null ? null : { ...params, query, extensions };
}

/** Resolves the document of a POST body on `path` before Apollo Server reads the body. */
export function addPersistedDocuments(
  app: FastifyInstance,
  path: string,
  documents: PersistedDocuments,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== path || request.method !== 'POST') return;
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) return;
    const resolved = withPersistedDocument(documents, request.body as Params);
    if (!resolved) return reply.send({ errors: [PERSISTED_QUERY_NOT_FOUND] });
    request.body = resolved;
  });
}
