// Queries of accounts and sessions. Callers pass e-mail addresses as typed; matching ignores case.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export function accountRepository(db: Kysely<Database>) {
  const usersWithRole = () => db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id');
  const userColumns = [
    'users.id',
    'users.user_name',
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.phone_number',
    'users.is_active',
    'users.role_id',
    'roles.name as role_name',
  ] as const;

  return {
    usersWithRole,
    userColumns,

    /** The user signing in, with the password hash. */
    findForSignIn(email: string) {
      return usersWithRole()
        .select([...userColumns, 'users.password_hash'])
        .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    findById(id: string) {
      return usersWithRole().select(userColumns).where('users.id', '=', id).executeTakeFirst();
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

    /** The active user holding an unexpired session, or undefined. */
    findSessionUser(tokenHash: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select(['users.id', 'users.user_name', 'users.email', 'roles.name as role_name'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .where('users.is_active', '=', true)
        .executeTakeFirst();
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
