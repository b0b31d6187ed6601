// One REST resource per entity declaration (domain/src/entities): its SPEC §7 list, read-by-ids,
// create, update and delete calls, with rows mapped to GraphQL models and inputs to REST bodies by
// the declaration's field names. Per-entity gateway code is only nested fields and workflows.
import {
  type DayRange,
  DEFAULT_PAGE_SIZE,
  type Entity,
  type Field,
  type Fields,
  type FilterItem,
  filterableFields,
  formatDayRange,
  fromRestMap,
  type ListResult,
  MAX_FILTER_IDS,
  MAX_PAGE_SIZE,
  messages,
  parseDayRange,
  parseId,
  restDefaultSort,
  type SortItem,
  sortableFields,
  sortableFieldsSentence,
  toRestMap,
  writeRoute,
} from '@licensing/domain';
import { badUserInput } from '../errors.js';
import type { Model } from '../models.js';
import type { RestClient } from './client.js';

/** The arguments every list field takes (`filter` is the entity's own filter input). */
export interface ListArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  orderBy?: readonly { field: string; direction?: 'ASC' | 'DESC' | null }[] | null;
  filter?: object | null;
}

/** Longest Search a list takes: a search box's text, not a document. */
const MAX_SEARCH_LENGTH = 200;

/** The REST id of a GraphQL id (domain's parseId, as the REST API reads it), or null when it cannot be one. */
export function restId(type: Field['type'], id: unknown): number | string | null {
  return type === 'id' || type === 'uuid' ? (parseId(type, id) ?? null) : null;
}

/** The REST id of a GraphQL id for a write: one that cannot be an id is refused, naming the field. */
export function requireRestId(id: unknown, field = 'id', type: Field['type'] = 'id'): number | string {
  const value = restId(type, id);
  if (value === null) throw badUserInput(`'${String(id)}' is not a valid id.`, { [field]: ['Invalid id'] });
  return value;
}

/** A REST row in the declaration's GraphQL names: ids as strings, nested rows mapped too. */
export function toModel(fields: Fields, row: Record<string, unknown>): Model {
  const model: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = row[field.rest];
    if (field.type === 'list') {
      const rows = field.restMap ? fromRestMap(field, value) : value;
      model[name] = Array.isArray(rows) ? rows.map((nested) => toModel(field.of ?? {}, nested)) : [];
    } else if (field.type === 'id' || field.type === 'uuid') {
      model[name] = value === null || value === undefined ? null : String(value);
    } else {
      model[name] = value ?? null;
    }
  }
  return model as Model;
}

/** A GraphQL input as a REST body: writable fields only, ids as REST ids, absent nullable ones null. */
function toBody(fields: Fields, input: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly) continue;
    const value = input[name];
    if (value === undefined || value === null) {
      if (field.nullable || value === null) body[field.rest] = null;
    } else if (field.type === 'list') {
      const rows = Array.isArray(value)
        ? value.map((nested) => toBody(field.of ?? {}, nested as Record<string, unknown>))
        : value;
      body[field.rest] = field.restMap && Array.isArray(rows) ? toRestMap(field, rows) : rows;
    } else if (field.type === 'id' || field.type === 'uuid') {
      body[field.rest] = requireRestId(value, name, field.type);
    } else {
      body[field.rest] = value;
    }
  }
  return body;
}

/** Refuses text a list parameter cannot hold: NUL bytes, or more than `max` characters. */
function checkText(value: string, argument: string, max = MAX_SEARCH_LENGTH): string {
  if (value.includes('\u0000')) throw badUserInput(`${argument} must not contain NUL characters.`);
  if (value.length > max) throw badUserInput(`${argument} must be at most ${max} characters.`);
  return value;
}

/** List arguments → the REST list query of ARCHITECTURE.md, allow-listed by the declaration. */
export function listQuery(entity: Entity, args: ListArgs): Record<string, string | undefined> {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? entity.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badUserInput('page must be 1 or more.');
  if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > MAX_PAGE_SIZE) {
    throw badUserInput(`pageSize must be between 0 (all) and ${MAX_PAGE_SIZE}.`);
  }
  const sortable = sortableFields(entity);
  if ((args.orderBy?.length ?? 0) > sortable.length) {
    throw badUserInput(`orderBy takes at most ${sortable.length} sort keys.`);
  }
  const orders: SortItem[] = args.orderBy?.length
    ? args.orderBy.map(({ field, direction }) => {
        if (!sortable.includes(field)) {
          throw badUserInput(`Cannot sort by '${field}'. ${sortableFieldsSentence(sortable)}`, {
            orderBy: [`Unknown sort field '${field}'`],
          });
        }
        return { FieldName: entity.fields[field]!.rest, Type: direction === 'DESC' ? 'desc' : 'asc' };
      })
    : restDefaultSort(entity);
  const filterable = filterableFields(entity);
  const filters: FilterItem[] = [];
  for (const [field, value] of Object.entries(args.filter ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (!filterable.includes(field)) {
      throw badUserInput(`Cannot filter by '${field}'. Filterable fields: ${filterable.join(', ')}.`);
    }
    const declared = entity.fields[field]!;
    // A range of days travels as 'from..to' (domain/lists.ts).
    const text = checkText(
      declared.filter === 'range' ? formatDayRange(value as DayRange) : String(value),
      `filter.${field}`,
    );
    if (text === '') continue;
    if (declared.filter === 'range' && !parseDayRange(text)) {
      throw badUserInput(`filter.${field} takes days, YYYY-MM-DD.`, {
        [`filter.${field}`]: ['Days are YYYY-MM-DD'],
      });
    }
    filters.push({ FieldName: declared.rest, FilterValue: text });
  }
  const search = args.search ? checkText(args.search, 'search').trim() : '';
  return {
    ...(pageSize === 0 ? { GetAll: 'true' } : { Page: String(page), Count: String(pageSize) }),
    Search: search || undefined,
    MultipleOrders: JSON.stringify(orders),
    Filters: filters.length > 0 ? JSON.stringify(filters) : undefined,
  };
}

type Rows = ListResult<Record<string, unknown>>;

/** An entity's SPEC §7 REST calls, its rows as GraphQL models and its inputs as REST bodies. */
function makeResource(entity: Entity) {
  const { fields, routes } = entity;
  const key = fields[entity.key]!;
  const failure = messages.getListFailed(entity.displayName);
  const models = (result: Rows) => result.Data.map((row) => toModel(fields, row));
  const body = (input: object) => toBody(fields, input as Record<string, unknown>);
  // ModelState keys come back as GraphQL field names.
  const names = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.rest]));
  const writing = (failure: string) => ({ failure, fields: names });
  return {
    /** A page; `answer` is the whole REST answer, for lists that answer more (GetCustomers). */
    async list(rest: RestClient, args: ListArgs) {
      const query = listQuery(entity, args);
      const answer = await rest.get<Rows & Record<string, unknown>>(routes.list, { query, failure });
      return { items: models(answer), totalCount: answer.TotalItems, answer };
    },
    /** Every row whose `field` (an id field) is one of `ids`, in the default order, batched by MAX_FILTER_IDS. */
    async byIds(rest: RestClient, field: string, ids: readonly string[]) {
      const { type, rest: name } = fields[field]!;
      const wanted = [...new Set(ids.map((id) => restId(type, id)).filter((id) => id !== null))];
      const calls: Promise<Rows>[] = [];
      for (let i = 0; i < wanted.length; i += MAX_FILTER_IDS) {
        const chunk = wanted.slice(i, i + MAX_FILTER_IDS).join(',');
        const query = {
          GetAll: 'true',
          Filters: JSON.stringify([{ FieldName: name, FilterValue: chunk }]),
          MultipleOrders: JSON.stringify(restDefaultSort(entity)),
        };
        calls.push(rest.get<Rows>(routes.list, { failure, query }));
      }
      return (await Promise.all(calls)).flatMap(models);
    },
    /** Creates one and answers the REST answer (usually the new key). */
    create(rest: RestClient, input: object): Promise<unknown> {
      return rest.write('POST', writeRoute(entity, 'create'), body(input), writing(messages.addFailed));
    },
    async update(rest: RestClient, id: string, input: object): Promise<void> {
      const row = { [key.rest]: requireRestId(id, 'id', key.type), ...body(input) };
      await rest.write('PUT', writeRoute(entity, 'update'), row, writing(messages.updateFailed));
    },
    async delete(rest: RestClient, id: string): Promise<void> {
      const path = `${writeRoute(entity, 'delete')}/${requireRestId(id, 'id', key.type)}`;
      await rest.write('DELETE', path, undefined, { failure: messages.processFailed });
    },
  };
}

const resources = new Map<Entity, ReturnType<typeof makeResource>>();

/** The entity's resource, made on first use. */
export function resourceOf(entity: Entity) {
  const resource = resources.get(entity) ?? makeResource(entity);
  resources.set(entity, resource);
  return resource;
}
