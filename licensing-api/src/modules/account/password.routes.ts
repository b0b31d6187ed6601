// The password flows (SPEC §2 public routes, §7 Account): ForgotPassword mails a new password and
// ChangePassword sets one's own.
// - ForgotPassword answers the same whether the address has an account or not, and takes as long:
//   the new password is always made and hashed. It waits beside the old one, which keeps working
//   until the new one is first used, so a stranger asking cannot lock anyone out. Requests are
//   counted per account and per address and refused (429) past the limits.
// - ChangePassword needs the current password; the user's other sign-ins end.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changePasswordSchema, forgotPasswordSchema, userMessages, workflows } from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { objectBody } from '../../crud/index.js';
import { fieldError, HttpError, tooManyRequests } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { errorResponses, Maybe } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { mailNewPassword, passwordColumns } from './password-mail.js';

const FORGOT_PASSWORD_WINDOW_MINUTES = 60;
const MAX_FORGOT_PASSWORD_PER_ACCOUNT = 3;
const MAX_FORGOT_PASSWORD_PER_ADDRESS = 10;
/** How long a mailed replacement password can first be used. */
const PENDING_PASSWORD_HOURS = 24;

const passwordMessages = {
  tooManyRequests: 'Too many password requests. Please try again later.',
  sameAsCurrent: 'The new password must differ from the current one.',
  signedInOnly: 'Only a signed-in user can change their password: an integrator token cannot.',
} as const;

const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { scryptN } = app.config;
  const windowStart = sql<Date>`now() - make_interval(mins => ${FORGOT_PASSWORD_WINDOW_MINUTES})`;

  app.route({
    ...workflowRoute(workflows.ForgotPassword, {
      summary: 'Mails a new password to the address if it has an account; answers true either way',
      body: Type.Object({ Email: Maybe(Type.String()) }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 429) },
    }),
    ...objectBody,
    handler: async (request) => {
      const { email } = await validateInput(
        forgotPasswordSchema,
        workflows.ForgotPassword.fields,
        request.body,
      );
      const account = email.toLowerCase();
      // Recorded before counting, so parallel requests cannot all pass (see sign-in-throttle.ts).
      await app.db.deleteFrom('forgot_password_requests').where('requested_at', '<=', windowStart).execute();
      await app.db
        .insertInto('forgot_password_requests')
        .values({ account, client_address: request.ip })
        .execute();
      const counts = await app.db
        .selectFrom('forgot_password_requests')
        .select([
          sql<number>`(count(*) filter (where account = ${account}))::int`.as('account'),
          sql<number>`(count(*) filter (where client_address = ${request.ip}))::int`.as('address'),
        ])
        .where('requested_at', '>', windowStart)
        .executeTakeFirstOrThrow();
      if (
        counts.account > MAX_FORGOT_PASSWORD_PER_ACCOUNT ||
        counts.address > MAX_FORGOT_PASSWORD_PER_ADDRESS
      ) {
        throw tooManyRequests(passwordMessages.tooManyRequests);
      }

      await mailNewPassword(app, 'forgot', (trx, hash) =>
        trx
          .updateTable('users')
          .set({
            pending_password_hash: hash,
            pending_password_expires_at: sql<Date>`now() + make_interval(hours => ${PENDING_PASSWORD_HOURS})`,
          })
          .where(sql<string>`lower(email)`, '=', account)
          .where('is_active', '=', true)
          .returning(['email', 'first_name'])
          .executeTakeFirst(),
      );
      return true;
    },
  });

  app.route({
    ...workflowRoute(workflows.ChangePassword, {
      summary:
        "Changes the signed-in user's password; their other sign-ins and their integrator tokens end; answers true",
      body: Type.Object({
        OldPassword: Maybe(Type.String()),
        NewPassword: Maybe(Type.String()),
        ConfirmPassword: Maybe(Type.String()),
      }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403) },
    }),
    ...objectBody,
    handler: async (request) => {
      const user = currentUser(request);
      if (user.session.name !== null) throw new HttpError(403, passwordMessages.signedInOnly);
      const values = await validateInput(changePasswordSchema, workflows.ChangePassword.fields, request.body);
      const { password_hash: current } = await app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(values.oldPassword, current))) {
        throw fieldError('OldPassword', userMessages.incorrectCurrentPassword);
      }
      if (values.newPassword === values.oldPassword) {
        throw fieldError('NewPassword', passwordMessages.sameAsCurrent);
      }
      const hash = await hashPassword(values.newPassword, scryptN);
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(passwordColumns(hash, false)).where('id', '=', user.id).execute();
        // Account recovery (OWASP ASVS 7.4.3): whoever held the old password may have made tokens.
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', user.id)
          .where('id', '<>', user.session.id)
          .execute();
      });
      return true;
    },
  });
};

export default passwordRoutes;
