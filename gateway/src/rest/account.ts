// Account over REST (SPEC §7 Account): sign-in and the signed-in user's info.
import { messages } from '@licensing/domain';
import type { RestClient } from './client.js';

/** POST /Login answer (SPEC §3 sign-in result). */
export interface RestLogin {
  access_token: string;
  token_type: string;
  /** Seconds. */
  expires_in: number;
  userName: string;
  IsAdmin: boolean;
  isActive: string;
  role: string;
}

export interface RestUserInfo {
  Id: string;
  UserName: string;
  Email: string;
  FirstName: string;
  LastName: string;
  IsActive: boolean;
  Role: string;
  IsAdmin: boolean;
}

export function login(rest: RestClient, email: string, password: string): Promise<RestLogin> {
  const form = { username: email, password, grant_type: 'password' };
  return rest.postForm<RestLogin>('/Login', form, { failure: messages.signInFailed });
}

export function getUserInfo(rest: RestClient): Promise<RestUserInfo> {
  return rest.get<RestUserInfo>('/api/Account/UserInfo', { failure: messages.getDataFailed });
}

/** Ends the caller's session on the REST side: the token stops working at once. */
export function logout(rest: RestClient): Promise<boolean> {
  return rest.post<boolean>('/api/Account/Logout', {}, { failure: messages.processFailed });
}
