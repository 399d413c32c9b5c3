import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { describeFault } from './faults';

export interface HealthReport {
  engine: string;
  /** the newest migration the database itself records (null when it cannot be read) */
  migration: string | null;
  /** a read answered */
  reads: boolean;
  /** a committed write succeeded (and, on SQLite, the file has room to grow) */
  writes: boolean;
  /** why not, when reads or writes is false (no secrets: a code and the driver's first line) */
  fault?: string;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function sqliteIsFull(handle: Db): Promise<boolean> {
  if (handle.raw.engine !== 'sqlite') return false;
  const s = handle.raw.sqlite;
  const pages = Number(s.pragma('page_count', { simple: true }));
  const max = Number(s.pragma('max_page_count', { simple: true }));
  const free = Number(s.pragma('freelist_count', { simple: true }));
  return pages >= max && free === 0;
}

/** Reads the migration table, then writes the probe row; each step bounded by `timeoutMs`. */
export async function checkHealth(handle: Db, timeoutMs: number): Promise<HealthReport> {
  const db = handle.kysely as unknown as Kysely<unknown>;
  const report: HealthReport = { engine: handle.engine, migration: null, reads: false, writes: false };
  try {
    const { rows } = await withTimeout(
      sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db),
      timeoutMs,
    );
    report.migration = rows[0]?.name ?? null;
    report.reads = true;
  } catch (err) {
    report.fault = describeFault(err);
    return report;
  }
  try {
    const result = await withTimeout(
      sql`update health_probe set "Note" = "Note" where "Id" = 1`.execute(db),
      timeoutMs,
    );
    if (Number(result.numAffectedRows ?? 0) !== 1) throw new Error('the health_probe row is missing');
    if (await sqliteIsFull(handle)) throw new Error('SQLITE_FULL: the database file cannot grow (max_page_count reached)');
    report.writes = true;
  } catch (err) {
    report.fault = describeFault(err);
  }
  return report;
}
