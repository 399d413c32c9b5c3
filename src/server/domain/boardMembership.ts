import type { Ctx } from './context';
import { badRequest, notFound, refused } from './errors';
import { isUniqueViolation, type Q } from './db';
import { lockBoard, lockScheduleTerm } from './locks';
import { boardHasMarks } from './marks';
import { checkScheduleChange, type SaveOptions } from './schedule/check';
import { withLecturer, withSlots } from './schedule/changes';
import { fromMinutes, toMinutes } from '../../common/schedule/time';
import { mailDefences, mailDefencesCancelled, mailSeatChanged } from '../mail/notify';

/**
 * Who sits on which board and which project is defended before which board (design.md section 4):
 * a terminated board (a project of it has a mark) takes and loses neither lecturers nor projects;
 * a project joins only a board of its own semester and subject, and only one board; one link per pair.
 */

export async function findBoard(db: Q, boardId: number) {
  const board = await db.selectFrom('board').selectAll().where('Id', '=', boardId).executeTakeFirst();
  if (!board) throw notFound('boardNotFound', { id: boardId });
  return board;
}

async function assertOpen(db: Q, boardId: number): Promise<void> {
  if (await boardHasMarks(db, boardId)) throw refused(401, 'boardTerminated');
}

/** Puts a lecturer on a board; returns the new LectureInBoardId. */
export async function addLecturerToBoard(ctx: Ctx, teacherId: number, boardId: number, save: SaveOptions = { allowSaveAnyway: false }): Promise<number> {
  const { db, engine } = ctx;
  const lecturer = await db.selectFrom('lecturer').select(['Id', 'Name']).where('Id', '=', teacherId).executeTakeFirst();
  if (!lecturer) throw notFound('lecturerNotFound', { id: teacherId });
  try {
    return await db.transaction().execute(async (trx) => {
      const board = await findBoard(trx, boardId);
      // the term first, then the board: every schedule change takes them in this order (no deadlock)
      await lockScheduleTerm(trx, board.SemesterId);
      await lockBoard(trx, engine, boardId);
      await assertOpen(trx, boardId);
      const dup = await trx
        .selectFrom('lecture_in_board')
        .select('Id')
        .where('TeacherId', '=', teacherId)
        .where('BoardId', '=', boardId)
        .executeTakeFirst();
      if (dup) throw refused(401, 'lecturerOnBoard');
      await checkScheduleChange(trx, board.SemesterId, withLecturer(boardId, teacherId, lecturer.Name), save);
      const row = await trx.insertInto('lecture_in_board').values({ TeacherId: teacherId, BoardId: boardId }).returning('Id').executeTakeFirstOrThrow();
      await mailSeatChanged(trx, boardId, teacherId, 'added');
      return row.Id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(401, 'lecturerOnBoard');
    throw error;
  }
}

/** Takes a lecturer off a board by its LectureInBoardId. */
export async function removeLecturerFromBoard(ctx: Ctx, lectureInBoardId: number): Promise<void> {
  const { db, engine } = ctx;
  await db.transaction().execute(async (trx) => {
    const link = await trx.selectFrom('lecture_in_board').select(['Id', 'BoardId', 'TeacherId']).where('Id', '=', lectureInBoardId).executeTakeFirst();
    if (!link) throw notFound('lecturerInBoardNotFound', { id: lectureInBoardId });
    await lockBoard(trx, engine, link.BoardId);
    await assertOpen(trx, link.BoardId);
    await trx.deleteFrom('lecture_in_board').where('Id', '=', lectureInBoardId).execute();
    await mailSeatChanged(trx, link.BoardId, link.TeacherId, 'removed');
  });
}

/** POST /projectinboard/insert: intendTime (HH:MM), order and protectTime are required, but missing ones are refused (inner 401). */
export interface ProjectInBoardInput {
  projectId: number;
  boardId: number;
  intendTime?: string | null;
  order?: number | null;
  protectTime?: number | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Schedules a project before a board; returns the new project-in-board Id. */
export async function addProjectToBoard(ctx: Ctx, input: ProjectInBoardInput, save: SaveOptions = { allowSaveAnyway: false }): Promise<number> {
  const { db, engine } = ctx;
  const { intendTime, order, protectTime } = input;
  if (!intendTime || order == null || protectTime == null) throw refused(401, 'missingFields');
  if (!TIME.test(intendTime)) throw badRequest('intendTimeFormat');
  const project = await db
    .selectFrom('project as p')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .select(['p.Id', 'p.Name', 'c.SemesterId', 'c.SubjectId'])
    .where('p.Id', '=', input.projectId)
    .executeTakeFirst();
  if (!project) throw notFound('projectNotFound', { id: input.projectId });
  try {
    return await db.transaction().execute(async (trx) => {
      const board = await findBoard(trx, input.boardId);
      await lockScheduleTerm(trx, board.SemesterId);
      await lockBoard(trx, engine, input.boardId);
      await assertOpen(trx, input.boardId);
      if (board.SemesterId !== project.SemesterId || board.SubjectId !== project.SubjectId) {
        throw refused(401, 'projectOtherSemesterSubject');
      }
      const on = await trx.selectFrom('project_in_board').select('BoardId').where('ProjectId', '=', input.projectId).executeTakeFirst();
      if (on) throw refused(401, on.BoardId === input.boardId ? 'projectOnThisBoard' : 'projectOnOtherBoard');
      const students = await trx.selectFrom('student_in_project').select(['ProjectId as projectId', 'StudentId as studentId']).where('ProjectId', '=', input.projectId).execute();
      const slot = { id: 0, projectId: input.projectId, boardId: input.boardId, start: intendTime, minutes: protectTime, order };
      const at = (start: string) => withSlots([{ ...slot, start }], new Map([[input.projectId, project.Name]]), students);
      const end = fromMinutes(toMinutes(intendTime) + protectTime);
      const within = { start: board.StartTime, end: board.EndTime };
      await checkScheduleChange(trx, board.SemesterId, at(intendTime), save, { date: board.Date, start: intendTime, end, within, at });
      const row = await trx
        .insertInto('project_in_board')
        .values({
          ProjectId: input.projectId,
          BoardId: input.boardId,
          IntendTime: intendTime,
          OrderNo: order,
          ProtectTime: protectTime,
        })
        .returning('Id')
        .executeTakeFirstOrThrow();
      await mailDefences(trx, input.boardId, [input.projectId], false);
      return row.Id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(401, 'projectOnOtherBoard');
    throw error;
  }
}

/** Takes a project off its board (while the board is not terminated). */
export async function removeProjectFromBoard(ctx: Ctx, projectId: number): Promise<void> {
  const { db, engine } = ctx;
  await db.transaction().execute(async (trx) => {
    const link = await trx.selectFrom('project_in_board').select(['Id', 'BoardId']).where('ProjectId', '=', projectId).executeTakeFirst();
    if (!link) throw notFound('projectOnBoardNotFound', { id: projectId });
    await lockBoard(trx, engine, link.BoardId);
    await assertOpen(trx, link.BoardId);
    await trx.deleteFrom('project_in_board').where('Id', '=', link.Id).execute();
    await mailDefencesCancelled(trx, link.BoardId, [projectId]);
  });
}
