import { basisPointsOf, basisPointsToPercentText } from './grading';

/** How numbers are shown on screens (and in printable reports): one definition each. */

/** A column's percent (a fraction, 0.3333) as people read it: "33.33%". */
export function formatPercent(fraction: number): string {
  return `${basisPointsToPercentText(basisPointsOf(fraction))}%`;
}

/** A score (0..10) as every screen shows it: two decimals, "7.25", "8.00". */
export function formatScore(score: number): string {
  return score.toFixed(2);
}
