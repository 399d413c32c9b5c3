import type { ConflictRow } from '../../../common/contract/schedule';
import { findConflicts, newConflicts } from '../../../common/schedule/conflicts';
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

export const CONFLICT_PREFIX = 'Schedule conflict: ';

/** `db` must be a transaction that also writes the change: the term stays locked until it ends (domain/locks.ts). */
export async function checkScheduleChange(db: Q, semesterId: number, change: (term: TermData) => TermData, options: SaveOptions): Promise<ConflictRow[]> {
  await lockScheduleTerm(db, semesterId);
  const before = await loadTerm(db, semesterId);
  const after = change(before);
  const found = newConflicts(before, after).map((c) => describeConflict(after, c));
  if (found.length > 0 && !(options.force && options.allowSaveAnyway)) {
    throw refused(409, 'scheduleConflict', { details: found.map((f) => f.Text).join('; ') }).with({ conflicts: found, saveAnyway: options.allowSaveAnyway });
  }
  return found;
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
