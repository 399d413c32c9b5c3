/**
 * npm run bench:mail [-- --quick --scale 1 --boards 20 --rounds 3 --duration 3]
 * What the e-mail outbox costs the requests around it (issue 43), on the real built server and a generated
 * university, sending to a local SMTP sink in this process (smtp-server, counting only):
 *  (a) publishing 40-student boards (8 projects of 5 students, one publication per project as the admin's screen
 *      does) with the students' result mails on (each request writes its 5 outbox rows) and off (their choice
 *      'off': the same request writes none), the two interleaved request by request so the machine's other load
 *      hits both alike; p99 with mail at most 1.2× the p99 without;
 *  (b) small reads (10 connections, each a closed loop timed to the microsecond) with an empty outbox and with 10,000 due rows being sent, in
 *      alternating rounds; each read's p99 with the queue at most 1.2× its p99 without.
 * SQLite by default; DATABASE_URL=postgres://… runs it on a new PostgreSQL database (dropped after).
 */
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import type { Database } from '../src/server/db/schema';
import { enqueue } from '../src/server/mail/outbox';
import { settle } from './api';
import type { Endpoint } from './api/endpoints';
import { hotEndpoints } from './api/endpoints';
import { argNumber, isQuick } from './lib/args';
import { recordSection, type Section } from './lib/results';
import { buildServer, freshUniversity, login, percentile, startAppServer } from './lib/server';
import { startSmtpSink } from './lib/smtpSink';
import { adminUsername, PASSWORDS } from './seed/plan';
import type { Generated } from './seed/university';

const TARGET = 1.2;
const PROJECTS_PER_BOARD = 8;
const QUEUED = 10_000;
const READS = ['student courses', 'board projects + marks', 'admin semesters'];

interface Plan {
  mail: number[][];
  off: number[][];
}

/**
 * Boards with at least 8 unpublished projects, alternately with mail and without; their projects' missing marks
 * written (every seat, student and column), so each can be published; the students of the boards without mail
 * choose 'off' for results.
 */
async function prepare(db: Kysely<Database>, g: Generated, boards: number): Promise<Plan> {
  const { rows } = g;
  const published = new Set(g.published);
  const marked = new Set(g.marked);
  const projectsOf = new Map<number, number[]>();
  for (const p of rows.project_in_board) if (!published.has(p.ProjectId)) projectsOf.set(p.BoardId, [...(projectsOf.get(p.BoardId) ?? []), p.ProjectId]);
  const chosen = [...projectsOf].filter(([, ps]) => ps.length >= PROJECTS_PER_BOARD).slice(0, 2 * boards);
  if (chosen.length < 2 * boards) throw new Error(`only ${chosen.length} boards with ${PROJECTS_PER_BOARD} unpublished projects`);
  const plan: Plan = { mail: [], off: [] };
  chosen.forEach(([, ps], i) => (i % 2 === 0 ? plan.mail : plan.off).push(ps.slice(0, PROJECTS_PER_BOARD)));

  const boardOf = new Map(rows.project_in_board.map((p) => [p.ProjectId, p.BoardId]));
  const templateOf = new Map(rows.board.map((b) => [b.Id!, b.TemplateId]));
  const members = (projectId: number) => rows.student_in_project.filter((s) => s.ProjectId === projectId);
  const scores: { StudentInProjectId: number; LectureInBoardId: number; ScoreColumnId: number; Score: number; UpdatedAt: string }[] = [];
  for (const projectId of [...plan.mail, ...plan.off].flat()) {
    if (marked.has(projectId)) continue;
    const board = boardOf.get(projectId)!;
    const columns = rows.score_column.filter((c) => c.TemplateId === templateOf.get(board));
    for (const seat of rows.lecture_in_board.filter((s) => s.BoardId === board)) {
      for (const sp of members(projectId)) for (const c of columns) scores.push({ StudentInProjectId: sp.Id!, LectureInBoardId: seat.Id!, ScoreColumnId: c.Id!, Score: 500 + ((sp.Id! * 7 + c.Id!) % 400), UpdatedAt: new Date().toISOString() });
    }
  }
  const accountOf = new Map(rows.student.map((s) => [s.Id!, s.AccountId]));
  const off = plan.off.flat().flatMap((p) => members(p).map((sp) => ({ AccountId: accountOf.get(sp.StudentId)!, Kind: 'results', Mode: 'off' })));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < scores.length; i += 2000) await trx.insertInto('score').values(scores.slice(i, i + 2000)).execute();
    for (let i = 0; i < off.length; i += 2000) await trx.insertInto('mail_preference').values(off.slice(i, i + 2000)).execute();
  });
  return plan;
}

const outboxRows = async (db: Kysely<Database>) => Number((await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

interface PublishFigures {
  ms: number[];
  errors: number;
  /** outbox rows the requests wrote, counted right after each answer */
  written: number;
}

/** One publication per project, the two kinds alternating; the outbox counted after each answer. */
async function publishAll(url: string, db: Kysely<Database>, plan: Plan): Promise<Record<'mail' | 'off', PublishFigures>> {
  const token = await login(url, 'admin', adminUsername(1), PASSWORDS.admin);
  const figures = { mail: { ms: [] as number[], errors: 0, written: 0 }, off: { ms: [] as number[], errors: 0, written: 0 } };
  const order: ['mail' | 'off', number][] = [];
  plan.mail.forEach((board, b) => board.forEach((p, i) => order.push(['mail', p], ['off', plan.off[b]![i]!])));
  for (const [kind, projectId] of order) {
    const before = await outboxRows(db);
    const start = performance.now();
    const res = await fetch(`${url}/api/project/${projectId}/public`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { status?: number };
    figures[kind].ms.push(performance.now() - start);
    if (res.status !== 200 || body.status !== 200) figures[kind].errors++;
    figures[kind].written += (await outboxRows(db)) - before;
  }
  return figures;
}

/** 10,000 due result mails to 10,000 students, written as the app writes them (one transaction). */
async function fillOutbox(db: Kysely<Database>, g: Generated): Promise<void> {
  const students = g.rows.student.slice(0, QUEUED);
  await db.transaction().execute((trx) =>
    enqueue(trx, students.map((s) => ({ kind: 'results' as const, accountId: s.AccountId, event: { type: 'results' as const, project: 'Bench project' }, link: '/student' }))),
  );
}

const fmt = (n: number) => n.toFixed(1);

/**
 * `connections` loops, each sending the read again as soon as the last answered, for `seconds`; every latency to the
 * microsecond (autocannon's figures are whole milliseconds, too coarse for a 20 % bound on reads of 1 to 2 ms).
 */
async function closedLoop(url: string, e: Endpoint, connections: number, seconds: number): Promise<{ p50: number; p99: number; errors: number }> {
  const ms: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${url}${e.path}`, { method: e.method, headers: { authorization: `Bearer ${e.token}` } });
        await res.arrayBuffer();
        ms.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), errors };
}
const fmt2 = (n: number) => n.toFixed(2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchMail(): Promise<Section> {
  const quick = isQuick();
  const scale = argNumber('--scale', 1);
  const boards = argNumber('--boards', quick ? 12 : 40);
  const rounds = argNumber('--rounds', 3);
  const duration = argNumber('--duration', quick ? 3 : 5);
  const main = buildServer();
  const uni = await freshUniversity(scale);
  const sink = await startSmtpSink();
  const handle = openDatabase(uni.databaseUrl);
  const db = handle.kysely;
  try {
    const plan = await prepare(db, uni.generated, boards);
    const server = await startAppServer(main, uni.databaseUrl, { SMTP_URL: sink.url, EMAIL_DOMAIN: 'bench.test', PUBLIC_URL: 'https://bench.test' });
    try {
      console.log(`publishing ${boards} boards with mail and ${boards} without (${PROJECTS_PER_BOARD} projects of 5 students each)`);
      const pub = await publishAll(server.url, db, plan);

      // (b): an empty outbox, then 10,000 due rows being sent, in alternating rounds
      const endpoints = (await hotEndpoints(server.url, uni.generated, 1)).filter((e) => READS.some((r) => e.name.startsWith(r)));
      const reads = new Map(endpoints.map((e) => [e.name, { empty: [] as number[], queued: [] as number[], emptyP50: [] as number[], queuedP50: [] as number[] }]));
      let sentWhileQueued = 0;
      let queuedSeconds = 0;
      for (let r = 1; r <= rounds; r++) {
        for (const mode of ['empty', 'queued'] as const) {
          await db.deleteFrom('mail_outbox').execute();
          if (mode === 'queued') await fillOutbox(db, uni.generated);
          const sentBefore = sink.received();
          const started = Date.now();
          for (const e of endpoints) {
            await settle(server.url, e);
            const m = await closedLoop(server.url, e, 10, duration);
            if (m.errors > 0) throw new Error(`${e.name}: ${m.errors} reads did not answer 200`);
            const figures = reads.get(e.name)!;
            figures[mode].push(m.p99);
            figures[mode === 'empty' ? 'emptyP50' : 'queuedP50'].push(m.p50);
          }
          if (mode === 'queued') {
            sentWhileQueued += sink.received() - sentBefore;
            queuedSeconds += (Date.now() - started) / 1000;
          }
          console.log(`round ${r} ${mode}: done`);
        }
      }
      await db.deleteFrom('mail_outbox').execute();

      const at = (ms: number[], p: number) => percentile([...ms].sort((a, b) => a - b), p);
      const [mailP99, offP99] = [at(pub.mail.ms, 99), at(pub.off.ms, 99)];
      const pubRatio = mailP99 / offP99;
      const studentsWithMail = boards * PROJECTS_PER_BOARD * 5;
      const lines = [
        `**(a) Publishing a 40-student board** (${boards} boards of each kind, ${PROJECTS_PER_BOARD} projects × 5 students, one \`POST /project/{id}/public\` per project, the two kinds interleaved request by request; one admin, sequential):`,
        '',
        '| publications | requests | errors | p50 ms | p95 ms | p99 ms | outbox rows written by the requests |',
        '|---|---|---|---|---|---|---|',
        `| students' result mails on | ${pub.mail.ms.length} | ${pub.mail.errors} | ${fmt(at(pub.mail.ms, 50))} | ${fmt(at(pub.mail.ms, 95))} | ${fmt(mailP99)} | ${pub.mail.written} of ${studentsWithMail} |`,
        `| result mails off (their choice) | ${pub.off.ms.length} | ${pub.off.errors} | ${fmt(at(pub.off.ms, 50))} | ${fmt(at(pub.off.ms, 95))} | ${fmt(offP99)} | ${pub.off.written} |`,
        '',
        `p99 with mail / without: **${pubRatio.toFixed(2)}** (target ≤ ${TARGET}) — ${pubRatio <= TARGET ? 'met' : 'NOT met'}; p50 ${(at(pub.mail.ms, 50) / at(pub.off.ms, 50)).toFixed(2)}, p95 ${(at(pub.mail.ms, 95) / at(pub.off.ms, 95)).toFixed(2)}. Every mail row was counted in the outbox right after its request answered (written in the publication's transaction).`,
        '',
        `**(b) Small reads with 10,000 queued mails** (10 connections in a closed loop timed to the microsecond, ${duration} s per read and round, ${rounds} rounds alternating an empty outbox and ${QUEUED.toLocaleString('en')} due rows being sent to the sink; figures: median of the rounds):`,
        '',
        '| read | empty p50 / p99 ms | 10,000 queued p50 / p99 ms | p99 ratio | target ≤ 1.2 |',
        '|---|---|---|---|---|',
        ...[...reads].map(([name, f]) => {
          const ratio = median(f.queued) / median(f.empty);
          return `| ${name} | ${fmt2(median(f.emptyP50))} / ${fmt2(median(f.empty))} | ${fmt2(median(f.queuedP50))} / ${fmt2(median(f.queued))} | ${ratio.toFixed(2)} | ${ratio <= TARGET ? 'met' : 'NOT met'} |`;
        }),
        '',
        `While queued, the sender (one per process, 20 rows per pass every 2 s) sent ${sentWhileQueued} mails in ${queuedSeconds.toFixed(0)} s (${(sentWhileQueued / Math.max(1, queuedSeconds)).toFixed(1)}/s).`,
        '',
        "How to read it: in (a) the two kinds differ only by the rows written (the recipients and their choices are read either way); the server's own sender sends the rows meanwhile, so both kinds share its work. " +
          'With 320 requests per kind the p99 is one of the four slowest requests: one stall of a shared machine moves it, the p50 and p95 show the steady cost. ' +
          "In (b) the sender's passes (compose, SMTP to the sink in the bench process, one UPDATE per row) run on the server's event loop between the reads; the client, the sink and the server share the cores.",
      ];
      return { key: 'mail', title: `E-mail outbox (${handle.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}, scale ${scale})`, markdown: lines.join('\n') };
    } finally {
      await server.stop();
    }
  } finally {
    await handle.close();
    await sink.close();
    await uni.drop();
  }
}

if (require.main === module) {
  benchMail().then(
    (section) => {
      recordSection(section, isQuick());
      console.log(section.markdown);
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
