/**
 * Where the marking grid keeps a seat's unsaved marks and comments in the browser (features/marking/drafts.ts writes
 * them); the board's project list reads only whether one exists (a project's "Draft" state).
 */
export interface DraftScope {
  /** the signed-in account: its role and id (`teach-3`) */
  account: string;
  lectureInBoardId: number;
  projectId: number;
}

const PREFIX = 'capstone.marking.draft.v1';

export const draftKey = (s: DraftScope) => `${PREFIX}:${s.account}:${s.lectureInBoardId}:${s.projectId}`;

/** True when the browser holds unsaved marks or comments of this seat and project. */
export function hasDraft(scope: DraftScope): boolean {
  try {
    const raw = typeof window !== 'undefined' ? window.localStorage.getItem(draftKey(scope)) : null;
    return raw !== null && raw !== '{}';
  } catch {
    return false;
  }
}
