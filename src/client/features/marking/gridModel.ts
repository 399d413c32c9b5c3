import type { MarkingSaveRequest, MarkingView } from '../../../common/contract/marking';
import { parseScoreInput } from '../../../common/scoreInput';
import { commentBaseline } from './comments';

/** Pure rules of the marking grid: cell keys, spreadsheet paste, and the save request. */

export const keyOf = (sip: number, col: number) => `${sip}:${col}`;

export interface Baseline {
  text: string;
  version: number;
}

/** The cells (keyed by keyOf) and the comments (comments.ts keys) as the page loaded them. */
export function baselineOf(view: MarkingView): Map<string, Baseline> {
  const m = new Map<string, Baseline>();
  for (const s of view.scores) m.set(keyOf(s.stdinprjId, s.ScoreColumnId), { text: String(s.Score), version: s.Version });
  commentBaseline(view, m);
  return m;
}

/**
 * A value, a row or a block copied from a spreadsheet (tab-separated columns, one line per row), pasted at
 * (row, col): the cells it fills, or null for a single value (the browser pastes that itself).
 */
export function pastedCells(text: string, view: Pick<MarkingView, 'students' | 'columns'>, row: number, col: number): Record<string, string> | null {
  if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return null;
  const cells: Record<string, string> = {};
  const lines = text.replace(/\r/g, '').replace(/\n$/, '').split('\n');
  lines.forEach((line, i) => {
    line.split('\t').forEach((value, j) => {
      const s = view.students[row + i];
      const c = view.columns[col + j];
      if (s && c) cells[keyOf(s.stdinprjId, c.id)] = value.trim();
    });
  });
  return cells;
}

/**
 * The whole grid as a save request, with the version each cell had when the lecturer typed it (0 = empty),
 * or null when any cell is empty or not a score from 0 to 10 (then nothing is sent).
 */
export function saveRows(view: MarkingView, textOf: (key: string) => string, versionOf: (key: string) => number): MarkingSaveRequest['rows'] | null {
  const rows: MarkingSaveRequest['rows'] = [];
  for (const s of view.students) {
    const scores: Record<string, number> = {};
    const versions: Record<string, number> = {};
    for (const col of view.columns) {
      const k = keyOf(s.stdinprjId, col.id);
      const value = parseScoreInput(textOf(k));
      if (value === null || value === undefined) return null;
      scores[col.id] = value;
      versions[col.id] = versionOf(k);
    }
    rows.push({ stdinprjId: s.stdinprjId, scores, versions });
  }
  return rows;
}

/** Two texts of a cell mean the same mark ("7,5", "7.50" and "7.5"; two empty cells). */
export function sameMark(a: string, b: string): boolean {
  const x = parseScoreInput(a);
  const y = parseScoreInput(b);
  if (x === undefined || y === undefined) return a.trim() === b.trim();
  return x === y;
}

/** How many cells hold a valid mark, of how many. */
export function filledCount(view: Pick<MarkingView, 'students' | 'columns'>, textOf: (key: string) => string): { filled: number; total: number } {
  let filled = 0;
  for (const s of view.students) for (const c of view.columns) if (typeof parseScoreInput(textOf(keyOf(s.stdinprjId, c.id))) === 'number') filled += 1;
  return { filled, total: view.students.length * view.columns.length };
}

/** The next cell after (row, col), row by row and wrapping around, that holds no valid mark; null when none. */
export function nextEmptyCell(view: Pick<MarkingView, 'students' | 'columns'>, textOf: (key: string) => string, row: number, col: number): [number, number] | null {
  const width = view.columns.length;
  const total = view.students.length * width;
  const start = row * width + col;
  for (let step = 1; step <= total; step++) {
    const i = (start + step) % total;
    const r = Math.floor(i / width);
    const c = i % width;
    if (typeof parseScoreInput(textOf(keyOf(view.students[r]!.stdinprjId, view.columns[c]!.id))) !== 'number') return [r, c];
  }
  return null;
}
