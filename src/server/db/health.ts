import { accessSync, constants, statfsSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { describeFault } from './faults';

export interface HealthReport {
  engine: string;
  /** the newest migration the database itself records (null when it cannot be read) */
  migration: string | null;
  /** a read answered */
  reads: boolean;
  /** a committed write succeeded recently, and (SQLite) the file and its file system can take more */
  writes: boolean;
  /** why not, when reads or writes is false (a code and the driver's first line: for admins and the log only) */
  fault?: string;
}

/** Below this much free space on the SQLite database's file system, writes are reported as failing. */
const MIN_FREE_BYTES = 1024 * 1024;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What stops SQLite writing that a rewrite of one row cannot see (it fits in the WAL already on disk): the file at
 * `max_page_count`, a file system nearly full, a file or file system that is read-only. Checked on every call: a
 * pragma and two system calls, no write.
 */
function sqliteWriteBlocker(handle: Db): string | null {
  if (handle.raw.engine !== 'sqlite') return null;
  const s = handle.raw.sqlite;
  const pages = Number(s.pragma('page_count', { simple: true }));
  const max = Number(s.pragma('max_page_count', { simple: true }));
  const free = Number(s.pragma('freelist_count', { simple: true }));
  if (pages >= max && free === 0) return 'SQLITE_FULL: the database file cannot grow (max_page_count reached)';
  if (s.memory) return null;
  if (Number(s.pragma('query_only', { simple: true })) === 1) return 'SQLITE_READONLY: the connection is query-only';
  const file = path.resolve(s.name);
  try {
    accessSync(file, constants.W_OK);
    accessSync(path.dirname(file), constants.W_OK);
  } catch (err) {
    return `SQLITE_READONLY: ${describeFault(err)}`;
  }
  const fs = statfsSync(path.dirname(file));
  if (fs.bavail * fs.bsize < MIN_FREE_BYTES) return `SQLITE_FULL: the file system holding the database has ${fs.bavail * fs.bsize} bytes free`;
  return null;
}

/**
 * The health check: a read every call, a committed write (it rewrites one row of `health_probe` with its own value)
 * at most once per `cacheMs` while it succeeds — a load balancer polling, or anyone hammering the public route,
 * does not commit a write per call. A failed probe is not cached, and any database fault met by a request clears
 * the cached success (`forget`), so health turns 503 as soon as real writes fail.
 */
export class HealthProbe {
  private writeOkUntil = 0;
  private inFlight: Promise<string | null> | null = null;

  constructor(
    private readonly handle: Db,
    private readonly timeoutMs: number,
    private readonly cacheMs: number,
  ) {}

  forget(): void {
    this.writeOkUntil = 0;
  }

  async check(): Promise<HealthReport> {
    const db = this.handle.kysely as unknown as Kysely<unknown>;
    const report: HealthReport = { engine: this.handle.engine, migration: null, reads: false, writes: false };
    try {
      const { rows } = await withTimeout(sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db), this.timeoutMs);
      report.migration = rows[0]?.name ?? null;
      report.reads = true;
    } catch (err) {
      report.fault = describeFault(err);
      return report;
    }
    let fault: string | null;
    try {
      fault = sqliteWriteBlocker(this.handle);
    } catch (err) {
      fault = describeFault(err);
    }
    if (fault === null && Date.now() >= this.writeOkUntil) fault = await (this.inFlight ??= this.probeWrite(db).finally(() => (this.inFlight = null)));
    if (fault !== null) report.fault = fault;
    else report.writes = true;
    return report;
  }

  private async probeWrite(db: Kysely<unknown>): Promise<string | null> {
    try {
      const result = await withTimeout(sql`update health_probe set "Note" = "Note" where "Id" = 1`.execute(db), this.timeoutMs);
      if (Number(result.numAffectedRows ?? 0) !== 1) throw new Error('the health_probe row is missing');
      this.writeOkUntil = Date.now() + this.cacheMs;
      return null;
    } catch (err) {
      this.writeOkUntil = 0;
      return describeFault(err);
    }
  }
}
