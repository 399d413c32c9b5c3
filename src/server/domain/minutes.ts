import { mayWriteMinutes, type BoardRole } from '../../common/comments';
import type { BoardLecturer, MinutesInput, MinutesRecord } from '../../common/contract/words';
import type { TokenClaims } from '../auth/tokens';
import { findBoard } from './boardMembership';
import { badRequest, conflict, forbidden, notFound, refused } from './errors';
import { isUniqueViolation, nowIso, type Q } from './db';
import { lockProject } from './locks';
import { isPublished } from './status';
import { mailMinutesSigned } from '../mail/notify';
import type { Ctx } from './context';

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

/**
 * Names a lecturer's role on the board (admin). A new chair or secretary replaces the former one (who becomes a member).
 * Once every project of the board is published the roles are frozen (inner 401): the board's published minutes name
 * who chaired and who wrote them. While a project is still to be published, an absent chair can still be replaced.
 */
export async function setBoardRole({ db }: Ctx, boardId: number, lectureInBoardId: number, role: BoardRole): Promise<BoardLecturer[]> {
  await findBoard(db, boardId);
  await db.transaction().execute(async (trx) => {
    const seat = await trx.selectFrom('lecture_in_board').select('Id').where('Id', '=', lectureInBoardId).where('BoardId', '=', boardId).executeTakeFirst();
    if (!seat) throw notFound('lecturerInBoardUnknown');
    if (await boardPublished(trx, boardId)) throw refused(401, 'boardRolesFrozen');
    if (role !== 'member') await trx.updateTable('lecture_in_board').set({ Role: 'member' }).where('BoardId', '=', boardId).where('Role', '=', role).execute();
    await trx.updateTable('lecture_in_board').set({ Role: role }).where('Id', '=', lectureInBoardId).execute();
  });
  return boardLecturers(db, boardId);
}

/** True when the board has projects and every one of them is published. */
async function boardPublished(db: Q, boardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('project_in_board as pb')
    .leftJoin('published_project as pp', 'pp.ProjectId', 'pb.ProjectId')
    .select((eb) => [eb.fn.countAll<number>().as('projects'), eb.fn.count<number>('pp.ProjectId').as('published')])
    .where('pb.BoardId', '=', boardId)
    .executeTakeFirstOrThrow();
  return Number(row.projects) > 0 && Number(row.projects) === Number(row.published);
}

/** The minutes of some projects, by project id: the last writer by username and by name. */
export async function minutesOf(db: Q, projectIds: number[]): Promise<Map<number, MinutesRecord>> {
  if (projectIds.length === 0) return new Map();
  const [rows, amended] = await Promise.all([
    db
      .selectFrom('board_minutes as m')
      .innerJoin('account as a', 'a.Id', 'm.UpdatedBy')
      .leftJoin('lecturer as l', 'l.AccountId', 'a.Id')
      .select(['m.ProjectId', 'm.Decision', 'm.Revisions', 'm.RevisionsDue', 'm.Notes', 'm.Version', 'a.Username as UpdatedBy', 'l.Name as LecturerName', 'm.UpdatedAt'])
      .where('m.ProjectId', 'in', projectIds)
      .execute(),
    db.selectFrom('minutes_history').select('ProjectId').distinct().where('ProjectId', 'in', projectIds).where('AfterPublication', '=', 1).execute(),
  ]);
  const after = new Set(amended.map((r) => r.ProjectId));
  return new Map(
    rows.map(({ ProjectId, LecturerName, ...r }) => [
      ProjectId,
      { ...r, Version: Number(r.Version), UpdatedByName: LecturerName ?? r.UpdatedBy, AmendedAfterPublication: after.has(ProjectId) },
    ]),
  );
}

/** Whether the board has written each project's decision (the publish dialog and the tracker warn before publishing without it). */
export async function decidedProjects(db: Q, projectIds: number[]): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db.selectFrom('board_minutes').select('ProjectId').where('ProjectId', 'in', projectIds).where('Decision', 'is not', null).execute();
  return new Set(rows.map((r) => r.ProjectId));
}

/**
 * Writes one project's minutes: the caller must sit on the board (another lecturer: 404 like an unknown board) as
 * its chair or secretary (403 otherwise); the project must be on the board (404) and the Version the page loaded
 * must still be the stored one (409). After the project's publication only the chair writes them (403
 * `minutesAfterPublication`): a publication may come before the board's decision is written, and the decision must
 * still be recordable. Every version is kept in minutes_history with who and when, flagged when written after
 * publication (the route also records such a write in the audit log).
 */
export async function writeMinutes({ db, engine }: Pick<Ctx, 'db' | 'engine'>, who: TokenClaims, boardId: number, input: MinutesInput): Promise<{ record: MinutesRecord; afterPublication: boolean }> {
  if (who.role !== 'teach') throw forbidden();
  const lecturers = await boardLecturers(db, boardId);
  const mine = lecturers.find((l) => l.TeacherId === who.userId);
  if (!mine) throw notFound('boardNotFound', { id: boardId });
  if (!mayWriteMinutes(mine.Role)) throw forbidden('minutesWriter');
  const onBoard = await db.selectFrom('project_in_board').select('Id').where('ProjectId', '=', input.projectId).where('BoardId', '=', boardId).executeTakeFirst();
  if (!onBoard) throw notFound('projectUnknown');
  if (input.revisionsDue && !isCalendarDate(input.revisionsDue)) throw badRequest('revisionsDueInvalid');
  const at = nowIso();
  let afterPublication = false;
  try {
    await db.transaction().execute(async (trx) => {
      await lockProject(trx, engine, input.projectId);
      afterPublication = await isPublished(trx, input.projectId);
      if (afterPublication && mine.Role !== 'chair') throw forbidden('minutesAfterPublication');
      const row = await trx.selectFrom('board_minutes').select(['Id', 'Version', 'RevisionsDue']).where('ProjectId', '=', input.projectId).executeTakeFirst();
      const version = row ? Number(row.Version) : 0;
      if (version !== input.version) throw conflict('minutesConflict');
      const values = {
        Decision: input.decision,
        Revisions: input.revisions.replace(/\r\n?/g, '\n'),
        RevisionsDue: input.revisionsDue === undefined ? (row?.RevisionsDue ?? null) : input.revisionsDue,
        Notes: input.notes.replace(/\r\n?/g, '\n'),
        UpdatedBy: who.accountId,
        UpdatedAt: at,
      };
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
      await trx
        .insertInto('minutes_history')
        .values({
          ProjectId: input.projectId,
          BoardId: boardId,
          Version: version + 1,
          Decision: values.Decision,
          Revisions: values.Revisions,
          RevisionsDue: values.RevisionsDue,
          Notes: values.Notes,
          ChangedBy: who.accountId,
          ChangedAt: at,
          AfterPublication: afterPublication ? 1 : 0,
        })
        .execute();
      // the chair's save that completes every decision signs the minutes (docs/deviations.md)
      if (mine.Role === 'chair') await mailMinutesSigned(trx, boardId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('minutesConflict');
    throw error;
  }
  return { record: (await minutesOf(db, [input.projectId])).get(input.projectId)!, afterPublication };
}

/** A real day of the calendar written 'YYYY-MM-DD' (the schema checked the shape). */
function isCalendarDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Every version of a project's minutes, newest first (admin, the board's lecturers). */
export async function minutesHistory(db: Q, projectId: number) {
  const rows = await db
    .selectFrom('minutes_history as h')
    .innerJoin('account as a', 'a.Id', 'h.ChangedBy')
    .leftJoin('lecturer as l', 'l.AccountId', 'a.Id')
    .select(['h.Version', 'h.Decision', 'h.Revisions', 'h.RevisionsDue', 'h.Notes', 'a.Username', 'l.Name', 'h.ChangedAt', 'h.AfterPublication'])
    .where('h.ProjectId', '=', projectId)
    .orderBy('h.Version', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, Name: r.Name ?? r.Username, AfterPublication: r.AfterPublication === 1 }));
}
