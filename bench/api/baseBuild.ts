import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { migrationsFor } from '../../src/server/db/migrate';

const ROOT = path.resolve(__dirname, '..', '..');

export interface BaseBuild {
  ref: string;
  commit: string;
  main: string;
  /** migrations of this build the base does not know (undone on its copy of the database) */
  unknown: string[];
  remove(): void;
}

const git = (...args: string[]) => {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};

/**
 * `--compare <ref>`: the base built from a temporary git worktree (detached at ref, this checkout's node_modules
 * linked in) with its own scripts/build-server.mjs. Its migrations are read from its migrate.ts, so the newer ones
 * of this build can be undone on the base's copy of the database (a server refuses a database with migrations it
 * does not know).
 */
export function buildBase(ref: string): BaseBuild {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-base-'));
  git('worktree', 'add', '--detach', dir, commit);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const out = path.join(dir, '.tmp', 'bench-base');
    const built = spawnSync(process.execPath, [path.join(dir, 'scripts', 'build-server.mjs')], { cwd: dir, stdio: 'inherit', env: { ...process.env, OUT_DIR: out } });
    if (built.status !== 0) throw new Error(`building ${ref} failed`);
    const known = new Set([...readFileSync(path.join(dir, 'src', 'server', 'db', 'migrate.ts'), 'utf8').matchAll(/'(\d{3}_[\w]+)':/g)].map((m) => m[1]!));
    const unknown = Object.keys(migrationsFor('sqlite')).filter((name) => !known.has(name));
    return { ref, commit: commit.slice(0, 10), main: path.join(out, 'server', 'main.js'), unknown, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/** Undoes the named migrations (newest first) on a database with this build's own down() steps. */
export async function undoMigrations(databaseUrl: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const handle = openDatabase(databaseUrl);
  try {
    const all = migrationsFor(handle.engine);
    const db = handle.kysely as unknown as Kysely<{ kysely_migration: { name: string } }>;
    for (const name of [...names].reverse()) {
      const down = all[name]?.down;
      if (!down) throw new Error(`migration ${name} cannot be undone`);
      await down(db as unknown as Kysely<unknown>);
      await db.deleteFrom('kysely_migration').where('name', '=', name).execute();
    }
  } finally {
    await handle.close();
  }
}

/** A copy of a database for the base: a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. */
export async function copyDatabase(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    const copy = `${file}.base`;
    const { copyFileSync } = await import('node:fs');
    copyFileSync(file, copy);
    return { url: `sqlite:${copy}`, drop: async () => rmSync(copy, { force: true }) };
  }
  const url = new URL(databaseUrl);
  const source = url.pathname.slice(1);
  const name = `${source}_base`;
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const run = async (text: string) => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
