// Request and response shapes of the account routes.
import { Type } from 'typebox';

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

/** A user's colour theme (theme.routes.ts). */
export const ThemeChoice = Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Null()], {
  description: "The user's colour theme: 'light', 'dark', or null to follow the operating system's.",
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
  Theme: ThemeChoice,
});
