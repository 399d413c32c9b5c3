/**
 * The minutes being typed, kept in this browser the moment they change — like the marking grid's drafts
 * (features/marking/drafts.ts) — keyed by account, board and project, so an ended session, a reload or a closed tab
 * loses nothing: the page restores them. `base` is the minutes' Version the text was typed over, so a save after a
 * restore is still version-checked and a change made elsewhere meanwhile shows as a conflict, never a silent overwrite.
 */
export interface MinutesDraft {
  decision: string;
  revisions: string;
  revisionsDue: string;
  notes: string;
  base: number;
}

export interface MinutesScope {
  /** the signed-in account: role and id ('teach-3') */
  account: string;
  boardId: number;
  projectId: number;
}

const PREFIX = 'capstone.minutes.draft.v1';
export const minutesDraftKey = (s: MinutesScope) => `${PREFIX}:${s.account}:${s.boardId}:${s.projectId}`;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function loadMinutesDraft(scope: MinutesScope): MinutesDraft | null {
  const raw = storage()?.getItem(minutesDraftKey(scope));
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<MinutesDraft>;
    const texts = [d.decision, d.revisions, d.revisionsDue, d.notes].every((v) => typeof v === 'string');
    return texts && Number.isInteger(d.base) ? (d as MinutesDraft) : null;
  } catch {
    return null;
  }
}

/** Writes the draft; storage full or blocked: the form keeps the text on screen. */
export function storeMinutesDraft(scope: MinutesScope, draft: MinutesDraft): void {
  try {
    storage()?.setItem(minutesDraftKey(scope), JSON.stringify(draft));
  } catch {
    /* quota exceeded */
  }
}

export function clearMinutesDraft(scope: MinutesScope): void {
  try {
    storage()?.removeItem(minutesDraftKey(scope));
  } catch {
    /* blocked storage: nothing was kept */
  }
}
