/**
 * npm run bench:analytics [-- --quick --scale 1 --rounds 20]
 * On the generated university (bench/seed: 20,000 students, ≈ 130,000 marks at scale 1), through the real
 * built server over HTTP:
 *  - the first view of a term's analytics (GET /api/analytics/term?semester=) for every semester, and with a subject;
 *  - the students behind one bar (GET /api/analytics/term/students, a score range);
 *  - the 20,000-row students export (GET /api/export/students.xlsx): time to the last byte, the file's size, and the
 *    server process's peak RSS (VmHWM) afterwards, while a health check is timed beside it (does the export block?).
 * Targets: term analytics under 500 ms; the export under 5 s and under 200 MB RSS.
 * SQLite by default; DATABASE_URL=postgres://… runs it on a new PostgreSQL database (dropped after).
 */
import os from 'node:os';
import { argNumber, isQuick } from './lib/args';
import { recordSection } from './lib/results';
import { buildServer, freshUniversity, login, percentile, startAppServer } from './lib/server';

const TERM_TARGET_MS = 500;
const EXPORT_TARGET_MS = 5000;
const EXPORT_TARGET_MB = 200;

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

async function timed(url: string, token: string): Promise<{ ms: number; bytes: number; status: number }> {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - start, bytes, status: res.status };
}

async function rounds(n: number, urls: string[], token: string): Promise<Figures> {
  for (const u of urls) {
    const first = await timed(u, token); // warm: statements prepared, pages cached
    if (first.status !== 200) throw new Error(`${u} answered ${first.status}`);
  }
  const ms: number[] = [];
  for (let i = 0; i < n; i++) for (const u of urls) ms.push((await timed(u, token)).ms);
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms[ms.length - 1]! };
}

async function main(): Promise<void> {
  const quick = isQuick();
  const scale = argNumber('--scale', 1);
  const n = argNumber('--rounds', quick ? 5 : 20);
  const main = buildServer();
  const university = await freshUniversity(scale);
  const engine = /^postgres/.test(university.databaseUrl) ? 'postgres' : 'sqlite';
  const server = await startAppServer(main, university.databaseUrl);
  try {
    const token = await login(server.url, 'admin', 'admin1', 'bench-admin-123');
    const api = `${server.url}/api`;
    const semesters = ((await (await fetch(`${api}/semester/getall`, { headers: { authorization: `Bearer ${token}` } })).json()) as { Id: number }[]).map((s) => s.Id);
    const termUrls = semesters.map((s) => `${api}/analytics/term?semester=${s}`);
    const term = await rounds(n, termUrls, token);
    const subject = await rounds(n, semesters.map((s) => `${api}/analytics/term?semester=${s}&subject=1`), token);
    const drill = await rounds(n, semesters.map((s) => `${api}/analytics/term/students?semester=${s}&bin=7`), token);

    // the export, with a health check timed beside it: the writer yields, so other requests keep being answered
    const health: number[] = [];
    let exporting = true;
    const beside = (async () => {
      while (exporting) {
        const start = performance.now();
        await fetch(`${api}/health`);
        health.push(performance.now() - start);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const exported = await timed(`${api}/export/students.xlsx`, token);
    exporting = false;
    await beside;
    health.sort((a, b) => a - b);
    const rss = server.peakRssMb();

    const f = (x: Figures) => `${x.p50.toFixed(0)} | ${x.p95.toFixed(0)} | ${x.max.toFixed(0)}`;
    const termMet = term.p95 < TERM_TARGET_MS;
    const exportMet = exported.ms < EXPORT_TARGET_MS && rss < EXPORT_TARGET_MB;
    const markdown = [
      `${engine}, scale ${scale}: ${university.generated.rows.student.length} students, ${university.generated.rows.score.length} marks, ${semesters.length} semesters; ${n} rounds of each after one warm-up, through HTTP on the built server.`,
      '',
      '| request | p50 ms | p95 ms | max ms |',
      '|---|---|---|---|',
      `| term analytics, first view (GET /api/analytics/term?semester=) | ${f(term)} |`,
      `| term analytics of one subject | ${f(subject)} |`,
      `| students behind a bar (GET /api/analytics/term/students, range 7–8) | ${f(drill)} |`,
      '',
      `Students export (GET /api/export/students.xlsx): **${(exported.ms / 1000).toFixed(2)} s**, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB; server peak RSS **${rss.toFixed(0)} MB**; ` +
        `health checks beside it: ${health.length}, p50 ${percentile(health, 50).toFixed(0)} ms, max ${(health[health.length - 1] ?? 0).toFixed(0)} ms.`,
      '',
      `Targets: term analytics under ${TERM_TARGET_MS} ms (p95) **${termMet ? 'met' : 'NOT met'}**; export under ${EXPORT_TARGET_MS / 1000} s and ${EXPORT_TARGET_MB} MB **${exportMet ? 'met' : 'NOT met'}** (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores).`,
    ].join('\n');
    console.log(markdown);
    recordSection({ key: `analytics-${engine}`, title: `Analytics and Excel export (${engine})`, markdown }, quick);
    if (!termMet || !exportMet) process.exitCode = 1;
  } finally {
    await server.stop();
    await university.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
