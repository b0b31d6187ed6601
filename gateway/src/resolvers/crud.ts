// The CRUD resolvers of every declared entity (domain's `entities`): the list field (its rows primed
// into the by-id loader), the one-item field, and create, update and delete mutations answering the
// entity as stored. An entity's own resolvers (workflows, nested fields) merge over these.
import {
  bulkDeleteRoute,
  type DeclaredWorkflow,
  type Entity,
  entities,
  hasBulkDelete,
  MAX_BULK_IDS,
  messages,
  singularField,
} from '@licensing/domain';
import type { GatewayContext } from '../context.js';
import { badUserInput, required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { type ReferenceKind, referenceCache } from '../reference-cache.js';
import type { WorkflowCall } from '../rest/client.js';
import { type ListArgs, requireRestId, resourceOf } from '../rest/resource.js';

type Resolver = (parent: unknown, args: Record<string, unknown>, context: GatewayContext) => unknown;

/** A created row's key: the REST answer is the key itself, or an object holding it (`{ Id }`). */
function createdKey(entity: Entity, answer: unknown): string {
  if (typeof answer === 'object' && answer !== null) {
    return String((answer as Record<string, unknown>)[entity.fields[entity.key]!.rest]);
  }
  return String(answer);
}

/** A declared list's reference-cache kind, when it is cached. */
const cacheKind = (entity: Entity) => (entity.cachedList ? (entity.plural as ReferenceKind) : undefined);

/**
 * The list field of an entity: a page of its rows, primed into the by-id loader; `extra` adds the
 * page fields an entity's REST answer carries beyond its rows (CustomerPage.customerSupportError).
 */
export function crudList(
  entity: Entity,
  extra?: (answer: Record<string, unknown>) => Record<string, unknown>,
): Resolver {
  const resource = resourceOf(entity);
  const cached = cacheKind(entity);
  return (_parent, args, context) => {
    const load = async () => {
      const page = await resource.list(context.rest, args as ListArgs);
      for (const item of page.items) context.loaders.byId(entity).prime(item.id, item);
      return { ...page, ...extra?.(page.answer) };
    };
    return cached ? referenceCache.get(cached, context.token, JSON.stringify(args), load) : load();
  };
}

function crudResolvers(entity: Entity): Record<'Query' | 'Mutation', Record<string, Resolver>> {
  const resource = resourceOf(entity);
  const one = (context: GatewayContext, id: string) => context.loaders.byId(entity).load(id);
  const cached = cacheKind(entity);
  const written = () => cached && referenceCache.clear(cached);
  return {
    Query: {
      [entity.plural]: crudList(entity),
      [singularField(entity)]: (_parent, { id }, context) => one(context, id as string),
    },
    Mutation: entity.viewOnly
      ? {}
      : {
          [`create${entity.name}`]: async (_parent, { input }, context) => {
            const id = createdKey(entity, await resource.create(context.rest, input as object));
            written();
            return required(await one(context, id));
          },
          [`update${entity.name}`]: async (_parent, { id, input }, context) => {
            await resource.update(context.rest, id as string, input as object);
            written();
            context.loaders.byId(entity).clear(id as string);
            return required(await one(context, id as string));
          },
          [`delete${entity.name}`]: async (_parent, { id }, context) => {
            await resource.delete(context.rest, id as string);
            written();
            context.loaders.byId(entity).clear(id as string);
            return id;
          },
          ...(hasBulkDelete(entity) && {
            [`delete${entity.name}s`]: async (_parent, { ids }, context) => {
              const body = { Ids: bulkIds(entity, ids as string[]) };
              await context.rest.write('POST', bulkDeleteRoute(entity), body, {
                failure: messages.processFailed,
              });
              written();
              for (const id of ids as string[]) context.loaders.byId(entity).clear(id);
              return ids;
            },
          }),
        },
  };
}

/** The REST ids of a bulk action's GraphQL ids: each a valid id, at least one, at most MAX_BULK_IDS. */
function bulkIds(entity: Entity, ids: readonly string[]): (number | string)[] {
  if (ids.length === 0 || ids.length > MAX_BULK_IDS)
    throw badUserInput(`ids takes 1 to ${MAX_BULK_IDS} ids.`, { ids: [`1 to ${MAX_BULK_IDS} ids`] });
  return ids.map((id) => requireRestId(id, 'ids', entity.fields[entity.key]!.type));
}

/**
 * A mutation that runs a bulk workflow on rows of `entity` (the mutation's `ids`, sent as `Ids`)
 * and answers the rows as they are now.
 */
export function workflowOnRows(entity: Entity, workflow: DeclaredWorkflow, failure: string) {
  return async (_parent: unknown, { ids }: { ids: readonly string[] }, { rest, loaders }: GatewayContext) => {
    await rest.call(workflow, { body: { Ids: bulkIds(entity, ids) }, failure } as never);
    const byId = loaders.byId(entity);
    return Promise.all(ids.map(async (id) => required(await byId.clear(id).load(id))));
  };
}

/**
 * A mutation that runs a workflow on one row of `entity` (the mutation's `id`) and answers the row as
 * it is now; `call` makes the workflow's call of the mutation's arguments.
 */
export function workflowOnRow<W extends DeclaredWorkflow, A extends { id: string }>(
  entity: Entity,
  workflow: W,
  call: (args: A) => WorkflowCall<W>,
) {
  return async (_parent: unknown, args: A, { rest, loaders }: GatewayContext) => {
    await rest.call(workflow, call(args));
    return required(await loaders.byId(entity).clear(args.id).load(args.id));
  };
}

export const crudResolverList = entities.map(crudResolvers) as unknown as Resolvers[];
