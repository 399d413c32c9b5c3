import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { generateUniversity, type Generated } from '../seed/university';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_OUT = path.join(ROOT, '.tmp', 'bench');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** Bundles the current server source (esbuild, a second or two) into .tmp/bench/server/main.js. */
export function buildServer(): string {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-server.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, OUT_DIR: SERVER_OUT } });
  if (res.status !== 0) throw new Error('building the server failed');
  return path.join(SERVER_OUT, 'server', 'main.js');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface University {
  databaseUrl: string;
  generated: Generated;
  drop(): Promise<void>;
}

/**
 * An empty database for one bench run: a new database on DATABASE_URL's PostgreSQL when it names one, else a SQLite
 * file in a temporary folder; `drop` removes it.
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (base && /^postgres(ql)?:\/\//.test(base)) {
    const name = `capstone_${prefix}_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `capstone-${prefix}-`));
  return { url: `sqlite:${path.join(dir, `${prefix}.sqlite`)}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A freshly generated university: a temporary SQLite file, or, when DATABASE_URL is postgres://…, a new
 * database on that server (dropped afterwards).
 */
export async function freshUniversity(scale: number, seed = 1): Promise<University> {
  const { url: databaseUrl, drop } = await freshDatabase('bench');
  const handle = openDatabase(databaseUrl);
  try {
    await migrateToLatest(handle.kysely as unknown as Kysely<unknown>, handle.engine);
    const generated = await generateUniversity(handle.kysely, handle.engine, { seed, scale });
    console.log(`university generated (${handle.engine}, scale ${scale}) in ${generated.seconds.toFixed(1)} s`);
    return { databaseUrl, generated, drop };
  } finally {
    await handle.close();
  }
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux): the server's cost of a run, which
 * other load on the machine barely changes (req/s swing by 2× under it). */
export function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export function peakRssMb(pid: number | undefined): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Starts a node script with env on a free port and waits until `health` answers. With BENCH_PROFILE_DIR set, each
 * process writes a V8 CPU profile there when it ends (open it in Chrome's DevTools): where a run's server time went.
 */
export async function startProcess(args: string[], env: Record<string, string>, health: string): Promise<RunningServer> {
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
  const child = spawn(process.execPath, [...profile, ...args], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}${health}`)).ok) break;
    } catch {
      if (i > 300 || child.exitCode !== null) throw new Error(`${args.join(' ')} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    child,
    peakRssMb: () => peakRssMb(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The real built server on a database, no demo seed, no SPA, quiet logs. */
export function startAppServer(main: string, databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess([main], { DATABASE_URL: databaseUrl, SEED: 'none', ADMIN_PASSWORD: 'bench-bootstrap-admin-123', CLIENT_DIR: '', LOG_LEVEL: 'warn', JWT_SECRET, ...extraEnv }, '/api/health');
}

/**
 * Builds the server, starts one process of it on a fresh database with the demo data (`DATABASE_URL` a PostgreSQL
 * server's, else SQLite in a temporary folder; `env` beside it), runs `work` against it, then stops the process and
 * drops the database.
 */
export async function withDemoServer<T>(prefix: string, work: (server: RunningServer, databaseUrl: string) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const main = buildServer();
  const db = await freshDatabase(prefix);
  const server = await startProcess([main], { DATABASE_URL: db.url, SEED: 'demo', CLIENT_DIR: '', LOG_LEVEL: 'warn', JWT_SECRET, ...env }, '/api/health');
  try {
    return await work(server, db.url);
  } finally {
    await server.stop();
    await db.drop();
  }
}

export async function login(url: string, role: 'admin' | 'teach' | 'std', username: string, password: string): Promise<string> {
  const path = { admin: '/api/loginadmin', teach: '/api/loginteacher', std: '/api/loginstudent' }[role];
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed for ${username}: ${res.status}`);
  return body.token;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
