// What users have beyond CRUD (crud.ts): adding one through Register (its password fields are no
// fields of the declaration), and resetting a password to a mailed one-time password.
import { messages, userEntity, userMessages, writeRoute } from '@licensing/domain';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RegisterAnswer, ResetPasswordDefaultAnswer } from '../generated/rest.js';
import { requireRestId } from '../rest/resource.js';

const REGISTER_FIELDS = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'ConfirmPassword',
  firstName: 'FirstName',
  lastName: 'LastName',
  phoneNumber: 'PhoneNumber',
  roleId: 'RoleId',
} as const;

export const userResolvers: Resolvers = {
  Mutation: {
    createUser: async (_parent, { input }, { rest, loaders }) => {
      const id = await rest.post<RegisterAnswer>(
        writeRoute(userEntity, 'create'),
        {
          Email: input.email,
          Password: input.password,
          ConfirmPassword: input.confirmPassword,
          FirstName: input.firstName,
          LastName: input.lastName,
          PhoneNumber: input.phoneNumber ?? null,
          RoleId: input.roleId == null ? null : requireRestId('uuid', input.roleId, 'roleId'),
        },
        { failure: messages.addFailed, fields: REGISTER_FIELDS },
      );
      return required(await loaders.byId(userEntity).load(String(id)));
    },
    resetUserPassword: async (_parent, { id }, { rest }) => {
      await rest.post<ResetPasswordDefaultAnswer>(
        '/api/Account/ResetPasswordDefault',
        { UserId: requireRestId('uuid', id, 'id') },
        { failure: userMessages.resetPasswordFailed },
      );
      return true;
    },
  },
};
