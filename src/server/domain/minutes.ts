import type { Kysely } from 'kysely';
import { mayWriteMinutes, type BoardRole } from '../../common/comments';
import type { BoardLecturer, MinutesInput, MinutesRecord } from '../../common/contract/words';
import type { TokenClaims } from '../auth/tokens';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { findBoard } from './boardMembership';
import { conflict, forbidden, notFound, refused } from './errors';
import { isUniqueViolation, nowIso, type Q } from './db';
import { lockProject } from './locks';
import { isPublished } from './status';

/**
 * The board's minutes (design.md section 4): per project a decision, the required revisions and the secretary's
 * notes, written by the lecturer of the board holding the chair or the secretary role, version-checked, frozen
 * at publication. A board without a chair named treats its first lecturer as the chair (as the printed minutes
 * always have).
 */


/** The lecturers of a board in the board's order, each with their role (the first is the chair when none is named). */
export async function boardLecturers(db: Q, boardId: number): Promise<BoardLecturer[]> {
  const rows = await db
    .selectFrom('lecture_in_board as lb')
    .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .select(['lb.Id as LectureInBoardId', 'lb.TeacherId', 'l.Name', 'lb.Role'])
    .where('lb.BoardId', '=', boardId)
    .orderBy('lb.Id')
    .execute();
  const chairNamed = rows.some((r) => r.Role === 'chair');
  return rows.map((r, i) => ({ ...r, Role: !chairNamed && i === 0 ? 'chair' : r.Role }));
}

/** Names a lecturer's role on the board (admin). A new chair or secretary replaces the former one (who becomes a member). */
export async function setBoardRole(db: Kysely<Database>, boardId: number, lectureInBoardId: number, role: BoardRole): Promise<BoardLecturer[]> {
  await findBoard(db, boardId);
  await db.transaction().execute(async (trx) => {
    const seat = await trx.selectFrom('lecture_in_board').select('Id').where('Id', '=', lectureInBoardId).where('BoardId', '=', boardId).executeTakeFirst();
    if (!seat) throw notFound('lecturerInBoardUnknown');
    if (role !== 'member') await trx.updateTable('lecture_in_board').set({ Role: 'member' }).where('BoardId', '=', boardId).where('Role', '=', role).execute();
    await trx.updateTable('lecture_in_board').set({ Role: role }).where('Id', '=', lectureInBoardId).execute();
  });
  return boardLecturers(db, boardId);
}

/** The minutes of some projects, by project id. */
export async function minutesOf(db: Q, projectIds: number[]): Promise<Map<number, MinutesRecord>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('board_minutes as m')
    .innerJoin('account as a', 'a.Id', 'm.UpdatedBy')
    .select(['m.ProjectId', 'm.Decision', 'm.Revisions', 'm.Notes', 'm.Version', 'a.Username as UpdatedBy', 'm.UpdatedAt'])
    .where('m.ProjectId', 'in', projectIds)
    .execute();
  return new Map(rows.map(({ ProjectId, ...r }) => [ProjectId, { ...r, Version: Number(r.Version) }]));
}

/**
 * Writes one project's minutes: the caller must sit on the board (another lecturer: 404 like an unknown board) as
 * its chair or secretary (403 otherwise); the project must be on the board (404), not published (inner 401), and
 * the Version the page loaded must still be the stored one (409).
 */
export async function writeMinutes(db: Kysely<Database>, engine: Engine, who: TokenClaims, boardId: number, input: MinutesInput): Promise<MinutesRecord> {
  if (who.role !== 'teach') throw forbidden();
  const lecturers = await boardLecturers(db, boardId);
  const mine = lecturers.find((l) => l.TeacherId === who.userId);
  if (!mine) throw notFound('boardNotFound', { id: boardId });
  if (!mayWriteMinutes(mine.Role)) throw forbidden('minutesWriter');
  const onBoard = await db.selectFrom('project_in_board').select('Id').where('ProjectId', '=', input.projectId).where('BoardId', '=', boardId).executeTakeFirst();
  if (!onBoard) throw notFound('projectUnknown');
  const at = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await lockProject(trx, engine, input.projectId);
      if (await isPublished(trx, input.projectId)) throw refused(401, 'minutesFrozen');
      const row = await trx.selectFrom('board_minutes').select(['Id', 'Version']).where('ProjectId', '=', input.projectId).executeTakeFirst();
      if ((row ? Number(row.Version) : 0) !== input.version) throw conflict('minutesConflict');
      const values = { Decision: input.decision, Revisions: input.revisions.replace(/\r\n?/g, '\n'), Notes: input.notes.replace(/\r\n?/g, '\n'), UpdatedBy: who.accountId, UpdatedAt: at };
      if (row) {
        const res = await trx
          .updateTable('board_minutes')
          .set((eb) => ({ ...values, Version: eb('Version', '+', 1) }))
          .where('Id', '=', row.Id)
          .where('Version', '=', row.Version)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw conflict('minutesConflict');
      } else {
        await trx.insertInto('board_minutes').values({ ...values, ProjectId: input.projectId, BoardId: boardId }).execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('minutesConflict');
    throw error;
  }
  return (await minutesOf(db, [input.projectId])).get(input.projectId)!;
}
