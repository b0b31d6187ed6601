// Per-request DataLoaders (ARCHITECTURE.md): nested fields load through these, so a page of rows
// costs a bounded number of REST calls. Where the REST API has no by-ids call, a loader
// de-duplicates the ids and runs the single GETs concurrently; swap in a batch call when one exists.
import DataLoader from 'dataloader';
import type { RestClient } from './rest/client.js';
import { getProduct } from './rest/products.js';

export function createLoaders(rest: RestClient) {
  return {
    productById: byId((id) => getProduct(rest, id)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** A loader over a single-item GET that answers null for a missing id. */
function byId<T>(fetchOne: (id: string) => Promise<T | null>): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>((ids) =>
    Promise.all(ids.map((id) => fetchOne(id).catch((error: unknown) => toError(error)))),
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
