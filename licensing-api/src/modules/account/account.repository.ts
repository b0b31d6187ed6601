// Queries of sessions the auth hook and the hub share.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export function accountRepository(db: Kysely<Database>) {
  /** Sessions that still let their holder in: unexpired, of an active user. */
  const liveSessions = () =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .where('users.is_active', '=', true);
  return {
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
  };
}
