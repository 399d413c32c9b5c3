/**
 * npm run bench [-- --quick] [--compare <git ref>]: every benchmark in turn, each section written into bench/RESULTS.md
 * (--compare: the spec calls' section also runs <ref>, built in a temporary worktree, alternating with this build).
 * BENCH_PG_URL=postgres://… adds the PostgreSQL runs of bench:api and bench:marking (bench:spec, bench:cold and
 * bench:defence use it, TEST_DATABASE_URL or 127.0.0.1:5432 when one answers).
 */
import { spawnSync } from 'node:child_process';
import { benchApi } from './api';
import { benchCold } from './api/cold';
import { benchDefence } from './defence';
import { benchBundle } from './bundle';
import { benchCache } from './cache';
import { isQuick } from './lib/args';
import { recordSection, type Section } from './lib/results';
import { benchMail } from './mail';
import { benchMarking } from './marking';
import { benchMemory } from './memory';
import { benchScreens } from './screens';
import { benchSpec } from './api/spec';
import { benchKeystroke, hasBuild } from './marking/keystroke';

async function withDatabase(url: string | undefined, run: () => Promise<Section>): Promise<Section> {
  const saved = process.env.DATABASE_URL;
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

async function main(): Promise<void> {
  const pg = process.env.BENCH_PG_URL;
  const runs: [string, () => Promise<Section>][] = [
    ['bundle', benchBundle],
    ['screens', () => withDatabase(undefined, benchScreens)],
    ['statement cache', benchCache],
    // the spec's calls beside the old system's figures, SQLite and PostgreSQL (when one answers); --compare <ref>
    ['spec calls', benchSpec],
    // every list right after a write and kept, identity and gzip/br, beside the old system's recorded figures; --compare <ref>
    ['cold lists', benchCold],
    // what an idle server's memory is made of, on the demo data and the generated university
    ['idle memory', benchMemory],
    ['api (SQLite)', () => withDatabase(undefined, benchApi)],
    ...(pg ? [['api (PostgreSQL)', () => withDatabase(pg, benchApi)] as [string, () => Promise<Section>]] : []),
    ['marking (SQLite)', () => withDatabase(undefined, benchMarking)],
    ...(pg ? [['marking (PostgreSQL)', () => withDatabase(pg, benchMarking)] as [string, () => Promise<Section>]] : []),
    // the outbox's cost: a publication with its mails against one without, small reads beside 10,000 queued mails
    ['mail (SQLite)', () => withDatabase(undefined, benchMail)],
    // the open-loop defence week at 1× and 3× its peak and with one abusive account, SQLite and 3 processes on PostgreSQL
    ['defence week, open loop', benchDefence],
  ];
  // the keystroke benchmark measures the built app ($OUT_DIR, default dist)
  runs.push([
    'keystroke',
    async () => {
      // the screens benchmark builds only the client: the whole app is built here when it is missing
      if (!hasBuild() && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
      return benchKeystroke();
    },
  ]);
  let failed = 0;
  for (const [name, run] of runs) {
    console.log(`\n=== bench: ${name} ===`);
    try {
      recordSection(await run(), isQuick());
    } catch (err) {
      failed++;
      console.error(`bench ${name} failed:`, err);
    }
  }
  console.log(`\nbench/RESULTS.md written${failed ? `; ${failed} benchmark(s) failed` : ''}`);
  if (failed) process.exitCode = 1;
}

void main();
