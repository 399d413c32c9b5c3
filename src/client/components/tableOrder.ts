/** The rows per page a long list offers (admin grids, read-only tables). */
export const PAGE_SIZES = [25, 50, 100];

/** Two cells' values in a list's order: empty first, numbers by value, text as a person reads it ("Room 9" before "Room 10"). */
export function compareCells(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true });
}
