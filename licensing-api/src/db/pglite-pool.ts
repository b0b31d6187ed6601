// Why this file: PGlite is one embedded PostgreSQL backend, a single connection with no pool.
// Kysely's PostgresDialect wants a node-postgres-like pool and runs a transaction as
// BEGIN … COMMIT on one checked-out client. This adapter lends PGlite's single connection to one
// borrower at a time (an async mutex), so the statements of two concurrent requests' transactions
// can never interleave. Queries outside a transaction borrow it for one statement.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** A FIFO lock: release() hands the lock straight to the next waiter. */
class Mutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  async acquire(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  /** Whether it is held, and how many wait for it. */
  get state(): { locked: boolean; waiting: number } {
    return { locked: this.#locked, waiting: this.#waiters.length };
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/** A pool's clients: open, idle among them, and borrowers waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export class PGlitePool implements PostgresPool {
  readonly #pglite: PGlite;
  readonly #mutex = new Mutex();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async connect(): Promise<PostgresPoolClient> {
    await this.#mutex.acquire();
    const pglite = this.#pglite;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        try {
          const result = await pglite.query<R>(sql, [...parameters]);
          return {
            rows: result.rows,
            rowCount: result.rowCount ?? result.affectedRows ?? 0,
            command: result.command as PostgresQueryResult<R>['command'],
          };
        } catch (error) {
          // PGlite attaches the bound parameters to its errors; keep them out of logs.
          if (error && typeof error === 'object' && 'params' in error) delete error.params;
          throw error;
        }
      },
      release: () => {
        if (released) return;
        released = true;
        this.#mutex.release();
      },
    };
    // Kysely only calls the (sql, parameters) form; cursors (streaming) are not supported.
    return client as PostgresPoolClient;
  }

  /** Its one connection: lent (idle 0) or not, and how many borrowers wait for it (the metrics). */
  stats(): PoolStats {
    const { locked, waiting } = this.#mutex.state;
    return { total: 1, idle: locked ? 0 : 1, waiting };
  }

  async end(): Promise<void> {
    await this.#pglite.close();
  }
}
