// Every declared entity's `auditTrail` field (issue 29): one record's trail, newest first, from
// licensing-api's GetRecordAuditTrail, which decides who may read it. The REST client makes identical
// GETs once per operation, so a record asked twice costs one call; the cost limit (limits.ts) counts
// the field like any list with a pageSize.
import {
  auditEntryEntity,
  entities,
  hasAuditTrail,
  MAX_PAGE_SIZE,
  messages,
  workflows,
} from '@licensing/domain';
import type { GatewayContext } from '../context.js';
import { badUserInput } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { toModel } from '../rest/resource.js';

type TrailArgs = { page?: number | null; pageSize?: number | null };

const trailResolver =
  (entityName: string, key: string) =>
  async (parent: Record<string, unknown>, args: TrailArgs, { rest }: GatewayContext) => {
    const page = args.page ?? 1;
    const pageSize = args.pageSize ?? 10;
    if (!Number.isInteger(page) || page < 1) throw badUserInput('page must be 1 or more.');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw badUserInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    const answer = await rest.call(workflows.GetRecordAuditTrail, {
      params: { entity: entityName, id: String(parent[key]) },
      query: { Page: page, Count: pageSize },
      failure: messages.getListFailed(auditEntryEntity.displayName),
    });
    return {
      items: answer.Data.map((row) => toModel(auditEntryEntity.fields, row as Record<string, unknown>)),
      totalCount: answer.TotalItems,
    };
  };

export const auditTrailResolvers = Object.fromEntries(
  entities
    .filter(hasAuditTrail)
    .map((entity) => [entity.name, { auditTrail: trailResolver(entity.name, entity.key) }]),
) as unknown as Resolvers;
