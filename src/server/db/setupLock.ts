import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Engine } from './engine';

/** The advisory lock every process of this app takes for migrations and first seeding. */
const LOCK_KEY = sql`hashtext('capstone-evaluation:setup')`;
/** How long a process waits for another one's migrations and seeding (SQLite). */
const SQLITE_WAIT_MS = 120_000;

async function sqliteFile(db: Kysely<unknown>): Promise<string | null> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((r) => r.name === 'main')?.file;
  return file ? file : null; // '' for :memory:
}

/**
 * Runs `work` while holding the setup lock, so that N processes starting together on one empty database
 * migrate and seed it exactly once. PostgreSQL: a session advisory lock on one connection, and `work`
 * runs on that connection. SQLite: an exclusive transaction on a sidecar file (`<database>.setup-lock`) —
 * the database file itself stays free for `work`; the operating system releases the lock if the process dies.
 */
export async function withSetupLock<T>(db: Kysely<unknown>, engine: Engine, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  if (engine === 'postgres') {
    return db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(conn);
      try {
        return await work(conn);
      } finally {
        await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
      }
    });
  }
  const file = await sqliteFile(db);
  if (!file) return work(db);
  const lock = new SQLite(path.join(path.dirname(file), `${path.basename(file)}.setup-lock`));
  try {
    lock.pragma(`busy_timeout = ${SQLITE_WAIT_MS}`);
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await work(db);
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}
