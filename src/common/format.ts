import { basisPointsOf, basisPointsToPercentText } from './grading';

/** How numbers are shown on screens (and in printable reports): one definition each. */

/** A column's percent (a fraction, 0.3333) as people read it: "33.33%". */
export function formatPercent(fraction: number): string {
  return `${basisPointsToPercentText(basisPointsOf(fraction))}%`;
}
