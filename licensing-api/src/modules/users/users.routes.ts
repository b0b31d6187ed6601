// /api/Account user routes (SPEC §7), administrators only: the list, one user and UpdateUser
// (generic), and Register, DeleteUser (which only makes the user inactive) and ResetPasswordDefault.
// An administrator cannot deactivate or demote themselves, and the last active administrator
// stays: both checked in the write's transaction, with the administrators locked.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ROLE_NAME,
  registerUserSchema,
  STAFF_ROLE_NAME,
  userEntity,
  workflows,
} from '@licensing/domain';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { crudResource, crudRoutes, entityRoute, objectBody, requireId } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { conflict, fieldError, orNotFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { errorResponses, Maybe } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { mailNewPassword, passwordColumns } from '../account/password-mail.js';
import { isAdminRoleId } from '../roles/roles.table.js';
import { usersTable } from './users.table.js';

const userRouteMessages = {
  notYourself: 'You cannot deactivate yourself or take away your own Admin role.',
  lastAdministrator: 'The last active administrator cannot be deactivated or lose the Admin role.',
  noDefaultRole: `No role is named '${STAFF_ROLE_NAME}': pick the user's Role.`,
} as const;

const registerFields = workflows.Register.fields;

const RegisterBody = Type.Object(
  Object.fromEntries(
    Object.values(registerFields).map((name) => [
      name,
      Maybe(name === registerFields.roleId ? Type.String({ format: 'uuid' }) : Type.String()),
    ]),
  ),
);

/**
 * Refuses a change that would leave `target` no longer an active administrator when it is the
 * actor, or when no other active administrator would be left.
 */
async function guardAdministrators(
  trx: Kysely<Database>,
  actorId: string,
  targetId: string,
  next: { isActive: boolean; roleId: string },
): Promise<void> {
  const admins = await trx
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.name', '=', ADMIN_ROLE_NAME)
    .where('users.is_active', '=', true)
    .forUpdate()
    .execute();
  if (!admins.some((user) => user.id === targetId)) return;
  if (next.isActive && (await isAdminRoleId(trx, next.roleId))) return;
  if (targetId === actorId) throw conflict(userRouteMessages.notYourself);
  if (admins.length <= 1) throw conflict(userRouteMessages.lastAdministrator);
}

/** An inactive user's sign-ins and tokens end at once (SPEC §4: credentials are removed). */
const endSessions = (trx: Kysely<Database>, userId: string) =>
  trx.deleteFrom('sessions').where('user_id', '=', userId).execute();

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = crudResource(app.db, usersTable);
  // Register adds a user and DeleteUser only deactivates: the generic update checks the administrators.
  await crudRoutes(users, {
    omit: ['create', 'delete'],
    writeHooks: (request) => {
      const actor = currentUser(request).id;
      return {
        before: async (trx, id, values) => {
          await guardAdministrators(trx, actor, String(id), values as { isActive: boolean; roleId: string });
          if (!values.isActive) await endSessions(trx, String(id));
        },
      };
    },
  })(app, {});
  const { scryptN } = app.config;

  app.route({
    ...workflowRoute(workflows.Register, {
      summary: 'Adds a user (administrators only); answers the new Id',
      body: RegisterBody,
      response: { 200: Type.String({ format: 'uuid' }), ...errorResponses(400, 401, 403, 409) },
    }),
    ...objectBody,
    handler: async (request, reply) => {
      const values = await validateInput(registerUserSchema, registerFields, request.body);
      const roleId =
        values.roleId ??
        (await app.db.selectFrom('roles').select('id').where('name', '=', STAFF_ROLE_NAME).executeTakeFirst())
          ?.id;
      if (!roleId) throw fieldError('RoleId', userRouteMessages.noDefaultRole);
      requireId('uuid', 'RoleId', roleId);
      // The password goes on only as its hash: the plain one never reaches the write or its hooks.
      const { password, confirmPassword: _confirmed, ...fields } = values;
      const id = await users.create({
        ...fields,
        userName: fields.email,
        isActive: true,
        roleId,
        passwordHash: await hashPassword(password, scryptN),
      });
      return reply.type('application/json').send(JSON.stringify(id));
    },
  });

  app.route({
    ...entityRoute(userEntity, 'delete', 'Makes a user inactive (users are never deleted); answers true', {
      params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    handler: async (request) => {
      const id = (request.params as { id: string }).id;
      const actor = currentUser(request).id;
      await app.db.transaction().execute(async (trx) => {
        const user = orNotFound(
          await trx.selectFrom('users').select('role_id').where('id', '=', id).forUpdate().executeTakeFirst(),
          userEntity.notFoundLabel,
        );
        await guardAdministrators(trx, actor, id, { isActive: false, roleId: user.role_id });
        await trx.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
        await endSessions(trx, id);
      });
      return true;
    },
  });

  app.route({
    ...workflowRoute(workflows.ResetPasswordDefault, {
      summary:
        'Mails the user a one-time password they must change at their next sign-in (administrators only); answers true',
      body: Type.Object({ UserId: Maybe(Type.String({ format: 'uuid' })) }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403, 404) },
    }),
    ...objectBody,
    handler: async (request) => {
      const id = String(requireId('uuid', 'UserId', (request.body as { UserId?: unknown }).UserId));
      await mailNewPassword(app, 'reset', async (trx, hash) => {
        const user = orNotFound(
          await trx
            .updateTable('users')
            .set(passwordColumns(hash, true))
            .where('id', '=', id)
            .returning(['email', 'first_name'])
            .executeTakeFirst(),
          userEntity.notFoundLabel,
        );
        // Sign-ins made with the old password end, and integrator tokens with them (account recovery).
        await endSessions(trx, id);
        return user;
      });
      return true;
    },
  });
};

export default usersRoutes;
