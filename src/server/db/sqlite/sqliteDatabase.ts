import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { DbSettings } from '../../runtime/env';
import { withStatementCache } from './statementCache';

const NO_OP: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * The better-sqlite3 connection handed to Kysely. SQLite itself rolls a transaction back when it hits a
 * full disk (SQLITE_FULL) or an I/O error; the ROLLBACK Kysely then sends would fail with "no transaction
 * is active" and hide the real fault, so it becomes a no-op when nothing is open.
 */
export function openSqlite(file: string, settings: DbSettings): { database: SqliteDatabase; raw: SQLite.Database } {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const raw = new SQLite(file);
  raw.pragma(`busy_timeout = ${settings.sqliteBusyTimeoutMs}`);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('synchronous = FULL');
  // Prepared statements are cached by SQL text (statementCache.ts): preparing costs as much as a small query.
  const cached = withStatementCache(raw);
  const database: SqliteDatabase = {
    prepare(sql: string) {
      if (/^\s*rollback\s*$/i.test(sql) && !raw.inTransaction) return NO_OP;
      return cached.prepare(sql);
    },
    close: () => raw.close(),
  };
  return { database, raw };
}
