/**
 * npm run bench:schedule [-- --quick --scale 1 --rounds 30]
 * The defence schedule's conflict check on the generated university (bench/seed): 400 boards, 4,000 slots,
 * 1,200 seats and 20,000 students at scale 1. Three figures, each the p50 / p95 / max of `--rounds` runs:
 *  - term-wide: every term read (four queries for all) and checked, as `GET /api/schedule/conflicts` does;
 *  - one save's gate: one term read and the change checked (`checkScheduleChange` with a move that clashes with
 *    nothing, inside a transaction that is rolled back), what every board, seat or slot write waits for;
 *  - the rule alone on the whole university as one term (common/schedule/conflicts.ts findConflicts, no I/O).
 * Target: the term-wide check under 200 ms. The generated schedule must have 0 conflicts.
 * SQLite by default; DATABASE_URL=postgres://… runs it on a new PostgreSQL database (dropped after).
 */
import os from 'node:os';
import type { Kysely } from 'kysely';
import { findConflicts } from '../src/common/schedule/conflicts';
import { openDatabase } from '../src/server/db/database';
import type { Database } from '../src/server/db/schema';
import { checkScheduleChange, termsConflicts } from '../src/server/domain/schedule/check';
import { loadTerms, semestersWithBoards, type TermData } from '../src/server/domain/schedule/term';
import { argNumber, isQuick } from './lib/args';
import { recordSection } from './lib/results';
import { freshUniversity } from './lib/server';

const TARGET_MS = 200;

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

async function time(rounds: number, work: () => Promise<unknown>): Promise<Figures> {
  await work(); // warm: statements prepared, pages cached
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: ms[ms.length - 1]! };
}

const ROLLBACK = new Error('rolled back on purpose');

/** One save's gate: the term locked, read and checked with a change that adds nothing, then the transaction undone. */
async function oneSave(db: Kysely<Database>, semesterId: number): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      await checkScheduleChange(trx, semesterId, (term) => term, { allowSaveAnyway: false });
      throw ROLLBACK;
    })
    .catch((e: unknown) => {
      if (e !== ROLLBACK) throw e;
    });
}

/** Every term as one (the rule's worst case: nothing split by semester). */
function wholeUniversity(terms: TermData[]) {
  return { boards: terms.flatMap((t) => t.boards), slots: terms.flatMap((t) => t.slots), students: terms.flatMap((t) => t.students) };
}

async function main(): Promise<void> {
  const quick = isQuick();
  const scale = argNumber('--scale', 1);
  const rounds = argNumber('--rounds', quick ? 10 : 30);
  const university = await freshUniversity(scale);
  const handle = openDatabase(university.databaseUrl);
  try {
    const db = handle.kysely;
    const semesters = await semestersWithBoards(db);
    const terms = await loadTerms(db, semesters);
    const counts = {
      boards: terms.reduce((n, t) => n + t.boards.length, 0),
      slots: terms.reduce((n, t) => n + t.slots.length, 0),
      seats: terms.reduce((n, t) => n + t.boards.reduce((m, b) => m + b.lecturerIds.length, 0), 0),
      students: terms.reduce((n, t) => n + t.students.length, 0),
    };
    const conflicts = await termsConflicts(db, semesters);
    const all = wholeUniversity(terms);
    const termWide = await time(rounds, () => termsConflicts(db, semesters));
    const save = await time(rounds, () => oneSave(db, semesters[0]!));
    const rule = await time(rounds, async () => findConflicts(all));
    const f = (x: Figures) => `${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.max.toFixed(1)}`;
    const pass = termWide.p95 < TARGET_MS;
    const typical = termWide.p50 < TARGET_MS;
    const load = os.loadavg()[0]!.toFixed(1);
    const markdown = [
      `${handle.engine}, scale ${scale}: ${semesters.length} terms, ${counts.boards} boards, ${counts.slots} slots, ${counts.seats} seats, ${counts.students} students on the placed projects; ${rounds} rounds after one warm-up.`,
      '',
      `Conflicts in the generated schedule: **${conflicts.length}** (expected 0).`,
      '',
      '| check | p50 ms | p95 ms | max ms |',
      '|---|---|---|---|',
      `| term-wide: every term read and checked (GET /api/schedule/conflicts) | ${f(termWide)} |`,
      `| one save's gate: one term locked, read and checked, rolled back | ${f(save)} |`,
      `| the rule alone, the whole university as one term | ${f(rule)} |`,
      '',
      `Target: term-wide under ${TARGET_MS} ms — p50 **${typical ? 'met' : 'NOT met'}**, p95 **${pass ? 'met' : 'NOT met'}** (load average ${load} on ${os.availableParallelism()} cores while measuring).`,
    ].join('\n');
    console.log(markdown);
    recordSection({ key: `schedule-${handle.engine}`, title: `Schedule conflict check (${handle.engine})`, markdown }, quick);
    if (conflicts.length > 0) {
      console.error(conflicts.slice(0, 5).map((c) => c.Text).join('\n'));
      process.exitCode = 1;
    }
    if (!pass) process.exitCode = 1;
  } finally {
    await handle.close();
    await university.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
