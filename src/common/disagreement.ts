import { lecturerTotalExact, roundMillionthsToHundredths, type ColumnWeight } from './grading';

/**
 * Two lecturers disagree on a student when their weighted totals differ by MORE than the
 * board's threshold (a board setting, default 2.00 points). Totals are compared exactly (millionths of a point,
 * as lecturerTotalExact gives them), so a gap of exactly the threshold is not flagged. Only the totals of
 * lecturers who have marked every column count: a half-marked row is work in progress, not an opinion.
 */

/** The default threshold in hundredths of a point (2.00). */
export const DEFAULT_DISAGREEMENT_THRESHOLD = 200;

export interface LecturerTotal {
  /** the lecturer's seat (lecture_in_board Id) */
  seat: number;
  /** exact weighted total in millionths of a point (hundredths x ten-thousandths) */
  exact: number;
}

export interface Disagreement {
  /** the largest gap between two of the lecturers' totals, in hundredths, rounded half up */
  gap: number;
  /** the seats with the lowest and the highest total */
  low: number;
  high: number;
}

/**
 * The disagreement among complete lecturer totals for one student, or null when fewer than two are complete or
 * the largest gap is not above `thresholdHundredths`.
 */
export function disagreementOf(totals: readonly LecturerTotal[], thresholdHundredths: number): Disagreement | null {
  if (totals.length < 2) return null;
  let low = totals[0]!;
  let high = totals[0]!;
  for (const t of totals) {
    if (t.exact < low.exact) low = t;
    if (t.exact > high.exact) high = t;
  }
  const diff = high.exact - low.exact;
  if (diff <= thresholdHundredths * 10000) return null;
  return { gap: roundMillionthsToHundredths(diff), low: low.seat, high: high.seat };
}

/** Each lecturer's complete total from its marks (column id -> hundredths); seats with a missing column are left out. */
export function completeTotals(columns: readonly ColumnWeight[], marksBySeat: ReadonlyMap<number, Map<number, number>>): LecturerTotal[] {
  const totals: LecturerTotal[] = [];
  for (const [seat, marks] of marksBySeat) {
    const exact = lecturerTotalExact([...columns], marks);
    if (exact !== null) totals.push({ seat, exact });
  }
  return totals;
}

/** A threshold typed or sent in points (2, 1.5) as hundredths, or null unless a number in [0, 10] with at most 2 decimals. */
export function thresholdToHundredths(points: unknown): number | null {
  if (typeof points !== 'number' || !Number.isFinite(points) || points < 0 || points > 10) return null;
  const h = Math.round(points * 100);
  return Math.abs(h - points * 100) > 1e-6 ? null : h;
}
