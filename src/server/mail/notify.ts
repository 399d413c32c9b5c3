import type { Q } from '../domain/db';
import type { BoardFacts } from './events';
import { enqueue, type Outgoing } from './outbox';

/**
 * The mails of the changes that tell people something, each called inside the change's own transaction (the domain
 * functions of board membership, the schedule, publication and the minutes): one call, one enqueue.
 */

const boardLink = (boardId: number) => `/boarddetails/${boardId}`;

export async function boardFacts(db: Q, boardId: number): Promise<BoardFacts | null> {
  const b = await db.selectFrom('board').select(['Id', 'Name', 'Room', 'Date', 'StartTime', 'EndTime']).where('Id', '=', boardId).executeTakeFirst();
  return b ? { id: b.Id, name: b.Name, room: b.Room, date: b.Date, start: b.StartTime.slice(0, 5), end: b.EndTime.slice(0, 5) } : null;
}

const sequence = (now: number) => Math.floor(now / 1000);

async function lecturerAccount(db: Q, teacherId: number): Promise<number | null> {
  return (await db.selectFrom('lecturer').select('AccountId').where('Id', '=', teacherId).executeTakeFirst())?.AccountId ?? null;
}

/** A lecturer put on or taken off a board: an invitation or a cancellation for their calendar. */
export async function mailSeatChanged(db: Q, boardId: number, teacherId: number, change: 'added' | 'removed', now = Date.now()): Promise<void> {
  const board = await boardFacts(db, boardId);
  const accountId = await lecturerAccount(db, teacherId);
  if (!board || accountId === null) return;
  const event = change === 'added' ? { type: 'boardAdded' as const, board, sequence: sequence(now) } : { type: 'boardRemoved' as const, board, sequence: sequence(now) };
  await enqueue(db, [{ kind: 'board', accountId, event, link: change === 'added' ? boardLink(boardId) : '/teacher' }], now);
}

/** The students of some projects with their project's name (the recipients of defence and result mails). */
async function studentsOf(db: Q, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('student_in_project as sp')
    .innerJoin('student as s', 's.Id', 'sp.StudentId')
    .innerJoin('project as p', 'p.Id', 'sp.ProjectId')
    .select(['s.AccountId', 'p.Id as ProjectId', 'p.Name'])
    .where('sp.ProjectId', 'in', projectIds)
    .execute();
}

/** Defences scheduled (a project put on a board) or moved (its time, length or board changed). */
export async function mailDefences(db: Q, boardId: number, projectIds: number[], moved: boolean, now = Date.now()): Promise<void> {
  const board = await boardFacts(db, boardId);
  if (!board || projectIds.length === 0) return;
  const slots = await db.selectFrom('project_in_board').select(['ProjectId', 'IntendTime', 'ProtectTime']).where('BoardId', '=', boardId).where('ProjectId', 'in', projectIds).execute();
  const slotOf = new Map(slots.map((s) => [s.ProjectId, s]));
  const items: Outgoing[] = [];
  for (const s of await studentsOf(db, projectIds)) {
    const slot = slotOf.get(s.ProjectId);
    if (!slot) continue;
    items.push({ kind: 'schedule', accountId: s.AccountId, event: { type: 'defence', moved, project: s.Name, board, start: slot.IntendTime.slice(0, 5), minutes: slot.ProtectTime }, link: '/student' });
  }
  await enqueue(db, items, now);
}

const sameSitting = (a: BoardFacts, b: BoardFacts) => a.date === b.date && a.start === b.start && a.end === b.end && a.room === b.room;

/** Whom a board's move leaves out: those told otherwise by the same change (a new seat, a slot of its own). */
export interface Except {
  teachers?: ReadonlySet<number>;
  projects?: ReadonlySet<number>;
}

/**
 * A board's date, time or room changed (`before` read in the same transaction before the write): its lecturers get
 * the calendar update, the students defending before it their new defence.
 */
export async function mailBoardMoved(db: Q, before: BoardFacts | null, now = Date.now(), except: Except = {}): Promise<void> {
  if (!before) return;
  const board = await boardFacts(db, before.id);
  if (!board || sameSitting(before, board)) return;
  const seats = await db.selectFrom('lecture_in_board as lb').innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId').select(['l.Id', 'l.AccountId']).where('lb.BoardId', '=', board.id).execute();
  await enqueue(
    db,
    seats
      .filter((s) => !except.teachers?.has(s.Id))
      .map((s) => ({ kind: 'board' as const, accountId: s.AccountId, event: { type: 'boardMoved' as const, board, before, sequence: sequence(now) }, link: boardLink(board.id) })),
    now,
  );
  const projects = await db.selectFrom('project_in_board').select('ProjectId').where('BoardId', '=', board.id).execute();
  await mailDefences(db, board.id, projects.map((p) => p.ProjectId).filter((id) => !except.projects?.has(id)), true, now);
}

/**
 * Projects taken off a board (read before or after the delete: neither the board nor the students change): their
 * students hear that the defence they were told of is cancelled. The board's lecturers are not mailed: their
 * calendar event is the board's sitting, which stays as it was, and their board page lists its projects.
 */
export async function mailDefencesCancelled(db: Q, boardId: number, projectIds: number[], now = Date.now()): Promise<void> {
  const board = await boardFacts(db, boardId);
  if (!board) return;
  const students = await studentsOf(db, projectIds);
  await enqueue(db, students.map((s) => ({ kind: 'schedule' as const, accountId: s.AccountId, event: { type: 'defenceCancelled' as const, project: s.Name, board }, link: '/student' })), now);
}

/** What a schedule import changed, as the single edits it stands for would each have told it. */
export interface ImportedChanges {
  /** the boards that existed before the import, as they sat then (read before the write) */
  before: BoardFacts[];
  /** lecturers put on a board (a new board's or an existing one's) */
  seats: Array<{ boardId: number; teacherId: number }>;
  /** slots placed for the first time (`moved: false`) or whose board, time or length changed */
  slots: Array<{ projectId: number; boardId: number; moved: boolean }>;
}

/**
 * A schedule import (CSV or Excel), after its writes and in its transaction: each person hears once, what the
 * equivalent single edit would have said — a new seat its invitation (not the move of that board too), a board
 * moved its update, a placed or moved slot its defence (not the move of its board too).
 */
export async function mailScheduleImported(db: Q, changes: ImportedChanges, now = Date.now()): Promise<void> {
  for (const seat of changes.seats) await mailSeatChanged(db, seat.boardId, seat.teacherId, 'added', now);
  for (const before of changes.before) {
    await mailBoardMoved(db, before, now, {
      teachers: new Set(changes.seats.filter((s) => s.boardId === before.id).map((s) => s.teacherId)),
      projects: new Set(changes.slots.filter((s) => s.boardId === before.id).map((s) => s.projectId)),
    });
  }
  const groups = new Map<string, { boardId: number; moved: boolean; projectIds: number[] }>();
  for (const s of changes.slots) {
    const key = `${s.boardId}:${s.moved}`;
    const group = groups.get(key) ?? groups.set(key, { boardId: s.boardId, moved: s.moved, projectIds: [] }).get(key)!;
    group.projectIds.push(s.projectId);
  }
  for (const g of groups.values()) await mailDefences(db, g.boardId, g.projectIds, g.moved, now);
}

/** A project's results published: its students get a link, never the marks. */
export async function mailResults(db: Q, projectId: number, now = Date.now()): Promise<void> {
  const students = await studentsOf(db, [projectId]);
  await enqueue(db, students.map((s) => ({ kind: 'results' as const, accountId: s.AccountId, event: { type: 'results' as const, project: s.Name }, link: '/student' })), now);
}

/**
 * The minutes of a board are signed when a save by the chair leaves every project of the board with a decision
 * (the minutes have no separate signature: docs/deviations.md). Its members hear once per board (DedupeKey).
 */
export async function mailMinutesSigned(db: Q, boardId: number, now = Date.now()): Promise<void> {
  const open = await db
    .selectFrom('project_in_board as pb')
    .leftJoin('board_minutes as m', 'm.ProjectId', 'pb.ProjectId')
    .select('pb.ProjectId')
    .where('pb.BoardId', '=', boardId)
    .where((eb) => eb.or([eb('m.Decision', 'is', null), eb('m.Id', 'is', null)]))
    .executeTakeFirst();
  if (open) return;
  const board = await boardFacts(db, boardId);
  if (!board) return;
  const seats = await db.selectFrom('lecture_in_board as lb').innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId').select('l.AccountId').where('lb.BoardId', '=', boardId).execute();
  await enqueue(
    db,
    seats.map((s) => ({ kind: 'minutes' as const, accountId: s.AccountId, event: { type: 'minutes' as const, board }, link: boardLink(boardId), dedupeKey: `minutes:${boardId}:${s.AccountId}` })),
    now,
  );
}
