// Named prepared statements for hot paths on PostgreSQL (Validate's read): the server parses and
// plans such a statement once per connection instead of on every request, where planning costs
// several times the execution. Kysely sends unnamed statements, so a query is marked by its SQL
// text: `prepared(name, query)` compiles it and records its text, and the pool's clients send a
// recorded text with its name. Only for queries of a fixed shape: a text that varies (an IN list)
// would be a statement per variant, so the record holds at most MAX_PREPARED texts.
import type { Compilable, CompiledQuery } from 'kysely';
import pg from 'pg';

const MAX_PREPARED = 100;
const names = new Map<string, string>();

/** `query` compiled, its text recorded to be sent as a statement named `name`. */
export function prepared<R>(name: string, query: Compilable<R>): CompiledQuery<R> {
  const compiled = query.compile();
  if (!names.has(compiled.sql) && names.size < MAX_PREPARED) names.set(compiled.sql, `${name}:${names.size}`);
  return compiled;
}

/** A pg client that sends recorded texts as named statements (pg.Pool's `Client`). */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them on.
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' ? names.get(config) : undefined;
    return name === undefined
      ? super.query(config, values, callback)
      : super.query({ name, text: config, values }, callback);
  }
}
