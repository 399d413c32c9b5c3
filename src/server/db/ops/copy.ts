import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../database';
import { engineOf } from '../engine';
import { migrateToLatest } from '../migrate';
import { databaseChecksums, differences, tableBatches, type Checksums } from './checksum';
import { dataTablesInOrder, hasGeneratedId, rowCount } from './tables';

/** PostgreSQL accepts at most 65,535 parameters per statement. */
const MAX_PARAMS = 60_000;

export interface CopyReport {
  tables: { table: string; rows: number }[];
  checksums: Checksums;
  ms: number;
}

/**
 * Copies every data table of `fromUrl` into `toUrl`, which must be empty: the target is brought to the
 * newest migration, then filled in ONE transaction (foreign-key order, batched inserts), its sequences
 * reset to the highest Id, and its row counts and per-table checksums compared with the source's before
 * the transaction commits. Any difference rolls everything back.
 */
export async function copyDatabase(fromUrl: string, toUrl: string, log: (line: string) => void = () => undefined): Promise<CopyReport> {
  const started = Date.now();
  const source = openDatabase(fromUrl);
  const target = openDatabase(toUrl);
  try {
    const src = source.kysely as unknown as Kysely<unknown>;
    const dst = target.kysely as unknown as Kysely<unknown>;
    const version = await migrateToLatest(dst, target.engine);
    log(`target migrated to ${version}`);
    const tables = await dataTablesInOrder(src, source.engine);
    const targetTables = new Set(await dataTablesInOrder(dst, target.engine));
    const missing = tables.filter((t) => !targetTables.has(t));
    if (missing.length) throw new Error(`the target has no table ${missing.join(', ')} (is the source from a newer version?)`);
    for (const t of targetTables) {
      if ((await rowCount(dst, t)) > 0) throw new Error(`the target is not empty (table ${t} has rows); copy only into an empty database`);
    }
    const sourceSums = await databaseChecksums(src, source.engine);
    const copied: { table: string; rows: number }[] = [];
    await dst.transaction().execute(async (trx) => {
      for (const table of tables) {
        let rows = 0;
        for await (const batch of tableBatches(src, table)) {
          const perInsert = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(batch[0]!).length));
          for (let i = 0; i < batch.length; i += perInsert) {
            await trx.insertInto(table as never).values(batch.slice(i, i + perInsert) as never).execute();
          }
          rows += batch.length;
        }
        copied.push({ table, rows });
        log(`${table}: ${rows} rows`);
      }
      if (target.engine === 'postgres') {
        for (const table of tables.filter(hasGeneratedId)) {
          await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'Id'), coalesce(max("Id"), 1), max("Id") is not null) from ${sql.table(table)}`.execute(trx);
        }
      }
      const targetSums = await databaseChecksums(trx as unknown as Kysely<unknown>, target.engine);
      const diff = differences(sourceSums, targetSums);
      if (diff.length) throw new Error(`verification failed (row counts or checksums differ) for: ${diff.join(', ')}; nothing was copied`);
    });
    return { tables: copied, checksums: sourceSums, ms: Date.now() - started };
  } finally {
    await source.close();
    await target.close();
  }
}

/** `sqlite:./file` or `postgres://…` (a bare path is taken as a SQLite file). */
export function databaseUrlArg(value: string): string {
  if (/^(sqlite:|postgres(ql)?:\/\/)/.test(value)) {
    engineOf(value);
    return value;
  }
  return `sqlite:${value}`;
}
