import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../src/server/db/engine';
import type { Database } from '../../../src/server/db/schema';

/**
 * Table-by-table fingerprint of the whole database (every table except Kysely's migration
 * bookkeeping): row count plus a SHA-256 of every row in primary-key order. Two fingerprints are equal
 * exactly when no row was inserted, changed or deleted. Used by the security tests to prove that a
 * refused request (or a request whose transaction was made to fail) wrote nothing.
 */
export type Fingerprint = Record<string, { rows: number; hash: string }>;

type AnyDb = Kysely<Database> | Kysely<unknown>;

export async function tableNames(db: AnyDb, engine: Engine): Promise<string[]> {
  const rows =
    engine === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows
    .map((r) => r.name)
    // login_throttle counts failed logins by design (a refused login must write there): proven by throttle.test.ts;
    // audit_log records refused calls too (a refusal is an event): proven by audit.test.ts;
    // live_stream holds a row per stream a process keeps open (live state, like a session): proven by fairLimits.test.ts;
    // mail_outbox is worked by the background sender (a row's status and tries move while nothing is asked): what a
    // change enqueues, and that a rolled-back change enqueues nothing, is proven by mail/notifications.test.ts
    .filter((n) => !n.startsWith('kysely_migration') && !n.startsWith('_sec_') && n !== 'login_throttle' && n !== 'live_stream' && n !== 'audit_log' && n !== 'mail_outbox')
    .sort();
}

/** Every row of a table, ordered by Id when the table has one (else by every column). */
export async function tableRows(db: AnyDb, table: string): Promise<Record<string, unknown>[]> {
  const res = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  const rows = res.rows.map((r) => normalise(r));
  rows.sort((a, b) => {
    if (typeof a.Id === 'number' && typeof b.Id === 'number') return a.Id - b.Id;
    const x = JSON.stringify(a);
    const y = JSON.stringify(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return rows;
}

function normalise(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row).sort()) {
    const v = row[key];
    out[key] = typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

export async function fingerprint(db: AnyDb, engine: Engine): Promise<Fingerprint> {
  const out: Fingerprint = {};
  for (const table of await tableNames(db, engine)) {
    // a session's last-seen time moves with any authenticated call (throttled to once a minute), accepted or not
    const rows = (await tableRows(db, table)).map((r) => (table === 'session' ? { ...r, LastSeenAt: null } : r));
    out[table] = { rows: rows.length, hash: createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16) };
  }
  return out;
}

/**
 * Counts every row written to the fingerprinted tables from now on (test-only triggers after each INSERT, UPDATE and
 * DELETE, bumping a counter in a side table inside the writer's own transaction: a rolled-back write rolls its count
 * back too). When the count has not moved, the fingerprint cannot have changed, so a caller may skip recomputing it;
 * when it has moved, only the fingerprint says whether anything really changed (an UPDATE may write the same values).
 */
export async function watchWrites(db: AnyDb, engine: Engine): Promise<{ writes(): Promise<number>; stop(): Promise<void> }> {
  const counter = '_sec_writes';
  const tables = await tableNames(db, engine);
  await sql.raw(`create table if not exists "${counter}" (n integer not null)`).execute(db);
  await sql.raw(`delete from "${counter}"`).execute(db);
  await sql.raw(`insert into "${counter}" values (0)`).execute(db);
  const ops = ['insert', 'update', 'delete'] as const;
  if (engine === 'postgres') {
    await sql
      .raw(`create or replace function "${counter}_fn"() returns trigger language plpgsql as $$
         begin update "${counter}" set n = n + 1; return null; end $$`)
      .execute(db);
  }
  for (const table of tables) {
    for (const op of ops) {
      const name = `${counter}_${table}_${op}`;
      if (engine === 'postgres') {
        await sql.raw(`create trigger "${name}" after ${op} on "${table}" for each row execute function "${counter}_fn"()`).execute(db);
      } else {
        await sql.raw(`create trigger "${name}" after ${op} on "${table}" begin update "${counter}" set n = n + 1; end`).execute(db);
      }
    }
  }
  return {
    async writes() {
      const res = await sql<{ n: number | string }>`select n from ${sql.table(counter)}`.execute(db);
      return Number(res.rows[0]?.n ?? 0);
    },
    async stop() {
      for (const table of tables) {
        for (const op of ops) {
          const name = `${counter}_${table}_${op}`;
          await sql.raw(engine === 'postgres' ? `drop trigger if exists "${name}" on "${table}"` : `drop trigger if exists "${name}"`).execute(db);
        }
      }
      if (engine === 'postgres') await sql.raw(`drop function if exists "${counter}_fn"()`).execute(db);
      await sql.raw(`drop table if exists "${counter}"`).execute(db);
    },
  };
}

/** The tables whose content differs between two fingerprints (empty when nothing changed). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n]?.hash !== after[n]?.hash || before[n]?.rows !== after[n]?.rows).sort();
}

/** Every text value stored anywhere in the database (for byte-for-byte round-trip checks). */
export async function storedTexts(db: AnyDb, engine: Engine): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const table of await tableNames(db, engine)) {
    for (const row of await tableRows(db, table)) {
      for (const v of Object.values(row)) if (typeof v === 'string') texts.add(v);
    }
  }
  return texts;
}

export type WriteOp = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * Makes the database itself fail the N-th write (`op`) on `table` from now on (N = 1 fails the first),
 * counting in a side table; returns a function that removes the trigger. SQLite: a trigger with
 * RAISE(ABORT); PostgreSQL: a plpgsql trigger that raises. The counter is bumped inside the statement,
 * so when the caller's transaction rolls back the counter rolls back too — which is fine: the test only
 * looks at the application tables.
 */
export async function injectFailure(db: AnyDb, engine: Engine, table: string, op: WriteOp, nth = 1): Promise<() => Promise<void>> {
  const tag = `_sec_${table}_${op.toLowerCase()}`;
  const counter = `${tag}_n`;
  if (engine === 'postgres') {
    await sql.raw(`create table if not exists "${counter}" (n integer not null)`).execute(db);
    await sql.raw(`delete from "${counter}"`).execute(db);
    await sql.raw(`insert into "${counter}" values (0)`).execute(db);
    await sql
      .raw(
        `create or replace function "${tag}_fn"() returns trigger language plpgsql as $$
         declare c integer;
         begin
           update "${counter}" set n = n + 1 returning n into c;
           if c >= ${nth} then raise exception 'injected failure on ${op} ${table} #%', c; end if;
           if tg_op = 'DELETE' then return old; end if;
           return new;
         end $$`,
      )
      .execute(db);
    await sql.raw(`drop trigger if exists "${tag}" on "${table}"`).execute(db);
    await sql.raw(`create trigger "${tag}" before ${op} on "${table}" for each row execute function "${tag}_fn"()`).execute(db);
    return async () => {
      await sql.raw(`drop trigger if exists "${tag}" on "${table}"`).execute(db);
      await sql.raw(`drop table if exists "${counter}"`).execute(db);
    };
  }
  await sql.raw(`create table if not exists "${counter}" (n integer not null)`).execute(db);
  await sql.raw(`delete from "${counter}"`).execute(db);
  await sql.raw(`insert into "${counter}" values (0)`).execute(db);
  await sql.raw(`drop trigger if exists "${tag}"`).execute(db);
  await sql
    .raw(
      `create trigger "${tag}" before ${op} on "${table}" begin
         update "${counter}" set n = n + 1;
         select raise(abort, 'injected failure on ${op} ${table}') where (select n from "${counter}") >= ${nth};
       end`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger if exists "${tag}"`).execute(db);
    await sql.raw(`drop table if exists "${counter}"`).execute(db);
  };
}
