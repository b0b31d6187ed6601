// Queries of accounts and sessions. Callers pass e-mail addresses as typed; matching ignores case.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export function accountRepository(db: Kysely<Database>) {
  const usersWithRole = () => db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id');
  /** Sessions that still let their holder in: unexpired, of an active user. */
  const liveSessions = () =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .where('users.is_active', '=', true);
  const userColumns = [
    'users.id',
    'users.user_name',
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.phone_number',
    'users.is_active',
    'users.role_id',
    'users.must_change_password',
    'roles.name as role_name',
  ] as const;

  return {
    /** The user signing in, with the password hashes. */
    findForSignIn(email: string) {
      return usersWithRole()
        .select([
          ...userColumns,
          'users.password_hash',
          'users.pending_password_hash',
          'users.pending_password_expires_at',
        ])
        .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    findById(id: string) {
      return usersWithRole().select(userColumns).where('users.id', '=', id).executeTakeFirst();
    },

    /** A forgotten password's replacement was used: it is the password now, and must be changed. */
    async usePendingPassword(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: eb.ref('pending_password_hash').$castTo<string>(),
          pending_password_hash: null,
          pending_password_expires_at: null,
          must_change_password: true,
        }))
        .where('id', '=', userId)
        .where('pending_password_hash', 'is not', null)
        .execute();
    },

    /** Stores a session for the token's hash, expiring `ttlSeconds` from now (database clock). */
    async createSession(tokenHash: string, userId: string, ttlSeconds: number): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .execute();
    },

    /** The active user holding an unexpired session (or integrator token), or undefined. */
    findSessionUser(tokenHash: string) {
      return liveSessions()
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select([
          'users.id',
          'users.must_change_password',
          'roles.name as role_name',
          'sessions.id as session_id',
          'sessions.name',
          'sessions.scope',
          'sessions.last_used_at',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Which of these sessions are still live: one query for all the hub's open connections. */
    async liveSessionIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await liveSessions().select('sessions.id').where('sessions.id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Records an integrator token's use, at most once a minute (a write per request would cost). */
    async touchToken(sessionId: string, lastUsedAt: Date | null): Promise<void> {
      if (lastUsedAt && Date.now() - new Date(lastUsedAt).getTime() < 60_000) return;
      await db
        .updateTable('sessions')
        .set({ last_used_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .execute();
    },

    /** Ends one session: its token stops working at once. */
    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteExpiredSessions(): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
