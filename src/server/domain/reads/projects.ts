import type { BoardProjectRow, ProjectRow } from '../../../common/contract/details';
import type { BoardProjectForLecturer } from '../../../common/contract/marking';
import type { ProgressCounts } from '../../../common/marks';
import { findBoard } from '../boardMembership';
import { boardProjectRows } from '../boards';
import type { Q } from '../db';
import { boardProjects } from '../queries/joins';
import type { LecturerInBoard } from '../ownership';
import { boardMarkOverviews } from '../boardMarkCounts';

/** Project lists of the board screens. */

const NO_COUNTS: ProgressCounts = { members: 0, columns: 0, seats: [], markedBy: [] };

/** The projects of a board with their marking overview (GET /project/{boardId}/evalution). Unknown board: 404. */
export async function boardProjectsWithOverview(db: Q, boardId: number): Promise<BoardProjectRow[]> {
  // the counts only (one compiled query for the board, read beside the rows); the gaps are for the board details page
  const [rows, overviews] = await Promise.all([boardProjectRows(db, boardId), boardMarkOverviews(db, boardId)]);
  // a board with projects exists; only an empty list needs the board looked up (404 when unknown)
  if (rows.length === 0) await findBoard(db, boardId);
  return rows.map((r) => {
    const o = overviews.get(r.Id) ?? NO_COUNTS;
    return {
      id: r.Id,
      name: r.Name,
      notion: r.Notion,
      CourseId: r.CourseId,
      teacherMark: { teacherQuan: o.seats.length, teacherQuanMarked: o.markedBy.length },
      Published: r.Published,
      IntendTime: r.IntendTime,
      OrderNo: r.OrderNo,
      order: r.OrderNo,
      ProtectTime: r.ProtectTime,
    };
  });
}

/** Projects of the board's semester and subject that are on no board (the board's Add Project options). */
export async function projectsOnNoBoard(db: Q, boardId: number): Promise<ProjectRow[]> {
  const board = await findBoard(db, boardId);
  return db
    .selectFrom('project as p')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .leftJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
    .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'c.Name as CourseName'])
    .where('c.SemesterId', '=', board.SemesterId)
    .where('c.SubjectId', '=', board.SubjectId)
    .where('pb.Id', 'is', null)
    .orderBy('p.Id')
    .execute();
}

/** The projects of a seat's board, each with the seat's "marked" flag, in defence order. */
export async function projectsOfSeat(db: Q, lib: LecturerInBoard): Promise<BoardProjectForLecturer[]> {
  const rows = await boardProjects(db, lib.BoardId).select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'pp.Id as PublishedId', 'pb.IntendTime', 'pb.ProtectTime']).execute();
  const overviews = rows.length > 0 ? await boardMarkOverviews(db, lib.BoardId) : new Map<number, ProgressCounts>();
  return rows.map((p) => ({
    id: p.Id,
    name: p.Name,
    notion: p.Notion,
    CourseId: p.CourseId,
    marked: (overviews.get(p.Id) ?? NO_COUNTS).markedBy.includes(lib.Id),
    Published: p.PublishedId !== null && p.PublishedId !== undefined,
    IntendTime: p.IntendTime,
    ProtectTime: p.ProtectTime,
  }));
}
