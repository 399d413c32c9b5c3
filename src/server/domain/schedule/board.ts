import type { Kysely } from 'kysely';
import type { BoardScheduleData, ConflictRow } from '../../../common/contract/schedule';
import { overrunMinutes, packFromStart, runningOrder } from '../../../common/schedule/runningOrder';
import { fromMinutes, isClockTime, toMinutes } from '../../../common/schedule/time';
import type { Engine } from '../../db/engine';
import type { Database } from '../../db/schema';
import { boardProjectRows } from '../boards';
import { badRequest, notFound, refused } from '../errors';
import type { Q } from '../db';
import { lockBoard, lockScheduleTerm } from '../locks';
import { boardHasMarks } from '../marks';
import { checkScheduleChange, termConflicts, type SaveOptions } from './check';
import { withSlots } from './changes';
import { mailDefences } from '../../mail/notify';
import type { Ctx } from '../context';

/** A board's running order (the board page): read, reorder, pack from the start, move one slot. */

async function boardOf(db: Q, boardId: number) {
  const board = await db.selectFrom('board').select(['Id', 'Name', 'Room', 'Date', 'StartTime', 'EndTime', 'SemesterId']).where('Id', '=', boardId).executeTakeFirst();
  if (!board) throw notFound('boardNotFound', { id: boardId });
  return board;
}

export const involvesBoard = (boardId: number) => (c: ConflictRow) => c.Boards.some((b) => b.Id === boardId);

export async function boardSchedule(db: Q, boardId: number, allowSaveAnyway: boolean): Promise<BoardScheduleData> {
  const board = await boardOf(db, boardId);
  const rows = await boardProjectRows(db, boardId);
  const lines = runningOrder(
    board.StartTime,
    board.EndTime,
    rows.map((r) => ({ projectId: r.Id, start: r.IntendTime, minutes: r.ProtectTime })),
  );
  const conflicts = (await termConflicts(db, board.SemesterId)).filter(involvesBoard(boardId));
  return {
    Board: { ...board, Terminated: await boardHasMarks(db, boardId) },
    Lines: rows.map((r, i) => ({
      ProjectId: r.Id,
      ProjectName: r.Name,
      CourseName: r.CourseName,
      OrderNo: r.OrderNo,
      IntendTime: r.IntendTime,
      ProtectTime: r.ProtectTime,
      End: lines[i]!.end,
      GapBefore: lines[i]!.gapBefore,
      Outside: lines[i]!.outside,
    })),
    Overrun: overrunMinutes(board.EndTime, lines),
    Conflicts: conflicts,
    SaveAnyway: allowSaveAnyway,
  };
}

export interface PlacedSlot {
  projectId: number;
  intendTime: string;
  protectTime: number;
}

/**
 * Writes a board's whole running order in one transaction: the slots in the order given (OrderNo 1..n) with their
 * times, checked against the term first. Every project of the board must be listed once, and only those. The rows
 * are updated in place, so a slot keeps its id (and its calendar UID).
 */
async function writeOrder(db: Kysely<Database>, engine: Engine, boardId: number, plan: (current: PlacedSlot[], board: { StartTime: string }) => PlacedSlot[], save: SaveOptions) {
  return db.transaction().execute(async (trx) => {
    const board = await boardOf(trx, boardId);
    // the term first, then the board: every schedule change takes them in this order (no deadlock)
    await lockScheduleTerm(trx, board.SemesterId);
    await lockBoard(trx, engine, boardId);
    if (await boardHasMarks(trx, boardId)) throw refused(401, 'boardTerminated');
    const current = await trx
      .selectFrom('project_in_board')
      .select(['Id', 'ProjectId', 'IntendTime', 'ProtectTime'])
      .where('BoardId', '=', boardId)
      .orderBy('OrderNo')
      .orderBy('ProjectId')
      .execute();
    const slots = plan(
      current.map((c) => ({ projectId: c.ProjectId, intendTime: c.IntendTime, protectTime: c.ProtectTime })),
      board,
    );
    const ids = new Map(current.map((c) => [c.ProjectId, c.Id]));
    if (slots.length !== current.length || new Set(slots.map((s) => s.projectId)).size !== slots.length || slots.some((s) => !ids.has(s.projectId))) {
      throw badRequest('orderIncomplete');
    }
    for (const s of slots) {
      if (!isClockTime(s.intendTime)) throw badRequest('intendTimeFormat');
      if (!Number.isInteger(s.protectTime) || s.protectTime < 1 || s.protectTime > 600) throw badRequest('protectTimeInvalid');
    }
    // stored as HH:MM whatever form passed the check (HH:MM:SS)
    const placed = slots.map((s, i) => ({ id: ids.get(s.projectId)!, projectId: s.projectId, boardId, start: fromMinutes(toMinutes(s.intendTime)), minutes: s.protectTime, order: i + 1 }));
    const warnings = await checkScheduleChange(trx, board.SemesterId, withSlots(placed), save);
    for (const p of placed) {
      await trx.updateTable('project_in_board').set({ OrderNo: p.order, IntendTime: p.start, ProtectTime: p.minutes }).where('Id', '=', p.id).execute();
    }
    const was = new Map(current.map((c) => [c.Id, `${c.IntendTime}/${c.ProtectTime}`]));
    await mailDefences(trx, boardId, placed.filter((p) => was.get(p.id) !== `${p.start}/${p.minutes}`).map((p) => p.projectId), true);
    return warnings;
  });
}

/** Reorder: the projects move, the start times stay where they were in the order (line i keeps line i's start). */
export function reorderBoard({ db, engine }: Ctx, boardId: number, projectIds: number[], save: SaveOptions) {
  return writeOrder(
    db,
    engine,
    boardId,
    (current) => {
      const byProject = new Map(current.map((c) => [c.projectId, c]));
      return projectIds.map((projectId, i) => ({
        projectId,
        intendTime: current[i]?.intendTime ?? '',
        protectTime: byProject.get(projectId)?.protectTime ?? 0,
      }));
    },
    save,
  );
}

/** "Pack from the start": the current order from the board's start, `changeover` minutes between two projects. */
export function packBoard({ db, engine }: Ctx, boardId: number, changeover: number, save: SaveOptions) {
  return writeOrder(
    db,
    engine,
    boardId,
    (current, board) =>
      packFromStart(board.StartTime, current.map((c) => ({ projectId: c.projectId, minutes: c.protectTime })), changeover).map((p) => ({
        projectId: p.projectId,
        intendTime: p.start,
        protectTime: p.minutes,
      })),
    save,
  );
}

/** Moves one project's slot (time and protection time); its place in the order is kept. */
export function moveSlot({ db, engine }: Ctx, boardId: number, slot: PlacedSlot, save: SaveOptions) {
  return writeOrder(
    db,
    engine,
    boardId,
    (current) => {
      if (!current.some((c) => c.projectId === slot.projectId)) throw notFound('projectOnBoardNotFound', { id: slot.projectId });
      return current.map((c) => (c.projectId === slot.projectId ? slot : c));
    },
    save,
  );
}
