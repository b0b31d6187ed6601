// Request and response shapes of the account routes, and the mapping of user rows to them.
import { isAdminRole, type TokenScope } from '@licensing/domain';
import { Type } from 'typebox';
import type { AccountRepository } from './account.repository.js';

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
  MustChangePassword: Type.Boolean({
    description: 'The password was mailed: until it is changed, only ChangePassword and UserInfo work.',
  }),
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
  MustChangePassword: Type.Boolean(),
  TokenScope: Type.Union([Type.Literal('read'), Type.Literal('write')], {
    description: "The presented token's scope: 'read' tokens are refused on every route that writes.",
  }),
});

/** A user as the account repository reads one, with its role's name. */
type UserRow = NonNullable<Awaited<ReturnType<AccountRepository['findById']>>>;

export const toUserInfo = (row: UserRow, tokenScope: TokenScope) => ({
  Id: row.id,
  UserName: row.user_name,
  Email: row.email,
  FirstName: row.first_name,
  LastName: row.last_name,
  IsActive: row.is_active,
  Role: row.role_name,
  IsAdmin: isAdminRole(row.role_name),
  MustChangePassword: row.must_change_password,
  TokenScope: tokenScope,
});
