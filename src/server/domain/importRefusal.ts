import type { ImportRowError } from '../../common/contract/imports';
import { refused } from './errors';

/** Problems an import's refusal lists; beyond them it gives how many more there are (a bad file stays a small answer). */
export const LISTED_PROBLEMS = 50;

/** The refusal of an import with problems: how many rows are wrong, the first problems in row order and the count of the rest. Nothing was written. */
export function importRefusal(errors: ImportRowError[], total: number) {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const bad = new Set(sorted.map((e) => e.row)).size;
  return refused(400, 'importInvalidRows', { count: bad, total }).with({ data: { errors: sorted.slice(0, LISTED_PROBLEMS), more: Math.max(0, sorted.length - LISTED_PROBLEMS) } });
}
