// A query marked `prepared` is sent as a named statement on PostgreSQL (parsed and planned once per
// connection), with the same rows as unnamed; other queries go unnamed.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PreparingClient, prepared } from '../src/db/prepared.js';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('prepared statements (postgres)', () => {
  it('are named on the connection, and answer as the unnamed query does', async () => {
    // One connection, so the session's statements are the ones sent.
    const db = new Kysely<{ numbers: { n: number } }>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: url, max: 1, Client: PreparingClient }),
      }),
    });
    try {
      const query = (value: number) => db.selectNoFrom(sql<number>`${value}::int + 1`.as('next'));
      expect((await db.executeQuery(prepared('test-next', query(1)))).rows).toEqual([{ next: 2 }]);
      expect((await db.executeQuery(prepared('test-next', query(41)))).rows).toEqual([{ next: 42 }]);
      expect(await query(6).executeTakeFirst()).toEqual({ next: 7 });
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(db);
      expect(rows).toEqual([
        { name: expect.stringMatching(/^test-next:\d+$/), statement: query(1).compile().sql },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
