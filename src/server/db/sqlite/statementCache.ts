import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 for Kysely's SQLite dialect with prepared statements cached by SQL text: the driver
 * prepares every query again, and preparing costs about as much as running a small query.
 * Least recently used statements beyond `max` are dropped (a Map keeps insertion order: a hit moves to
 * the end). A statement still iterating (a streamed query) is never handed out twice: a fresh one is.
 * SQLite recompiles a cached statement by itself after a schema change.
 */
export function withStatementCache(db: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = db.prepare(sql);
      if (!hit) {
        cache.set(sql, statement);
        if (cache.size > max) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}
