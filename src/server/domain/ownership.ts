import type { TokenClaims } from '../auth/tokens';
import { compiledRead } from '../db/compiled';
import { forbidden, notFound } from './errors';
import type { Q } from './db';

// The checks every read runs: compiled once (db/compiled.ts).
const seatRow = compiledRead<[seatId: number], LecturerInBoard>((db, p) =>
  db
    .selectFrom('lecture_in_board as l')
    .innerJoin('board as b', 'b.Id', 'l.BoardId')
    .select(['l.Id', 'l.TeacherId', 'l.BoardId', 'b.TemplateId', 'b.Name as BoardName'])
    .where('l.Id', '=', p(0)),
);
/** A seat, and whether a project is on the seat's board (its project_in_board row, when it is). */
const seatWithProject = compiledRead<[seatId: number, projectId: number], LecturerInBoard & { OnBoard: number | null }>((db, p) =>
  db
    .selectFrom('lecture_in_board as l')
    .innerJoin('board as b', 'b.Id', 'l.BoardId')
    .leftJoin('project_in_board as pb', (join) => join.onRef('pb.BoardId', '=', 'l.BoardId').on('pb.ProjectId', '=', p(1)))
    .select(['l.Id', 'l.TeacherId', 'l.BoardId', 'b.TemplateId', 'b.Name as BoardName', 'pb.Id as OnBoard'])
    .where('l.Id', '=', p(0)),
);
const seatOnBoard = compiledRead<[lecturerId: number, boardId: number], { Id: number }>((db, p) =>
  db.selectFrom('lecture_in_board').select('Id').where('TeacherId', '=', p(0)).where('BoardId', '=', p(1)),
);
const boardOf = compiledRead<[projectId: number], { BoardId: number }>((db, p) =>
  db.selectFrom('project_in_board').select('BoardId').where('ProjectId', '=', p(0)),
);
const boardExists = compiledRead<[boardId: number], { Id: number }>((db, p) => db.selectFrom('board').select('Id').where('Id', '=', p(0)));
const projectCourse = compiledRead<[projectId: number], { Id: number; LectureId: number }>((db, p) =>
  db.selectFrom('project as p').innerJoin('course as c', 'c.Id', 'p.CourseId').select(['p.Id', 'c.LectureId']).where('p.Id', '=', p(0)),
);
const courseOwner = compiledRead<[courseId: number], { Id: number; Name: string; LectureId: number }>((db, p) =>
  db.selectFrom('course').select(['Id', 'Name', 'LectureId']).where('Id', '=', p(0)),
);

/**
 * Who may see which record (design.md section 5): the one place for ownership checks. Identity always
 * comes from the caller's token, never from a client-supplied id. Admins may read everything. For a
 * lecturer or a student, a record that is not theirs answers 404 with exactly the message of a record
 * that does not exist, so ids cannot be probed.
 */

/** A student may only name its own Id; an admin any. Another id answers like an unknown student. */
export function assertOwnStudentId(who: TokenClaims, studentId: number): void {
  if (who.role === 'admin') return;
  if (who.role === 'std' && who.userId === studentId) return;
  throw notFound('studentUnknown');
}

/** A lecturer may only name its own Id; an admin any. Another id answers like an unknown lecturer. */
export function assertOwnLecturerId(who: TokenClaims, lecturerId: number): void {
  if (who.role === 'admin') return;
  if (who.role === 'teach' && who.userId === lecturerId) return;
  throw notFound('lecturerUnknown');
}

export interface LecturerInBoard {
  Id: number;
  TeacherId: number;
  BoardId: number;
  TemplateId: number;
  BoardName: string;
}

const seatNotFound = () => notFound('lecturerInBoardUnknown');

/**
 * The lecture_in_board row if it belongs to the caller (a lecturer acting through its own seat on a
 * board); another lecturer's seat answers like an unknown one. `allowAdmin` lets an admin read through
 * any seat; writes never pass it.
 */
export async function lecturerInBoardOfCaller(db: Q, who: TokenClaims, lectureInBoardId: number, allowAdmin = false): Promise<LecturerInBoard> {
  if (who.role === 'std' || (who.role === 'admin' && !allowAdmin)) throw forbidden();
  const lib = await seatRow.first(db, lectureInBoardId);
  if (!lib || (who.role === 'teach' && lib.TeacherId !== who.userId)) throw seatNotFound();
  return lib;
}

/**
 * lecturerInBoardOfCaller for a write through the seat to one project (a grid's save), and the project on the seat's
 * board, in one query: a save is most of defence week's traffic, and on PostgreSQL each query is a round trip. The
 * same answers in the same order: a seat not the caller's first, then a project not on its board (or none) as unknown.
 */
export async function seatOfCallerForProject(db: Q, who: TokenClaims, lectureInBoardId: number, projectId: number): Promise<LecturerInBoard> {
  if (who.role !== 'teach') throw forbidden();
  const row = await seatWithProject.first(db, lectureInBoardId, projectId);
  if (!row || row.TeacherId !== who.userId) throw seatNotFound();
  if (row.OnBoard === null) throw notFound('projectUnknown');
  const { OnBoard: _onBoard, ...seat } = row;
  return seat;
}

/** True when the lecturer sits on the board (the one "lecturer sits on this board" check). */
export async function isLecturerOnBoard(db: Q, lecturerId: number, boardId: number): Promise<boolean> {
  return !!(await seatOnBoard.first(db, lecturerId, boardId));
}

/** The board a project is on, or null. */
export async function boardOfProject(db: Q, projectId: number): Promise<number | null> {
  return (await boardOf.first(db, projectId))?.BoardId ?? null;
}

/** Admin, or a lecturer sitting on the board (from the token, never from the request). Otherwise 404. */
export async function assertMayReadBoard(db: Q, who: TokenClaims, boardId: number): Promise<void> {
  const hidden = () => notFound('boardNotFound', { id: boardId });
  // a seat on the board proves the board exists: one query for a lecturer
  if (who.role === 'teach') {
    if (await isLecturerOnBoard(db, who.userId, boardId)) return;
    throw hidden();
  }
  if (who.role !== 'admin') throw hidden();
  if (!(await boardExists.first(db, boardId))) throw hidden();
}

/**
 * Admin, or a lecturer sitting on the board the project is scheduled on, or the lecturer of the project's
 * course (design.md section 5: own courses and their students and results). Otherwise 404.
 */
export async function assertMayReadProject(db: Q, who: TokenClaims, projectId: number): Promise<void> {
  const project = await projectCourse.first(db, projectId);
  const hidden = () => notFound('projectNotFound', { id: projectId });
  if (!project) throw hidden();
  if (who.role === 'admin') return;
  if (who.role !== 'teach') throw hidden();
  if (project.LectureId === who.userId) return;
  const boardId = await boardOfProject(db, projectId);
  if (boardId !== null && (await isLecturerOnBoard(db, who.userId, boardId))) return;
  throw hidden();
}

/**
 * Admin, the course's lecturer, or a lecturer sitting on a board that has a project of the course (the
 * marking screen shows the project's course). Otherwise 404 like an unknown course.
 */
export async function assertMayReadCourse(db: Q, who: TokenClaims, courseId: number): Promise<void> {
  if (who.role === 'std') throw forbidden();
  const course = await db.selectFrom('course').select(['Id', 'LectureId']).where('Id', '=', courseId).executeTakeFirst();
  const hidden = () => notFound('courseUnknown');
  if (!course) throw hidden();
  if (who.role === 'admin' || course.LectureId === who.userId) return;
  const seat = await db
    .selectFrom('project as p')
    .innerJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
    .innerJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId')
    .select('lb.Id')
    .where('p.CourseId', '=', courseId)
    .where('lb.TeacherId', '=', who.userId)
    .executeTakeFirst();
  if (!seat) throw hidden();
}

/** The projects a lecturer may read: those of its own courses and those on boards it sits on. */
export async function projectIdsOfLecturer(db: Q, lecturerId: number): Promise<Set<number>> {
  const [ofCourses, ofBoards] = await Promise.all([
    db.selectFrom('project as p').innerJoin('course as c', 'c.Id', 'p.CourseId').select('p.Id').where('c.LectureId', '=', lecturerId).execute(),
    db
      .selectFrom('project_in_board as pb')
      .innerJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId')
      .select('pb.ProjectId as Id')
      .where('lb.TeacherId', '=', lecturerId)
      .execute(),
  ]);
  return new Set([...ofCourses, ...ofBoards].map((r) => r.Id));
}

/** Admin, or the course's own lecturer. Otherwise 404. */
export async function assertCourseLecturerOrAdmin(db: Q, who: TokenClaims, courseId: number): Promise<{ Id: number; Name: string; LectureId: number }> {
  if (who.role === 'std') throw forbidden();
  const course = await courseOwner.first(db, courseId);
  if (!course || (who.role === 'teach' && course.LectureId !== who.userId)) throw notFound('courseUnknown');
  return course;
}

/** The boards a lecturer sits on (its live-progress stream hears only these). */
export async function boardIdsOfLecturer(db: Q, lecturerId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('lecture_in_board').select('BoardId').where('TeacherId', '=', lecturerId).execute();
  return new Set(rows.map((r) => r.BoardId));
}

const studentInProject = compiledRead<[studentId: number, projectId: number], { Id: number }>((db, p) =>
  db.selectFrom('student_in_project').select('Id').where('StudentId', '=', p(0)).where('ProjectId', '=', p(1)),
);

/** A student in the project; any other caller or project answers 404 like an unknown project. */
export async function assertOwnProject(db: Q, who: TokenClaims, projectId: number): Promise<void> {
  if (who.role !== 'std' || !(await studentInProject.first(db, who.userId, projectId))) throw notFound('projectNotFound', { id: projectId });
}
