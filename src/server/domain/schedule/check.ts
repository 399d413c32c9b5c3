import type { ConflictRow, FreeSlot } from '../../../common/contract/schedule';
import { findConflicts, newConflicts } from '../../../common/schedule/conflicts';
import { fromMinutes, toMinutes } from '../../../common/schedule/time';
import { refused } from '../errors';
import type { Q } from '../db';
import { lockScheduleTerm } from '../locks';
import { describeConflict } from './describe';
import { loadTerm, loadTerms, type TermData } from './term';

/**
 * The gate every schedule change passes (board add/edit, a lecturer or a project joining a board, a slot placed or
 * moved, a CSV import): the term after the change is checked with the one rule (common/schedule/conflicts.ts) and
 * the conflicts it brings are refused (inner 409, each named), unless the caller asked to save anyway and the
 * university allows it (SCHEDULE_SAVE_ANYWAY): then they are returned as warnings and stay listed as open conflicts.
 */

export interface SaveOptions {
  /** the admin's explicit "save anyway" */
  force?: boolean;
  /** the university's setting (config.scheduleSaveAnyway) */
  allowSaveAnyway: boolean;
}

/**
 * How to move a refused change to another time of its day, so the refusal can name the next free slot: the change
 * placed at `start`–`end` (same length), searched within `within` (a slot: its board's hours; a board: the day).
 */
export interface Retry {
  date: string;
  start: string;
  end: string;
  within?: { start: string; end: string };
  at(start: string, end: string): (term: TermData) => TermData;
}

/** A board's day when nothing narrower is known: the hours a university sits boards in. */
const DAY = { start: '07:00', end: '22:00' };
const STEP = 5;

export const CONFLICT_PREFIX = 'Schedule conflict: ';

/** `db` must be a transaction that also writes the change: the term stays locked until it ends (domain/locks.ts). */
export async function checkScheduleChange(db: Q, semesterId: number, change: (term: TermData) => TermData, options: SaveOptions, retry?: Retry): Promise<ConflictRow[]> {
  await lockScheduleTerm(db, semesterId);
  const before = await loadTerm(db, semesterId);
  const after = change(before);
  const brought = newConflicts(before, after);
  const found = brought.map((c) => describeConflict(after, c));
  if (found.length > 0 && !(options.force && options.allowSaveAnyway)) {
    // a project on two boards stays so at any hour: no time would free it
    const movable = retry && !brought.some((c) => c.kind === 'projectTwice');
    const free = movable ? nextFreeSlot(before, retry) : null;
    throw refused(409, 'scheduleConflict', { details: found.map((f) => f.Text).join('; ') }).with({
      conflicts: found,
      saveAnyway: options.allowSaveAnyway,
      ...(free ? { nextFree: free } : {}),
    });
  }
  return found;
}

/** Only the day's boards, slots and students: every conflict a change of hour can bring is on its own day. */
function dayOf(term: TermData, date: string): TermData {
  const boards = term.boards.filter((b) => b.date === date);
  const ids = new Set(boards.map((b) => b.id));
  const slots = term.slots.filter((s) => ids.has(s.boardId));
  const projects = new Set(slots.map((s) => s.projectId));
  return { ...term, boards, slots, students: term.students.filter((s) => projects.has(s.projectId)) };
}

/**
 * The first start after the asked one (then the last before it) where the change brings no conflict, in steps of
 * five minutes within its bounds; null when the day has none.
 */
export function nextFreeSlot(term: TermData, retry: Retry): FreeSlot | null {
  const start = toMinutes(retry.start);
  const length = toMinutes(retry.end) - start;
  const bounds = retry.within ?? DAY;
  const [low, high] = [toMinutes(bounds.start), toMinutes(bounds.end)];
  if ([start, length, low, high].some(Number.isNaN) || length <= 0) return null;
  const day = dayOf(term, retry.date);
  const fits = (at: number) => newConflicts(day, retry.at(fromMinutes(at), fromMinutes(at + length))(day)).length === 0;
  const first = Math.ceil((start + 1) / STEP) * STEP;
  const candidates: number[] = [];
  for (let at = Math.max(first, low); at + length <= high; at += STEP) candidates.push(at);
  for (let at = Math.floor((Math.min(start, high - length + 1) - 1) / STEP) * STEP; at >= low; at -= STEP) candidates.push(at);
  const found = candidates.find(fits);
  return found === undefined ? null : { Date: retry.date, Start: fromMinutes(found), End: fromMinutes(found + length) };
}

/** Every open conflict of a term, named. */
export async function termConflicts(db: Q, semesterId: number): Promise<ConflictRow[]> {
  const term = await loadTerm(db, semesterId);
  return findConflicts(term).map((c) => describeConflict(term, c));
}

/** Every open conflict of several terms (the Conflicts screen over all terms), the terms read together. */
export async function termsConflicts(db: Q, semesterIds: readonly number[]): Promise<ConflictRow[]> {
  const terms = await loadTerms(db, semesterIds);
  return terms.flatMap((term) => findConflicts(term).map((c) => describeConflict(term, c)));
}
