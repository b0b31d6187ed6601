// Request and response shapes of the account routes, and the mapping of user rows to them.
import { isAdminRole } from '@licensing/domain';
import { Type } from 'typebox';
import type { Listable } from '../../crud/index.js';

// Upper bounds keep a guesser from storing megabytes per attempt (sign_in_failures.account) or
// hashing them; 254 is the longest e-mail address.
export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail address.' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  grant_type: Type.String({ minLength: 1, maxLength: 100, description: "Always 'password'." }),
});

export const LoginResponse = Type.Object({
  access_token: Type.String({ description: 'Send as `Authorization: Bearer <access_token>`.' }),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
  userName: Type.String(),
  IsAdmin: Type.Boolean({ description: 'True only when the role is named Admin.' }),
  isActive: Type.Literal('True'),
  role: Type.String(),
});

export const UserInfo = Type.Object({
  Id: Type.String({ format: 'uuid' }),
  UserName: Type.String(),
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  IsActive: Type.Boolean(),
  Role: Type.String(),
  IsAdmin: Type.Boolean(),
});

export const User = Type.Object({
  Id: Type.String({ format: 'uuid' }),
  UserName: Type.String(),
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  PhoneNumber: Type.Union([Type.String(), Type.Null()]),
  IsActive: Type.Boolean(),
  RoleId: Type.String({ format: 'uuid' }),
  Role: Type.String({ description: 'The role name.' }),
});

type UserRow = {
  id: string;
  user_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  is_active: boolean;
  role_id: string;
  role_name: string;
};

export const toUserInfo = (row: UserRow) => ({
  Id: row.id,
  UserName: row.user_name,
  Email: row.email,
  FirstName: row.first_name,
  LastName: row.last_name,
  IsActive: row.is_active,
  Role: row.role_name,
  IsAdmin: isAdminRole(row.role_name),
});

export const toUser = (row: UserRow) => ({
  Id: row.id,
  UserName: row.user_name,
  Email: row.email,
  FirstName: row.first_name,
  LastName: row.last_name,
  PhoneNumber: row.phone_number,
  IsActive: row.is_active,
  RoleId: row.role_id,
  Role: row.role_name,
});

/** The user list's fields (users get their declaration with their screens; until then, this). */
export const userList = {
  key: 'id',
  fields: {
    id: { rest: 'Id', type: 'uuid' },
    userName: { rest: 'UserName', type: 'text', sort: true, filter: true, search: true },
    email: { rest: 'Email', type: 'text', sort: true, filter: true, search: true },
    firstName: { rest: 'FirstName', type: 'text', sort: true, filter: true, search: true },
    lastName: { rest: 'LastName', type: 'text', sort: true, filter: true, search: true },
    isActive: { rest: 'IsActive', type: 'boolean', sort: true, filter: true },
    role: { rest: 'Role', type: 'text', sort: true, filter: true },
  },
  defaultSort: [{ field: 'userName', direction: 'asc' }],
} as const satisfies Listable;

const userColumns: Record<keyof typeof userList.fields, string> = {
  id: 'users.id',
  userName: 'users.user_name',
  email: 'users.email',
  firstName: 'users.first_name',
  lastName: 'users.last_name',
  isActive: 'users.is_active',
  role: 'roles.name',
};
export const userColumnOf = (field: string) => userColumns[field as keyof typeof userColumns];
