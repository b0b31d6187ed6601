// What the registry (web/src/resources.ts) says of each sidebar entry: its paths, its entity
// declaration and its screens. The router, the sidebar, the cache policy and the generic pages
// read it.
import type { Entity } from '@licensing/domain';
import type { DocumentNode } from 'graphql';
import type { ComponentType } from 'react';
import type { ListColumn } from '../list/types';
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
  /** The add/edit/detail segment, when not an entity's singular of `path` (segmentOf): 'type-settings'. */
  segment?: string;
  /** The list takes the optional {isFiltered} segment (SPEC §2), unless false. */
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
   * The screens its folder has as its own lazy chunks; an entity's others are built from its
   * declaration. None and no entity: Home, which the shell shows itself.
   */
  screens?: Partial<Record<ScreenKind, Screen>>;
  /** The form of its declared add and edit screens, when it is its own (a lazy chunk). */
  form?: () => Promise<OwnForm>;
  /** Buttons of a declared detail screen before Edit (a workflow of the entity's own), as a lazy chunk. */
  detailActions?: () => Promise<ComponentType<{ item: Record<string, unknown> }>>;
  /**
   * The columns of a declared list, when not every shown field (long content stays on the detail):
   * shown fields by name, or with a header or a narrow screen's priority of their own.
   */
  listColumns?: readonly ListColumn<Record<string, unknown>>[];
  /** The rows of a declared detail screen, when not every shown field in order: as `listColumns`. */
  detailFields?: readonly ListColumn<Record<string, unknown>>[];
  /** Fields of other types that hold this entity's rows, stale after a write: { Product: 'editions' }. */
  cachedIn?: Readonly<Record<string, string>>;
};

/**
 * An entity's own form for its declared add and edit screens: its layout, and whatever of its values
 * the declaration cannot make (line lists, derived fields); the rest comes from the declaration.
 * Typed by its values and item where it is written (ownForm), untyped where the pages read it.
 */
export type OwnForm<V = FormValues, T = Record<string, unknown>> = {
  Form: ComponentType<OwnFormProps<V> & { item?: T }>;
  /** A new item's values. */
  empty?: () => V;
  /** A loaded item as the form's values. */
  toValues?: (item: T) => V;
  toInput?: (values: V) => unknown;
  /** The detail screen's fragment: the edit screen loads the item with it, and writes answer it. */
  result?: DocumentNode;
  /** The values to start with instead, while not ready (null: wait): a restored draft. */
  useInitialValues?: (values: V | null) => V | null;
  /** Shown when the item to edit could not be read; messages.getItemFailed unless given. */
  failedText?: string;
};

/** What an own form is given: the handlers and values, whether it adds or edits, and the item edited. */
export type OwnFormProps<V> = FormProps<V> & { mode: 'add' | 'edit'; item?: Record<string, unknown> };

/**
 * An entity's own form, typed by its values and item where it is written: the form, its detail
 * screen's fragment, and how its values are made where the declaration cannot make them.
 */
export const ownForm = <V, T = Record<string, unknown>>(
  Form: OwnForm<V, T>['Form'],
  result: DocumentNode,
  values: Omit<OwnForm<V, T>, 'Form' | 'result'>,
): OwnForm => ({ Form, result, ...values }) as unknown as OwnForm;

export type ResourceGroup = { label: string; resources: readonly Resource[] };

/** One item as headings name it: 'Add {item}', 'Edit {item}', '{item} Detail'. */
export const itemLabelOf = (resource: Resource): string =>
  resource.itemLabel ?? (resource.entity as Entity).displayName;

/**
 * The add/edit/detail segment (SPEC §2): an entity's is the singular of its list's path
 * (/releasepackages, /releasepackage/edit/{id}) unless given; none for a screen of its own.
 */
export const segmentOf = (resource: Resource): string | undefined =>
  resource.segment ?? (resource.entity && resource.path.slice(1).replace(/s$/, ''));

/** The add/edit/detail paths of a resource (SPEC §2): /product/add, /product/edit/{id}, /product/detail/{id}. */
export function resourcePaths(resource: Resource) {
  const base = `/${segmentOf(resource)}`;
  return {
    list: resource.path,
    add: `${base}/add`,
    edit: (id: string) => `${base}/edit/${id}`,
    detail: (id: string) => `${base}/detail/${id}`,
  };
}

// The item's GraphQL field and the fields declared screens show: rules of the declaration.
export { shownFields, singularField } from '@licensing/domain';
