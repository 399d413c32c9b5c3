/**
 * npm run bench:spec [-- --duration 3 --rounds 1 --scale 1 --compare <git ref> --sqlite-only]
 * The spec's calls measured against the old system (Express + MariaDB): the calls whose cost the issue measured on
 * it, replayed with real ids of the generated university at 10 connections, beside the bare Fastify route of the
 * same run, on SQLite and on PostgreSQL (BENCH_PG_URL, TEST_DATABASE_URL or the local 127.0.0.1:5432 when it
 * answers): req/s and the server process's CPU per request (user + system from /proc), with the old system's
 * figures from the issue as a reference column (it is not runnable here). `--compare <ref>` builds <ref> in a
 * temporary worktree and runs it and this build alternately on copies of one university (bench/api/ab.ts's method).
 */
import { argNumber, isQuick } from '../lib/args';
import { machine, recordSection, type Section } from '../lib/results';
import { cpuMs, startAppServer, startProcess, type RunningServer } from '../lib/server';
import type { BaseBuild } from './baseBuild';
import { hotEndpoints, type Endpoint } from './endpoints';
import { median, onEachEngine, universities, withBuilds, type Engine } from './engines';
import { cannon, settle } from './index';

/** The old system's server CPU per request, as the issue measured it (ms); null where it gave no figure. */
const OLD_CPU_MS: Record<string, number | null> = {
  'GET /student/getall': 141,
  'GET /course/getall': 2.18,
  'GET /project/{board}/evalution': 2.59,
  'GET /project/getallpubliced': null,
  'PUT /marking/save (grid)': null,
  'GET /student/paged (first page)': null,
  'GET /details/board/{id}': null,
};

async function specCalls(url: string, g: Parameters<typeof hotEndpoints>[1]): Promise<Endpoint[]> {
  const hot = await hotEndpoints(url, g);
  const by = (name: string) => hot.find((e) => e.name.endsWith(name))!;
  const admin = by('GET /course/getall').token;
  const rename = (e: Endpoint, name: string): Endpoint => ({ ...e, name });
  return [
    rename(by('GET /student/getall'), 'GET /student/getall'),
    rename(by('GET /course/getall'), 'GET /course/getall'),
    rename(by('GET /project/{board}/evalution'), 'GET /project/{board}/evalution'),
    { name: 'GET /project/getallpubliced', kind: 'list', method: 'GET', path: '/api/project/getallpubliced', token: admin },
    rename(by('PUT /marking/save'), 'PUT /marking/save (grid)'),
    { name: 'GET /student/paged (first page)', kind: 'small', method: 'GET', path: '/api/student/paged?page=0&pageSize=25&sort=Code&order=asc', token: admin },
    rename(by('GET /details/board/{id}'), 'GET /details/board/{id}'),
    // the small reads of bench:api (the board's projects are the row above), judged against the bare route
    ...hot.filter((e) => e.kind === 'small' && !e.name.endsWith('GET /project/{board}/evalution')).map((e) => rename(e, `small read ${/(GET|POST|PUT) \S+$/.exec(e.name)![0]}`)),
  ];
}

interface Measured {
  rps: number;
  cpu: number;
  errors: number;
}

async function measure(server: RunningServer, e: Endpoint, probe: Endpoint, duration: number): Promise<Measured> {
  await settle(server.url, probe);
  const before = cpuMs(server.child.pid);
  const m = await cannon(`${server.url}${e.path}`, 10, duration, e);
  return { rps: m.rps, cpu: m.responses > 0 ? (cpuMs(server.child.pid) - before) / m.responses : NaN, errors: m.errors };
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const fmt = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

const isSmallRead = (name: string) => name.startsWith('small read ');

/** What a row must reach (issue 27, "Done when"). */
function targetText(name: string): string {
  const old = OLD_CPU_MS[name];
  if (typeof old === 'number') return `SQLite CPU ≤ ${(old / 3).toFixed(old < 10 ? 2 : 0)}, PostgreSQL < ${old}`;
  if (isSmallRead(name)) return 'CPU ≤ 3× bare, or ≥ 0.35 of its req/s';
  return '—';
}

function meets(name: string, engine: Engine, row: Measured, bare: { rps: number; cpu: number }): boolean | null {
  const old = OLD_CPU_MS[name];
  if (typeof old === 'number') return engine === 'SQLite' ? row.cpu <= old / 3 : row.cpu < old;
  if (isSmallRead(name)) return row.cpu <= 3 * bare.cpu || row.rps / bare.rps >= 0.35;
  return null;
}

/** One engine: this build (and the base, alternating) on the generated university; rows per spec call. */
async function runEngine(engine: Engine, current: string, base: BaseBuild | null, duration: number, rounds: number) {
  const { uni, copy, drop } = await universities(base);
  const bare = await startProcess(['-r', 'esbuild-register', 'bench/api/bare.ts'], {}, '/api/health');
  const servers: Record<'new' | 'base', RunningServer | null> = { new: await startAppServer(current, uni.databaseUrl), base: copy && base ? await startAppServer(base.main, copy.url) : null };
  try {
    const calls = { new: await specCalls(servers.new!.url, uni.generated), base: servers.base ? await specCalls(servers.base.url, uni.generated) : [] };
    const probe = (which: 'new' | 'base') => calls[which].find((e) => e.path === '/api/course/getall')!;
    // the bare route measured like every row (CPU of its own process ÷ its responses), right after each row in each
    // round (interleaved per endpoint): the machine's other load moves CPU per request by up to 2× between minutes,
    // so each row is compared with the bare route measured beside it
    const bareRuns: Measured[] = [];
    const measureBare = async (): Promise<Measured> => {
      const before = cpuMs(bare.child.pid);
      const m = await cannon(`${bare.url}/bare`, 10, duration);
      const run = { rps: m.rps, cpu: (cpuMs(bare.child.pid) - before) / m.responses, errors: m.errors };
      bareRuns.push(run);
      return run;
    };
    await cannon(`${bare.url}/bare`, 10, 1);
    const load = machine().match(/load average [\d./ ]+/)?.[0] ?? '';
    const rows = [];
    let peakAfterStudents = NaN;
    for (let i = 0; i < calls.new.length; i++) {
      const runs: Record<'new' | 'base', Measured[]> = { new: [], base: [] };
      const bareOfRow: Measured[] = [];
      for (let r = 0; r < rounds; r++) {
        const order: ('new' | 'base')[] = !servers.base ? ['new'] : r % 2 === 0 ? ['base', 'new'] : ['new', 'base'];
        for (const which of order) {
          // a second untimed first: the row measures the warm server (compiled code, prepared statements), not its first calls
          if (r === 0) await cannon(`${servers[which]!.url}${calls[which][i]!.path}`, 10, 1, calls[which][i]!);
          runs[which].push(await measure(servers[which]!, calls[which][i]!, probe(which), duration));
        }
        bareOfRow.push(await measureBare());
      }
      const name = calls.new[i]!.name;
      // the process's high-water mark (VmHWM) right after the 20,000-row list's rows: its peak serving it 10 at once
      if (name === 'GET /student/getall') peakAfterStudents = servers.new!.peakRssMb();
      const row = {
        name,
        rps: median(runs.new.map((m) => m.rps)),
        cpu: median(runs.new.map((m) => m.cpu)),
        errors: runs.new.reduce((s, m) => s + m.errors, 0),
        bare: { rps: median(bareOfRow.map((m) => m.rps)), cpu: median(bareOfRow.map((m) => m.cpu)) },
        base: runs.base.length ? { rps: median(runs.base.map((m) => m.rps)), cpu: median(runs.base.map((m) => m.cpu)) } : null,
      };
      console.log(
        `${engine} ${name}: ${row.rps.toFixed(0)} req/s, ${fmt(row.cpu, 3)} ms CPU/request, ${(row.cpu / row.bare.cpu).toFixed(1)}× the bare route beside it (${fmt(row.bare.cpu, 4)} ms)${row.base ? ` (base ${row.base.rps.toFixed(0)} req/s, ${fmt(row.base.cpu, 3)} ms)` : ''}`,
      );
      rows.push(row);
    }
    const ceiling = mean(bareRuns.map((m) => m.rps));
    const bareCpu = mean(bareRuns.map((m) => m.cpu));
    return { engine, ceiling, bareCpu, load, rows, peakAfterStudents };
  } finally {
    await servers.new?.stop();
    await servers.base?.stop();
    await bare.stop();
    await drop();
  }
}

export async function benchSpec(): Promise<Section> {
  const quick = isQuick();
  const duration = argNumber('--duration', 3);
  // the issue's method: 3 rounds interleaved per endpoint, medians
  const rounds = argNumber('--rounds', quick ? 1 : 3);
  const { results, base } = await withBuilds((current, base) => onEachEngine((engine) => runEngine(engine, current, base, duration, base ? Math.max(rounds, 2) : rounds)));
  const head = ['Spec call (10 connections)', 'old system CPU ms/request (issue)', 'target'];
  const sep = ['---', '---:', '---'];
  for (const r of results) {
    head.push(`${r.engine} req/s`, `${r.engine} ratio to bare`, `${r.engine} CPU ms/request`, `${r.engine} CPU ÷ bare CPU`, `${r.engine} meets`);
    sep.push('---:', '---:', '---:', '---:', '---');
    if (base) {
      head.push(`${r.engine} base CPU ms/request`, `${r.engine} base / new CPU`);
      sep.push('---:', '---:');
    }
  }
  const lines = [`| ${head.join(' | ')} |`, `|${sep.join('|')}|`];
  lines.push(`| **bare Fastify route** (mean of the runs beside the rows) | — | — | ${results.map((r) => `${r.ceiling.toFixed(0)} | 1.000 | ${fmt(r.bareCpu, 4)} | 1.0× | —${base ? ' | — | —' : ''}`).join(' | ')} |`);
  for (let i = 0; i < results[0]!.rows.length; i++) {
    const name = results[0]!.rows[i]!.name;
    const old = OLD_CPU_MS[name];
    const cells = [name, old === null || old === undefined ? '—' : String(old), targetText(name)];
    for (const r of results) {
      const row = r.rows[i]!;
      const verdict = meets(name, r.engine, row, row.bare);
      cells.push(`${row.rps.toFixed(0)}${row.errors ? ` (${row.errors} errors)` : ''}`, (row.rps / row.bare.rps).toFixed(3), fmt(row.cpu, 3), `${(row.cpu / row.bare.cpu).toFixed(1)}×`, verdict === null ? '—' : verdict ? 'yes' : '**no**');
      if (base) cells.push(row.base ? fmt(row.base.cpu, 3) : '—', row.base ? `${(row.base.cpu / row.cpu).toFixed(2)}×` : '—');
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const markdown =
    `${lines.join('\n')}\n\n` +
    `autocannon ${duration} s per row and build (after 1 s untimed), ${base ? `${Math.max(rounds, 2)} rounds alternating base (${base.ref}, ${base.commit}) and this build on copies of one university (migrations the base does not know undone on its copy: ${base.unknown.join(', ') || 'none'})` : `${rounds} round(s)`}, each row's figures the median of its rounds (and the bare route's the median of the runs beside it); ` +
    `university scale ${argNumber('--scale', 1)} (20,000 students at 1), freshly generated per engine. CPU per request: the server process's user + system time over the row ÷ responses (10 ms ticks); the bare route's the same way on its own process, measured right after each row in each round (its line above: the mean of all those runs), and "ratio to bare" and "CPU ÷ bare CPU" compare each row with the bare runs beside it. ` +
    `Server peak RSS (VmHWM) right after the \`GET /student/getall\` rows (10 at once), target ≤ 250 MB: ${results.map((r) => `${r.engine} ${fmt(r.peakAfterStudents, 0)} MB`).join(', ')}. ` +
    `Load average when each engine's rows started: ${results.map((r) => `${r.engine} ${r.load.replace('load average ', '')}`).join('; ')}. ` +
    'The old system (Express + MariaDB) cannot run here: its column is the issue\'s measured CPU per request; "—" where the issue gave no figure per request.';
  return { key: 'spec-calls', title: 'The spec\'s calls against the old system', markdown };
}

if (require.main === module) {
  benchSpec()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
