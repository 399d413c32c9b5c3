import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../engine';
import { dataTablesInOrder, keyColumns } from './tables';

/** Per table: row count and a SHA-256 over its rows in Id order, the same on SQLite and PostgreSQL. */
export type Checksums = Record<string, { rows: number; sha256: string }>;

/** One value as both engines agree on it: integers and text as such, booleans as 0/1, bigint as number. */
function normalise(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return value ?? null;
}

const BATCH = 5000;

/**
 * Streams a table in key order (Id, or keyColumns'), `batch` rows at a time: keyset on that key, a row value
 * `(a, b) > (x, y)` for a key of two columns (both engines compare row values in order).
 */
export async function* tableBatches(db: Kysely<unknown>, table: string, batch = BATCH): AsyncGenerator<Record<string, unknown>[]> {
  const keys = keyColumns(table);
  const refs = sql.join(keys.map((k) => sql.ref(k)));
  let after: unknown[] | null = null;
  for (;;) {
    const where: RawBuilder<unknown> = after === null ? sql`` : keys.length === 1 ? sql`where ${refs} > ${after[0]}` : sql`where (${refs}) > (${sql.join(after)})`;
    const { rows }: { rows: Record<string, unknown>[] } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} ${where} order by ${refs} limit ${batch}`.execute(db);
    if (rows.length === 0) return;
    yield rows;
    const last: Record<string, unknown> = rows[rows.length - 1]!;
    after = keys.map((k) => last[k]);
    if (rows.length < batch) return;
  }
}

export async function tableChecksum(db: Kysely<unknown>, table: string): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const batch of tableBatches(db, table)) {
    for (const row of batch) {
      const keys = Object.keys(row).sort();
      hash.update(JSON.stringify(keys.map((k) => [k, normalise(row[k])])));
      hash.update('\n');
      rows++;
    }
  }
  return { rows, sha256: hash.digest('hex') };
}

export async function databaseChecksums(db: Kysely<unknown>, engine: Engine): Promise<Checksums> {
  const out: Checksums = {};
  for (const table of await dataTablesInOrder(db, engine)) out[table] = await tableChecksum(db, table);
  return out;
}

/** The tables whose count or checksum differ (empty when the two databases hold the same data). */
export function differences(a: Checksums, b: Checksums): string[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names.filter((n) => a[n]?.rows !== b[n]?.rows || a[n]?.sha256 !== b[n]?.sha256);
}
