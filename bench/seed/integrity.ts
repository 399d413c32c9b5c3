import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../src/server/db/engine';
import type { Database } from '../../src/server/db/schema';
import { computeProjectResults } from '../../src/server/domain/publication';
import { termConflicts } from '../../src/server/domain/schedule/check';
import { semestersWithBoards } from '../../src/server/domain/schedule/term';

/**
 * Checks a generated database: foreign keys hold, every template's percents sum to 100 %, every mark is
 * by a lecturer of the project's board in a column of the board's template, every mark has its history,
 * and every published result equals what the publication code computes from the stored marks now.
 * Returns the problems found (empty = sound).
 */
export async function integrityProblems(db: Kysely<Database>, engine: Engine, passMark = 5): Promise<string[]> {
  const problems: string[] = [];
  if (engine === 'sqlite') {
    const broken = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) problems.push(`${broken.rows.length} foreign-key violations (first in ${broken.rows[0]!.table})`);
  }
  const sums = await db.selectFrom('score_column').select(['TemplateId', sql<number>`sum("PercentBp")`.as('bp'), sql<number>`count(*)`.as('n')]).groupBy('TemplateId').execute();
  for (const s of sums) {
    if (Number(s.bp) !== 10000) problems.push(`template ${s.TemplateId}: percents sum to ${Number(s.bp) / 100} %`);
    if (Number(s.n) < 3 || Number(s.n) > 6) problems.push(`template ${s.TemplateId}: ${s.n} columns`);
  }
  const foreignMarks = await db
    .selectFrom('score as s')
    .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
    .innerJoin('project_in_board as pb', 'pb.ProjectId', 'sp.ProjectId')
    .innerJoin('board as b', 'b.Id', 'pb.BoardId')
    .innerJoin('lecture_in_board as lb', 'lb.Id', 's.LectureInBoardId')
    .innerJoin('score_column as c', 'c.Id', 's.ScoreColumnId')
    .select(sql<number>`count(*)`.as('n'))
    .where((eb) => eb.or([eb('lb.BoardId', '!=', eb.ref('pb.BoardId')), eb('c.TemplateId', '!=', eb.ref('b.TemplateId')), eb('s.Score', '<', 0), eb('s.Score', '>', 1000)]))
    .executeTakeFirstOrThrow();
  if (Number(foreignMarks.n) > 0) problems.push(`${foreignMarks.n} marks outside their board, template or 0-10`);
  const [marks, history, writes] = await Promise.all([
    db.selectFrom('score').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('score_history').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('score').select(sql<number>`coalesce(sum("Version"), 0)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  if (Number(history.n) !== Number(writes.n)) problems.push(`${history.n} history rows for ${writes.n} writes of ${marks.n} marks`);
  const published = await db.selectFrom('published_project').select('ProjectId').orderBy('ProjectId').execute();
  for (const { ProjectId } of published) {
    const stored = await db.selectFrom('published_result').select(['StudentId', 'Score', 'Result']).where('ProjectId', '=', ProjectId).orderBy('StudentId').execute();
    const { results } = await computeProjectResults(db, ProjectId, passMark);
    const expected = results.map((r) => ({ StudentId: r.studentId, Score: r.score, Result: r.pass ? 1 : 0 })).sort((a, b) => a.StudentId - b.StudentId);
    const got = stored.map((r) => ({ StudentId: r.StudentId, Score: Number(r.Score), Result: Number(r.Result) }));
    if (JSON.stringify(got) !== JSON.stringify(expected)) problems.push(`project ${ProjectId}: published results differ from recomputation`);
  }
  // the schedule: no room, lecturer or student in two places at once, every slot inside its board's hours
  for (const semesterId of await semestersWithBoards(db)) {
    const found = await termConflicts(db, semesterId);
    if (found.length > 0) problems.push(`semester ${semesterId}: ${found.length} schedule conflicts, first: ${found[0]!.Text}`);
  }
  return problems;
}
