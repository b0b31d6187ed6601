// What users have beyond CRUD (crud.ts): adding one through Register (its password fields are no
// fields of the declaration), and resetting a password to a mailed one-time password.
import { messages, userEntity, userMessages, workflows } from '@licensing/domain';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { requireRestId } from '../rest/resource.js';

export const userResolvers: Resolvers = {
  Mutation: {
    createUser: async (_parent, { input }, { rest, loaders }) => {
      const roleId = input.roleId == null ? null : requireRestId(input.roleId, 'roleId', 'uuid');
      const id = await rest.call(workflows.Register, {
        input: { ...input, roleId },
        failure: messages.addFailed,
      });
      return required(await loaders.byId(userEntity).load(String(id)));
    },
    resetUserPassword: async (_parent, { id }, { rest }) => {
      await rest.call(workflows.ResetPasswordDefault, {
        body: { UserId: requireRestId(id, 'id', 'uuid') },
        failure: userMessages.resetPasswordFailed,
      });
      return true;
    },
  },
};
