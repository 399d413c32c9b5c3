import type SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { engineOf, type Engine } from './engine';
import { createPgPool } from './pg/pgPool';
import { registerPostgres, registerSqlite } from './compiled';
import { logQuery } from './queryObserver';
import type { Database } from './schema';
import { openSqlite } from './sqlite/sqliteDatabase';
import { dbSettings } from '../runtime/env';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** the driver underneath (operations: health, backups): a pg.Pool or a better-sqlite3 connection */
  raw: { engine: 'postgres'; pool: pg.Pool } | { engine: 'sqlite'; sqlite: SQLite.Database };
  close(): Promise<void>;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; every count in this app fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(databaseUrl: string, env: NodeJS.ProcessEnv = process.env): Db {
  const engine = engineOf(databaseUrl);
  const settings = dbSettings(env);
  if (engine === 'postgres') {
    const { pool, raw } = createPgPool(databaseUrl, settings);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logQuery });
    registerPostgres(kysely);
    return {
      kysely,
      engine,
      raw: { engine, pool: raw },
      close: () => kysely.destroy(),
    };
  }
  const file = databaseUrl.slice('sqlite:'.length);
  const { database, raw } = openSqlite(file, settings);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: logQuery });
  registerSqlite(kysely, raw);
  return {
    kysely,
    engine,
    raw: { engine, sqlite: raw },
    close: () => kysely.destroy(),
  };
}

/**
 * SQLite plans joins from table statistics when it has them, and guesses otherwise: on the generated university the
 * guess drove a board's marking counts from every score of each seat (1.8 ms) instead of the score cells of each
 * student (0.45 ms with statistics). `PRAGMA optimize` (0x10002: also tables never analysed, each bounded by
 * analysis_limit) gathers them where they are missing or stale; run at start, after migrations and seeding, and it
 * costs milliseconds. PostgreSQL's autovacuum keeps its own statistics.
 */
export function refreshPlannerStatistics(db: Db): void {
  if (db.raw.engine !== 'sqlite') return;
  db.raw.sqlite.pragma('analysis_limit = 1000');
  db.raw.sqlite.pragma('optimize = 0x10002');
}
