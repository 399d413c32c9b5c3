import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { HeldConnection } from './pgPool';
import type { WalChanges } from './walChanges';
import { noteQuery } from './queryObserver';
import type { Database } from './schema';

/**
 * Hot reads compiled ONCE: Kysely builds and compiles a query on every call (a third of a small read's CPU in the
 * profile of `GET /course/{id}/teacher`). A `compiledRead` is built once per database handle with markers where
 * its arguments go, and each call only fills the parameters in. On better-sqlite3 it runs synchronously on the
 * statement prepared once (no driver, no connection mutex, no statement cache keyed by the SQL text) whenever no
 * transaction is open on the connection; inside a transaction (the group commit's, or a caller's own) it goes
 * through Kysely so it sees what that transaction sees and waits for it like any other query. On PostgreSQL the
 * compiled text goes straight to the driver (a named statement: parsed once per connection, see pgPool.ts).
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

/** the WAL-index header reader of each SQLite handle (walChanges.ts) */
const walOf = new WeakMap<object, WalChanges>();

export function registerSqlite(kysely: Kysely<Database>, raw: SQLite.Database, wal: WalChanges): void {
  sqliteOf.set(kysely, raw);
  walOf.set(kysely, wal);
}

/** The SQLite handle's WAL-index header reader (not a transaction's: what it has not committed is in no header) */
export const walChangesOf = (db: object): WalChanges | undefined => walOf.get(db);

/** Kysely instances over a PostgreSQL pool, with the connection each keeps for one-at-a-time reads (openDatabase) */
const heldOf = new WeakMap<object, HeldConnection>();

export function registerPostgres(kysely: Kysely<Database>, held: HeldConnection): void {
  heldOf.set(kysely, held);
}

/** A Kysely instance over a PostgreSQL pool (a transaction is not one) */
export const isPostgresHandle = (db: object): boolean => heldOf.has(db);

/**
 * A read compiled once, run on the connection a PostgreSQL handle keeps (pgPool.ts HeldConnection): for reads that
 * never run two at a time (the shared version reads). Its arguments are text (or null) where `p(i)` marks them;
 * rows as arrays of text, in the order of the select list (a named statement: Bind, Execute and Sync each time).
 */
export function compiledHeldRead<A extends readonly (string | null)[] = []>(
  build: (db: Runner, p: ArgMarker) => Compilable<unknown>,
): (db: Runner, ...args: A) => Promise<(string | null)[][]> {
  const compiled = new WeakMap<object, { text: string; slots: Slot[] }>();
  return async (db, ...args) => {
    const held = heldOf.get(db);
    if (!held) throw new Error('compiledHeldRead needs a PostgreSQL handle');
    let c = compiled.get(db);
    if (c === undefined) {
      const query = build(db, marker).compile();
      const slots = query.parameters.map((value): Slot => (value instanceof Arg ? { arg: value.index } : { value }));
      compiled.set(db, (c = { text: query.sql, slots }));
    }
    const values = c.slots.map((slot) => ('arg' in slot ? (args[slot.arg] ?? null) : slot.value === null ? null : String(slot.value)));
    noteQuery(c.text, values);
    return held.rows(c.text, values);
  };
}

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
