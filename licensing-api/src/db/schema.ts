// The typed tables Kysely queries, generated from the migrations by scripts/db-types.mjs (npm run
// codegen), so they cannot drift from the SQL. Columns are snake_case as in SQL; routes map rows to
// the SPEC's PascalCase JSON. pg answers bigint and numeric columns as strings.
import type { Insertable } from 'kysely';
import type { Database } from './generated/database.js';

export type { Database };
export type NewUser = Insertable<Database['users']>;
