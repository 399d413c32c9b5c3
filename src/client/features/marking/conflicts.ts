import type { Draft } from './drafts';
import { sameMark, type Baseline } from './gridModel';
import { sameText } from './comments';

/** One cell changed elsewhere since the lecturer typed it: their value (may be empty) and the server's. */
export interface CellConflict {
  key: string;
  yours: string;
  theirs: string;
  /** the server's current Version of the cell, to save "yours" over it knowingly */
  version: number;
}

/**
 * The draft without the cells the server already holds (the same mark, whatever its Version): what a save
 * confirmed, or what another tab saved with the same value.
 */
export function reconcile(draft: Draft, server: Map<string, Baseline>): Draft {
  let changed = false;
  const out: Draft = {};
  for (const [key, cell] of Object.entries(draft)) {
    const now = server.get(key);
    const held = now ? sameText(key, cell.text, now.text, sameMark) : cell.text.trim() === '' && cell.base === 0;
    if (held) changed = true;
    else out[key] = cell;
  }
  return changed ? out : draft;
}

/**
 * The cells of a draft that were changed on the server after the lecturer typed them (the draft's base
 * Version differs from the server's) and hold another value: the lecturer chooses per cell.
 */
export function conflictsOf(draft: Draft, server: Map<string, Baseline>): CellConflict[] {
  const out: CellConflict[] = [];
  for (const [key, cell] of Object.entries(draft)) {
    const now = server.get(key);
    const version = now?.version ?? 0;
    const theirs = now?.text ?? '';
    if (version !== cell.base && !sameText(key, theirs, cell.text, sameMark)) out.push({ key, yours: cell.text, theirs, version });
  }
  return out;
}
