import type { Draft } from './drafts';
import type { Baseline } from './gridModel';

/** One cell changed elsewhere since the lecturer typed it: their value (may be empty) and the server's. */
export interface CellConflict {
  key: string;
  yours: string;
  theirs: string;
  /** the server's current Version of the cell, to save "yours" over it knowingly */
  version: number;
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
    if (version !== cell.base && theirs !== cell.text) out.push({ key, yours: cell.text, theirs, version });
  }
  return out;
}
