import { basisPointsOf, basisPointsToPercentText } from './grading';
import { parseScoreInput } from './scoreInput';

/** How numbers are shown on screens (and in printable reports): one definition each. */

/** A column's percent (a fraction, 0.3333) as people read it: "33.33%". */
export function formatPercent(fraction: number): string {
  return `${basisPointsToPercentText(basisPointsOf(fraction))}%`;
}

/** A score (0..10) as every screen shows it: two decimals, "7.25", "8.00". */
export function formatScore(score: number): string {
  return score.toFixed(2);
}

/**
 * A date (YYYY-MM-DD or an ISO date-time; only its first 10 characters count) as each language writes it
 *: dd/MM/yyyy in Vietnamese, yyyy-MM-dd in English. Anything else is shown as it is; empty stays empty.
 */
export function formatDate(value: string | null | undefined, language: 'en' | 'vi'): string {
  const text = (value ?? '').slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return value ?? '';
  return language === 'vi' ? `${m[3]}/${m[2]}/${m[1]}` : text;
}

/**
 * A mark as typed in either language: '7,5' and '7.5' are both 7.5. The number when it is a score
 * (0..10, two decimals at most), null when empty, undefined when it is not a score.
 */
export function parseMark(text: string): number | null | undefined {
  return parseScoreInput(text);
}
