/**
 * Defence-week load: hundreds of lecturers saving whole marking grids at once against the real server
 * process (dist/server/main.js) on a temporary SQLite database (or DATABASE_URL=postgres://... when given).
 * Prints throughput, latency percentiles, the server's peak memory, and checks that no mark was lost.
 *
 *   node -r esbuild-register bench/marking-load.ts            (BOARDS=50 LECTURERS=4 PROJECTS=4 STUDENTS=4 by default)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedGenerated } from './seed/generated';

const size = {
  boards: Number(process.env.BOARDS ?? 50),
  lecturersPerBoard: Number(process.env.LECTURERS ?? 4),
  projectsPerBoard: Number(process.env.PROJECTS ?? 4),
  studentsPerProject: Number(process.env.STUDENTS ?? 4),
};
const PASSWORD = 'bench-pass-123';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/main.js')) spawnSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-bench-'));
  const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.sqlite')}`;
  const setup = openDatabase(databaseUrl);
  await migrateToLatest(setup.kysely as unknown as Kysely<unknown>, setup.engine);
  const data = await seedGenerated(setup.kysely, size, await hashPassword(PASSWORD));
  await setup.close();

  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, SEED: 'none', CLIENT_DIR: '', LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      if (i > 200) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const tokens = new Map<string, string>();
  await pool(data.lecturers, 8, async (l) => {
    const res = await fetch(`${url}/loginteacher`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: l.username, password: PASSWORD }) });
    const body = (await res.json()) as { token?: string };
    if (!body.token) throw new Error(`login failed for ${l.username}`);
    tokens.set(l.username, body.token);
  });

  const jobs = data.lecturers.flatMap((l) =>
    data.boards.find((b) => b.boardId === l.boardId)!.projects.map((p) => ({ lecturer: l, project: p })),
  );
  const concurrency = data.lecturers.length;

  async function round(label: string): Promise<void> {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    await pool(jobs, concurrency, async ({ lecturer, project }) => {
      const rows = project.stdinprjIds.map((stdinprjId) => ({
        stdinprjId,
        scores: Object.fromEntries(data.columnIds.map((c) => [String(c), Math.round(Math.random() * 1000) / 100])),
      }));
      const t0 = performance.now();
      const res = await fetch(`${url}/marking/save`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(lecturer.username)}` },
        body: JSON.stringify({ lectureinboardId: lecturer.lectureInBoardId, projectId: project.projectId, rows }),
      });
      const body = (await res.json()) as { status?: number };
      latencies.push(performance.now() - t0);
      if (res.status !== 200 || body.status !== 200) errors++;
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${label}: ${jobs.length} grid saves by ${concurrency} lecturers at once in ${seconds.toFixed(2)} s = ${(jobs.length / seconds).toFixed(0)} saves/s; ` +
        `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; errors ${errors}`,
    );
  }

  await round('insert round');
  await round('update round');

  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;

  const check = openDatabase(databaseUrl);
  const { n } = await check.kysely.selectFrom('score').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const history = await check.kysely.selectFrom('score_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await check.close();
  const expected = jobs.length * size.studentsPerProject * data.columnIds.length;
  console.log(`server peak RSS: ${peak.toFixed(0)} MiB`);
  console.log(`score rows: ${Number(n)} of ${expected} expected; history rows: ${Number(history.n)} (at most ${expected * 2})`);
  console.log(`marks lost: ${expected - Number(n)}`);
  if (!process.env.DATABASE_URL) rmSync(dir, { recursive: true, force: true });
  if (Number(n) !== expected) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
