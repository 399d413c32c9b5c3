/**
 * What the benches that compare builds on both engines share (bench:spec, bench:cold; bench:defence runs the engines
 * alone): the run on SQLite then on PostgreSQL, the `--compare <ref>` base build, the university each build reads,
 * and the median of the rounds.
 */
import pg from 'pg';
import { argNumber, hasFlag } from '../lib/args';
import { buildServer, freshUniversity, type University } from '../lib/server';
import { buildBase, copyDatabase, undoMigrations, type BaseBuild } from './baseBuild';

export type Engine = 'SQLite' | 'PostgreSQL';

/** The first PostgreSQL that answers: BENCH_PG_URL, TEST_DATABASE_URL, then the local 127.0.0.1:5432. */
export async function postgresUrl(): Promise<string | undefined> {
  const candidates = [process.env.BENCH_PG_URL, process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    if (!url || !/^postgres(ql)?:\/\//.test(url)) continue;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.end();
      return url;
    } catch {
      // the next one
    }
  }
  return undefined;
}

/**
 * `run` on SQLite, then on PostgreSQL when one answers (not with `--sqlite-only`; `--pg-only` skips SQLite), DATABASE_URL
 * set for each (unset for SQLite) and given back as it was afterwards.
 */
export async function onEachEngine<T>(run: (engine: Engine) => Promise<T>): Promise<T[]> {
  const saved = process.env.DATABASE_URL;
  const results: T[] = [];
  try {
    delete process.env.DATABASE_URL;
    if (!hasFlag('--pg-only')) results.push(await run('SQLite'));
    const pgUrl = hasFlag('--sqlite-only') ? undefined : await postgresUrl();
    if (pgUrl) {
      process.env.DATABASE_URL = pgUrl;
      results.push(await run('PostgreSQL'));
    } else console.log('PostgreSQL: none answers (BENCH_PG_URL, TEST_DATABASE_URL, 127.0.0.1:5432): SQLite only');
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
  return results;
}

/**
 * This checkout's server built, and with `--compare <ref>` the base built from <ref>; `run` measures them, then the
 * base's worktree is removed (its ref, commit and unknown migrations stay readable for the report).
 */
export async function withBuilds<T>(run: (current: string, base: BaseBuild | null) => Promise<T>): Promise<{ results: T; base: BaseBuild | null }> {
  const at = process.argv.indexOf('--compare');
  const ref = at >= 0 ? process.argv[at + 1] : undefined;
  if (at >= 0 && !ref) throw new Error('--compare needs a git ref');
  const current = buildServer();
  const base = ref ? buildBase(ref) : null;
  try {
    return { results: await run(current, base), base };
  } finally {
    base?.remove();
  }
}

/**
 * A freshly generated university (`--scale`, 1 by default) for this build and, with a base, a copy of it for the base
 * without the migrations the base does not know; `drop()` removes both.
 */
export async function universities(base: BaseBuild | null): Promise<{ uni: University; copy: { url: string } | null; drop(): Promise<void> }> {
  const uni = await freshUniversity(argNumber('--scale', 1));
  const copy = base ? await copyDatabase(uni.databaseUrl) : null;
  if (copy && base) await undoMigrations(copy.url, base.unknown);
  return {
    uni,
    copy,
    drop: async () => {
      await copy?.drop();
      await uni.drop();
    },
  };
}

/** The middle run (the mean of the middle two for an even count): one run disturbed by the machine's other load moves it least. */
export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
