import { sql } from 'kysely';
import type { BoardMarks, MarkColumn, MarkedProject, Member, ProgressCounts, Seat } from '../../common/marks';
import type { Q } from './db';
import { notFound } from './errors';
import { scoresWithMember, scoresWithSeat, seatsWithLecturer, slotsWithBoard } from './queries/joins';

/**
 * Loads the model of common/marks.ts: a board's seats, columns, projects with their members, and marks. The rules
 * live there; the SQL below only reads. Three checks stay in SQL because hot paths and locked writes need them
 * without loading a board (markOverviews, boardHasMarks, projectHasMarks): test/server/domain/marks.property.test.ts
 * holds each to its rule on random boards.
 */

export interface BoardHead {
  id: number;
  templateId: number;
  disagreementThreshold: number;
}

export interface LoadedBoard extends BoardMarks {
  board: BoardHead;
}

/** What the caller has read already (the board details page reads seats and columns for its own answer). */
export interface KnownParts {
  seats?: Seat[];
  columns?: MarkColumn[];
}

async function boardHead(db: Q, boardId: number): Promise<BoardHead> {
  const row = await db.selectFrom('board').select(['Id', 'TemplateId', 'DisagreementThreshold']).where('Id', '=', boardId).executeTakeFirst();
  if (!row) throw notFound('boardNotFound', { id: boardId });
  return { id: row.Id, templateId: row.TemplateId, disagreementThreshold: row.DisagreementThreshold };
}

const seatsOf = async (db: Q, boardId: number): Promise<Seat[]> =>
  (
    await seatsWithLecturer(db)
      .select(['lb.Id', 'lb.TeacherId', 'l.Name'])
      .where('lb.BoardId', '=', boardId)
      .orderBy('lb.Id')
      .execute()
  ).map((r) => ({ id: r.Id, lecturerId: r.TeacherId, name: r.Name }));

const columnsOf = async (db: Q, templateId: number): Promise<MarkColumn[]> =>
  (await db.selectFrom('score_column').select(['Id', 'Name', 'PercentBp']).where('TemplateId', '=', templateId).orderBy('Id').execute()).map((r) => ({
    id: r.Id,
    name: r.Name,
    percentBp: r.PercentBp,
  }));

/** Rows of projects with their members; a project without members comes as one row of nulls. */
function groupMembers(rows: { ProjectId: number; Id: number | null; StudentId: number | null; Code: string | null; Name: string | null }[]): MarkedProject[] {
  const byProject = new Map<number, Member[]>();
  for (const r of rows) {
    if (!byProject.has(r.ProjectId)) byProject.set(r.ProjectId, []);
    if (r.Id !== null && r.StudentId !== null) byProject.get(r.ProjectId)!.push({ id: r.Id, studentId: r.StudentId, code: r.Code ?? '', name: r.Name ?? '' });
  }
  return [...byProject].map(([id, members]) => ({ id, members }));
}

/** Every mark of a board in four reads whatever its size (two when the caller knows the seats and columns). */
export async function loadBoardMarks(db: Q, boardId: number, known: KnownParts = {}): Promise<LoadedBoard> {
  const headRead = boardHead(db, boardId);
  const [board, seats, columns, memberRows, markRows] = await Promise.all([
    headRead,
    known.seats ?? seatsOf(db, boardId),
    known.columns ?? headRead.then((h) => columnsOf(db, h.templateId)),
    db
      .selectFrom('project_in_board as pb')
      .leftJoin('student_in_project as sp', 'sp.ProjectId', 'pb.ProjectId')
      .leftJoin('student as s', 's.Id', 'sp.StudentId')
      .select(['pb.ProjectId', 'sp.Id', 's.Id as StudentId', 's.Code', 's.Name'])
      .where('pb.BoardId', '=', boardId)
      .orderBy('pb.ProjectId')
      .orderBy('s.Code')
      .execute(),
    scoresWithSeat(db)
      .select(['sc.StudentInProjectId', 'sc.LectureInBoardId', 'sc.ScoreColumnId', 'sc.Score'])
      .where('lb.BoardId', '=', boardId)
      .execute(),
  ]);
  const marks = markRows.map((r) => ({ memberId: r.StudentInProjectId, seatId: r.LectureInBoardId, columnId: r.ScoreColumnId, score: r.Score }));
  return { board, seats, columns, projects: groupMembers(memberRows), marks };
}

/**
 * The marks of one project as a one-project board (its board's seats and columns); a project on no board: no
 * seats, no columns. Undefined for an unknown project.
 */
export async function loadProjectMarks(db: Q, projectId: number): Promise<(BoardMarks & { boardId: number | null }) | undefined> {
  const [project, place] = await Promise.all([
    db.selectFrom('project').select('Id').where('Id', '=', projectId).executeTakeFirst(),
    slotsWithBoard(db)
      .select(['pb.BoardId', 'b.TemplateId'])
      .where('pb.ProjectId', '=', projectId)
      .executeTakeFirst(),
  ]);
  if (!project) return undefined;
  const [seats, columns, memberRows, markRows] = await Promise.all([
    place ? seatsOf(db, place.BoardId) : [],
    place ? columnsOf(db, place.TemplateId) : [],
    db
      .selectFrom('student_in_project as sp')
      .innerJoin('student as s', 's.Id', 'sp.StudentId')
      .select(['sp.Id', 's.Id as StudentId', 's.Code', 's.Name'])
      .where('sp.ProjectId', '=', projectId)
      .orderBy('s.Code')
      .execute(),
    scoresWithMember(db)
      .select(['sc.StudentInProjectId', 'sc.LectureInBoardId', 'sc.ScoreColumnId', 'sc.Score'])
      .where('sp.ProjectId', '=', projectId)
      .execute(),
  ]);
  const seatIds = new Set(seats.map((s) => s.id));
  return {
    boardId: place?.BoardId ?? null,
    seats,
    columns,
    projects: [{ id: projectId, members: memberRows.map((r) => ({ id: r.Id, studentId: r.StudentId, code: r.Code, name: r.Name })) }],
    // only the board's seats count (a mark through another seat cannot exist while the project is on this board)
    marks: markRows
      .filter((r) => seatIds.has(r.LectureInBoardId))
      .map((r) => ({ memberId: r.StudentInProjectId, seatId: r.LectureInBoardId, columnId: r.ScoreColumnId, score: r.Score })),
  };
}

/**
 * projectProgress's counts of several projects in ONE query whatever their number (lists show them per row): a
 * row per (project, seat of its board) with the project's member count, the template's column count and the
 * seat's scores on that project in those columns (a project on no board or with no seat: one row of counts).
 */
export async function markOverviews(db: Q, projectIds: readonly number[]): Promise<Map<number, ProgressCounts>> {
  const result = new Map<number, ProgressCounts>();
  for (const id of projectIds) result.set(id, { members: 0, columns: 0, seats: [], markedBy: [] });
  if (projectIds.length === 0) return result;
  const rows = await db
    .selectFrom('project as p')
    .leftJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
    .leftJoin('board as b', 'b.Id', 'pb.BoardId')
    .leftJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId')
    .leftJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .select((eb) => [
      'p.Id as ProjectId',
      'lb.Id as SeatId',
      'l.Name',
      eb.selectFrom('student_in_project as sp').select(sql<number>`count(*)`.as('n')).whereRef('sp.ProjectId', '=', 'p.Id').as('members'),
      eb.selectFrom('score_column as c').select(sql<number>`count(*)`.as('n')).whereRef('c.TemplateId', '=', 'b.TemplateId').as('columns'),
      eb
        .selectFrom('score as s')
        .innerJoin('student_in_project as ssp', 'ssp.Id', 's.StudentInProjectId')
        .innerJoin('score_column as sc', 'sc.Id', 's.ScoreColumnId')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('s.LectureInBoardId', '=', 'lb.Id')
        .whereRef('ssp.ProjectId', '=', 'p.Id')
        .whereRef('sc.TemplateId', '=', 'b.TemplateId')
        .as('scores'),
    ])
    .where('p.Id', 'in', [...projectIds])
    .orderBy('lb.Id')
    .execute();
  for (const row of rows) {
    const counts = result.get(row.ProjectId)!;
    counts.members = Number(row.members);
    counts.columns = Number(row.columns);
    if (row.SeatId === null) continue; // no board, or no seat on it: the counts only
    counts.seats.push({ id: row.SeatId, name: row.Name ?? '' });
    // one score per (member, seat, column) (a unique key): as many as cells means none is missing
    const needed = counts.members * counts.columns;
    if (needed > 0 && Number(row.scores) >= needed) counts.markedBy.push(row.SeatId);
  }
  return result;
}

export async function markOverview(db: Q, projectId: number): Promise<ProgressCounts> {
  return (await markOverviews(db, [projectId])).get(projectId)!;
}

/** isTerminated without loading the board: any mark through one of its seats. */
export async function boardHasMarks(db: Q, boardId: number): Promise<boolean> {
  const row = await scoresWithSeat(db).select('sc.Id').where('lb.BoardId', '=', boardId).limit(1).executeTakeFirst();
  return !!row;
}

/** isGraded without loading the board: any mark of one of the project's members. */
export async function projectHasMarks(db: Q, projectId: number): Promise<boolean> {
  const row = await scoresWithMember(db).select('sc.Id').where('sp.ProjectId', '=', projectId).limit(1).executeTakeFirst();
  return !!row;
}
