// The signed-in user's info over REST (SPEC §7 Account), for the session's checks and `me`.
import { messages, workflows } from '@licensing/domain';
import type { RestClient } from './client.js';

export const getUserInfo = (rest: RestClient) =>
  rest.call(workflows.UserInfo, { failure: messages.getDataFailed });
