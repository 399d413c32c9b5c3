/**
 * npm run bench:memory [-- --skip-university]
 * What an idle server's memory is made of (issue 45 item 5): the built server started on the demo data (SQLite,
 * SEED=demo) and on the generated university (SQLite, scale 1), sampled from inside the process (a probe preloaded
 * with --require, bench/lib/memoryProbe.ts, after a full GC) at each step of a first contact: started and idle;
 * after sign-ins (argon2); after an admin read every kept list as a browser does (`Accept-Encoding: gzip, br`: the
 * texts and their compressed forms kept); after one PDF (the documents pool starts its first worker thread). Beside
 * them, a bare Node process with the same probe: what any Node process costs before the app loads anything.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { hasFlag } from './lib/args';
import { recordSection, type Section } from './lib/results';
import { buildServer, freshUniversity, login, startProcess, JWT_SECRET, type RunningServer } from './lib/server';
import type { MemorySample } from './lib/memoryProbe';
import { PASSWORDS, adminUsername } from './seed/plan';

const ROOT = path.resolve(__dirname, '..');
const PROBE = path.join(ROOT, '.tmp', 'bench', 'memoryProbe.js');
const LISTS = ['/api/student/getall', '/api/project/getall', '/api/course/getall', '/api/teacher/getall', '/api/evalution/getall', '/api/template/getall', '/api/subject/getall', '/api/semester/getall', '/api/project/getallpubliced'];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function buildProbe(): void {
  buildSync({ entryPoints: [path.join(__dirname, 'lib', 'memoryProbe.ts')], outfile: PROBE, bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning' });
}

/** Asks the process for a sample (SIGUSR2) and reads it once written. */
async function probe(pid: number, file: string): Promise<MemorySample> {
  const before = existsSync(file) ? statSync(file).mtimeMs : 0;
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await pause(50);
    if (existsSync(file) && statSync(file).mtimeMs !== before) {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as MemorySample;
      } catch {
        // being written
      }
    }
  }
  throw new Error('the memory probe did not answer');
}

interface Step {
  name: string;
  sample: MemorySample;
}

async function bareNode(file: string): Promise<MemorySample> {
  const child = spawn(process.execPath, ['--expose-gc', '--require', PROBE, '-e', 'setInterval(() => {}, 1000)'], { env: { ...process.env, MEMORY_PROBE_FILE: file }, stdio: 'ignore' });
  await pause(1500);
  try {
    return await probe(child.pid!, file);
  } finally {
    child.kill('SIGTERM');
  }
}

async function get(url: string, token: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return bytes;
}

async function steps(server: RunningServer, file: string, accounts: { admin: [string, string]; student: [string, string] }): Promise<Step[]> {
  const pid = server.child.pid!;
  const out: Step[] = [];
  await pause(5000); // start-up's own work settles (timers, the first statements)
  out.push({ name: 'started, idle', sample: await probe(pid, file) });
  const admin = await login(server.url, 'admin', ...accounts.admin);
  const student = await login(server.url, 'std', ...accounts.student);
  await pause(1000);
  out.push({ name: 'after 2 sign-ins (argon2)', sample: await probe(pid, file) });
  for (const list of LISTS) {
    await get(`${server.url}${list}`, admin, { 'accept-encoding': 'gzip, br' });
    await get(`${server.url}${list}`, admin, { 'accept-encoding': 'gzip' });
  }
  await pause(1000);
  out.push({ name: 'every list kept (text, br and gzip)', sample: await probe(pid, file) });
  await get(`${server.url}/api/documents/transcript.pdf`, student);
  await pause(1000);
  out.push({ name: 'after one PDF (1 document worker)', sample: await probe(pid, file) });
  return out;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const kb = (n: number | undefined) => ((n ?? 0) / 1024).toFixed(1);

function table(title: string, rows: Step[]): string[] {
  return [
    `**${title}**`,
    '',
    '| step | RSS (MB) | V8 heap of the main thread: used / committed (MB) | other anonymous memory: other threads\' heaps, malloc arenas, SQLite (MB) | malloc main arena (MB) | node binary + shared libraries + addons (MB) | external / array buffers (MB) | threads |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(({ name, sample: s }) => {
      const m = s.mappings;
      const anonymous = (m.anonymous ?? 0) * 1024;
      const code = (m['node binary'] ?? 0) + (m['shared libraries'] ?? 0) + (m['native addons (.node)'] ?? 0);
      return `| ${name} | **${kb(s.status.VmRSS)}** | ${mb(s.usage.heapUsed)} / ${mb(s.v8Physical)} | ${mb(Math.max(0, anonymous - s.v8Physical))} | ${kb(m['malloc main arena ([heap])'])} | ${kb(code)} | ${mb(s.usage.external)} / ${mb(s.usage.arrayBuffers)} | ${s.threads} |`;
    }),
    '',
  ];
}

/** The packages main.js requires, each alone in a fresh Node process: the V8 heap and RSS it adds once loaded. */
function packageCosts(main: string): string[] {
  const names = [...new Set([...readFileSync(main, 'utf8').matchAll(/require\("([^".][^"]*)"\)/g)].map((m) => m[1]!).filter((n) => !n.startsWith('node:')))];
  const script = 'gc();const a=process.memoryUsage();require(process.argv[1]);gc();gc();const b=process.memoryUsage();console.log(JSON.stringify({heap:b.heapUsed-a.heapUsed,rss:b.rss-a.rss}))';
  const rows = names
    .map((name) => {
      const res = spawnSync(process.execPath, ['--expose-gc', '-e', script, name], { cwd: ROOT, encoding: 'utf8' });
      const cost = res.status === 0 ? (JSON.parse(res.stdout.trim()) as { heap: number; rss: number }) : { heap: NaN, rss: NaN };
      return { name, ...cost };
    })
    .sort((a, b) => b.heap - a.heap);
  const total = rows.reduce((sum, r) => sum + (Number.isFinite(r.heap) ? r.heap : 0), 0);
  return [
    `**The packages the server loads, each alone in a fresh Node process** (V8 heap used and RSS it adds; together ${mb(total)} MB of heap, shared parts counted in each)`,
    '',
    '| package | V8 heap (MB) | RSS (MB) |',
    '|---|---:|---:|',
    ...rows.map((r) => `| \`${r.name}\` | ${mb(r.heap)} | ${mb(r.rss)} |`),
    '',
  ];
}

export async function benchMemory(): Promise<Section> {
  const main = buildServer();
  buildProbe();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-memory-'));
  const file = path.join(dir, 'sample.json');
  const lines: string[] = [];
  const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');
  try {
    const bare = await bareNode(file);
    lines.push(...table('A bare Node process (`node -e "setInterval(…)"`, the same probe)', [{ name: 'idle', sample: bare }]));
    lines.push(...packageCosts(main));
    const env = { CLIENT_DIR: '', LOG_LEVEL: 'warn', JWT_SECRET, MEMORY_PROBE_FILE: file };
    const demoUrl = `sqlite:${path.join(dir, 'demo.sqlite')}`;
    const demo = await startProcess(['--expose-gc', '--require', PROBE, main], { ...env, DATABASE_URL: demoUrl, SEED: 'demo' }, '/api/health');
    try {
      lines.push(...table(`The demo data (SQLite, SEED=demo; load average ${load()})`, await steps(demo, file, { admin: ['admin', 'admin123'], student: ['student1', 'student123'] })));
    } finally {
      await demo.stop();
    }
    if (!hasFlag('--skip-university')) {
      delete process.env.DATABASE_URL;
      const uni = await freshUniversity(1);
      try {
        const server = await startProcess(['--expose-gc', '--require', PROBE, main], { ...env, DATABASE_URL: uni.databaseUrl, SEED: 'none', ADMIN_PASSWORD: 'bench-bootstrap-admin-123' }, '/api/health');
        try {
          lines.push(...table(`The generated university (SQLite, scale 1: 20,000 students; load average ${load()})`, await steps(server, file, { admin: [adminUsername(1), PASSWORDS.admin], student: ['student1', PASSWORDS.std] })));
        } finally {
          await server.stop();
        }
      } finally {
        await uni.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  lines.push(
    'Each row is sampled inside the server process (a probe preloaded with `--require`, `bench/lib/memoryProbe.ts`) right after a full GC (`--expose-gc`): `process.memoryUsage()` (the main thread\'s V8 heap; `external`: memory V8 objects hold outside the heap, Buffers among it), `v8.getHeapStatistics()` (what V8 committed for the main thread\'s heap), `/proc/self/status` (RSS), `/proc/self/smaps` (resident memory by kind of mapping: anonymous ones hold the V8 heaps and the other threads\' malloc arenas, `[heap]` glibc\'s main arena, file-backed ones the node binary, shared libraries and native addons) and the number of threads. ' +
      'The built server (`scripts/build-server.mjs`), no SPA (`CLIENT_DIR` empty), 5 s after its health check first answered; then two sign-ins (admin, student1), every admin list read with `Accept-Encoding: gzip, br` and with `gzip` (each list\'s text and both compressed forms kept), one transcript PDF (drawn in the documents pool, which then keeps its first thread: `minThreads: 1`; threads beyond it end after 60 s idle).',
  );
  return { key: 'idle-memory', title: 'Idle memory of the server, and what takes it (issue 45 item 5)', markdown: lines.join('\n') };
}

if (require.main === module) {
  benchMemory()
    .then((section) => recordSection(section, false))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
