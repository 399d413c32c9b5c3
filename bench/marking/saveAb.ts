/**
 * npm run bench:save-ab -- --compare <git ref> [--saves 1500 --rounds 4 --sqlite-only | --pg-only]
 * What one grid save costs, before and after: this build and the base built from <ref>, each on its own copy of one
 * generated university, 4 lecturers at a time saving whole grids (every cell changed after the first round) on one
 * server process, the two builds alternating round by round (base first, then this one first) so the machine's other
 * load meets both alike. Per save: the server's CPU (every thread, /proc schedstat) and PostgreSQL's (every postgres
 * process: the other build's server idles meanwhile). Prints the rounds and their medians; writes nothing.
 */
import { argNumber } from '../lib/args';
import { cpuBetween, cpuNsMs, cpuOfEach, postgresPids } from '../lib/cpu';
import { request, textOf } from '../lib/leanHttp';
import { login, startAppServer, type RunningServer } from '../lib/server';
import { PASSWORDS, lecturerUsername } from '../seed/plan';
import type { Generated } from '../seed/university';
import type { BaseBuild } from '../api/baseBuild';
import { median, onEachEngine, universities, withBuilds, type Engine } from '../api/engines';
import { BEHIND_PROXY, BROWSER_HEADERS, addressOf } from './lecturer';

interface Grid {
  seat: number;
  project: number;
  lecturer: number;
  students: number[];
  columns: number[];
}

/** Every seat's grids of projects nobody marked yet (as bench/defence does). */
function gridsOf(g: Generated): Grid[] {
  const marked = new Set(g.marked);
  const templateOf = new Map(g.rows.board.map((b) => [b.Id!, b.TemplateId]));
  const columnsOf = new Map<number, number[]>();
  for (const c of g.rows.score_column) columnsOf.set(c.TemplateId, [...(columnsOf.get(c.TemplateId) ?? []), c.Id!]);
  const studentsOf = new Map<number, number[]>();
  for (const s of g.rows.student_in_project) studentsOf.set(s.ProjectId, [...(studentsOf.get(s.ProjectId) ?? []), s.Id!]);
  const grids: Grid[] = [];
  for (const s of g.rows.lecture_in_board) {
    for (const p of g.rows.project_in_board) {
      if (p.BoardId !== s.BoardId || marked.has(p.ProjectId)) continue;
      grids.push({ seat: s.Id!, project: p.ProjectId, lecturer: s.TeacherId, students: studentsOf.get(p.ProjectId) ?? [], columns: columnsOf.get(templateOf.get(s.BoardId)!)! });
    }
  }
  return grids.slice(0, 300);
}

const score = () => Math.round(Math.random() * 1000) / 100;

/** `saves` grid saves, 4 at a time; ms of CPU per save of the server and of PostgreSQL. */
async function round(server: RunningServer, tokens: Map<number, string>, grids: Grid[], saves: number, engine: Engine) {
  const pg0 = engine === 'PostgreSQL' ? cpuOfEach(postgresPids()) : null;
  const s0 = cpuNsMs(server.child.pid);
  let next = 0;
  const one = async (g: Grid) => {
    const rows = g.students.map((stdinprjId) => ({ stdinprjId, scores: Object.fromEntries(g.columns.map((c) => [String(c), score()])) }));
    const headers = { authorization: `Bearer ${tokens.get(g.lecturer)}`, 'content-type': 'application/json', 'x-forwarded-for': addressOf(g.lecturer), ...BROWSER_HEADERS };
    const body = JSON.stringify({ lectureinboardId: g.seat, projectId: g.project, rows });
    // a kept-alive socket the server closed while the other build ran is opened again
    const answer = await request(`${server.url}/api/marking/save`, 'PUT', headers, body).catch(() => request(`${server.url}/api/marking/save`, 'PUT', headers, body));
    const inner = answer.status === 200 ? (JSON.parse(textOf(answer)) as { status?: number }).status : answer.status;
    if (inner !== 200) throw new Error(`a save answered ${answer.status} / ${inner}: ${textOf(answer).slice(0, 200)}`);
  };
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < saves) await one(grids[next++ % grids.length]!);
  }));
  return { server: (cpuNsMs(server.child.pid) - s0) / saves, database: pg0 ? cpuBetween(pg0, cpuOfEach(postgresPids())) / saves : 0 };
}

async function runEngine(engine: Engine, current: string, base: BaseBuild, saves: number, rounds: number) {
  const { uni, copy, drop } = await universities(base);
  const grids = gridsOf(uni.generated);
  const servers = { base: await startAppServer(base.main, copy!.url, BEHIND_PROXY), now: await startAppServer(current, uni.databaseUrl, BEHIND_PROXY) };
  try {
    const tokens = { base: new Map<number, string>(), now: new Map<number, string>() };
    for (const which of ['base', 'now'] as const) {
      for (const g of grids) if (!tokens[which].has(g.lecturer)) tokens[which].set(g.lecturer, await login(servers[which].url, 'teach', lecturerUsername(g.lecturer), PASSWORDS.teach));
    }
    const got = { base: [] as { server: number; database: number }[], now: [] as { server: number; database: number }[] };
    for (let r = 0; r < rounds; r++) {
      for (const which of r % 2 === 0 ? (['base', 'now'] as const) : (['now', 'base'] as const)) {
        const x = await round(servers[which], tokens[which], grids, saves, engine);
        got[which].push(x);
        console.log(`${engine} round ${r + 1} ${which}: server ${x.server.toFixed(3)} ms a save${engine === 'PostgreSQL' ? `, PostgreSQL ${x.database.toFixed(3)} ms` : ''}`);
      }
    }
    // the first round warms both (connections, prepared statements, the JIT): medians of the others
    const m = (which: 'base' | 'now', k: 'server' | 'database') => median(got[which].slice(1).map((x) => x[k]));
    const line = (k: 'server' | 'database', what: string) => `| ${engine} | ${what} | ${m('base', k).toFixed(3)} | ${m('now', k).toFixed(3)} | ${(m('base', k) / m('now', k)).toFixed(2)}× |`;
    return [line('server', 'server CPU ms a save'), ...(engine === 'PostgreSQL' ? [line('database', 'PostgreSQL CPU ms a save')] : [])];
  } finally {
    await servers.base.stop();
    await servers.now.stop();
    await drop();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--compare')) throw new Error('--compare <git ref> is required');
  const saves = argNumber('--saves', 1500);
  const rounds = argNumber('--rounds', 5);
  const { results, base } = await withBuilds((current, base) => onEachEngine((engine) => runEngine(engine, current, base!, saves, rounds)));
  console.log(`\nGrid saves, ${saves} a round, ${rounds} rounds alternating; base ${base!.ref} (${base!.commit}); medians of rounds 2-${rounds}\n`);
  console.log('| Engine | Figure | base | this build | base / this |\n|---|---|---:|---:|---:|');
  for (const lines of results) for (const l of lines) console.log(l);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
