// Prepared queries for hot paths (Validate's read): built and compiled by Kysely once, then run
// with new parameters, and on PostgreSQL sent as a named statement, which the server parses and
// plans once per connection instead of on every request (planning it costs several times its
// execution). Kysely sends unnamed statements, so a prepared query's SQL text is recorded, and the
// pool's clients (PreparingClient) send a recorded text with its name.
import type { Compilable, CompiledQuery } from 'kysely';
import pg from 'pg';

const names = new Map<string, string>();

/**
 * `build`'s query, compiled once with a placeholder for each of its arguments; answers a function
 * that compiles it for new arguments, to run with `db.executeQuery`. Every parameter of the query
 * must be one of the arguments (a value built in would be fixed for good).
 */
export function preparedQuery<A extends unknown[], R>(
  name: string,
  build: (...args: A) => Compilable<R>,
): (...args: A) => CompiledQuery<R> {
  const placeholders = Array.from({ length: build.length }, (_, i) => `\u0000prepared ${name} ${i}`);
  const compiled = build(...(placeholders as A)).compile();
  const positions = compiled.parameters.map((parameter) => {
    const position = placeholders.indexOf(parameter as string);
    if (position < 0)
      throw new Error(`The prepared query ${name} has a parameter that is none of its arguments.`);
    return position;
  });
  if (!names.has(compiled.sql)) names.set(compiled.sql, `${name}:${names.size}`);
  return (...args) => ({ ...compiled, parameters: positions.map((position) => args[position]) });
}

/** A pg client that sends a prepared query's text as its named statement (pg.Pool's `Client`). */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them on.
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' ? names.get(config) : undefined;
    return name === undefined
      ? super.query(config, values, callback)
      : super.query({ name, text: config, values }, callback);
  }
}
