import { completeTotals } from '../../../common/disagreement';
import type { BoardAnalytics, BoardColumnStats, BoardStudentSpread, LecturerLeniency } from '../../../common/dto/analytics';
import { finalScoreHundredths, fromBasisPoints, fromHundredths, isPass, roundMillionthsToHundredths, type ColumnWeight } from '../../../common/grading';
import { boardMarks, type BoardMarks } from '../disagreements';
import type { Q } from '../db';
import { binsOf, rounded } from './bins';

/** How many students the disagreement list shows. */
export const DISAGREEMENT_LIST_MAX = 10;

/**
 * A board's analytics from its marks (the same read as its disagreements): the spread of final scores and of each
 * criterion, each lecturer's leniency against the board's mean on the same students, the widest disagreements.
 * Who may read is checked by the caller (ownership.assertMayReadBoard).
 */
export async function boardAnalytics(db: Q, boardId: number, passMark: number): Promise<BoardAnalytics> {
  const marks = await boardMarks(db, boardId);
  const board = await db.selectFrom('board').select(['Name']).where('Id', '=', boardId).executeTakeFirstOrThrow();
  const [teachers, columns] = await Promise.all([
    db.selectFrom('lecture_in_board').select(['Id', 'TeacherId']).where('BoardId', '=', boardId).execute(),
    db.selectFrom('score_column').select(['Id', 'Name']).where('TemplateId', '=', marks.board.TemplateId).execute(),
  ]);
  const names: BoardNames = { board: board.Name, teacherOf: new Map(teachers.map((t) => [t.Id, t.TeacherId])), columns: new Map(columns.map((c) => [c.Id, c.Name])) };
  return analyticsOf(marks, names, passMark);
}

type Marks = Map<number, Map<number, Map<number, number>>>; // stdinprj -> seat -> column -> score

function marksBySeat(m: BoardMarks): Marks {
  const seats = new Set(m.seats.map((s) => s.Id));
  const out: Marks = new Map();
  for (const s of m.scores) {
    if (!seats.has(s.LectureInBoardId)) continue;
    const bySeat = out.get(s.StudentInProjectId) ?? new Map<number, Map<number, number>>();
    out.set(s.StudentInProjectId, bySeat);
    const byColumn = bySeat.get(s.LectureInBoardId) ?? new Map<number, number>();
    bySeat.set(s.LectureInBoardId, byColumn);
    byColumn.set(s.ScoreColumnId, s.Score);
  }
  return out;
}

function columnStats(m: BoardMarks, names: Map<number, string>): BoardColumnStats[] {
  const seats = new Set(m.seats.map((s) => s.Id));
  return m.columnRows.map((c) => {
    const values = m.scores.filter((s) => s.ScoreColumnId === c.Id && seats.has(s.LectureInBoardId)).map((s) => s.Score);
    const sum = values.reduce((a, b) => a + b, 0);
    return {
      ColumnId: c.Id,
      Name: names.get(c.Id) ?? '',
      Percent: fromBasisPoints(c.PercentBp),
      Marks: values.length,
      Mean: values.length === 0 ? null : rounded(sum / values.length / 100),
      Bins: binsOf(values),
    };
  });
}

/** What the marks do not carry: the board's name, each seat's lecturer, each column's name. */
export interface BoardNames {
  board: string;
  teacherOf: Map<number, number>;
  columns: Map<number, string>;
}

/** The analytics of a board's marks; pure, so that tests recompute it independently. */
export function analyticsOf(m: BoardMarks, names: BoardNames, passMark: number): BoardAnalytics {
  const columns: ColumnWeight[] = m.columnRows.map((c) => ({ columnId: c.Id, percentBp: c.PercentBp }));
  const marks = marksBySeat(m);
  const projectName = new Map(m.projects.map((p) => [p.Id, p.Name]));
  const diffs = new Map<number, { sum: number; count: number }>(m.seats.map((s) => [s.Id, { sum: 0, count: 0 }]));
  const finals: number[] = [];
  const spreads: BoardStudentSpread[] = [];
  for (const st of m.students) {
    if (columns.length === 0) break;
    const totals = completeTotals(columns, marks.get(st.Id) ?? new Map());
    const final = m.seats.length > 0 && totals.length === m.seats.length ? finalScoreHundredths(totals.map((t) => t.exact)) : null;
    if (final !== null) finals.push(final);
    if (totals.length < 2) continue;
    // exact mean in millionths x count: compare count * total with the sum to stay in integers until the end
    const sum = totals.reduce((a, t) => a + t.exact, 0);
    for (const t of totals) {
      const d = diffs.get(t.seat)!;
      d.sum += (t.exact * totals.length - sum) / totals.length;
      d.count += 1;
    }
    const exacts = totals.map((t) => t.exact);
    spreads.push({
      StudentId: st.StudentId,
      Code: st.Code,
      Name: st.Name,
      ProjectName: projectName.get(st.ProjectId) ?? '',
      Final: final === null ? null : fromHundredths(final),
      Gap: fromHundredths(roundMillionthsToHundredths(Math.max(...exacts) - Math.min(...exacts))),
      Totals: totals.sort((a, b) => a.seat - b.seat).map((t) => ({ LectureInBoardId: t.seat, Total: fromHundredths(roundMillionthsToHundredths(t.exact)) })),
    });
  }
  const lecturers: LecturerLeniency[] = m.seats.map((s) => {
    const d = diffs.get(s.Id)!;
    return { LectureInBoardId: s.Id, TeacherId: names.teacherOf.get(s.Id) ?? 0, Name: s.Name, Leniency: d.count === 0 ? null : rounded(d.sum / d.count / 1_000_000, 3), Count: d.count };
  });
  return {
    BoardId: m.board.Id,
    BoardName: names.board,
    PassMark: passMark,
    Finals: finals.length,
    Students: m.students.length,
    Passed: finals.filter((f) => isPass(f, passMark)).length,
    FinalBins: binsOf(finals),
    Columns: columnStats(m, names.columns),
    Lecturers: lecturers.sort((a, b) => (b.Leniency ?? -Infinity) - (a.Leniency ?? -Infinity) || a.LectureInBoardId - b.LectureInBoardId),
    Disagreements: spreads.sort((a, b) => b.Gap - a.Gap || a.Code.localeCompare(b.Code)).slice(0, DISAGREEMENT_LIST_MAX),
  };
}
