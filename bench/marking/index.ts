/**
 * npm run bench:marking [-- --quick] [--seconds 120] [--think 1000]
 * Defence week: every lecturer of the generated university (500) opening and saving
 * marking grids for the duration while three admins publish marked projects; the real built server on
 * SQLite (one process) or, with DATABASE_URL=postgres://…, three processes on one PostgreSQL database.
 * Prints requests, errors, p50/p99, marks lost (a confirmed save not in the database) and peak RSS.
 */
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { argNumber, isQuick } from '../lib/args';
import { recordSection, type Section } from '../lib/results';
import { buildServer, freshUniversity, login, percentile, startAppServer, type RunningServer } from '../lib/server';
import { PASSWORDS, adminUsername, lecturerUsername } from '../seed/plan';
import type { Database } from '../../src/server/db/schema';
import { addressOf, BEHIND_PROXY, BROWSER_HEADERS, fetchRetrying503, gridsOfLecturers, lecturerLoop, type Confirmed, type Outcome } from './lecturer';

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function marksLost(db: Kysely<Database>, confirmed: Confirmed): Promise<number> {
  const rows = await db.selectFrom('score').select(['LectureInBoardId', 'StudentInProjectId', 'ScoreColumnId', 'Score']).execute();
  const stored = new Map(rows.map((r) => [`${r.LectureInBoardId}:${r.StudentInProjectId}:${r.ScoreColumnId}`, Number(r.Score)]));
  let lost = 0;
  for (const [key, points] of confirmed) if (stored.get(key) !== Math.round(points * 100)) lost++;
  return lost;
}

export async function benchMarking(): Promise<Section> {
  const quick = isQuick();
  const seconds = argNumber('--seconds', quick ? 20 : 60);
  const thinkMs = argNumber('--think', 1000);
  const main = buildServer();
  const uni = await freshUniversity(argNumber('--scale', 1));
  const engine = uni.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const servers: RunningServer[] = [];
  const lecturers: Outcome = { latencies: [], errors: 0, requests: 0, errorSamples: [] };
  const admins: Outcome = { latencies: [], errors: 0, requests: 0, errorSamples: [] };
  const confirmed: Confirmed = new Map();
  const rss: number[] = [];
  let lost = -1;
  let published = 0;
  try {
    for (let i = 0; i < (engine === 'postgres' ? 3 : 1); i++) servers.push(await startAppServer(main, uni.databaseUrl, BEHIND_PROXY));
    const { rows, marked, published: alreadyPublished } = uni.generated;
    const markedSet = new Set(marked);
    const open = new Set(rows.project.map((p) => p.Id!).filter((id) => !markedSet.has(id)));
    const publishable = marked.filter((p) => !alreadyPublished.includes(p));
    const grids = gridsOfLecturers(rows, open);
    const ids = rows.lecturer.map((l) => l.Id!);
    const tokens = new Map<number, string>();
    console.log(`logging in ${ids.length} lecturers ...`);
    await pool(ids, 4, async (id) => void tokens.set(id, await login(servers[id % servers.length]!.url, 'teach', lecturerUsername(id), PASSWORDS.teach)));
    const adminTokens = await Promise.all([1, 2, 3].map((i) => login(servers[0]!.url, 'admin', adminUsername(i), PASSWORDS.admin)));
    const until = Date.now() + seconds * 1000;
    console.log(`${ids.length} lecturers marking for ${seconds} s (think time ${thinkMs} ms ± 50 %) on ${servers.length} ${engine} process(es) ...`);
    let nextPublish = 0;
    const publisher = async (token: string, s: number) => {
      const server = servers[s % servers.length]!;
      while (Date.now() < until && nextPublish < publishable.length) {
        const project = publishable[nextPublish++]!;
        const t0 = performance.now();
        admins.requests++;
        const res = await fetchRetrying503(`${server.url}/api/project/${project}/public`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': addressOf(100_000 + s), ...BROWSER_HEADERS } }, admins);
        const body = (await res.json()) as { status?: number; message?: string };
        admins.latencies.push(performance.now() - t0);
        if (res.status === 200 && body.status === 200) published++;
        else {
          admins.errors++;
          if (admins.errorSamples.length < 5) admins.errorSamples.push(`publish ${project}: ${res.status} ${body.message}`);
        }
        await new Promise((r) => setTimeout(r, thinkMs * 2 * Math.random()));
      }
    };
    await Promise.all([
      ...ids.map((id) => lecturerLoop(servers[id % servers.length]!.url, tokens.get(id)!, addressOf(id), grids.get(id) ?? [], until, thinkMs, lecturers, confirmed)),
      ...adminTokens.map((token, i) => publisher(token, i)),
    ]);
  } finally {
    // VmHWM is the process's own peak: read it before the process ends
    rss.push(...servers.map((s) => s.peakRssMb()));
    for (const s of servers) await s.stop().catch(() => undefined);
  }
  const check = openDatabase(uni.databaseUrl);
  try {
    lost = await marksLost(check.kysely, confirmed);
  } finally {
    await check.close();
    await uni.drop();
  }
  const sorted = [...lecturers.latencies].sort((a, b) => a - b);
  const adminSorted = [...admins.latencies].sort((a, b) => a - b);
  const clientRss = process.resourceUsage().maxRSS / 1024;
  const p99 = percentile(sorted, 99);
  const lines = [
    `| Figure (${engine}, ${servers.length} process${servers.length > 1 ? 'es' : ''}) | value | target |`,
    '|---|---:|---|',
    `| lecturer requests (marking view + grid save) | ${lecturers.requests} (${(lecturers.requests / seconds).toFixed(0)}/s) | — |`,
    `| lecturer failed requests (503s retried: counted beside) | ${lecturers.errors} (503s retried: ${lecturers.retried503 ?? 0}) | 0 ${lecturers.errors === 0 ? '(met)' : '(**missed**)'} |`,
    `| lecturer latency p50 / p99 | ${percentile(sorted, 50).toFixed(0)} / ${p99.toFixed(0)} ms | p99 ≤ 100 ms on SQLite ${engine !== 'sqlite' ? '' : p99 <= 100 ? '(met)' : '(**missed**)'} |`,
    `| admin publications | ${published} of ${admins.requests} tried, ${admins.errors} errors (503s retried: ${admins.retried503 ?? 0}), p50 / p99 ${percentile(adminSorted, 50).toFixed(0)} / ${percentile(adminSorted, 99).toFixed(0)} ms | 0 errors |`,
    `| cells confirmed, marks lost | ${confirmed.size}, ${lost} lost | 0 ${lost === 0 ? '(met)' : '(**missed**)'} |`,
    `| peak RSS per server process | ${rss.map((r) => `${r.toFixed(0)} MB`).join(', ')} | ≤ 300 MB ${rss.every((r) => r <= 300) ? '(met)' : '(**missed**)'} |`,
    `| peak RSS of the load generator | ${clientRss.toFixed(0)} MB | — |`,
  ];
  const errorsNote = [...lecturers.errorSamples, ...admins.errorSamples].map((e) => `- ${e}`).join('\n');
  console.log(lines.join('\n'));
  if (errorsNote) console.log(`first errors:\n${errorsNote}`);
  const markdown =
    `${lines.join('\n')}\n\n${seconds} s; requests carry \`Accept-Encoding: gzip, br\` as a browser's do; a 503 is waited out (its Retry-After) and sent again, as the marking client does, and counted; a failed request is any other non-200 answer or a connection error (ECONNRESET included). Every lecturer loops: open one of their grids on a project nobody marked (GET /marking/{seat}/{project}), ` +
    `think ${thinkMs} ms ± 50 %, save the whole grid with new scores and the versions seen (PUT /marking/save), think again. ` +
    `Three admins publish the generated marked projects meanwhile. The load generator runs on the same 2 cores.${errorsNote ? `\n\nFirst errors:\n${errorsNote}` : ''}`;
  return { key: `marking-${engine}`, title: `Defence week on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, markdown };
}

if (require.main === module) {
  benchMarking()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
