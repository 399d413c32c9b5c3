/**
 * npm run bench:defence [-- --quick] [--seconds 60] [--fairness-seconds 180] [--factors 1,3]
 * Defence week as it happens, in an open loop (model.ts): arrivals at set rates whatever the server's answers, on
 * SQLite (one process) and on PostgreSQL (three processes on one database; BENCH_PG_URL, TEST_DATABASE_URL or
 * 127.0.0.1:5432): at 1× and 3× the realistic peak, then 3× with one abusive account beside it (abuser.ts). A probe
 * user (another student: a small read every 200 ms, a sign-in every second) runs through every run and alone
 * first, so its p95 is read beside its idle baseline. p50 / p95 / p99 and errors per kind of request.
 */
import { cpus } from 'node:os';
import { argNumber, isQuick } from '../lib/args';
import { machine, recordedSection, recordSection, stampOf, type Section } from '../lib/results';
import { buildServer, freshUniversity, login, percentile, startAppServer, type RunningServer } from '../lib/server';
import { addThreadCpu, cpuBetween, cpuByThread, cpuNsMs, cpuOfEach, machineBusyMs, postgresPids, runQueueMs, type ThreadCpu } from '../lib/cpu';
import { onEachEngine, type Engine } from '../api/engines';
import { addressOf, BEHIND_PROXY, BROWSER_HEADERS } from '../marking/lecturer';
import { requestRetrying503, textOf } from '../lib/leanHttp';
import { PASSWORDS, adminUsername, lecturerUsername, studentUsername } from '../seed/plan';
import type { Generated } from '../seed/university';
import { refusedWorkbook, type AbuseCounts } from './abuser';
import { startAbuseProcess } from './abuserProcess';
import { DEFAULT_SHAPE, nextGap, peakRates, type Kind } from './model';
import { fairnessStretches, SETTLE_MS, type Condition, type Stretch } from './stretches';

type ProbeKind = 'probe: small read' | 'probe: sign-in';
type AnyKind = Kind | ProbeKind;

interface Job {
  seat: number;
  board: number;
  project: number;
  lecturer: number;
  students: number[];
  columns: number[];
}

interface World {
  urls: string[];
  jobs: Job[];
  lecturerTokens: Map<number, string>;
  admin: string;
  students: { id: number; course: number; token: string }[];
  publishable: number[];
  edits: { projects: { Id: number; Name: string; Notion: string }[]; students: { Id: number; Name: string }[]; courses: { Id: number; Name: string; LectureId: number }[] };
  probe: { id: number; course: number; token: string };
  /**
   * the accounts the probe signs in with, in turn (its own: the sessions its sign-ins open never end the reading
   * probe's; thirty of them, so one a second stays under the sign-in limit of one account)
   */
  probeSignIns: number[];
}

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const score = () => Math.round(Math.random() * 1000) / 100;

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Every seat's open grids (projects nobody marked yet, so the admins' publications never meet a lecturer's save). */
function jobsOf(g: Generated): Job[] {
  const { rows } = g;
  const marked = new Set(g.marked);
  const templateOf = new Map(rows.board.map((b) => [b.Id!, b.TemplateId]));
  const columnsOf = new Map<number, number[]>();
  for (const c of rows.score_column) columnsOf.set(c.TemplateId, [...(columnsOf.get(c.TemplateId) ?? []), c.Id!]);
  const studentsOf = new Map<number, number[]>();
  for (const s of rows.student_in_project) studentsOf.set(s.ProjectId, [...(studentsOf.get(s.ProjectId) ?? []), s.Id!]);
  const jobs: Job[] = [];
  for (const s of rows.lecture_in_board) {
    for (const p of rows.project_in_board) {
      if (p.BoardId !== s.BoardId || marked.has(p.ProjectId)) continue;
      jobs.push({ seat: s.Id!, board: s.BoardId, project: p.ProjectId, lecturer: s.TeacherId, students: studentsOf.get(p.ProjectId) ?? [], columns: columnsOf.get(templateOf.get(s.BoardId)!)! });
    }
  }
  return jobs;
}

interface Tally {
  latencies: number[];
  errors: number;
  sent: number;
  retried503: number;
  samples: string[];
}

const newTally = (): Tally => ({ latencies: [], errors: 0, sent: 0, retried503: 0, samples: [] });

/** Each signed-in person's own address (their session's token stands for them), as behind the deployment's nginx (marking/lecturer.ts). */
const addresses = new Map<string, string>();
const addressOfToken = (token: string) => {
  let address = addresses.get(token);
  if (!address) addresses.set(token, (address = addressOf(addresses.size + 1)));
  return address;
};

/** One request of a kind, timed from its arrival (`due`): what a user waits, queueing in the generator included. */
async function send(t: Tally, due: number, url: string, token: string, method: string, path: string, body?: unknown, expectInner = false): Promise<boolean> {
  t.sent++;
  const retried = { count: 0 };
  try {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': addressOfToken(token), ...BROWSER_HEADERS };
    const res = await requestRetrying503(`${url}${path}`, method, headers, body === undefined ? undefined : JSON.stringify(body), retried);
    t.retried503 += retried.count;
    t.latencies.push(performance.now() - due);
    // only what is checked is decompressed and parsed (a list's megabytes are not)
    const failed = res.status >= 400;
    const inner = expectInner && !failed ? (JSON.parse(textOf(res)) as { status?: number }).status : undefined;
    if (failed || (expectInner && inner !== 200)) {
      t.errors++;
      if (t.samples.length < 3) t.samples.push(`${method} ${path.replace(/\d+/g, '{n}')}: HTTP ${res.status}${inner !== undefined ? ` (status ${inner})` : ''} ${textOf(res).slice(0, 80)}`);
      return false;
    }
    return true;
  } catch (err) {
    t.latencies.push(performance.now() - due);
    t.errors++;
    if (t.samples.length < 3) t.samples.push(`${method} ${path.replace(/\d+/g, '{n}')}: ${(err as { code?: string }).code ?? (err as Error).message}`);
    return false;
  }
}

interface RunResult {
  name: string;
  seconds: number;
  tallies: Map<AnyKind, Tally>;
  abuse: AbuseCounts | null;
  serverCpu: number;
  /** the servers' CPU by kind of thread (bench/lib/cpu.ts cpuByThread) */
  serverThreads: ThreadCpu;
  /** time the server processes were ready to run but waited for a CPU the machine's other work held */
  serverWait: number;
  /** CPU of this process (the load generator and the probe) and the time it waited for one */
  generatorCpu: number;
  generatorWait: number;
  /** CPU of the abusive account's own process (its client) */
  abuserCpu: number;
  /** CPU of every PostgreSQL process (none on SQLite) */
  databaseCpu: number;
  /** CPU the whole machine used (every process, threads that ended included) */
  machineCpu: number;
  inFlightPeak: number;
  notSent: number;
}

const MAX_IN_FLIGHT = 5000;

interface Reading {
  at: number;
  server: number;
  threads: ThreadCpu;
  serverWait: number;
  generator: number;
  generatorWait: number;
  abuser: number;
  database: Map<number, number>;
  machine: number;
}

async function run(world: World, servers: RunningServer[], names: Record<Condition, string>, seconds: number, factor: number, abuser: { tokens: string[]; ids: { boards: number[]; courses: number[] }; workbook: string } | null): Promise<RunResult[]> {
  const stretches: Stretch[] = abuser ? fairnessStretches(seconds) : [{ condition: 'alone', ms: seconds * 1000 }];
  const conditions: Condition[] = abuser ? ['alone', 'abuser'] : ['alone'];
  const tallies = new Map<Condition, Map<AnyKind, Tally>>(conditions.map((c) => [c, new Map()]));
  const rates = factor > 0 ? peakRates(DEFAULT_SHAPE) : null;
  const urlOf = (n: number) => world.urls[n % world.urls.length]!;
  // loaded before the clock starts, told to begin with its first stretch
  const abuse = abuser ? await startAbuseProcess({ urls: world.urls, ...abuser }) : null;
  const start = performance.now();
  const total = stretches.reduce((s, x) => s + x.ms, 0);
  const end = start + total;
  /** the condition of a moment of the run, null while settling */
  const conditionAt = (t: number): Condition | null => {
    let from = start;
    for (const s of stretches) {
      if (t < from + s.ms) return s.condition;
      from += s.ms;
    }
    return stretches[stretches.length - 1]!.condition;
  };
  const uncounted = new Map<AnyKind, Tally>();
  /** the tally of a kind for a request arriving now: its stretch's (a request arriving while settling is sent, not counted) */
  const tally = (k: AnyKind) => {
    const condition = conditionAt(performance.now());
    const into = condition ? tallies.get(condition)! : uncounted;
    return into.get(k) ?? (into.set(k, newTally()), into.get(k)!);
  };
  let inFlight = 0;
  let inFlightPeak = 0;
  let notSent = 0;
  const pending = new Set<Promise<unknown>>();
  const fire = (work: () => Promise<unknown>) => {
    if (inFlight >= MAX_IN_FLIGHT) return void notSent++;
    inFlight++;
    inFlightPeak = Math.max(inFlightPeak, inFlight);
    const p = work().finally(() => {
      inFlight--;
      pending.delete(p);
    });
    pending.add(p);
  };
  const arrivals: Record<Kind, (due: number) => Promise<unknown>> = {
    'grid save': async (due) => {
      const j = pick(world.jobs);
      const rows = j.students.map((stdinprjId) => ({ stdinprjId, scores: Object.fromEntries(j.columns.map((c) => [String(c), score()])) }));
      return send(tally('grid save'), due, urlOf(j.lecturer), world.lecturerTokens.get(j.lecturer)!, 'PUT', '/api/marking/save', { lectureinboardId: j.seat, projectId: j.project, rows }, true);
    },
    'marking view': async (due) => {
      const j = pick(world.jobs);
      return send(tally('marking view'), due, urlOf(j.lecturer), world.lecturerTokens.get(j.lecturer)!, 'GET', `/api/marking/${j.seat}/${j.project}`);
    },
    'board projects': async (due) => {
      const j = pick(world.jobs);
      return send(tally('board projects'), due, urlOf(j.lecturer), world.lecturerTokens.get(j.lecturer)!, 'GET', `/api/project/${j.seat}/getprojectmarked`);
    },
    'admin edit': async (due) => {
      // an edit, then the console's list again (built right after the write): a project, a student or a course
      const which = Math.floor(Math.random() * 3);
      const url = urlOf(Math.floor(Math.random() * 3));
      const tag = Math.random().toString(36).slice(2, 6);
      let ok: boolean;
      let list: string;
      if (which === 0) {
        const p = pick(world.edits.projects);
        ok = await send(tally('admin edit'), due, url, world.admin, 'PUT', '/api/project/edit', { id: p.Id, name: `${p.Name} ${tag}`, notion: p.Notion }, true);
        list = '/api/project/getall';
      } else if (which === 1) {
        const s = pick(world.edits.students);
        ok = await send(tally('admin edit'), due, url, world.admin, 'PUT', '/api/student/edit', { id: s.Id, name: `${s.Name} ${tag}`, birthday: '2004-01-02', address: `${tag} Road` }, true);
        list = '/api/student/getall';
      } else {
        const c = pick(world.edits.courses);
        ok = await send(tally('admin edit'), due, url, world.admin, 'PUT', '/api/course/edit', { id: c.Id, name: `${c.Name} ${tag}`, LectureId: c.LectureId }, true);
        list = '/api/course/getall';
      }
      if (ok) await send(tally('admin list after edit'), performance.now(), url, world.admin, 'GET', list);
      return ok;
    },
    'admin list after edit': async () => undefined,
    publication: async (due) => {
      const project = world.publishable.shift();
      if (project === undefined) return undefined;
      return send(tally('publication'), due, urlOf(project), world.admin, 'POST', `/api/project/${project}/public`, undefined, true);
    },
    'student courses': async (due) => {
      const s = pick(world.students);
      return send(tally('student courses'), due, urlOf(s.id), s.token, 'GET', `/api/course/${s.id}/student`);
    },
    'student score': async (due) => {
      const s = pick(world.students);
      return send(tally('student score'), due, urlOf(s.id), s.token, 'POST', '/api/score/get', { id: s.id, courseId: s.course });
    },
  };
  // the probe user: a small read every 200 ms and a sign-in every second, on the first process
  const probeLoops = [
    (async () => {
      for (let due = start; due < end; due += 200) {
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        fire(() => send(tally('probe: small read'), due, world.urls[0]!, world.probe.token, 'GET', `/api/course/${world.probe.id}/student`));
      }
    })(),
    (async () => {
      for (let due = start, n = 0; due < end; due += 1000, n++) {
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const account = world.probeSignIns[n % world.probeSignIns.length]!;
        fire(async () => {
          const t = tally('probe: sign-in');
          t.sent++;
          try {
            await login(world.urls[0]!, 'std', studentUsername(account), PASSWORDS.std);
            t.latencies.push(performance.now() - due);
          } catch (err) {
            t.latencies.push(performance.now() - due);
            t.errors++;
            if (t.samples.length < 3) t.samples.push(String((err as Error).message).slice(0, 80));
          }
        });
      }
    })(),
  ];
  const scheduled = rates
    ? (Object.entries(rates) as [Kind, number][])
        .filter(([kind, rate]) => rate > 0 && kind !== 'admin list after edit')
        .map(async ([kind, rate]) => {
          let due = start + nextGap(rate * factor) * 1000;
          while (due < end) {
            await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
            const at = due;
            fire(() => arrivals[kind](at));
            due += nextGap(rate * factor) * 1000;
          }
        })
    : [];
  const read = (): Reading => {
    // every server thread read once: the servers' CPU is the sum of its kinds
    const threads = servers.map((srv) => cpuByThread(srv.child.pid)).reduce((a, b) => addThreadCpu(a, b));
    return {
      at: performance.now(),
      server: threads.main + threads.background + threads.others,
      threads,
      serverWait: servers.reduce((s, srv) => s + runQueueMs(srv.child.pid), 0),
      generator: cpuNsMs(process.pid),
      generatorWait: runQueueMs(process.pid),
      abuser: abuse ? cpuNsMs(abuse.pid) : 0,
      database: cpuOfEach(postgresPids()),
      machine: machineBusyMs(),
    };
  };
  const spent = new Map<Condition, Omit<Reading, 'database'> & { database: number }>(conditions.map((c) => [c, { at: 0, server: 0, threads: { main: 0, background: 0, others: 0 }, serverWait: 0, generator: 0, generatorWait: 0, abuser: 0, database: 0, machine: 0 }]));
  // the stretches in turn: the abuse begun, paused and resumed at their edges, the CPU read at each edge
  const edges = (async () => {
    let before = read();
    let begun = false;
    for (const stretch of stretches) {
      if (abuse && stretch.condition === 'abuser') {
        if (begun) abuse.resume();
        else abuse.begin();
        begun = true;
      }
      if (abuse && begun && stretch.condition !== 'abuser') abuse.pause();
      await new Promise((r) => setTimeout(r, Math.max(0, before.at + stretch.ms - performance.now())));
      const after = read();
      const into = stretch.condition ? spent.get(stretch.condition) : undefined;
      if (into) {
        into.at += after.at - before.at;
        into.server += after.server - before.server;
        into.threads = addThreadCpu(into.threads, addThreadCpu(after.threads, before.threads, -1));
        into.serverWait += after.serverWait - before.serverWait;
        into.generator += after.generator - before.generator;
        into.generatorWait += after.generatorWait - before.generatorWait;
        into.abuser += after.abuser - before.abuser;
        into.database += cpuBetween(before.database, after.database);
        into.machine += after.machine - before.machine;
      }
      before = after;
    }
  })();
  await Promise.all([...scheduled, ...probeLoops, edges]);
  const abuseCounts = abuse ? await abuse.stop() : null;
  // what was sent is waited for (bounded): its latency counts
  await Promise.race([Promise.allSettled([...pending]), new Promise((r) => setTimeout(r, 60_000))]);
  const elapsed = (performance.now() - start) / 1000;
  const sent = (c: Condition) => [...tallies.get(c)!.values()].reduce((s, t) => s + t.sent, 0);
  console.log(`${conditions.map((c) => `${names[c]}: ${sent(c)} requests`).join('; ')} (${elapsed.toFixed(0)} s in all), in flight at most ${inFlightPeak}`);
  return conditions.map((c) => {
    const x = spent.get(c)!;
    return {
      name: names[c],
      seconds: x.at / 1000,
      tallies: tallies.get(c)!,
      abuse: c === 'abuser' ? abuseCounts : null,
      serverCpu: x.server,
      serverThreads: x.threads,
      serverWait: x.serverWait,
      generatorCpu: x.generator,
      generatorWait: x.generatorWait,
      abuserCpu: x.abuser,
      databaseCpu: x.database,
      machineCpu: x.machine,
      inFlightPeak,
      notSent,
    };
  });
}

async function setUp(g: Generated, urls: string[]): Promise<World> {
  const jobs = jobsOf(g);
  const lecturerIds = [...new Set(jobs.map((j) => j.lecturer))];
  const lecturerTokens = new Map<number, string>();
  console.log(`signing in ${lecturerIds.length} lecturers, 300 students, the admins ...`);
  await pool(lecturerIds, 4, async (id) => void lecturerTokens.set(id, await login(urls[id % urls.length]!, 'teach', lecturerUsername(id), PASSWORDS.teach)));
  const courseOf = new Map(g.rows.student_in_course.map((s) => [s.StudentId, s.CourseId]));
  const studentIds = g.rows.student.slice(0, 301).map((s) => s.Id!);
  const students: World['students'] = [];
  await pool(studentIds, 4, async (id) => void students.push({ id, course: courseOf.get(id)!, token: await login(urls[id % urls.length]!, 'std', studentUsername(id), PASSWORDS.std) }));
  const probe = students.pop()!;
  const admin = await login(urls[0]!, 'admin', adminUsername(1), PASSWORDS.admin);
  const marked = new Set(g.marked);
  const published = new Set(g.published);
  const { rows } = g;
  return {
    urls,
    jobs,
    lecturerTokens,
    admin,
    students,
    probe,
    probeSignIns: g.rows.student.slice(400, 430).map((s) => s.Id!),
    publishable: rows.project.map((p) => p.Id!).filter((id) => marked.has(id) && !published.has(id)),
    edits: {
      projects: rows.project.slice(0, 200).map((p) => ({ Id: p.Id!, Name: p.Name, Notion: p.Notion })),
      students: rows.student.slice(1000, 1200).map((s) => ({ Id: s.Id!, Name: s.Name })),
      courses: rows.course.slice(0, 100).map((c) => ({ Id: c.Id!, Name: c.Name, LectureId: c.LectureId })),
    },
  };
}

async function runEngine(engine: Engine, main: string, seconds: number, fairnessSeconds: number, factors: number[]) {
  const uni = await freshUniversity(argNumber('--scale', 1));
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < (engine === 'PostgreSQL' ? 3 : 1); i++) servers.push(await startAppServer(main, uni.databaseUrl, BEHIND_PROXY));
    const urls = servers.map((s) => s.url);
    const world = await setUp(uni.generated, urls);
    const abuserTokens = await Promise.all([0, 1, 2].map((i) => login(urls[i % urls.length]!, 'admin', adminUsername(2), PASSWORDS.admin)));
    const ids = { boards: uni.generated.rows.board.slice(0, 50).map((b) => b.Id!), courses: uni.generated.rows.course.slice(0, 50).map((c) => c.Id!) };
    const workbook = await refusedWorkbook();
    const load = machine().match(/load average [\d./ ]+/)?.[0] ?? '';
    const results: RunResult[] = [];
    const alone = (name: string) => ({ alone: name, abuser: '' });
    results.push(...(await run(world, servers, alone('idle (the probe alone)'), Math.min(15, seconds), 0, null)));
    const top = Math.max(...factors);
    for (const f of factors.filter((x) => x !== top)) results.push(...(await run(world, servers, alone(`${f}× peak`), seconds, f, null)));
    // the top factor alone and beside the abuser in one run, A B B A (fairnessStretches)
    results.push(...(await run(world, servers, { alone: `${top}× peak`, abuser: `${top}× peak + one abusive account` }, fairnessSeconds, top, { tokens: abuserTokens, ids, workbook })));
    const rss = servers.map((s) => s.peakRssMb());
    return { engine, processes: servers.length, results, load, rss };
  } finally {
    for (const s of servers) await s.stop().catch(() => undefined);
    await uni.drop();
  }
}

const KIND_ORDER: AnyKind[] = ['grid save', 'marking view', 'board projects', 'publication', 'admin edit', 'admin list after edit', 'student courses', 'student score', 'probe: small read', 'probe: sign-in'];

function table(r: Awaited<ReturnType<typeof runEngine>>): string {
  const lines: string[] = [];
  const rates = peakRates(DEFAULT_SHAPE);
  const head = ['Kind of request (rate at 1×)'];
  for (const res of r.results) head.push(`${res.name}: sent, p50 / p95 / p99 ms, errors`);
  lines.push(`| ${head.join(' | ')} |`, `|---|${r.results.map(() => '---:').join('|')}|`);
  for (const kind of KIND_ORDER) {
    const rate = kind in rates ? `${(rates[kind as Kind]).toFixed(2)}/s` : kind.startsWith('probe') ? (kind.endsWith('read') ? '5/s' : '1/s') : '';
    const cells = [`${kind}${rate ? ` (${kind === 'admin list after edit' ? 'after each edit' : rate})` : ''}`];
    for (const res of r.results) {
      const t = res.tallies.get(kind);
      if (!t || t.sent === 0) {
        cells.push('—');
        continue;
      }
      const s = [...t.latencies].sort((a, b) => a - b);
      cells.push(`${t.sent}, ${percentile(s, 50).toFixed(0)} / ${percentile(s, 95).toFixed(0)} / ${percentile(s, 99).toFixed(0)}, ${t.errors ? `**${t.errors}**` : '0'}${t.retried503 ? ` (${t.retried503} × 503 retried)` : ''}`);
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  // all defence-week requests together (the probe apart): the issue's target is on these
  const cells = ['**all of defence week\'s requests**'];
  for (const res of r.results) {
    const all = KIND_ORDER.filter((k) => !k.startsWith('probe')).flatMap((k) => res.tallies.get(k)?.latencies ?? []).sort((a, b) => a - b);
    const errors = KIND_ORDER.filter((k) => !k.startsWith('probe')).reduce((s, k) => s + (res.tallies.get(k)?.errors ?? 0), 0);
    cells.push(all.length ? `${all.length}, ${percentile(all, 50).toFixed(0)} / ${percentile(all, 95).toFixed(0)} / **${percentile(all, 99).toFixed(0)}**, ${errors ? `**${errors}**` : '0'}` : '—');
  }
  lines.push(`| ${cells.join(' | ')} |`);
  lines.push(`| server CPU (all processes, % of one core) | ${r.results.map((res) => `${((res.serverCpu / (res.seconds * 1000)) * 100).toFixed(0)} %`).join(' | ')} |`);
  const requests = (res: RunResult) => [...res.tallies.values()].reduce((s, t) => s + t.sent, 0) + (res.abuse?.requests ?? 0);
  lines.push(`| server CPU per request (ms) | ${r.results.map((res) => (res.serverCpu / Math.max(1, requests(res))).toFixed(2)).join(' | ')} |`);
  const share = (ms: number, res: RunResult) => `${((ms / (res.seconds * 1000)) * 100).toFixed(0)} %`;
  lines.push(
    `| server CPU by thread: event loops / other threads at the users' priority (V8's collection and compilation, libuv's pool) / the background process's threads, under SCHED_IDLE (% of one core) | ${r.results.map((res) => ['main', 'others', 'background'].map((k) => share(res.serverThreads[k as keyof ThreadCpu], res)).join(' / ')).join(' | ')} |`,
  );
  lines.push(`| server ready but waiting for a CPU (% of the run, all processes, their background processes apart) | ${r.results.map((res) => share(res.serverWait, res)).join(' | ')} |`);
  if (r.engine === 'PostgreSQL') lines.push(`| PostgreSQL CPU (every postgres process, % of one core) | ${r.results.map((res) => share(res.databaseCpu, res)).join(' | ')} |`);
  lines.push(`| load generator CPU / waiting for a CPU (this bench process, % of one core) | ${r.results.map((res) => `${share(res.generatorCpu, res)} / ${share(res.generatorWait, res)}`).join(' | ')} |`);
  lines.push(`| the abusive account's client (its own process, % of one core) | ${r.results.map((res) => (res.abuse ? share(res.abuserCpu, res) : '—')).join(' | ')} |`);
  lines.push(`| the whole machine's CPU (every process, % of one core; the machine has ${cpus().length}) | ${r.results.map((res) => share(res.machineCpu, res)).join(' | ')} |`);
  const abused = r.results.find((res) => res.abuse);
  const notes: string[] = [];
  if (abused?.abuse) {
    const byStatus = Object.entries(abused.abuse.byStatus).sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s}: ${n}`).join(', ');
    notes.push(`The abusive account's requests (${abused.abuse.requests}, by answer): ${byStatus}; streams it held at some point: ${abused.abuse.streamsHeld}.`);
  }
  const samples = r.results.flatMap((res) => [...res.tallies.entries()].flatMap(([k, t]) => t.samples.map((s) => `${res.name}, ${k}: ${s}`))).slice(0, 6);
  if (samples.length) notes.push(`First errors: ${samples.map((s) => `\`${s.replace(/`/g, "'")}\``).join('; ')}.`);
  const notSent = r.results.filter((res) => res.notSent > 0);
  if (notSent.length) notes.push(`Arrivals not sent (more than ${MAX_IN_FLIGHT} in flight): ${notSent.map((res) => `${res.name} ${res.notSent}`).join(', ')}.`);
  notes.push(`Peak RSS per server process: ${r.rss.map((x) => `${x.toFixed(0)} MB`).join(', ')}. Load average when the runs started: ${r.load.replace('load average ', '')}.`);
  return `${lines.join('\n')}\n\n${notes.join(' ')}`;
}

const ENGINES: Engine[] = ['SQLite', 'PostgreSQL'];

/**
 * The tables of the engines this run did not measure (`--sqlite-only`, `--pg-only`), kept from the section as
 * recorded, each marked with the date of the run that measured it: a run of one engine does not erase the other's.
 */
export function keptEngines(ran: Engine[]): string[] {
  const recorded = recordedSection('defence-open-loop');
  if (!recorded) return [];
  const stamp = stampOf(recorded).replace(/^_|_$/g, '');
  return ENGINES.filter((engine) => !ran.includes(engine)).flatMap((engine) => {
    const found = new RegExp(`\\*\\*${engine}, \\d+ process(?:es)?\\*\\*(?: _\\(kept[^\\n]*)?\\n\\n[\\s\\S]*?(?=\\n\\n\\*\\*(?:SQLite|PostgreSQL), |\\n\\nOpen loop:)`).exec(recorded);
    if (!found) return [];
    const [header, ...rest] = found[0].split('\n');
    const kept = /_\(kept/.test(header!) ? header! : `${header} _(kept from the run of ${stamp.split(' · ')[0]}: this run measured the other engine only)_`;
    return [[kept, ...rest].join('\n')];
  });
}

export async function benchDefence(): Promise<Section> {
  const quick = isQuick();
  const seconds = argNumber('--seconds', quick ? 20 : 60);
  // the fairness run is longer: its p99 is set by a few bursts, and in 60 s the same code gave 0.8× to 1.9× minutes apart
  const fairnessSeconds = argNumber('--fairness-seconds', 3 * seconds);
  const at = process.argv.indexOf('--factors');
  const factors = at >= 0 ? process.argv[at + 1]!.split(',').map(Number) : [1, 3];
  const main = buildServer();
  const results = await onEachEngine((engine) => runEngine(engine, main, seconds, fairnessSeconds, factors));
  const rates = peakRates(DEFAULT_SHAPE);
  const total = Object.values(rates).reduce((s, x) => s + x, 0);
  const blocks = results.map((r) => `**${r.engine}, ${r.processes} process${r.processes > 1 ? 'es' : ''}**\n\n${table(r)}`);
  const markdown =
    [...blocks, ...keptEngines(results.map((r) => r.engine))].join('\n\n') +
    `\n\nOpen loop: each kind arrives by its own Poisson process (${total.toFixed(0)} requests a second at 1×, the model in bench/defence/model.ts: ${DEFAULT_SHAPE.boards} boards over the day's ${DEFAULT_SHAPE.sessions} sessions, ${DEFAULT_SHAPE.lecturersPerBoard} lecturers a board saving a grid about every ${DEFAULT_SHAPE.saveEverySeconds} s, admins editing and publishing, students opening their report), ` +
    `sent whether or not earlier requests were answered; latency from each arrival to its answer; ${seconds} s a run (the idle probe run ${Math.min(15, seconds)} s), the fairness run ${fairnessSeconds} s a half. ` +
    `The ${Math.max(...factors)}× run and the run beside the abuser are one run of ${2 * fairnessSeconds} s with the same traffic throughout and the abuser there half the time, in ${fairnessSeconds / 2} s slots A B B A (alone, the abuse in one ${fairnessSeconds} s stretch, alone), so that a machine that grows busier or quieter through the run weighs on both halves alike; the ${Math.min(SETTLE_MS, (fairnessSeconds * 500) / 3) / 1000} s after the abuse (its admitted work finishing) are counted for neither. Requests carry \`Accept-Encoding: gzip, br\` and are sent with Node's own \`http\` client over kept-alive sockets, an answer decompressed only when its body is checked (bench/lib/leanHttp.ts; until 6 Dec they were sent with \`fetch\`, which cost the generator about twice the CPU); a 503 is retried after its Retry-After as the client does and counted. ` +
    'An error: any answer ≥ 400 (or an inner status other than 200 for saves, edits and publications) or a connection error. ' +
    'The probe is another student reading its courses every 200 ms and a student signing in every second (30 accounts in turn), on the first process, in every run: its idle run is the baseline of the fairness run. ' +
    'The abusive account is an admin (from 3 sessions, each: 2 loops of board-minutes and grade-report PDFs, 1 loop importing a 2,000-row workbook every row of which is refused, 1 loop opening live streams and holding them), beside the 3× traffic, in a process of its own at nice 19 (abuserProcess.ts: its client work takes the shared cores only when they would otherwise idle, as on a machine of its own, and does not delay the event loop that times the other users; `BENCH_ABUSE=documents`, `imports` or `streams` runs one kind alone). ' +
    'CPU rows: schedstat of the server processes\' threads alive at both readings (by thread: the main thread, the other threads at its priority, the threads at a lower one), every `postgres` process, this process, the abuser\'s process, and the whole machine from /proc/stat (threads that ended included). ' +
    'The generated boards have 3 lecturers each: the fourth lecturer\'s saves go to the same seats (the rate per board is the model\'s). ' +
    'On PostgreSQL each user keeps to one of the three processes (as a proxy keeping a client on one would); the load generator runs on the same 2 cores as the servers and PostgreSQL, and the machine is shared with seven other engineers\' builds and tests.';
  return { key: 'defence-open-loop', title: 'Defence week, open loop: 1× and 3× the peak, and one abusive account beside it', markdown };
}

if (require.main === module) {
  benchDefence()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
