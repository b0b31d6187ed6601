// Resolvers of schema/common.graphql.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';

/**
 * ISO 8601 date-times in UTC; accepts Date values and date strings from the REST API. This type
 * replaces the SDL's scalar, description included, so it carries schema/account.graphql's.
 */
const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO 8601 date-time string in UTC, for example 2026-11-21T10:00:00.000Z.',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return toIso(node.value);
  },
});

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string.');
  return date.toISOString();
}

export const commonResolvers: Resolvers = {
  DateTime,
  Query: {
    health: () => true,
  },
};
