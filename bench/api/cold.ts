/**
 * npm run bench:cold [-- --rounds 3 --reads 20 --compare <git ref> --sqlite-only]
 * Every admin list of the spec read right after a write (a cache miss: the list is built) and kept (sent from its
 * kept text), one request at a time as one admin does it, with `Accept-Encoding: gzip, br` as browsers send it and
 * without (identity): the server's CPU per read, on SQLite and on PostgreSQL (BENCH_PG_URL, TEST_DATABASE_URL or
 * 127.0.0.1:5432), beside the old system's figures recorded in issue 45 (it cannot run here). `--compare <ref>`
 * runs <ref>'s build alternately with this one on copies of one university: before and after in the same run.
 */
import http from 'node:http';
import pg from 'pg';
import { argNumber, isQuick } from '../lib/args';
import { cpuNsMs } from '../lib/cpu';
import { machine, recordSection, type Section } from '../lib/results';
import { login, startAppServer, type RunningServer } from '../lib/server';
import { PASSWORDS, adminUsername } from '../seed/plan';
import type { Generated } from '../seed/university';
import type { BaseBuild } from './baseBuild';
import { median, onEachEngine, universities, withBuilds, type Engine } from './engines';

/** The old system's server CPU for a list read right after an edit (issue 45: sequential, one client), ms. */
const OLD_COLD_MS: Record<string, [number, number] | undefined> = {
  '/api/student/getall': [178, 178],
  '/api/project/getall': [23, 26],
  '/api/course/getall': [5.8, 5.8],
};

interface List {
  path: string;
  /** a write that changes a row the list shows (the i-th of a run), or null: the list is built on every read */
  write: ((i: number) => { method: 'PUT'; path: string; body: unknown }) | null;
}

function listsOf(g: Generated): List[] {
  const student = g.rows.student[0]!;
  const course = g.rows.course[0]!;
  const project = g.rows.project[0]!;
  return [
    { path: '/api/student/getall', write: (i) => ({ method: 'PUT', path: '/api/student/edit', body: { id: 1, name: `${student.Name} ${i % 2 ? 'B' : 'A'}`, birthday: '2004-01-02', address: `${i} Bench Road` } }) },
    { path: '/api/project/getall', write: (i) => ({ method: 'PUT', path: '/api/project/edit', body: { id: 1, name: `${project.Name} ${i % 2 ? 'B' : 'A'}`, notion: project.Notion } }) },
    { path: '/api/course/getall', write: (i) => ({ method: 'PUT', path: '/api/course/edit', body: { id: 1, name: `${course.Name} ${i % 2 ? 'B' : 'A'}`, LectureId: course.LectureId } }) },
    { path: '/api/project/getallpubliced', write: null },
    { path: '/api/teacher/getall', write: null },
    { path: '/api/evalution/getall', write: null },
    { path: '/api/template/getall', write: null },
    { path: '/api/subject/getall', write: null },
    { path: '/api/semester/getall', write: null },
  ];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request on a kept-alive socket; the body read to its end (its bytes as sent: compressed when it was). */
function request(url: string, method: string, token: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(url, { method, agent, headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The PostgreSQL backends serving a database, read before each measured read (the app's pool opens connections as it
 * needs them): their CPU is the database's share of a read (SQLite runs inside the server process).
 */
async function backends(databaseUrl: string): Promise<{ pids(): Promise<number[]>; end(): Promise<void> }> {
  if (!databaseUrl.startsWith('postgres')) return { pids: async () => [], end: async () => undefined };
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  return {
    pids: async () => (await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid),
    end: () => c.end(),
  };
}

const cpuOf = (pids: number[]) => pids.reduce((s, pid) => s + (() => { try { return cpuNsMs(pid); } catch { return 0; } })(), 0);

type Mode = 'cold identity' | 'cold gzip, br' | 'kept identity' | 'kept gzip, br';
const MODES: Mode[] = ['cold identity', 'cold gzip, br', 'kept identity', 'kept gzip, br'];

interface Sample {
  server: number;
  database: number;
  bytes: number;
  encoding: string;
}

/** `reads` reads of a list in one mode: CPU of the server (and of PostgreSQL's backends) per read, the body's size. */
async function measure(server: RunningServer, databaseUrl: string, token: string, list: List, mode: Mode, reads: number, counter: { i: number }): Promise<Sample> {
  const headers: Record<string, string> = mode.endsWith('gzip, br') ? { 'accept-encoding': 'gzip, br' } : {};
  const cold = mode.startsWith('cold') && list.write !== null;
  const url = `${server.url}${list.path}`;
  const database = await backends(databaseUrl);
  let serverMs = 0;
  let databaseMs = 0;
  let last = { bytes: 0, encoding: '' };
  if (!cold) await request(url, 'GET', token, headers);
  try {
    // i = -1: one pair unmeasured, so the app's pool has opened the connections a write and a build use
    for (let i = cold ? -1 : 0; i < reads; i++) {
      if (cold) {
        const w = list.write!(counter.i++);
        const res = await request(`${server.url}${w.path}`, w.method, token, {}, w.body);
        if (res.status !== 200) throw new Error(`${w.path}: HTTP ${res.status}`);
        // the write's own work after its answer (the audit row, the live notice) is not the read's
        await pause(40);
      }
      const pids = await database.pids();
      const s0 = cpuNsMs(server.child.pid);
      const d0 = cpuOf(pids);
      const res = await request(url, 'GET', token, headers);
      if (res.status !== 200) throw new Error(`${list.path}: HTTP ${res.status}`);
      if (i < 0) continue;
      serverMs += cpuNsMs(server.child.pid) - s0;
      databaseMs += cpuOf(pids) - d0;
      last = res;
    }
  } finally {
    await database.end();
  }
  return { server: serverMs / reads, database: databaseMs / reads, bytes: last.bytes, encoding: last.encoding };
}

interface Row {
  path: string;
  built: boolean;
  modes: Record<Mode, { now: Sample; base: Sample | null }>;
}

async function runEngine(engine: Engine, current: string, base: BaseBuild | null, rounds: number, reads: number) {
  const { uni, copy, drop } = await universities(base);
  const servers = { now: await startAppServer(current, uni.databaseUrl), base: copy && base ? await startAppServer(base.main, copy.url) : null };
  const urls = { now: uni.databaseUrl, base: copy?.url ?? '' };
  try {
    const tokens = { now: await login(servers.now.url, 'admin', adminUsername(1), PASSWORDS.admin), base: servers.base ? await login(servers.base.url, 'admin', adminUsername(1), PASSWORDS.admin) : '' };
    const load = machine().match(/load average [\d./ ]+/)?.[0] ?? '';
    const rows: Row[] = [];
    const counter = { i: 0 };
    for (const list of listsOf(uni.generated)) {
      const n = list.path === '/api/student/getall' ? reads : reads * 2;
      const samples: Record<Mode, { now: Sample[]; base: Sample[] }> = Object.fromEntries(MODES.map((m) => [m, { now: [], base: [] }])) as never;
      for (let r = 0; r < rounds; r++) {
        const order: ('now' | 'base')[] = !servers.base ? ['now'] : r % 2 ? ['now', 'base'] : ['base', 'now'];
        for (const mode of MODES) {
          if (list.write === null && mode.startsWith('kept')) continue;
          for (const which of order) samples[mode][which].push(await measure(servers[which]!, urls[which], tokens[which], list, mode, n, counter));
        }
      }
      const pickMedian = (xs: Sample[]): Sample | null =>
        xs.length === 0 ? null : { server: median(xs.map((x) => x.server)), database: median(xs.map((x) => x.database)), bytes: xs[xs.length - 1]!.bytes, encoding: xs[xs.length - 1]!.encoding };
      const row: Row = { path: list.path, built: list.write === null, modes: {} as Row['modes'] };
      for (const mode of MODES) {
        const now = pickMedian(samples[mode].now);
        if (now) row.modes[mode] = { now, base: pickMedian(samples[mode].base) };
      }
      const c = row.modes['cold identity'];
      console.log(`${engine} ${list.path}: cold ${c.now.server.toFixed(2)} ms${c.base ? ` (base ${c.base.server.toFixed(2)} ms)` : ''}, ${(c.now.bytes / 1024).toFixed(0)} KB`);
      rows.push(row);
    }
    return { engine, rows, load };
  } finally {
    await servers.now.stop();
    await servers.base?.stop();
    await drop();
  }
}

const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '—' : n < 10 ? n.toFixed(2) : n.toFixed(1));
const kb = (s: Sample) => `${(s.bytes / 1024).toFixed(s.bytes < 10240 ? 1 : 0)} KB${s.encoding === 'identity' ? '' : ` ${s.encoding}`}`;

export async function benchCold(): Promise<Section> {
  const quick = isQuick();
  const rounds = argNumber('--rounds', quick ? 1 : 3);
  const reads = argNumber('--reads', quick ? 10 : 20);
  const { results, base } = await withBuilds((current, base) => onEachEngine((engine) => runEngine(engine, current, base, rounds, reads)));
  const lines: string[] = [];
  for (const r of results) {
    const pgNote = r.engine === 'PostgreSQL';
    lines.push(
      `**${r.engine}** (load average ${r.load.replace('load average ', '')} when its rows started)`,
      '',
      `| List (one admin, one read at a time) | old system, right after an edit (issue 45) | right after a write: CPU ms${base ? ' base → now' : ''} | meets | size | right after a write, \`gzip, br\` | kept, identity | kept, \`gzip, br\` | kept \`gzip, br\` ÷ identity |${pgNote ? ' PostgreSQL backends, right after a write |' : ''}`,
      `|---|---:|---:|---|---:|---:|---:|---:|---:|${pgNote ? '---:|' : ''}`,
    );
    for (const row of r.rows) {
      const old = OLD_COLD_MS[row.path];
      const cold = row.modes['cold identity'];
      const coldGz = row.modes['cold gzip, br'];
      const kept = row.modes['kept identity'];
      const keptGz = row.modes['kept gzip, br'];
      const verdict = old ? (cold.now.server <= old[1] ? 'yes' : '**no**') : '—';
      lines.push(
        `| \`GET ${row.path.replace('/api', '')}\`${row.built ? ' (built every read)' : ''} | ${old ? (old[0] === old[1] ? `${old[0]}` : `${old[0]}–${old[1]}`) : '—'} | ${cold.base ? `${ms(cold.base.server)} → ` : ''}**${ms(cold.now.server)}** | ${verdict} | ${kb(cold.now)} | ${coldGz.base ? `${ms(coldGz.base.server)} → ` : ''}${ms(coldGz.now.server)} (${kb(coldGz.now)}) | ${kept ? `${kept.base ? `${ms(kept.base.server)} → ` : ''}${ms(kept.now.server)}` : '—'} | ${keptGz ? `${keptGz.base ? `${ms(keptGz.base.server)} → ` : ''}${ms(keptGz.now.server)}` : '—'} | ${kept && keptGz ? `${(keptGz.now.server / kept.now.server).toFixed(1)}×` : '—'} |${pgNote ? ` ${cold.base ? `${ms(cold.base.database)} → ` : ''}${ms(cold.now.database)} |` : ''}`,
      );
    }
    lines.push('');
  }
  const markdown =
    `${lines.join('\n')}\n` +
    `Each figure: the server process's CPU time per read (all its threads, \`/proc/<pid>/task/*/schedstat\`, ns resolution), sequential reads on one kept-alive connection; ` +
    `"right after a write": each read follows an admin's edit of a row the list shows (a student's name, a project's name, a course's name; the list's cache is then stale and the list is built), with 40 ms between the write's answer and the read so the write's own after-work is not counted; ` +
    `"kept": the same read again with no write between (the kept text). ${reads} reads per figure for the students, ${reads * 2} for the others, ${rounds} round(s)${base ? ` alternating the base build (${base.ref}, ${base.commit}) and this one on copies of one university (migrations the base does not know undone on its copy: ${base.unknown.join(', ') || 'none'})` : ''}, the median of the rounds. ` +
    'Lists "built every read" have no kept text: a write changes nothing for them, every read builds. ' +
    'The old system (Express + MariaDB) cannot run here: its column is issue 45\'s recorded figure (server CPU of the read right after an edit on the generated university); "meets" compares with its upper end. ' +
    'On PostgreSQL the last column is the CPU of the database backends serving the app during the read (the SQLite engine runs inside the server process, so its share is in the server\'s figure). ' +
    'The machine is shared with seven other engineers\' builds and tests: compare the columns of one run.';
  return { key: 'cold-lists', title: 'Lists right after a write (cold) and kept, with and without compression', markdown };
}

if (require.main === module) {
  benchCold()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
