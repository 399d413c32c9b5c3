import type { TokenClaims } from '../auth/tokens';
import { forbidden, notFound } from '../http/errors';
import type { Q } from './db';

/**
 * Ownership checks (design.md section 5). Identity always comes from the caller's token, never from a
 * client-supplied id: a mismatching id is answered 403. Admins may read everything.
 */

/** A student may only name its own Id; an admin any. Other roles: 403. */
export function assertOwnStudentId(who: TokenClaims, studentId: number): void {
  if (who.role === 'admin') return;
  if (who.role === 'std' && who.userId === studentId) return;
  throw forbidden('You may only see your own data');
}

/** A lecturer may only name its own Id; an admin any. Other roles: 403. */
export function assertOwnLecturerId(who: TokenClaims, lecturerId: number): void {
  if (who.role === 'admin') return;
  if (who.role === 'teach' && who.userId === lecturerId) return;
  throw forbidden('You may only see your own data');
}

export interface LecturerInBoard {
  Id: number;
  TeacherId: number;
  BoardId: number;
  TemplateId: number;
  BoardName: string;
}

/** A lecture_in_board row with its board's template, or 404. */
export async function findLecturerInBoard(db: Q, lectureInBoardId: number): Promise<LecturerInBoard> {
  const row = await db
    .selectFrom('lecture_in_board as l')
    .innerJoin('board as b', 'b.Id', 'l.BoardId')
    .select(['l.Id', 'l.TeacherId', 'l.BoardId', 'b.TemplateId', 'b.Name as BoardName'])
    .where('l.Id', '=', lectureInBoardId)
    .executeTakeFirst();
  if (!row) throw notFound('Lecturer in board');
  return row;
}

/**
 * The lecture_in_board row if it belongs to the caller (a lecturer acting through its own seat on a
 * board). `allowAdmin` lets an admin read through any seat; writes never pass it.
 */
export async function lecturerInBoardOfCaller(db: Q, who: TokenClaims, lectureInBoardId: number, allowAdmin = false): Promise<LecturerInBoard> {
  if (who.role === 'std' || (who.role === 'admin' && !allowAdmin)) throw forbidden();
  const lib = await findLecturerInBoard(db, lectureInBoardId);
  if (who.role === 'teach' && lib.TeacherId !== who.userId) throw forbidden('This evaluation board seat is not yours');
  return lib;
}

/** True when the lecturer sits on the board. */
export async function isLecturerOnBoard(db: Q, lecturerId: number, boardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('lecture_in_board')
    .select('Id')
    .where('TeacherId', '=', lecturerId)
    .where('BoardId', '=', boardId)
    .executeTakeFirst();
  return !!row;
}

/** Admin, or a lecturer sitting on the board; otherwise 403. */
export async function assertCallerOnBoard(db: Q, who: TokenClaims, boardId: number): Promise<void> {
  if (who.role === 'admin') return;
  if (who.role === 'teach' && (await isLecturerOnBoard(db, who.userId, boardId))) return;
  throw forbidden('You do not sit on this evaluation board');
}

/** The board a project is on, or null. */
export async function boardOfProject(db: Q, projectId: number): Promise<number | null> {
  const row = await db.selectFrom('project_in_board').select('BoardId').where('ProjectId', '=', projectId).executeTakeFirst();
  return row?.BoardId ?? null;
}

/** Admin, or a lecturer on the board of the project; otherwise 403 (404 for an unknown project). */
export async function assertCallerOnProjectBoard(db: Q, who: TokenClaims, projectId: number): Promise<void> {
  if (who.role === 'admin') return;
  const exists = await db.selectFrom('project').select('Id').where('Id', '=', projectId).executeTakeFirst();
  if (!exists) throw notFound('Project');
  const boardId = await boardOfProject(db, projectId);
  if (boardId === null) throw forbidden('This project is on none of your evaluation boards');
  await assertCallerOnBoard(db, who, boardId);
}

/** Admin, or the course's own lecturer; otherwise 403 (404 for an unknown course). */
export async function assertCourseLecturerOrAdmin(db: Q, who: TokenClaims, courseId: number): Promise<{ Id: number; Name: string; LectureId: number }> {
  const course = await db.selectFrom('course').select(['Id', 'Name', 'LectureId']).where('Id', '=', courseId).executeTakeFirst();
  if (who.role === 'std') throw forbidden();
  if (!course) throw notFound('Course');
  if (who.role === 'teach' && course.LectureId !== who.userId) throw forbidden('This course is not yours');
  return course;
}
