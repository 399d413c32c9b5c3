import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/schema';

/**
 * The analytics recomputed the plain way, for the tests: every table read whole, everything counted in
 * JavaScript loops (no SQL aggregate, none of the app's analytics or grading code).
 */
export interface Tables {
  course: { Id: number; SubjectId: number; SemesterId: number }[];
  project: { Id: number; CourseId: number }[];
  board: { Id: number; SemesterId: number; SubjectId: number; TemplateId: number }[];
  seat: { Id: number; BoardId: number; TeacherId: number }[];
  column: { Id: number; TemplateId: number; PercentBp: number }[];
  score: { StudentInProjectId: number; LectureInBoardId: number; ScoreColumnId: number; Score: number }[];
  result: { ProjectId: number; StudentId: number; Score: number; Result: number }[];
  sip: { Id: number; ProjectId: number }[];
  pib: { ProjectId: number; BoardId: number }[];
}

export async function readTables(db: Kysely<Database>): Promise<Tables> {
  return {
    course: await db.selectFrom('course').select(['Id', 'SubjectId', 'SemesterId']).execute(),
    project: await db.selectFrom('project').select(['Id', 'CourseId']).execute(),
    board: await db.selectFrom('board').select(['Id', 'SemesterId', 'SubjectId', 'TemplateId']).execute(),
    seat: await db.selectFrom('lecture_in_board').select(['Id', 'BoardId', 'TeacherId']).execute(),
    column: await db.selectFrom('score_column').select(['Id', 'TemplateId', 'PercentBp']).execute(),
    score: await db.selectFrom('score').select(['StudentInProjectId', 'LectureInBoardId', 'ScoreColumnId', 'Score']).execute(),
    result: await db.selectFrom('published_result').select(['ProjectId', 'StudentId', 'Score', 'Result']).execute(),
    sip: await db.selectFrom('student_in_project').select(['Id', 'ProjectId']).execute(),
    pib: await db.selectFrom('project_in_board').select(['ProjectId', 'BoardId']).execute(),
  };
}

/** Complete totals (millionths) per board -> student-in-project -> seat. */
export function completeTotals(t: Tables): Map<number, Map<number, Map<number, number>>> {
  const seatOf = new Map(t.seat.map((s) => [s.Id, s]));
  const boardOf = new Map(t.board.map((b) => [b.Id, b]));
  const cells = new Map<string, { board: number; sp: number; seat: number; sum: number; n: number }>();
  for (const s of t.score) {
    const seat = seatOf.get(s.LectureInBoardId)!;
    const col = t.column.find((c) => c.Id === s.ScoreColumnId)!;
    const key = `${s.StudentInProjectId}:${s.LectureInBoardId}`;
    const c = cells.get(key) ?? { board: seat.BoardId, sp: s.StudentInProjectId, seat: seat.Id, sum: 0, n: 0 };
    c.sum += s.Score * col.PercentBp;
    c.n += 1;
    cells.set(key, c);
  }
  const out = new Map<number, Map<number, Map<number, number>>>();
  for (const c of cells.values()) {
    const width = t.column.filter((col) => col.TemplateId === boardOf.get(c.board)!.TemplateId).length;
    if (c.n !== width) continue;
    if (!out.has(c.board)) out.set(c.board, new Map());
    const bySp = out.get(c.board)!;
    if (!bySp.has(c.sp)) bySp.set(c.sp, new Map());
    bySp.get(c.sp)!.set(c.seat, c.sum);
  }
  return out;
}

/** Per lecturer: the differences (points) between their complete total and the mean of the student's complete totals. */
export function leniencyDiffs(totals: Map<number, Map<number, number>>[], teacherOfSeat: Map<number, number>): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const bySp of totals) {
    for (const bySeat of bySp.values()) {
      if (bySeat.size < 2) continue;
      const values = [...bySeat.values()];
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      for (const [seat, total] of bySeat) {
        const teacher = teacherOfSeat.get(seat)!;
        out.set(teacher, [...(out.get(teacher) ?? []), (total - mean) / 1e6]);
      }
    }
  }
  return out;
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const binOf = (hundredths: number) => Math.min(9, Math.floor(hundredths / 100));
