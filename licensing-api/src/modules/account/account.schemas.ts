// Request and response shapes of the account routes, and the mapping of user rows to them.
import { defaultSorts, isAdminRole } from '@licensing/domain';
import { Type } from 'typebox';
import type { Database } from '../../db/schema.js';
import { defineList } from '../../lists/index.js';

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

export const userList = defineList<Database, 'users' | 'roles'>({
  fields: {
    Id: { column: 'users.id', type: 'uuid' },
    UserName: { column: 'users.user_name', type: 'text' },
    Email: { column: 'users.email', type: 'text' },
    FirstName: { column: 'users.first_name', type: 'text' },
    LastName: { column: 'users.last_name', type: 'text' },
    IsActive: { column: 'users.is_active', type: 'boolean' },
    Role: { column: 'roles.name', type: 'text' },
  },
  sortBy: ['UserName', 'Email', 'FirstName', 'LastName', 'IsActive', 'Role'],
  filterBy: ['UserName', 'Email', 'FirstName', 'LastName', 'IsActive', 'Role'],
  searchIn: ['UserName', 'Email', 'FirstName', 'LastName'],
  defaultSort: defaultSorts.users,
  tiebreaker: 'Id',
});
