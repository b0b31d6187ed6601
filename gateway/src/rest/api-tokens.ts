// Integrator tokens over REST (licensing-api's api-tokens.routes.ts), as the GraphQL ApiToken.
import type { ApiToken } from '../generated/graphql.js';
import type { GetApiTokensAnswer } from '../generated/rest.js';

export const toApiToken = (row: GetApiTokensAnswer[number]): ApiToken => ({
  id: row.Id,
  name: row.Name,
  scope: row.Scope,
  createdDate: row.CreatedDate,
  expiresAt: row.ExpiresAt,
  lastUsedAt: row.LastUsedAt,
});
