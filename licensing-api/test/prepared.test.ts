// A prepared query is compiled once and run with new arguments; on PostgreSQL it is sent as a
// named statement (parsed and planned once per connection), and other queries go unnamed.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PreparingClient, preparedQuery } from '../src/db/prepared.js';

const url = process.env.TEST_DATABASE_URL;
type Database = Record<string, never>;

describe('prepared queries', () => {
  it('refuse a parameter that is none of their arguments: it would be fixed for good', () => {
    // Compiling needs no connection.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool() }) });
    const fixed = () =>
      preparedQuery('test-fixed', (value: number) =>
        db.selectNoFrom(sql<number>`${value}::int + ${5}::int`.as('x')),
      );
    const message = 'must take each argument as a parameter, and only them.';
    expect(fixed).toThrow(`The prepared query test-fixed ${message}`);
    // An argument written into the text would be fixed for good as well.
    const written = () =>
      preparedQuery('test-written', (value: number) =>
        db.selectNoFrom(sql<number>`${sql.lit(value)}`.as('x')),
      );
    expect(written).toThrow(`The prepared query test-written ${message}`);
  });

  it.runIf(url)('are named statements on the connection, answering each run with its arguments', async () => {
    // One connection, so the session's statements are the ones sent.
    const pool = new pg.Pool({ connectionString: url, max: 1, Client: PreparingClient });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      const build = (first: number, second: number) =>
        db.selectNoFrom(sql<number>`${second}::int * 10 + ${first}::int`.as('both'));
      const both = preparedQuery('test-both', build);
      expect((await db.executeQuery(both(1, 2))).rows).toEqual([{ both: 21 }]);
      expect((await db.executeQuery(both(4, 3))).rows).toEqual([{ both: 34 }]);
      expect(await build(6, 7).executeTakeFirst()).toEqual({ both: 76 });
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(db);
      expect(rows).toEqual([
        { name: expect.stringMatching(/^test-both:\d+$/), statement: build(0, 0).compile().sql },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
