import { completeTotals } from '../../../common/disagreement';
import { fromHundredths, roundMillionthsToHundredths, type ColumnWeight } from '../../../common/grading';
import { finalResults } from '../../../common/marks';
import { loadBoardMarks } from '../marks';
import type { Q } from '../db';

/** One student's row of a board's results: every lecturer's mark per criterion, their totals, the final. */
export interface BoardResultStudent {
  Code: string;
  Name: string;
  ProjectName: string;
  /** per seat (in `seats` order), per column (in `columns` order): points or null */
  Marks: (number | null)[][];
  /** per seat: the complete weighted total or null */
  Totals: (number | null)[];
  /** per seat: the lecturer's comments on this student, or null */
  Comments: (string | null)[];
  /** the published final score, else the one the publication would give, else null */
  Final: number | null;
  /** null until published */
  Passed: boolean | null;
}

export interface BoardResults {
  BoardName: string;
  columns: { id: number; name: string }[];
  seats: { id: number; name: string }[];
  students: BoardResultStudent[];
}

/** Each seat's comments on each student: the general one first, then one per criterion ('Criterion: text'). */
async function commentsOfBoard(db: Q, boardId: number, columnName: Map<number, string>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('mark_comment as mc')
    .innerJoin('lecture_in_board as lb', 'lb.Id', 'mc.LectureInBoardId')
    .select(['mc.StudentInProjectId', 'mc.LectureInBoardId', 'mc.ScoreColumnId', 'mc.Text'])
    .where('lb.BoardId', '=', boardId)
    .where('mc.StudentInProjectId', '!=', 0)
    .orderBy('mc.ScoreColumnId')
    .execute();
  const out = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.Text.trim()) continue;
    const key = `${r.StudentInProjectId}:${r.LectureInBoardId}`;
    const text = r.ScoreColumnId === 0 ? r.Text : `${columnName.get(r.ScoreColumnId) ?? r.ScoreColumnId}: ${r.Text}`;
    out.set(key, [...(out.get(key) ?? []), text]);
  }
  return new Map([...out].map(([k, v]) => [k, v.join('\n')]));
}

/**
 * A board's results with the marks and comments behind them, for the Excel export (admin and the board's
 * lecturers; the caller checks).
 */
export async function boardResults(db: Q, boardId: number, passMark: number): Promise<BoardResults> {
  const m = await loadBoardMarks(db, boardId);
  const comments = await commentsOfBoard(db, boardId, new Map(m.columns.map((c) => [c.id, c.name])));
  const [board, projects, published] = await Promise.all([
    db.selectFrom('board').select('Name').where('Id', '=', boardId).executeTakeFirstOrThrow(),
    db.selectFrom('project_in_board as pb').innerJoin('project as p', 'p.Id', 'pb.ProjectId').select(['p.Id', 'p.Name', 'pb.OrderNo']).where('pb.BoardId', '=', boardId).execute(),
    db
      .selectFrom('published_result as pr')
      .innerJoin('project_in_board as pb', 'pb.ProjectId', 'pr.ProjectId')
      .select(['pr.ProjectId', 'pr.StudentId', 'pr.Score', 'pr.Result'])
      .where('pb.BoardId', '=', boardId)
      .execute(),
  ]);
  const columns: ColumnWeight[] = m.columns.map((c) => ({ columnId: c.id, percentBp: c.percentBp }));
  const cell = new Map<string, number>(m.marks.map((s) => [`${s.memberId}:${s.seatId}:${s.columnId}`, s.score]));
  const publishedOf = new Map(published.map((p) => [`${p.ProjectId}:${p.StudentId}`, p]));
  const project = new Map(projects.map((p) => [p.Id, p]));
  const ordered = [...m.projects].sort((a, b) => (project.get(a.id)?.OrderNo ?? 0) - (project.get(b.id)?.OrderNo ?? 0) || a.id - b.id);
  const students = ordered.flatMap((p) => {
    const computed = new Map((finalResults(m, p.id, passMark) ?? []).map((r) => [r.studentId, r.score]));
    return p.members.map((member): BoardResultStudent => {
      const bySeat = new Map(
        m.seats.map((seat) => [seat.id, new Map(m.columns.flatMap((c) => {
          const v = cell.get(`${member.id}:${seat.id}:${c.id}`);
          return v === undefined ? [] : [[c.id, v] as [number, number]];
        }))]),
      );
      const totalOf = new Map(completeTotals(columns, bySeat).map((t) => [t.seat, t.exact]));
      const pub = publishedOf.get(`${p.id}:${member.studentId}`);
      const final = pub ? pub.Score : computed.get(member.studentId) ?? null;
      return {
        Code: member.code,
        Name: member.name,
        ProjectName: project.get(p.id)?.Name ?? '',
        Marks: m.seats.map((seat) => m.columns.map((c) => {
          const v = bySeat.get(seat.id)!.get(c.id);
          return v === undefined ? null : fromHundredths(v);
        })),
        Totals: m.seats.map((seat) => {
          const exact = totalOf.get(seat.id);
          return exact === undefined ? null : fromHundredths(roundMillionthsToHundredths(exact));
        }),
        Comments: m.seats.map((seat) => comments.get(`${member.id}:${seat.id}`) ?? null),
        Final: final === null ? null : fromHundredths(final),
        Passed: pub ? pub.Result === 1 : null,
      };
    });
  });
  return { BoardName: board.Name, columns: m.columns, seats: m.seats, students };
}
