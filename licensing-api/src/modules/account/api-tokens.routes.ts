// Integrator tokens (beyond SPEC): a user's named bearer tokens with an expiry and a scope, kept as
// sessions with a name (so deactivating the user ends them too). Only the hash is stored: the token
// is answered once, when it is made. Only a signed-in person makes and revokes them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiTokenSchema, MAX_TOKEN_DAYS, TOKEN_SCOPES, workflows } from '@licensing/domain';
import { type Selectable, sql } from 'kysely';
import { Type } from 'typebox';
import { objectBody } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { HttpError, orNotFound } from '../../lib/errors.js';
import { errorResponses, Maybe, OrText } from '../../lib/schemas.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { validateInput } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { type AuthUser, currentUser } from '../../plugins/app/auth.js';

const messages = {
  signedInOnly: 'Only a signed-in user can make or revoke tokens: a token cannot.',
} as const;
/** Marks the product's tokens, so secret scanners and people recognise one. */
const TOKEN_PREFIX = 'lic_';

const ApiToken = Type.Object({
  Id: Type.String({ format: 'uuid' }),
  Name: Type.String(),
  Scope: Type.Enum(['read', 'write']),
  CreatedDate: Type.String({ format: 'date-time' }),
  ExpiresAt: Type.String({ format: 'date-time' }),
  LastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const columns = ['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'] as const;
type TokenRow = Pick<Selectable<Database['sessions']>, (typeof columns)[number]>;

const toAnswer = (row: TokenRow) => ({
  Id: row.id,
  Name: row.name ?? '',
  Scope: row.scope,
  CreatedDate: row.created_at.toISOString(),
  ExpiresAt: row.expires_at.toISOString(),
  LastUsedAt: row.last_used_at?.toISOString() ?? null,
});

const signedInPerson = (user: AuthUser) => {
  if (user.session.name !== null) throw new HttpError(403, messages.signedInOnly);
  return user;
};

const apiTokensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.GetApiTokens, {
      summary: "The signed-in user's integrator tokens that have not expired, newest first",
      response: { 200: Type.Array(ApiToken), ...errorResponses(401) },
    }),
    handler: async (request) => {
      const rows = await app.db
        .selectFrom('sessions')
        .select(columns)
        .where('user_id', '=', currentUser(request).id)
        .where('name', 'is not', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(toAnswer);
    },
  });

  app.route({
    ...workflowRoute(workflows.CreateApiToken, {
      summary: 'Makes an integrator token; the answer is the only time Token is shown',
      body: Type.Object({
        Name: Maybe(Type.String()),
        Scope: Maybe(Type.Enum(TOKEN_SCOPES, { type: 'string' })),
        ExpiresInDays: Maybe(OrText(Type.Integer({ minimum: 1, maximum: MAX_TOKEN_DAYS }))),
      }),
      response: {
        200: Type.Object({ ...ApiToken.properties, Token: Type.String() }),
        ...errorResponses(400, 401, 403),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const user = signedInPerson(currentUser(request));
      const values = await validateInput(apiTokenSchema, workflows.CreateApiToken.fields, request.body);
      const token = `${TOKEN_PREFIX}${newToken()}`;
      const row = await app.db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          user_id: user.id,
          name: values.name,
          scope: values.scope,
          expires_at: sql<Date>`now() + make_interval(days => ${values.expiresInDays})`,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { ...toAnswer(row), Token: token };
    },
  });

  app.route({
    ...workflowRoute(workflows.RevokeApiToken, {
      summary: 'Revokes one of the signed-in user’s integrator tokens at once; answers true',
      params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403, 404) },
    }),
    handler: async (request) => {
      const user = signedInPerson(currentUser(request));
      const revoked = await app.db
        .deleteFrom('sessions')
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .where('name', 'is not', null)
        .returning('id')
        .executeTakeFirst();
      orNotFound(revoked, 'Token');
      return true;
    },
  });
};

export default apiTokensRoutes;
