import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine';

/**
 * Tables that belong to the machinery, not to the data: never copied, never checksummed. Sessions, login
 * throttling and open live streams are live state of the running servers: after a copy everyone signs in again. data_version
 * (migration 018) is kept by triggers on the target as the rows arrive. The mail outbox is the running senders'
 * queue (leases, tries, due times; reset links sealed with the server's secret), not what people chose: a move
 * copies no half-sent queue (docs/OPERATIONS.md "E-mail"); the reset links go with it. mail_preference is data.
 */
const MACHINERY = new Set(['health_probe', 'session', 'login_throttle', 'data_version', 'mail_outbox', 'password_reset', 'live_stream']);
const NOT_DATA = (name: string) => name.startsWith('kysely_') || name.startsWith('sqlite_') || MACHINERY.has(name);

type AnyDb = Kysely<unknown>;

/**
 * Tables keyed by something other than a generated "Id" (their rows are read in that key's order; no sequence).
 * A key of two columns is read in the order of both; its second column holds plain ASCII words (a mail kind), which
 * SQLite and PostgreSQL order alike whatever the collation.
 */
const KEYED_BY: Record<string, readonly string[]> = { calendar_feed: ['AccountId'], identity_link: ['AccountId'], mail_preference: ['AccountId', 'Kind'] };
/** The columns a table's rows are read in order of (keyset batches, checksums). */
export const keyColumns = (table: string): readonly string[] => KEYED_BY[table] ?? ['Id'];
/** Whether the table's key is a generated "Id" with a sequence behind it on PostgreSQL. */
export const hasGeneratedId = (table: string): boolean => !(table in KEYED_BY);

/** Every data table of the database with the tables it references, in an order that satisfies foreign keys. */
export async function dataTablesInOrder(db: AnyDb, engine: Engine): Promise<string[]> {
  const deps = new Map<string, Set<string>>();
  if (engine === 'postgres') {
    const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    for (const t of tables) if (!NOT_DATA(t.name)) deps.set(t.name, new Set());
    const { rows: fks } = await sql<{ child: string; parent: string }>`select tc.table_name as child, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
    for (const fk of fks) if (deps.has(fk.child) && fk.child !== fk.parent) deps.get(fk.child)!.add(fk.parent);
  } else {
    const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    for (const t of tables) if (!NOT_DATA(t.name)) deps.set(t.name, new Set());
    for (const name of deps.keys()) {
      const { rows } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db);
      for (const r of rows) if (r.table !== name) deps.get(name)!.add(r.table);
    }
  }
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name)) return;
    if (path.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    path.add(name);
    for (const parent of [...(deps.get(name) ?? [])].sort()) if (deps.has(parent)) visit(parent, path);
    path.delete(name);
    ordered.push(name);
  };
  for (const name of [...deps.keys()].sort()) visit(name, new Set());
  return ordered;
}

/** Row count of one table. */
export async function rowCount(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}
