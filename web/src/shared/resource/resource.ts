// What the registry (web/src/resources.ts) says of each sidebar entry: its paths, its entity
// declaration and its screens. The router, the sidebar, the cache policy and the generic pages
// read it.
import type { Entity } from '@licensing/domain';
import type { ComponentType } from 'react';
import type { FormProps } from './CreatePage';
import type { FormValues } from './formValues';

/** A screen's lazy chunk. */
export type Screen = () => Promise<ComponentType>;
/** A list and its add/edit/detail screens, or `page`: a workflow screen of its own (no entity). */
export type ScreenKind = 'list' | 'add' | 'edit' | 'detail' | 'page';

export type Resource = {
  /** Sidebar entry and list heading: 'Release Packages'. */
  label: string;
  /**
   * One of its items as the add, edit and detail headings name it, when the entity's displayName
   * (SPEC §8's texts) is not the list's singular: 'Trial Request' under 'Trial Requests'.
   */
  itemLabel?: string;
  /** Where the sidebar goes: '/releasepackages' (SPEC §2). */
  path: string;
  /** The add/edit/detail segment: 'releasepackage' (/releasepackage/edit/{id}). */
  segment?: string;
  /** The list takes the optional {isFiltered} segment (SPEC §2). */
  isFiltered?: boolean;
  /** A list and detail views only, no writes (SPEC §2: license types). */
  viewOnly?: boolean;
  /**
   * One record, not a list (SPEC §2: settings): `{segment}/detail` and `{segment}/edit`, no ids;
   * the edit screen is for administrators only.
   */
  singleton?: boolean;
  /** Only administrators open its screens (SPEC §6: users). */
  adminOnly?: boolean;
  /** The declaration its lists, forms, mutations and cache policy read. */
  entity?: Entity;
  /**
   * Its screens: 'declared' builds list, add, edit and detail from the declaration (simple
   * entities); otherwise each is the entity folder's own lazy chunk, or 'declared' alone. None:
   * 'not available yet'.
   */
  screens?: 'declared' | Partial<Record<ScreenKind, Screen | 'declared'>>;
  /** The form of its declared add and edit screens, when it lays out its inputs itself (a lazy chunk). */
  form?: () => Promise<ComponentType<FormProps<FormValues>>>;
  /** Buttons of a declared detail screen before Edit (a workflow of the entity's own), as a lazy chunk. */
  detailActions?: () => Promise<ComponentType<{ item: Record<string, unknown> }>>;
  /** The columns of a declared list, when not every shown field (long content stays on the detail). */
  listFields?: readonly string[];
  /** Fields of other types that hold this entity's rows, stale after a write: { Product: 'editions' }. */
  cachedIn?: Readonly<Record<string, string>>;
};

export type ResourceGroup = { label: string; resources: readonly Resource[] };

/** One item as headings name it: 'Add {item}', 'Edit {item}', '{item} Detail'. */
export const itemLabelOf = (resource: Resource): string =>
  resource.itemLabel ?? (resource.entity as Entity).displayName;

/** The add/edit/detail paths of a resource (SPEC §2): /product/add, /product/edit/{id}, /product/detail/{id}. */
export function resourcePaths(resource: Resource) {
  const base = `/${resource.segment}`;
  return {
    list: resource.path,
    add: `${base}/add`,
    edit: (id: string) => `${base}/edit/${id}`,
    detail: (id: string) => `${base}/detail/${id}`,
  };
}

// The item's GraphQL field and the fields declared screens show: rules of the declaration.
export { shownFields, singularField } from '@licensing/domain';
