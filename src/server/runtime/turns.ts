import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a loop over rows may hold the event loop before it lets other requests run. */
export const SLICE_MS = 5;

/**
 * A pause for long loops (an import's 2,000 rows checked, a cohort's rows shaped): `await pause()` after each row
 * lets the event loop serve other requests once `sliceMs` of work has run since the last turn, whatever one row
 * costs. A count of rows per turn does not: 200 rows of a refused workbook held the loop for tens of milliseconds,
 * and each of a grid save's queries waited behind such a slice. `now` is injectable for tests.
 */
export function slicer(sliceMs = SLICE_MS, now: () => number = () => performance.now()): () => Promise<void> {
  let since = now();
  return async () => {
    if (now() - since < sliceMs) return;
    await nextTurn();
    since = now();
  };
}
