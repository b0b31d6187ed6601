// The CRUD resolvers of every declared entity (domain's `entities`): the list field (its rows primed
// into the by-id loader), the one-item field, and create, update and delete mutations answering the
// entity as stored. An entity's own resolvers (workflows, nested fields) merge over these.
import { type Entity, entities, licenseTypeEntity, singularField } from '@licensing/domain';
import type { GatewayContext } from '../context.js';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { type ReferenceKind, referenceCache } from '../reference-cache.js';
import { type ListArgs, resourceOf } from '../rest/resource.js';

/** Lists that change rarely, served from the reference cache for a while; their writes clear it. */
const cachedLists: ReadonlyMap<Entity, ReferenceKind> = new Map([
  [licenseTypeEntity, 'licenseTypes' as const],
]);

type Resolver = (parent: unknown, args: Record<string, unknown>, context: GatewayContext) => unknown;

/** A created row's key: the REST answer is the key itself, or an object holding it (`{ Id }`). */
function createdKey(entity: Entity, answer: unknown): string {
  if (typeof answer === 'object' && answer !== null) {
    return String((answer as Record<string, unknown>)[entity.fields[entity.key]!.rest]);
  }
  return String(answer);
}

export function crudResolvers(entity: Entity): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const resource = resourceOf(entity);
  const one = (context: GatewayContext, id: string) => context.loaders.byId(entity).load(id);
  const cached = cachedLists.get(entity);
  const written = () => cached && referenceCache.clear(cached);
  return {
    Query: {
      [entity.plural]: (_parent, args, context) => {
        const load = async () => {
          const page = await resource.list(context.rest, args as ListArgs);
          for (const item of page.items) context.loaders.byId(entity).prime(item.id, item);
          return page;
        };
        return cached ? referenceCache.get(cached, context.token, JSON.stringify(args), load) : load();
      },
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
        },
  };
}

export const crudResolverList = entities.map(crudResolvers) as unknown as Resolvers[];
