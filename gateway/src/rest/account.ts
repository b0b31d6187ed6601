// Account over REST (SPEC §7 Account): sign-in and the signed-in user's info.
import { messages } from '@licensing/domain';
import type { LoginAnswer, LogoutAnswer, UserInfoAnswer } from '../generated/rest.js';
import type { RestClient } from './client.js';

export function login(rest: RestClient, email: string, password: string): Promise<LoginAnswer> {
  const form = { username: email, password, grant_type: 'password' };
  return rest.postForm<LoginAnswer>('/Login', form, { failure: messages.signInFailed });
}

export function getUserInfo(rest: RestClient): Promise<UserInfoAnswer> {
  return rest.get<UserInfoAnswer>('/api/Account/UserInfo', { failure: messages.getDataFailed });
}

/** Ends the caller's session on the REST side: the token stops working at once. */
export function logout(rest: RestClient): Promise<LogoutAnswer> {
  return rest.post<LogoutAnswer>('/api/Account/Logout', {}, { failure: messages.processFailed });
}
