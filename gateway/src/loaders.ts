// Per-request DataLoaders (ARCHITECTURE.md), one per declared entity and relation, made on first
// use: nested fields load through them, so a page of rows costs a bounded number of REST calls.
// Both kinds batch into one list call with an id-set filter (rest/resource.ts byIds).
import type { Entity } from '@licensing/domain';
import DataLoader from 'dataloader';
import type { Model } from './models.js';
import type { RestClient } from './rest/client.js';
import { resourceOf, restId } from './rest/resource.js';

export function createLoaders(rest: RestClient) {
  const made = new Map<string, DataLoader<string, unknown>>();
  /** The request's loader named `name`, made on first use (entity names are PascalCase, batches not). */
  function loader<V>(name: string, load: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    let known = made.get(name) as DataLoader<string, V> | undefined;
    if (!known) {
      known = new DataLoader(load);
      made.set(name, known as DataLoader<string, unknown>);
    }
    return known;
  }
  return {
    /** `entity` rows by key; a missing one answers null. */
    byId: (entity: Entity) =>
      loader<Model | null>(entity.name, async (ids) => {
        const rows = await resourceOf(entity).byIds(rest, entity.key, ids);
        const found = new Map(rows.map((row) => [String(row[entity.key]), row]));
        return ids.map((id) => found.get(String(restId(entity.fields[entity.key]!.type, id))) ?? null);
      }),
    /** `entity` rows grouped by `parentField` (an id-set filterable field), in the default order. */
    childrenOf: (entity: Entity, parentField: string) =>
      loader<Model[]>(`${entity.name}.${parentField}`, async (parentIds) => {
        const rows = await resourceOf(entity).byIds(rest, parentField, parentIds);
        const byParent = new Map<string, Model[]>();
        for (const row of rows) {
          const parent = String(row[parentField]);
          byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
        }
        const type = entity.fields[parentField]!.type;
        return parentIds.map((id) => byParent.get(String(restId(type, id))) ?? []);
      }),
    /** A loader of the request's own for rows no declaration describes (a license's history). */
    batch: loader,
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

type WithLoaders = { loaders: Loaders };

/** A nested row's resolver: `entity`'s row keyed by the parent's `field`, null when it has none. */
export const refTo =
  (entity: Entity, field: string) =>
  (parent: Model, _args: unknown, { loaders }: WithLoaders) => {
    const id = parent[field];
    return id === null || id === undefined ? null : loaders.byId(entity).load(String(id));
  };

/** Of `entity`'s rows of the parent's `parentField`, the one whose `field` is its `codeField` (any case). */
export const childByCode =
  (entity: Entity, parentField: string, field: string, codeField: string) =>
  async (parent: Record<string, unknown>, _args: unknown, { loaders }: WithLoaders) => {
    if (parent[codeField] == null) return null;
    const rows = await loaders.childrenOf(entity, parentField).load(String(parent[parentField]));
    const code = String(parent[codeField]).toLowerCase();
    return rows.find((row) => String(row[field]).toLowerCase() === code) ?? null;
  };

/** A nested list's resolver: `entity`'s rows whose `parentField` is the parent's id. */
export const childrenBy =
  (entity: Entity, parentField: string) =>
  (parent: Model, _args: unknown, { loaders }: WithLoaders) =>
    loaders.childrenOf(entity, parentField).load(parent.id);
