import type { Kysely } from 'kysely';
import { completeTotals, disagreementOf, thresholdToHundredths } from '../../common/disagreement';
import type { BoardDisagreements, DisagreementProject } from '../../common/dto/disagreement';
import { fromHundredths, roundMillionthsToHundredths, type ColumnWeight } from '../../common/grading';
import type { Database } from '../db/schema';
import { badRequest, notFound } from './errors';
import type { Q } from './db';

/**
 * Issue 13 item 7: lecturers' totals further apart than the board's threshold (common/disagreement.ts holds the
 * rule). Who may read is checked by the caller (ownership.assertMayReadBoard).
 */
export async function boardDisagreements(db: Q, boardId: number): Promise<BoardDisagreements> {
  return disagreementsOf(await boardMarks(db, boardId));
}

/** Everything a board's disagreements are computed from; the board details page shares its students and scores. */
export interface BoardMarks {
  board: { Id: number; TemplateId: number; DisagreementThreshold: number };
  columnRows: { Id: number; PercentBp: number }[];
  seats: { Id: number; Name: string }[];
  /** the board's projects in defence order */
  projects: { Id: number; Name: string; Published: boolean }[];
  /** the students of the board's projects, by Code */
  students: { Id: number; ProjectId: number; StudentId: number; Code: string; Name: string }[];
  /** every score of the board's seats */
  scores: { StudentInProjectId: number; LectureInBoardId: number; ScoreColumnId: number; Score: number }[];
}

/** Reads a board's marks; `known` skips the seats and projects the caller has read already. */
export async function boardMarks(db: Q, boardId: number, known?: Pick<BoardMarks, 'seats' | 'projects'>): Promise<BoardMarks> {
  const board = await db.selectFrom('board').select(['Id', 'TemplateId', 'DisagreementThreshold']).where('Id', '=', boardId).executeTakeFirst();
  if (!board) throw notFound(`Evaluation board ${boardId}`);
  const [columnRows, seats, projects, students, scores] = await Promise.all([
    db.selectFrom('score_column').select(['Id', 'PercentBp']).where('TemplateId', '=', board.TemplateId).execute(),
    known?.seats ??
      db
        .selectFrom('lecture_in_board as l')
        .innerJoin('lecturer as t', 't.Id', 'l.TeacherId')
        .select(['l.Id', 't.Name'])
        .where('l.BoardId', '=', boardId)
        .execute(),
    known?.projects ??
      db
        .selectFrom('project_in_board as pb')
        .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
        // through the board's projects (published_project is looked up by ProjectId, never scanned)
        .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
        .select(['p.Id', 'p.Name', 'pp.Id as PublishedId'])
        .where('pb.BoardId', '=', boardId)
        .orderBy('pb.OrderNo')
        .orderBy('p.Id')
        .execute()
        .then((rows) => rows.map((r) => ({ Id: r.Id, Name: r.Name, Published: r.PublishedId !== null }))),
    db
      .selectFrom('student_in_project as sp')
      .innerJoin('project_in_board as pb', 'pb.ProjectId', 'sp.ProjectId')
      .innerJoin('student as s', 's.Id', 'sp.StudentId')
      .select(['sp.Id', 'sp.ProjectId', 's.Id as StudentId', 's.Code', 's.Name'])
      .where('pb.BoardId', '=', boardId)
      .orderBy('s.Code')
      .execute(),
    db
      .selectFrom('score as sc')
      .innerJoin('lecture_in_board as l', 'l.Id', 'sc.LectureInBoardId')
      .select(['sc.StudentInProjectId', 'sc.LectureInBoardId', 'sc.ScoreColumnId', 'sc.Score'])
      .where('l.BoardId', '=', boardId)
      .execute(),
  ]);
  return { board, columnRows, seats, projects, students, scores };
}

/** The board's disagreements (common/disagreement.ts's rule) from its marks. */
export function disagreementsOf({ board, columnRows, seats, projects, students, scores }: BoardMarks): BoardDisagreements {
  const columns: ColumnWeight[] = columnRows.map((c) => ({ columnId: c.Id, percentBp: c.PercentBp }));
  const names = new Map(seats.map((s) => [s.Id, s.Name]));
  const marks = new Map<number, Map<number, Map<number, number>>>(); // stdinprj -> seat -> column -> score
  for (const s of scores) {
    if (!names.has(s.LectureInBoardId)) continue;
    const bySeat = marks.get(s.StudentInProjectId) ?? new Map<number, Map<number, number>>();
    marks.set(s.StudentInProjectId, bySeat);
    const byColumn = bySeat.get(s.LectureInBoardId) ?? new Map<number, number>();
    bySeat.set(s.LectureInBoardId, byColumn);
    byColumn.set(s.ScoreColumnId, s.Score);
  }
  const byProject = new Map<number, DisagreementProject>(
    projects.map((p) => [p.Id, { ProjectId: p.Id, ProjectName: p.Name, Published: p.Published, Students: [] }]),
  );
  for (const st of students) {
    if (columns.length === 0) break;
    const totals = completeTotals(columns, marks.get(st.Id) ?? new Map());
    const flagged = disagreementOf(totals, board.DisagreementThreshold);
    if (!flagged) continue;
    byProject.get(st.ProjectId)?.Students.push({
      StudentId: st.StudentId,
      stdinprjId: st.Id,
      Code: st.Code,
      Name: st.Name,
      Gap: fromHundredths(flagged.gap),
      Totals: totals
        .sort((a, b) => a.exact - b.exact || a.seat - b.seat)
        .map((t) => ({ LectureInBoardId: t.seat, TeacherName: names.get(t.seat) ?? '', Total: fromHundredths(roundMillionthsToHundredths(t.exact)) })),
    });
  }
  return { BoardId: board.Id, Threshold: fromHundredths(board.DisagreementThreshold), Projects: [...byProject.values()] };
}

/** Sets a board's threshold (points, 0-10, at most 2 decimals); an unknown board is 404, a bad value 400. */
export async function setDisagreementThreshold(db: Kysely<Database>, boardId: number, points: number): Promise<number> {
  const hundredths = thresholdToHundredths(points);
  if (hundredths === null) throw badRequest('threshold must be a number of points from 0 to 10 with at most 2 decimals');
  const result = await db.updateTable('board').set({ DisagreementThreshold: hundredths }).where('Id', '=', boardId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(`Evaluation board ${boardId}`);
  return fromHundredths(hundredths);
}
