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
 * that compiles it for new arguments, to run with `db.executeQuery`. Each argument must be a
 * parameter, and each parameter an argument (a value built in would be fixed for good); `build`
 * declares its arguments plainly (its `length` counts them: no defaults, no rest).
 */
export function preparedQuery<A extends unknown[], R>(
  name: string,
  build: (...args: A) => Compilable<R>,
): (...args: A) => CompiledQuery<R> {
  const placeholders = Array.from({ length: build.length }, (_, i) => `\u0000prepared ${name} ${i}`);
  const compiled = build(...(placeholders as A)).compile();
  const positions = compiled.parameters.map((parameter) => placeholders.indexOf(parameter as string));
  // Each parameter one of the arguments, and each argument a parameter (not written into the text).
  if (
    positions.includes(-1) ||
    placeholders.some((_, i) => !positions.includes(i)) ||
    compiled.sql.includes('\u0000')
  )
    throw new Error(`The prepared query ${name} must take each argument as a parameter, and only them.`);
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
