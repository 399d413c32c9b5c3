import { completeTotals } from '../../../common/disagreement';
import type { BoardAnalytics, BoardColumnStats, BoardStudentSpread, LecturerLeniency } from '../../../common/contract/analytics';
import { fromBasisPoints, fromHundredths, roundMillionthsToHundredths, type ColumnWeight } from '../../../common/grading';
import { finalResults, type BoardMarks } from '../../../common/marks';
import { loadBoardMarks } from '../marks';
import type { Q } from '../db';
import { binsOf, rounded } from './bins';

/** How many students the disagreement list shows. */
export const DISAGREEMENT_LIST_MAX = 10;

/**
 * A board's analytics from its marks (domain/marks.ts's one loader): the spread of final scores and of each
 * criterion, each lecturer's leniency against the board's mean on the same students, the widest disagreements.
 * Who may read is checked by the caller (ownership.assertMayReadBoard).
 */
export async function boardAnalytics(db: Q, boardId: number, passMark: number): Promise<BoardAnalytics> {
  const marks = await loadBoardMarks(db, boardId);
  const [board, projects, published, publishedProjects] = await Promise.all([
    db.selectFrom('board').select(['Name']).where('Id', '=', boardId).executeTakeFirstOrThrow(),
    db.selectFrom('project_in_board as pb').innerJoin('project as p', 'p.Id', 'pb.ProjectId').select(['p.Id', 'p.Name']).where('pb.BoardId', '=', boardId).execute(),
    publishedPassMark(db, boardId),
    db
      .selectFrom('published_result as pr')
      .innerJoin('project_in_board as pb', 'pb.ProjectId', 'pr.ProjectId')
      .select('pr.ProjectId')
      .distinct()
      .where('pb.BoardId', '=', boardId)
      .execute(),
  ]);
  const names = { id: boardId, name: board.Name, projects: new Map(projects.map((p) => [p.Id, p.Name])) };
  return { ...analyticsOf(marks, names, published ?? passMark), Projects: projects.length, PublishedProjects: publishedProjects.length };
}

/**
 * The pass mark a board's results were published with (stored with each result, hundredths), in points; null while
 * nothing of it is published. Once published, its analytics say pass or fail as the publication did, whatever
 * PASS_MARK says today (the latest publication's when they differ).
 */
export async function publishedPassMark(db: Q, boardId: number): Promise<number | null> {
  const row = await db
    .selectFrom('published_result as pr')
    .innerJoin('project_in_board as pb', 'pb.ProjectId', 'pr.ProjectId')
    .select('pr.PassMark')
    .where('pb.BoardId', '=', boardId)
    .orderBy('pr.Id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? fromHundredths(Number(row.PassMark)) : null;
}

/** What the marks do not carry: the board's id and name, the projects' names. */
export interface BoardNames {
  id: number;
  name: string;
  projects: Map<number, string>;
}

/** member -> seat -> column -> score */
function marksByMember(m: BoardMarks): Map<number, Map<number, Map<number, number>>> {
  const seats = new Set(m.seats.map((s) => s.id));
  const out = new Map<number, Map<number, Map<number, number>>>();
  for (const s of m.marks) {
    if (!seats.has(s.seatId)) continue;
    const bySeat = out.get(s.memberId) ?? new Map<number, Map<number, number>>();
    out.set(s.memberId, bySeat);
    const byColumn = bySeat.get(s.seatId) ?? new Map<number, number>();
    bySeat.set(s.seatId, byColumn);
    byColumn.set(s.columnId, s.score);
  }
  return out;
}

function columnStats(m: BoardMarks): BoardColumnStats[] {
  const seats = new Set(m.seats.map((s) => s.id));
  return m.columns.map((c) => {
    const values = m.marks.filter((s) => s.columnId === c.id && seats.has(s.seatId)).map((s) => s.score);
    const sum = values.reduce((a, b) => a + b, 0);
    return { ColumnId: c.id, Name: c.name, Percent: fromBasisPoints(c.percentBp), Marks: values.length, Mean: values.length === 0 ? null : rounded(sum / values.length / 100), Bins: binsOf(values) };
  });
}

/** The analytics of a board's marks; pure. Finals are the publication's (common/marks.ts finalResults). */
export function analyticsOf(m: BoardMarks, names: BoardNames, passMark: number): Omit<BoardAnalytics, 'Projects' | 'PublishedProjects'> {
  const columns: ColumnWeight[] = m.columns.map((c) => ({ columnId: c.id, percentBp: c.percentBp }));
  const marks = marksByMember(m);
  const diffs = new Map<number, { sum: number; count: number }>(m.seats.map((s) => [s.id, { sum: 0, count: 0 }]));
  const finals = new Map<number, { score: number; pass: boolean }>();
  const spreads: BoardStudentSpread[] = [];
  let students = 0;
  for (const project of m.projects) {
    students += project.members.length;
    const results = finalResults(m, project.id, passMark);
    const resultOf = new Map((results ?? []).map((r) => [r.studentId, r]));
    for (const member of project.members) {
      const result = resultOf.get(member.studentId);
      if (result) finals.set(member.id, result);
      if (columns.length === 0) continue;
      const totals = completeTotals(columns, marks.get(member.id) ?? new Map());
      if (totals.length < 2) continue;
      const sum = totals.reduce((a, t) => a + t.exact, 0);
      for (const t of totals) {
        const d = diffs.get(t.seat)!;
        d.sum += t.exact - sum / totals.length;
        d.count += 1;
      }
      const exacts = totals.map((t) => t.exact);
      spreads.push({
        StudentId: member.studentId,
        Code: member.code,
        Name: member.name,
        ProjectName: names.projects.get(project.id) ?? '',
        Final: result ? fromHundredths(result.score) : null,
        Gap: fromHundredths(roundMillionthsToHundredths(Math.max(...exacts) - Math.min(...exacts))),
        Totals: totals.sort((a, b) => a.seat - b.seat).map((t) => ({ LectureInBoardId: t.seat, Total: fromHundredths(roundMillionthsToHundredths(t.exact)) })),
      });
    }
  }
  const lecturers: LecturerLeniency[] = m.seats.map((s) => {
    const d = diffs.get(s.id)!;
    return { LectureInBoardId: s.id, TeacherId: s.lecturerId, Name: s.name, Leniency: d.count === 0 ? null : rounded(d.sum / d.count / 1_000_000, 3), Count: d.count };
  });
  const scores = [...finals.values()];
  return {
    BoardId: names.id,
    BoardName: names.name,
    PassMark: passMark,
    Finals: scores.length,
    Students: students,
    Passed: scores.filter((f) => f.pass).length,
    FinalBins: binsOf(scores.map((f) => f.score)),
    Columns: columnStats(m),
    Lecturers: lecturers.sort((a, b) => (b.Leniency ?? -Infinity) - (a.Leniency ?? -Infinity) || a.LectureInBoardId - b.LectureInBoardId),
    Disagreements: spreads.sort((a, b) => b.Gap - a.Gap || a.Code.localeCompare(b.Code)).slice(0, DISAGREEMENT_LIST_MAX),
  };
}
