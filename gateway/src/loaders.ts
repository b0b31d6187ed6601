// Per-request DataLoaders (ARCHITECTURE.md), one per declared entity and relation, made on first
// use: nested fields load through them, so a page of rows costs a bounded number of REST calls.
// Both kinds batch into one list call with an id-set filter (rest/resource.ts byIds).
import type { Entity } from '@licensing/domain';
import DataLoader from 'dataloader';
import type { RestClient } from './rest/client.js';
import { type Model, resourceOf, restId } from './rest/resource.js';

export function createLoaders(rest: RestClient) {
  const byId = new Map<Entity, DataLoader<string, Model | null>>();
  const children = new Map<string, DataLoader<string, Model[]>>();
  const batches = new Map<string, DataLoader<string, unknown>>();
  return {
    /** `entity` rows by key; a missing one answers null. */
    byId(entity: Entity): DataLoader<string, Model | null> {
      let loader = byId.get(entity);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const rows = await resourceOf(entity).byIds(rest, entity.key, ids);
          const found = new Map(rows.map((row) => [String(row[entity.key]), row]));
          return ids.map((id) => found.get(String(restId(entity.fields[entity.key]!.type, id))) ?? null);
        });
        byId.set(entity, loader);
      }
      return loader;
    },
    /** `entity` rows grouped by `parentField` (an id-set filterable field), in the default order. */
    childrenOf(entity: Entity, parentField: string): DataLoader<string, Model[]> {
      const name = `${entity.name}.${parentField}`;
      let loader = children.get(name);
      if (!loader) {
        loader = new DataLoader(async (parentIds) => {
          const rows = await resourceOf(entity).byIds(rest, parentField, parentIds);
          const byParent = new Map<string, Model[]>();
          for (const row of rows) {
            const parent = String(row[parentField]);
            byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
          }
          const type = entity.fields[parentField]!.type;
          return parentIds.map((id) => byParent.get(String(restId(type, id))) ?? []);
        });
        children.set(name, loader);
      }
      return loader;
    },
    /** A loader of the request's own for rows no declaration describes (a license's history). */
    batch<V>(name: string, load: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
      let loader = batches.get(name) as DataLoader<string, V> | undefined;
      if (!loader) {
        loader = new DataLoader(load);
        batches.set(name, loader as DataLoader<string, unknown>);
      }
      return loader;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
