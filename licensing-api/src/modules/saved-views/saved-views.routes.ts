// Saved views of the lists (beyond SPEC; issue 29): each user's named search, sort, filters, hidden
// columns and page size for one entity's list, and the views an administrator shared with everyone.
// Only its owner changes or deletes a view; only an administrator shares one, or changes or deletes
// someone else's shared view. Someone else's private view does not exist for the caller (404). The
// stored state is checked against the list's declaration (domain saved-views.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  checkSavedViewState,
  entities,
  isAdminRole,
  restSavedViewState,
  SAVED_VIEW_NAME_MAX,
  type SavedViewState,
  SavedViewStateError,
  savedViewMessages,
  workflows,
} from '@licensing/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { Type } from 'typebox';
import { objectBody, uniqueViolation } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { badRequest, fieldError, forbidden, HttpError, orNotFound } from '../../lib/errors.js';
import { errorResponses, Maybe } from '../../lib/schemas.js';
import { flag } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { type AuthUser, currentUser } from '../../plugins/app/auth.js';

const entityByName = new Map(entities.map((entity) => [entity.name, entity]));

const SortKey = Type.Object({
  Field: Type.String(),
  Direction: Type.Enum(['ASC', 'DESC'], { type: 'string' }),
});
const State = Type.Object(
  {
    Search: Maybe(Type.String({ description: 'The search text.' })),
    Sort: Maybe(
      Type.Array(SortKey, { description: "Sort keys, the first leading; empty: the list's default." }),
    ),
    Filters: Maybe(
      Type.Record(Type.String(), Type.String(), { description: 'Filter text by filterable field.' }),
    ),
    HiddenColumns: Maybe(Type.Array(Type.String(), { description: 'The keys of the columns hidden.' })),
    PageSize: Maybe(Type.Integer({ description: 'Rows a page.' })),
  },
  { description: "What the view restores; every part optional, an absent one the list's default." },
);

const SavedView = Type.Object({
  Id: Type.String({ format: 'uuid' }),
  List: Type.String({ description: "The declared entity whose list it is: 'Order', 'Customer'…" }),
  Name: Type.String(),
  Shared: Type.Boolean({ description: 'Everyone sees it.' }),
  Mine: Type.Boolean({ description: 'The caller owns it.' }),
  OwnerName: Type.String({ description: "Its owner's name." }),
  State: Type.Object({
    Search: Type.String(),
    Sort: Type.Array(SortKey),
    Filters: Type.Record(Type.String(), Type.String()),
    HiddenColumns: Type.Array(Type.String()),
    PageSize: Type.Integer(),
  }),
  CreatedDate: Type.String({ format: 'date-time' }),
  UpdatedDate: Type.String({ format: 'date-time' }),
});

type ViewRow = Pick<
  Selectable<Database['saved_views']>,
  'id' | 'owner_id' | 'list' | 'name' | 'shared' | 'state' | 'created_at' | 'updated_at'
> & { first_name: string | null; last_name: string | null; email: string | null };

const toAnswer = (row: ViewRow, userId: string) => ({
  Id: row.id,
  List: row.list,
  Name: row.name,
  Shared: row.shared,
  Mine: row.owner_id === userId,
  OwnerName: [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? ''),
  State: restSavedViewState(row.state as SavedViewState),
  CreatedDate: new Date(row.created_at).toISOString(),
  UpdatedDate: new Date(row.updated_at).toISOString(),
});

/** The views with their owner's name. */
const viewsOf = (db: Kysely<Database>) =>
  db
    .selectFrom('saved_views')
    .innerJoin('users', 'users.id', 'saved_views.owner_id')
    .select([
      'saved_views.id',
      'saved_views.owner_id',
      'saved_views.list',
      'saved_views.name',
      'saved_views.shared',
      'saved_views.state',
      'saved_views.created_at',
      'saved_views.updated_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ]);

async function isAdministrator(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('roles.name')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return isAdminRole(row?.name ?? null);
}

/** The list's entity; an administrators-only list's views are for administrators only. */
const listOf = (value: unknown, user: AuthUser) => {
  if (typeof value !== 'string' || value === '') throw fieldError('List', 'List is required.');
  const entity = entityByName.get(value);
  if (!entity) throw fieldError('List', savedViewMessages.unknownList(value.slice(0, 100)));
  if (entity.adminOnly === 'all' && !user.admin) throw forbidden();
  return entity;
};

const nameOf = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '')
    throw fieldError('Name', savedViewMessages.nameRequired);
  const name = value.trim();
  if (name.length > SAVED_VIEW_NAME_MAX) throw fieldError('Name', savedViewMessages.nameTooLong);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(name)) throw fieldError('Name', 'Name must not hold control characters.');
  return name;
};

const stateOf = (entity: Parameters<typeof checkSavedViewState>[0], value: unknown) => {
  try {
    return checkSavedViewState(entity, value ?? {});
  } catch (error) {
    if (error instanceof SavedViewStateError) throw fieldError(error.field, error.message);
    throw error;
  }
};

/** A unique-name clash as a 409 naming the view. */
const nameClash = (name: string) => (error: unknown) => {
  if (uniqueViolation(error) === 'saved_views_owner_list_name_key')
    throw new HttpError(409, savedViewMessages.nameTaken(name), {
      Name: [savedViewMessages.nameTaken(name)],
    });
  throw error;
};

const savedViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.GetSavedViews, {
      summary: "A list's views the caller may choose: their own and the shared ones, by name",
      querystring: Type.Object({
        List: Type.String({ description: "The entity whose list it is: 'Order'…" }),
      }),
      response: { 200: Type.Array(SavedView), ...errorResponses(400, 401, 403) },
    }),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const entity = listOf(request.query.List, currentUser(request));
      const rows = await viewsOf(app.db)
        .where('saved_views.list', '=', entity.name)
        .where((eb) => eb.or([eb('saved_views.owner_id', '=', userId), eb('saved_views.shared', '=', true)]))
        .orderBy(sql`lower(saved_views.name)`)
        .orderBy('saved_views.created_at')
        .execute();
      return rows.map((row) => toAnswer(row, userId));
    },
  });

  app.route({
    ...workflowRoute(workflows.CreateSavedView, {
      summary: "Saves the caller's view of a list under a name; only an administrator shares one",
      body: Type.Object({
        List: Type.String(),
        Name: Type.String({ maxLength: SAVED_VIEW_NAME_MAX }),
        Shared: Maybe(Type.Boolean()),
        State: Maybe(State),
      }),
      response: { 200: SavedView, ...errorResponses(400, 401, 403, 409) },
    }),
    ...objectBody,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const body = request.body as Record<string, unknown>;
      const entity = listOf(body.List, currentUser(request));
      const name = nameOf(body.Name);
      const shared = flag(body.Shared ?? undefined, 'Shared');
      const state = stateOf(entity, body.State);
      if (shared && !(await isAdministrator(app.db, userId)))
        throw new HttpError(403, savedViewMessages.shareAdminOnly);
      const { id } = await app.db
        .insertInto('saved_views')
        .values({ owner_id: userId, list: entity.name, name, shared, state: JSON.stringify(state) })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(nameClash(name));
      return toAnswer(
        await viewsOf(app.db).where('saved_views.id', '=', id).executeTakeFirstOrThrow(),
        userId,
      );
    },
  });

  /**
   * The view `id` as the caller may change it: their own, or (for an administrator) a shared one;
   * someone else's private view is not found, someone else's shared one is refused to staff.
   */
  const changeable = async (db: Kysely<Database>, id: string, userId: string) => {
    const view = orNotFound(
      await db
        .selectFrom('saved_views')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('owner_id', '=', userId), eb('shared', '=', true)]))
        .forUpdate()
        .executeTakeFirst(),
      savedViewMessages.notFound,
    );
    const admin = await isAdministrator(db, userId);
    if (view.owner_id !== userId && !admin) throw new HttpError(403, savedViewMessages.othersShared);
    return { view, admin };
  };

  const idParam = Type.Object({ id: Type.String({ format: 'uuid' }) });

  app.route({
    ...workflowRoute(workflows.UpdateSavedView, {
      summary: 'Renames a view, replaces its state, or (administrators) shares or unshares it',
      params: idParam,
      body: Type.Object({
        Name: Maybe(Type.String({ maxLength: SAVED_VIEW_NAME_MAX })),
        Shared: Maybe(Type.Boolean()),
        State: Maybe(State),
      }),
      response: { 200: SavedView, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    ...objectBody,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const body = request.body as Record<string, unknown>;
      const present = (key: string) => body[key] !== undefined && body[key] !== null;
      if (!present('Name') && !present('Shared') && !present('State'))
        throw badRequest('Give a Name, a State or Shared to change.');
      await app.db.transaction().execute(async (trx) => {
        const { view, admin } = await changeable(trx, request.params.id, userId);
        const entity = entityByName.get(view.list)!;
        const name = present('Name') ? nameOf(body.Name) : view.name;
        const state = present('State') ? stateOf(entity, body.State) : undefined;
        const shared = present('Shared') ? flag(body.Shared, 'Shared') : view.shared;
        if (shared !== view.shared && !admin) throw new HttpError(403, savedViewMessages.shareAdminOnly);
        await trx
          .updateTable('saved_views')
          .set({
            name,
            shared,
            ...(state ? { state: JSON.stringify(state) } : {}),
            updated_at: sql`now()`,
          })
          .where('id', '=', view.id)
          .execute()
          .catch(nameClash(name));
      });
      return toAnswer(
        await viewsOf(app.db).where('saved_views.id', '=', request.params.id).executeTakeFirstOrThrow(),
        userId,
      );
    },
  });

  app.route({
    ...workflowRoute(workflows.DeleteSavedView, {
      summary: "Deletes one of the caller's views (administrators: any shared one too); answers true",
      params: idParam,
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403, 404) },
    }),
    handler: async (request) => {
      const userId = currentUser(request).id;
      await app.db.transaction().execute(async (trx) => {
        const { view } = await changeable(trx, request.params.id, userId);
        await trx.deleteFrom('saved_views').where('id', '=', view.id).execute();
      });
      return true;
    },
  });
};

export default savedViewsRoutes;
