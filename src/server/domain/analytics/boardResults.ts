import { completeTotals } from '../../../common/disagreement';
import { finalScoreHundredths, fromHundredths, roundMillionthsToHundredths, type ColumnWeight } from '../../../common/grading';
import { boardMarks } from '../disagreements';
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
  /** per seat: the lecturer's comment on this student (empty until comments exist) */
  Comments: (string | null)[];
  /** the published final score, else the one every complete total gives, else null */
  Final: number | null;
  /** null until published */
  Passed: boolean | null;
}

export interface BoardResults {
  BoardName: string;
  columns: { Id: number; Name: string }[];
  seats: { Id: number; Name: string }[];
  students: BoardResultStudent[];
}

/**
 * A board's results with the marks behind them, for the Excel export (admin and the board's lecturers; the
 * caller checks). Comments per mark are read through `commentsOf` once the marks carry them.
 */
export async function boardResults(db: Q, boardId: number, commentsOf: (sp: number, seat: number) => string | null = () => null): Promise<BoardResults> {
  const m = await boardMarks(db, boardId);
  const [board, columnNames, published] = await Promise.all([
    db.selectFrom('board').select('Name').where('Id', '=', boardId).executeTakeFirstOrThrow(),
    db.selectFrom('score_column').select(['Id', 'Name']).where('TemplateId', '=', m.board.TemplateId).orderBy('Id').execute(),
    db
      .selectFrom('published_result as pr')
      .innerJoin('project_in_board as pb', 'pb.ProjectId', 'pr.ProjectId')
      .select(['pr.ProjectId', 'pr.StudentId', 'pr.Score', 'pr.Result'])
      .where('pb.BoardId', '=', boardId)
      .execute(),
  ]);
  const weights = new Map(m.columnRows.map((c) => [c.Id, c.PercentBp]));
  const columns: ColumnWeight[] = columnNames.map((c) => ({ columnId: c.Id, percentBp: weights.get(c.Id) ?? 0 }));
  const marks = new Map<string, number>(m.scores.map((s) => [`${s.StudentInProjectId}:${s.LectureInBoardId}:${s.ScoreColumnId}`, s.Score]));
  const publishedOf = new Map(published.map((p) => [`${p.ProjectId}:${p.StudentId}`, p]));
  const projectName = new Map(m.projects.map((p) => [p.Id, p.Name]));
  const students = m.students.map((st): BoardResultStudent => {
    const bySeat = new Map(m.seats.map((seat) => [seat.Id, new Map(columns.flatMap((c) => {
      const v = marks.get(`${st.Id}:${seat.Id}:${c.columnId}`);
      return v === undefined ? [] : [[c.columnId, v] as [number, number]];
    }))]));
    const totals = completeTotals(columns, bySeat);
    const totalOf = new Map(totals.map((t) => [t.seat, t.exact]));
    const pub = publishedOf.get(`${st.ProjectId}:${st.StudentId}`);
    const computed = m.seats.length > 0 && totals.length === m.seats.length ? finalScoreHundredths(totals.map((t) => t.exact)) : null;
    const final = pub ? pub.Score : computed;
    return {
      Code: st.Code,
      Name: st.Name,
      ProjectName: projectName.get(st.ProjectId) ?? '',
      Marks: m.seats.map((seat) => columns.map((c) => {
        const v = bySeat.get(seat.Id)!.get(c.columnId);
        return v === undefined ? null : fromHundredths(v);
      })),
      Totals: m.seats.map((seat) => {
        const exact = totalOf.get(seat.Id);
        return exact === undefined ? null : fromHundredths(roundMillionthsToHundredths(exact));
      }),
      Comments: m.seats.map((seat) => commentsOf(st.Id, seat.Id)),
      Final: final === null ? null : fromHundredths(final),
      Passed: pub ? pub.Result === 1 : null,
    };
  });
  return { BoardName: board.Name, columns: columnNames, seats: m.seats, students };
}
