/**
 * npm run bench:ab -- [--duration 3 --rounds 2]   (BASE_MAIN=/path/to/base/server/main.js)
 * Before/after on the same machine at the same time: the server built from the current source and a base build
 * (e.g. `git archive <commit>` built with scripts/build-server.mjs) each on its own copy of one generated
 * university (SQLite), autocannon alternating between them per endpoint (10 connections), so the other load of a
 * shared machine hits both alike. Prints req/s of each and the ratio new/base. BASE_UNDO (default 009_indexes)
 * names migrations the base build does not know: they are undone on its copy (the base refuses unknown ones).
 */

const UNDO: Record<string, { down(db: Kysely<unknown>): Promise<void> }> = { '009_indexes': indexesMigration };

async function undoMigrations(file: string, names: string[]): Promise<void> {
  const handle = openDatabase(`sqlite:${file}`);
  try {
    const db = handle.kysely as unknown as Kysely<{ kysely_migration: { name: string } }>;
    for (const name of names) {
      await UNDO[name]!.down(db as unknown as Kysely<unknown>);
      await db.deleteFrom('kysely_migration').where('name', '=', name).execute();
    }
  } finally {
    await handle.close();
  }
}
import { copyFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { indexesMigration } from '../../src/server/db/migrations/009_indexes';
import { argNumber } from '../lib/args';
import { buildServer, cpuMs, freshUniversity, startAppServer } from '../lib/server';
import { hotEndpoints } from './endpoints';
import { cannon, settle } from './index';

async function main(): Promise<void> {
  const base = process.env.BASE_MAIN;
  if (!base) throw new Error('BASE_MAIN=/path/to/base/server/main.js is required');
  const duration = argNumber('--duration', 3);
  const rounds = argNumber('--rounds', 2);
  const current = buildServer();
  const uni = await freshUniversity(argNumber('--scale', 1));
  if (!uni.databaseUrl.startsWith('sqlite:')) throw new Error('the A/B runs on SQLite only');
  const copy = `${uni.databaseUrl.slice('sqlite:'.length)}.base`;
  copyFileSync(uni.databaseUrl.slice('sqlite:'.length), copy);
  await undoMigrations(copy, (process.env.BASE_UNDO ?? '009_indexes').split(',').filter(Boolean));
  const servers = { base: await startAppServer(base, `sqlite:${copy}`), new: await startAppServer(current, uni.databaseUrl) };
  try {
    const sets = { base: await hotEndpoints(servers.base.url, uni.generated), new: await hotEndpoints(servers.new.url, uni.generated) };
    const lines = [
      '| Endpoint (10 connections) | base req/s | new req/s | new / base | base server CPU ms/request | new server CPU ms/request | base / new CPU |',
      '|---|---:|---:|---:|---:|---:|---:|',
    ];
    for (let i = 0; i < sets.new.length; i++) {
      const name = sets.new[i]!.name;
      if (sets.new[i]!.kind === 'list' || sets.new[i]!.kind === 'big') continue;
      const rps: Record<'base' | 'new', number[]> = { base: [], new: [] };
      const cpu: Record<'base' | 'new', number[]> = { base: [], new: [] };
      for (let r = 0; r < rounds; r++) {
        const order: ('base' | 'new')[] = r % 2 === 0 ? ['base', 'new'] : ['new', 'base'];
        for (const which of order) {
          const e = sets[which][i]!;
          const probe = sets[which].find((x) => x.path === '/api/semester/getall')!;
          await settle(servers[which].url, probe);
          const before = cpuMs(servers[which].child.pid);
          const m = await cannon(`${servers[which].url}${e.path}`, 10, duration, e);
          rps[which].push(m.rps);
          if (m.responses > 0) cpu[which].push((cpuMs(servers[which].child.pid) - before) / m.responses);
        }
      }
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const line =
        `| ${name} | ${mean(rps.base).toFixed(0)} | ${mean(rps.new).toFixed(0)} | ${(mean(rps.new) / mean(rps.base)).toFixed(2)}× ` +
        `| ${mean(cpu.base).toFixed(3)} | ${mean(cpu.new).toFixed(3)} | ${(mean(cpu.base) / mean(cpu.new)).toFixed(2)}× |`;
      console.log(line);
      lines.push(line);
    }
    console.log(`\n${lines.join('\n')}`);
  } finally {
    await servers.base.stop();
    await servers.new.stop();
    await uni.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
