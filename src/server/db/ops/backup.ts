import { spawnSync } from 'node:child_process';
import { existsSync, statSync, copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { engineOf } from '../engine';

/** Finds a program on PATH (pg_dump, pg_restore from Debian's postgresql-client). */
function onPath(program: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, program);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

function requireTool(program: string): string {
  const found = onPath(program);
  if (!found) {
    throw new Error(`${program} was not found on PATH. Install Debian's PostgreSQL client tools: apt-get install postgresql-client (its major version must be at least the server's)`);
  }
  return found;
}

function run(program: string, args: string[]): void {
  const r = spawnSync(program, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(program)} failed: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(0, 3).join(' ')}`);
}

/**
 * A consistent online backup while the server runs. SQLite: the online backup API (better-sqlite3
 * `.backup()`), page by page, a snapshot even while others write. PostgreSQL: `pg_dump --format=custom`
 * (one snapshot of the whole database).
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (engineOf(databaseUrl) === 'postgres') {
    run(requireTool('pg_dump'), ['--format=custom', '--no-owner', '--file', file, '--dbname', databaseUrl]);
    return;
  }
  const db = new SQLite(databaseUrl.slice('sqlite:'.length), { fileMustExist: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
}

/** Restores a backup into an EMPTY database: a new SQLite file, or a PostgreSQL database with no tables. */
export async function restoreDatabase(file: string, databaseUrl: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup file ${file}`);
  if (engineOf(databaseUrl) === 'postgres') {
    const pgRestore = requireTool('pg_restore');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`);
      if (rows[0].n > 0) throw new Error('the target database is not empty; restore only into a new, empty database');
    } finally {
      await client.end();
    }
    run(pgRestore, ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', databaseUrl, file]);
    return;
  }
  const target = databaseUrl.slice('sqlite:'.length);
  if (existsSync(target) && statSync(target).size > 0) throw new Error(`${target} already exists; restore only into a new file`);
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  // Check it is a readable SQLite database before putting it in place.
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    if (check.pragma('quick_check', { simple: true }) !== 'ok') throw new Error(`${file} is not a sound SQLite database`);
  } finally {
    check.close();
  }
  copyFileSync(file, target);
}
