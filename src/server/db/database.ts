import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { engineOf, type Engine } from './engine';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// PostgreSQL returns COUNT(*) and BIGINT as strings; every count in this app fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(databaseUrl: string): Db {
  const engine = engineOf(databaseUrl);
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client that PostgreSQL drops (restart, failover, an administrator) must not end the process:
    // the pool discards it and the next query opens a fresh connection.
    pool.on('error', (err) => {
      console.warn(`PostgreSQL dropped an idle connection: ${err.message}`);
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, engine, close: () => kysely.destroy() };
  }
  const file = databaseUrl.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, engine, close: () => kysely.destroy() };
}
