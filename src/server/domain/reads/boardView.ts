import type { BoardComment, BoardMinutesView } from '../../../common/contract/words';
import type { TokenClaims } from '../../auth/tokens';
import type { Q } from '../db';
import { notFound } from '../errors';
import { boardLecturers, minutesOf } from '../minutes';
import { assertMayReadBoard } from '../ownership';

/** Every non-empty comment on the board's projects, by project: project comments, then per student, general before per column. */
export async function commentsOfProjects(db: Q, projectIds: number[]): Promise<Map<number, BoardComment[]>> {
  const out = new Map<number, BoardComment[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return out;
  const rows = await db
    .selectFrom('mark_comment as m')
    .innerJoin('lecture_in_board as lb', 'lb.Id', 'm.LectureInBoardId')
    .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .leftJoin('student_in_project as sp', 'sp.Id', 'm.StudentInProjectId')
    .leftJoin('student as st', 'st.Id', 'sp.StudentId')
    .leftJoin('score_column as c', 'c.Id', 'm.ScoreColumnId')
    .select(['m.ProjectId', 'l.Name as LecturerName', 'st.Code as StudentCode', 'st.Name as StudentName', 'c.Name as ColumnName', 'm.Text', 'm.ScoreColumnId', 'm.LectureInBoardId'])
    .where('m.ProjectId', 'in', projectIds)
    .where('m.Text', '<>', '')
    .execute();
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
  const board = await db
    .selectFrom('board as b')
    .innerJoin('subject as s', 's.Id', 'b.SubjectId')
    .select(['b.Id', 'b.Name', 'b.Room', 'b.Date', 'b.StartTime', 'b.EndTime', 's.Name as SubjectName'])
    .where('b.Id', '=', boardId)
    .executeTakeFirst();
  if (!board) throw notFound('boardNotFound', { id: boardId });
  const [lecturers, projects] = await Promise.all([
    boardLecturers(db, boardId),
    db
      .selectFrom('project_in_board as pb')
      .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
      .innerJoin('course as c', 'c.Id', 'p.CourseId')
      .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
      .select(['p.Id', 'p.Name', 'p.CourseId', 'c.Name as CourseName', 'pp.Id as PublishedId'])
      .where('pb.BoardId', '=', boardId)
      .orderBy('pb.OrderNo')
      .orderBy('p.Id')
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
