import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { noteQuery } from './queryObserver';
import type { Database } from './schema';

/**
 * Hot reads compiled ONCE: Kysely builds and compiles a query on every call (a third of a small read's CPU in the
 * profile of `GET /course/{id}/teacher`). A `compiledRead` is built once per database handle with markers where
 * its arguments go, and each call only fills the parameters in. On better-sqlite3 it runs synchronously on the
 * statement prepared once (no driver, no connection mutex, no statement cache keyed by the SQL text) whenever no
 * transaction is open on the connection; inside a transaction (the group commit's, or a caller's own) it goes
 * through Kysely so it sees what that transaction sees and waits for it like any other query. On PostgreSQL the
 * compiled query goes through Kysely to the pool (a named statement: parsed once per connection, see pg/pgPool.ts).
 */

class Arg {
  constructor(readonly index: number) {}
}

/** where the i-th argument of a compiled read goes: `p(0)` (typed as the column's type by the caller) */
export type ArgMarker = <T = number>(index: number) => T;
const marker: ArgMarker = <T>(index: number) => new Arg(index) as unknown as T;

type Slot = { arg: number } | { value: unknown };

interface Compiled {
  query: CompiledQuery;
  slots: Slot[];
  statement: SQLite.Statement | null;
}

/** better-sqlite3 connections behind Kysely instances (registered by openDatabase) */
const sqliteOf = new WeakMap<object, SQLite.Database>();

export function registerSqlite(kysely: Kysely<Database>, raw: SQLite.Database): void {
  sqliteOf.set(kysely, raw);
}

/** Kysely instances over a PostgreSQL pool (registered by openDatabase) */
const postgresHandles = new WeakSet<object>();

export function registerPostgres(kysely: Kysely<Database>): void {
  postgresHandles.add(kysely);
}

/** A Kysely instance over a PostgreSQL pool (a transaction is not one) */
export const isPostgresHandle = (db: object): boolean => postgresHandles.has(db);

type Runner = Kysely<Database>;

export interface CompiledRead<A extends readonly unknown[], R> {
  /** every row, in the query's order */
  all(db: Runner, ...args: A): Promise<R[]>;
  /** the first row, or undefined */
  first(db: Runner, ...args: A): Promise<R | undefined>;
}

export function compiledRead<A extends readonly unknown[], R>(build: (db: Runner, p: ArgMarker) => Compilable<R>): CompiledRead<A, R> {
  const perHandle = new WeakMap<object, Compiled>();

  const compiledFor = (db: Runner): Compiled => {
    let c = perHandle.get(db);
    if (!c) {
      const query = build(db, marker).compile();
      const slots = query.parameters.map((value): Slot => (value instanceof Arg ? { arg: value.index } : { value }));
      c = { query, slots, statement: null };
      perHandle.set(db, c);
    }
    return c;
  };

  const all = async (db: Runner, ...args: A): Promise<R[]> => {
    const c = compiledFor(db);
    const parameters = c.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    const raw = sqliteOf.get(db);
    if (raw && !raw.inTransaction) {
      c.statement ??= raw.prepare(c.query.sql);
      noteQuery(c.query.sql, parameters);
      return c.statement.all(parameters) as R[];
    }
    const result = await db.executeQuery<R>({ ...c.query, parameters });
    return result.rows as R[];
  };

  return {
    all,
    first: async (db, ...args) => (await all(db, ...args))[0],
  };
}
