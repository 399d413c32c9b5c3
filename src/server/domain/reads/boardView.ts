import type { BoardComment, BoardMinutesView } from '../../../common/contract/words';
import type { TokenClaims } from '../../auth/tokens';
import type { Q } from '../db';
import { notFound } from '../errors';
import { boardLecturers, minutesOf } from '../minutes';
import { assertMayReadBoard } from '../ownership';
import { boardProjects, boardsWithNames, withNoteNames } from '../queries/joins';

/** Every non-empty comment on the board's projects, by project: project comments, then per student, general before per column. */
export async function commentsOfProjects(db: Q, projectIds: number[]): Promise<Map<number, BoardComment[]>> {
  const out = new Map<number, BoardComment[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return out;
  const comments = db
    .selectFrom('mark_comment as h')
    .select(['h.ProjectId', 'h.Text', 'h.ScoreColumnId', 'h.LectureInBoardId'])
    .where('h.ProjectId', 'in', projectIds)
    .where('h.Text', '<>', '');
  const rows = await withNoteNames(comments).execute();
  rows.sort(
    (a, b) =>
      (a.StudentCode ?? '').localeCompare(b.StudentCode ?? '') || a.ScoreColumnId - b.ScoreColumnId || a.LectureInBoardId - b.LectureInBoardId,
  );
  for (const r of rows) {
    out.get(r.ProjectId)?.push({ LecturerName: r.LecturerName, StudentCode: r.StudentCode ?? null, StudentName: r.StudentName ?? null, ColumnName: r.ColumnName ?? null, Text: r.Text });
  }
  return out;
}

/**
 * The board's page for its lecturers (and admins): the board, its lecturers with their roles, and per project in
 * the board's order its minutes and every lecturer's comments. Another lecturer: 404 like an unknown board.
 */
export async function boardMinutesView(db: Q, who: TokenClaims, boardId: number): Promise<BoardMinutesView> {
  await assertMayReadBoard(db, who, boardId);
  const board = await boardsWithNames(db)
    .select(['b.Id', 'b.Name', 'b.Room', 'b.Date', 'b.StartTime', 'b.EndTime', 'su.Name as SubjectName'])
    .where('b.Id', '=', boardId)
    .executeTakeFirst();
  if (!board) throw notFound('boardNotFound', { id: boardId });
  const [lecturers, projects] = await Promise.all([
    boardLecturers(db, boardId),
    boardProjects(db, boardId)
      .innerJoin('course as c', 'c.Id', 'p.CourseId')
      .select(['p.Id', 'p.Name', 'p.CourseId', 'c.Name as CourseName', 'pp.Id as PublishedId'])
      .execute(),
  ]);
  const ids = projects.map((p) => p.Id);
  const [minutes, comments] = await Promise.all([minutesOf(db, ids), commentsOfProjects(db, ids)]);
  const mine = who.role === 'teach' ? lecturers.find((l) => l.TeacherId === who.userId) : undefined;
  return {
    BoardId: board.Id,
    Name: board.Name,
    Room: board.Room,
    Date: board.Date,
    StartTime: board.StartTime,
    EndTime: board.EndTime,
    SubjectName: board.SubjectName,
    myRole: mine?.Role ?? null,
    myLectureInBoardId: mine?.LectureInBoardId ?? 0,
    lecturers,
    projects: projects.map((p) => ({
      ProjectId: p.Id,
      Name: p.Name,
      CourseId: p.CourseId,
      CourseName: p.CourseName,
      Published: p.PublishedId !== null && p.PublishedId !== undefined,
      minutes: minutes.get(p.Id) ?? null,
      comments: comments.get(p.Id) ?? [],
    })),
  };
}
