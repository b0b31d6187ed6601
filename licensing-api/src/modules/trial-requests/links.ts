// The approve and decline links e-mailed for a trial request (SPEC §2 /trial-request-action): a
// token bound to the request and the action, HMAC-SHA256 signed with the database's link secret,
// valid for 7 days and once only (its hash is kept when used).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

const TRIAL_ACTIONS = ['approve', 'decline'] as const;
export type TrialAction = (typeof TRIAL_ACTIONS)[number];
const LINK_DAYS = 7;

const linkMessages = {
  invalid: 'This link is not valid.',
  expired: 'This link has expired.',
  used: 'This link has already been used.',
} as const;

async function secretOf(db: Kysely<Database>): Promise<string> {
  const settings = await db.selectFrom('settings').select('link_secret').executeTakeFirstOrThrow();
  if (!settings.link_secret) throw new Error('The link secret is missing (migration 0013).');
  return settings.link_secret;
}

const mac = (secret: string, id: number, action: string, expires: number) =>
  createHmac('sha256', secret).update(`trial-request:${id}:${action}:${expires}`).digest('base64url');

/** A token for `action` on request `id`, valid for LINK_DAYS. */
export async function signLink(db: Kysely<Database>, id: number, action: TrialAction) {
  const expires = Math.floor(Date.now() / 1000) + LINK_DAYS * 86_400;
  return `${expires}.${mac(await secretOf(db), id, action, expires)}`;
}

/**
 * Checks a token for `action` on request `id` and marks it used, in the caller's transaction (so a
 * refused action leaves it unused). Throws a 400 with the reason.
 */
export async function useLink(
  trx: Kysely<Database>,
  id: number,
  action: string,
  token: string,
): Promise<void> {
  // One spelling per token ('0' + token is no token), so the used-link check sees every replay.
  const match = /^([1-9]\d{0,11})\.([\w-]{43})$/.exec(token);
  if (!match || !(TRIAL_ACTIONS as readonly string[]).includes(action))
    throw badRequest(linkMessages.invalid);
  const expires = Number(match[1]);
  const expected = Buffer.from(mac(await secretOf(trx), id, action, expires));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw badRequest(linkMessages.invalid);
  if (expires * 1000 < Date.now()) throw badRequest(linkMessages.expired);
  const hash = createHash('sha256').update(token).digest('hex');
  const used = await trx
    .insertInto('trial_action_uses')
    .values({ token_hash: hash })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  if (!used) throw badRequest(linkMessages.used);
}
