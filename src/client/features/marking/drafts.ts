/**
 * Drafts that outlive everything: every typed cell the server has not confirmed is kept in
 * localStorage the moment it is typed, keyed by account, seat (lecture-in-board id) and project. A draft cell
 * remembers the Version the cell had when it was typed (`base`), so a save after a reload is still
 * version-checked and a change made elsewhere meanwhile shows up as a conflict, never a silent overwrite.
 */

export interface DraftCell {
  text: string;
  /** the cell's Version when the lecturer typed (0 = the cell was empty) */
  base: number;
}

export type Draft = Record<string, DraftCell>;

import { draftKey, type DraftScope } from '../../state/markingDraftKeys';

export { draftKey, type DraftScope };

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function isDraftCell(v: unknown): v is DraftCell {
  return typeof v === 'object' && v !== null && typeof (v as DraftCell).text === 'string' && Number.isInteger((v as DraftCell).base);
}

/** The account's draft of this seat and project (an unreadable entry counts as none). */
export function loadDraft(scope: DraftScope): Draft {
  const raw = storage()?.getItem(draftKey(scope));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => isDraftCell(v))) as Draft;
  } catch {
    return {};
  }
}

/** Writes the draft (removes the entry when it is empty). Storage full or blocked: the grid keeps the values. */
export function storeDraft(scope: DraftScope, draft: Draft): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.keys(draft).length === 0) store.removeItem(draftKey(scope));
    else store.setItem(draftKey(scope), JSON.stringify(draft));
  } catch {
    /* quota exceeded: nothing more can be kept, the values stay on screen */
  }
}

export function clearDraft(scope: DraftScope): void {
  storeDraft(scope, {});
}

/**
 * The draft after the server confirmed some cells: a cell whose confirmed text equals the draft's is dropped,
 * a cell typed again since keeps waiting.
 */
export function withoutConfirmed(draft: Draft, confirmed: Record<string, string>): Draft {
  return Object.fromEntries(Object.entries(draft).filter(([k, cell]) => confirmed[k] !== cell.text));
}
